// The console's option builder (issue 22): the operator names option levels (향, 사이즈 …) and
// their values, and the combinations grid (one row per combination: price, stock, SKU, 품절,
// 숨김) is their cartesian product. Rows already made keep their values when a level gains,
// loses or renames a value. The console page builds the grid on the server (forms without
// scripts) and the save checks it with the storefront's own option picker (spec §4 "Option
// selection").
import { levelOptions, type VariationChoice, variationFor } from "./option-selection";

/** "Up to 3 levels" (issue 22); the product document takes no more than 200 combinations. */
export const MAX_LEVELS = 3;
export const MAX_VALUES = 50;
export const MAX_ROWS = 200;
const MAX_NAME = 50;
const MAX_VALUE = 100;
const MAX_SKU = 64;

export type OptionAttribute = { name: string; option: string };

/** A level as the builder sends it: its name and values, each with what it was called before (a rename). */
export type BuilderLevel = {
  name: string;
  was: string | null;
  values: { value: string; was: string | null }[];
};

/** A row of the grid: the combination and the row's cells (prices, stock, SKU …), kept as given. */
export type GridRowBase = { id: number | null; attributes: OptionAttribute[] };

export const optionGridMessages = {
  levelName: "옵션 이름을 50자까지 입력해주세요.",
  levelNameTaken: "옵션 이름이 겹쳐요. 다른 이름을 써주세요.",
  levelValues: "옵션 값을 하나 이상 입력해주세요.",
  value: "옵션 값은 100자까지 입력해주세요.",
  valueTaken: "같은 옵션 값이 두 번 있어요.",
  noLevels: "옵션 상품에는 옵션을 하나 이상 만들어주세요. 예: 향 — 유자, 바이올렛",
  tooManyRows: `조합은 ${MAX_ROWS}개까지 만들 수 있어요. 옵션 값을 줄여주세요.`,
  sku: `SKU는 영문, 숫자, 하이픈(-), 밑줄(_)로 ${MAX_SKU}자까지 입력하거나 비워주세요.`,
  skuTaken: "같은 SKU가 다른 조합에도 있어요.",
  allHidden: "조합을 모두 숨길 수는 없어요. 하나 이상은 보이게 해주세요.",
  unreachable: "이 조합은 쇼핑몰의 옵션 선택에서 고를 수 없어요. 옵션 값을 다시 확인해주세요.",
} as const;

/** The key of a combination: its options level by level (names included: a renamed level is another key). */
export const rowKey = (attributes: readonly OptionAttribute[]) =>
  JSON.stringify(attributes.map((attribute) => [attribute.name, attribute.option]));

/** The levels the builder's inputs name: blank values and blank levels are left out. */
export function filledLevels(levels: BuilderLevel[]): BuilderLevel[] {
  return levels
    .map((level) => ({
      name: level.name.trim(),
      was: level.was,
      values: level.values
        .map((value) => ({ value: value.value.trim(), was: value.was }))
        .filter((value) => value.value !== ""),
    }))
    .filter((level) => level.name !== "" || level.values.length > 0);
}

/**
 * The builder's errors by input name (`levels.0.name`, `levels.0.values.1`, `levels` for the
 * whole); the levels are the filled ones, their inputs' indexes those of `filledLevels`' input.
 */
