// A collection's list composition in the console (issue 22: the list edited as rows, not JSON): each
// row a product (chosen by name), a banner (pictures through the image picker, alt text, link) or a
// blank cell (with its anchor). The rows are plain inputs `blocks.N.*`; 추가, 위로, 아래로 and 빼기
// are submits whose intent names the step, so they work before scripts load; the action answers
// with the rows rearranged (collection-rows.server.ts checks and saves them).

export const ROW_KINDS = [
  ["product", "상품"],
  ["banner", "배너"],
  ["blank", "빈 칸"],
] as const;
export type RowKind = (typeof ROW_KINDS)[number][0];

/** One row as the form holds it: every value text, the fields of other kinds empty. */
export type BlockRow = {
  blockType: RowKind;
  productId: string;
  imgUrl: string;
  imgUrlMobile: string;
  imgWidth: string;
  imgHeight: string;
  alt: string;
  link: string;
  anchor: string;
};
type RowField = keyof BlockRow;

/** The schema's limit of blocks in one list. */
export const MAX_ROWS = 500;

export const BLOCKS_FORM = "blocks";
export const blockInput = (index: number, field: RowField) => `blocks.${index}.${field}`;
export const searchInputName = "blocks.q";
export const pickInputName = "blocks.pick";

/** The intent of a step: `rows:up:3`, `rows:add:banner`, `rows:add-picked`. */
export type RowStep = "up" | "down" | "remove" | "add" | "add-picked" | "add-missing" | "search";
export const rowIntent = (step: RowStep, arg: number | string = "") => `rows:${step}:${arg}`;
export const isRowIntent = (intent: string) => intent.startsWith("rows:");

export const blankRow = (blockType: RowKind, productId = ""): BlockRow => ({
  blockType,
  productId,
  imgUrl: "",
  imgUrlMobile: "",
  imgWidth: "",
  imgHeight: "",
  alt: "",
  link: "",
  anchor: "",
});

const isKind = (value: unknown): value is RowKind => ROW_KINDS.some(([kind]) => kind === value);
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** A stored block (or any record of its fields) as a row; null for a kind the editor does not know. */
export function rowOf(block: Record<string, unknown>): BlockRow | null {
  if (!isKind(block.blockType)) return null;
  const row = blankRow(block.blockType);
  for (const field of Object.keys(row) as RowField[]) {
    if (field !== "blockType") row[field] = text(block[field]);
  }
  return row;
}

type FormLike = { get(name: string): unknown; has(name: string): boolean };

/** The rows as the form sent them, in order. */
export function rowsOfForm(form: FormLike): BlockRow[] {
  const rows: BlockRow[] = [];
  for (let index = 0; index <= MAX_ROWS && form.has(blockInput(index, "blockType")); index += 1) {
    const fields = Object.fromEntries(
      (Object.keys(blankRow("blank")) as RowField[]).map((field) => [field, form.get(blockInput(index, field))]),
    );
    const row = rowOf(fields);
    if (row) rows.push(row);
  }
  return rows;
}

/** The product ids already placed in the rows. */
export const placedIds = (rows: BlockRow[]) =>
  new Set(rows.flatMap((row) => (row.blockType === "product" ? [Number(row.productId)] : [])));

/**
 * The rows after one step. `picked` are the products ticked in the search's results (상품 추가),
 * `missing` the collection's products not yet in the list (목록에 없는 상품 모두 추가).
 */
export function rowStep(rows: BlockRow[], intent: string, picked: number[], missing: number[]): BlockRow[] {
  const [, step, arg = ""] = intent.split(":");
  const at = Number(arg);
  const addProducts = (ids: number[]) => {
    const placed = placedIds(rows);
    const fresh = [...new Set(ids)].filter((id) => Number.isInteger(id) && !placed.has(id));
    return [...rows, ...fresh.map((id) => blankRow("product", String(id)))].slice(0, MAX_ROWS);
  };
  switch (step) {
    case "add":
      return isKind(arg) && arg !== "product" && rows.length < MAX_ROWS ? [...rows, blankRow(arg)] : rows;
    case "add-picked":
      return addProducts(picked);
    case "add-missing":
      return addProducts(missing);
    case "remove":
      return rows.filter((_, index) => index !== at);
    case "up":
    case "down": {
      const to = step === "up" ? at - 1 : at + 1;
      if (!rows[at] || to < 0 || to >= rows.length) return rows;
      const next = [...rows];
      [next[at], next[to]] = [next[to] as BlockRow, next[at] as BlockRow];
      return next;
    }
    default:
      return rows;
  }
}

/** The rows as the list's blocks (the shape of the API's body); empty optional fields are none. */
export function blocksOfRows(rows: BlockRow[]): Record<string, unknown>[] {
  const number = (value: string) => (value.trim() === "" ? undefined : Number(value));
  const optional = (value: string) => (value.trim() === "" ? null : value.trim());
  return rows.map((row) => {
    if (row.blockType === "product") return { blockType: "product", productId: number(row.productId) };
    if (row.blockType === "blank") return { blockType: "blank", anchor: optional(row.anchor) };
    return {
      blockType: "banner",
      imgUrl: row.imgUrl,
      imgUrlMobile: optional(row.imgUrlMobile),
      imgWidth: number(row.imgWidth),
      imgHeight: number(row.imgHeight),
      alt: row.alt.trim(),
      link: row.link.trim(),
      anchor: optional(row.anchor),
    };
  });
}

/** The image inputs of a banner row that the picker fills: `blocks.3.imgUrl`, `blocks.3.imgUrlMobile`. */
export const BANNER_PICTURES = [
  ["imgUrl", "배너 사진"],
  ["imgUrlMobile", "휴대폰용 사진 (선택)"],
] as const;
const PICTURE_FIELD = /^blocks\.(\d+)\.(imgUrl|imgUrlMobile)$/;
export function pictureFieldOf(name: string): { index: number; field: "imgUrl" | "imgUrlMobile" } | null {
  const match = PICTURE_FIELD.exec(name);
  return match ? { index: Number(match[1]), field: match[2] as "imgUrl" | "imgUrlMobile" } : null;
}