export function levelErrors(levels: BuilderLevel[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const filled = filledLevels(levels);
  if (filled.length === 0) errors.levels = optionGridMessages.noLevels;
  const names = new Set<string>();
  levels.forEach((level, index) => {
    const name = level.name.trim();
    const values = level.values.map((value) => value.value.trim());
    if (name === "" && values.every((value) => value === "")) return;
    if (name === "" || name.length > MAX_NAME) errors[`levels.${index}.name`] = optionGridMessages.levelName;
    else if (names.has(name)) errors[`levels.${index}.name`] = optionGridMessages.levelNameTaken;
    names.add(name);
    const seen = new Set<string>();
    values.forEach((value, at) => {
      if (value === "") return;
      if (value.length > MAX_VALUE) errors[`levels.${index}.values.${at}`] = optionGridMessages.value;
      else if (seen.has(value)) errors[`levels.${index}.values.${at}`] = optionGridMessages.valueTaken;
      seen.add(value);
    });
    if (seen.size === 0) errors[`levels.${index}.values.0`] = optionGridMessages.levelValues;
  });
  if (filled.length > MAX_LEVELS || filled.some((level) => level.values.length > MAX_VALUES)) {
    errors.levels = optionGridMessages.tooManyRows;
  }
  if (combinationCount(filled) > MAX_ROWS) errors.levels = optionGridMessages.tooManyRows;
  return errors;
}

const combinationCount = (levels: BuilderLevel[]) =>
  levels.length === 0 ? 0 : levels.reduce((count, level) => count * level.values.length, 1);

/** Every combination of the levels' values, the first level varying slowest (the picker's order). */
export function combinations(levels: { name: string; values: string[] }[]): OptionAttribute[][] {
  if (levels.length === 0) return [];
  return levels.reduce<OptionAttribute[][]>(
    (rows, level) => rows.flatMap((row) => level.values.map((option) => [...row, { name: level.name, option }])),
    [[]],
  );
}

/** A row's combination in the levels' new names, without the levels that went; null when one of its values went. */
function renamed(attributes: OptionAttribute[], levels: BuilderLevel[]): OptionAttribute[] | null {
  const result: OptionAttribute[] = [];
  for (const attribute of attributes) {
    const level = levels.find((candidate) => (candidate.was ?? candidate.name) === attribute.name);
    if (!level) continue;
    const value = level.values.find((candidate) => (candidate.was ?? candidate.value) === attribute.option);
    if (!value) return null;
    result.push({ name: level.name, option: value.value });
  }
  return result;
}

const within = (part: OptionAttribute[], whole: OptionAttribute[]) =>
  part.length > 0 && part.every((a) => whole.some((b) => b.name === a.name && b.option === a.option));

/**
 * The grid of `levels` (filled, checked by levelErrors): one row per combination, in order. A
 * combination that was a row (after renames) keeps that row, its id included; a new one takes the
 * cells of a row it extends (a level was added) without its id, else `blank`; when a level is
 * removed, the first row of each narrowed combination keeps its id.
 */
export function buildGrid<Row extends GridRowBase>(
  levels: BuilderLevel[],
  previous: Row[],
  blank: (attributes: OptionAttribute[]) => Row,
): Row[] {
  const known = previous.flatMap((row) => {
    const attributes = renamed(row.attributes, levels);
    return attributes ? [{ row, attributes }] : [];
  });
  const used = new Set<Row>();
  return combinations(levels.map((level) => ({ name: level.name, values: level.values.map((v) => v.value) }))).map(
    (attributes) => {
      const key = rowKey(attributes);
      const same = known.find((entry) => !used.has(entry.row) && rowKey(entry.attributes) === key);
      if (same) {
        used.add(same.row);
        return { ...same.row, attributes };
      }
      const related = known.find((entry) => within(entry.attributes, attributes));
      return related ? { ...related.row, id: null, attributes } : blank(attributes);
    },
  );
}

/** The cells "모두 적용" sets on every row; a blank one leaves the rows as they are. */
export function applyToAll<Row extends GridRowBase>(rows: Row[], cells: Partial<Omit<Row, keyof GridRowBase>>): Row[] {
  const set = Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== undefined && value !== ""));
  return rows.map((row) => ({ ...row, ...set }));
}

export type CheckedRow = GridRowBase & { sku: string | null; hidden: boolean; inStock: boolean };

/**
 * The grid's errors by row index and cell (`3.sku`): SKUs well formed and unique, at least one
 * row shown, and every shown row reachable through the storefront's option picker: level by level
 * its options are offered (levelOptions) and lead to it (variationFor).
 */
export function gridErrors(
  attributes: { name: string; option: string[] }[],
  rows: CheckedRow[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const skus = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.sku === null || row.sku === "") return;
    if (row.sku.length > MAX_SKU || !/^[A-Za-z0-9_-]+$/.test(row.sku)) errors[`${index}.sku`] = optionGridMessages.sku;
    else if (skus.has(row.sku)) errors[`${index}.sku`] = optionGridMessages.skuTaken;
    else skus.set(row.sku, index);
  });
  const shown = rows.filter((row) => !row.hidden);
  if (rows.length > 0 && shown.length === 0) errors.hidden = optionGridMessages.allHidden;
  const choices: VariationChoice[] = shown.map((row, index) => ({
    id: index,
    attributes: row.attributes,
    inStock: row.inStock,
  }));
  for (const choice of choices) {
    if (!reachable(attributes, choices, choice)) {
      errors[`${rows.indexOf(shown[choice.id] as CheckedRow)}.attributes`] = optionGridMessages.unreachable;
    }
  }
  return errors;
}

function reachable(
  attributes: { name: string; option: string[] }[],
  choices: VariationChoice[],
  target: VariationChoice,
): boolean {
  const chosen: string[] = [];
  for (const [level, attribute] of target.attributes.entries()) {
    if (attributes[level]?.name !== attribute.name) return false;
    if (!levelOptions(attributes, choices, chosen).some((offered) => offered.option === attribute.option)) return false;
    chosen.push(attribute.option);
  }
  return variationFor(attributes, choices, chosen)?.id === target.id;
}
