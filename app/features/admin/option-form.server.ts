// The option builder's form (issue 22) read back on the server: its levels with what each was
// called before (renames), its grid rows as typed, the "모두 적용" cells; rebuilt into the grid of
// core/option-grid.ts and then into the product document's attributes and variations. Checked by
// schemas whose issues name the builder's inputs, so each Korean message shows beside its input.
import { z } from "zod";
import type { FieldOfPath } from "../../../core/form";
import {
  applyToAll,
  type BuilderLevel,
  buildGrid,
  filledLevels,
  gridErrors,
  levelErrors,
  MAX_LEVELS,
  type OptionAttribute,
} from "../../../core/option-grid";
import { numberOf } from "./form-document";
import {
  type BulkCells,
  bulkInput,
  cellInput,
  type GridCells,
  levelInput,
  type OptionsState,
  type StoredVariation,
  valueInput,
} from "./option-inputs";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const isAttributes = (value: unknown): value is OptionAttribute[] =>
  Array.isArray(value) &&
  value.every(
    (attribute) =>
      typeof attribute === "object" &&
      attribute !== null &&
      typeof attribute.name === "string" &&
      typeof attribute.option === "string",
  );

function attributesOf(key: string): OptionAttribute[] | null {
  try {
    const parsed: unknown = JSON.parse(key);
    return isAttributes(parsed) ? parsed.map(({ name, option }) => ({ name, option })) : null;
  } catch {
    return null;
  }
}

/** The builder's inputs as sent; a row whose combination cannot be read is left out (rebuilt blank). */
export function optionsOfForm(form: FormData): OptionsState {
  const levels: BuilderLevel[] = [];
  for (let level = 0; level < MAX_LEVELS && form.has(levelInput(level, "name")); level += 1) {
    const values: BuilderLevel["values"] = [];
    for (let index = 0; form.has(valueInput(level, index)); index += 1) {
      values.push({
        value: text(form, valueInput(level, index)),
        was: text(form, valueInput(level, index, "wasValues")) || null,
      });
    }
    levels.push({
      name: text(form, levelInput(level, "name")),
      was: text(form, levelInput(level, "was")) || null,
      values,
    });
  }
  const rows: GridCells[] = [];
  for (let row = 0; form.has(cellInput(row, "key")); row += 1) {
    const attributes = attributesOf(text(form, cellInput(row, "key")));
    if (!attributes) continue;
    const id = Number(text(form, cellInput(row, "id")));
    rows.push({
      id: Number.isInteger(id) && id > 0 ? id : null,
      attributes,
      regularPrice: text(form, cellInput(row, "regularPrice")),
      salePrice: text(form, cellInput(row, "salePrice")),
      stockQuantity: text(form, cellInput(row, "stockQuantity")),
      sku: text(form, cellInput(row, "sku")),
      soldOut: form.has(cellInput(row, "soldOut")),
      hidden: form.has(cellInput(row, "hidden")),
    });
  }
  return { levels, rows };
}

export function bulkOfForm(form: FormData): BulkCells {
  return {
    regularPrice: text(form, bulkInput("regularPrice")).trim(),
    salePrice: text(form, bulkInput("salePrice")).trim(),
    stockQuantity: text(form, bulkInput("stockQuantity")).trim(),
  };
}

/**
 * The grid of the builder's levels (blank levels and values left out), rows keeping their cells
 * through renames; a new combination starts at the product's price and no stock. The levels come
 * back under their new names, the names their rows now carry.
 */
export function rebuilt(state: OptionsState, productPrice: string, bulk: BulkCells | null = null): OptionsState {
  const levels = filledLevels(state.levels);
  const blank = (attributes: OptionAttribute[]): GridCells => ({
    id: null,
    attributes,
    regularPrice: productPrice,
    salePrice: "",
    stockQuantity: "0",
    sku: "",
    soldOut: false,
    hidden: false,
  });
  const rows = buildGrid(levels, state.rows, blank);
  return {
    levels: levels.map((level) => ({
      name: level.name,
      was: level.name,
      values: level.values.map(({ value }) => ({ value, was: value })),
    })),
    rows: bulk ? applyToAll(rows, bulk) : rows,
  };
}

/** The document's attributes and variations; an option's image and purchase flags stay as stored. */
export function optionsDocument(state: OptionsState, stored: StoredVariation[]) {
  return {
    attributes: state.levels.map((level) => ({ name: level.name, options: level.values.map(({ value }) => value) })),
    variations: state.rows.map((row) => {
      const before = stored.find((variation) => variation.id === row.id);
      return {
        ...(row.id ? { id: row.id } : {}),
        attributes: row.attributes,
        regularPrice: numberOf(row.regularPrice),
        salePrice: numberOf(row.salePrice),
        // 품절 is stock 0: the storefront marks the combination sold out and the cart refuses it.
        stockQuantity: row.soldOut ? 0 : numberOf(row.stockQuantity),
        sku: row.sku.trim() || null,
        hidden: row.hidden,
        image: before?.image ?? null,
        loginRequired: before?.loginRequired ?? false,
        onePurchased: before?.onePurchased ?? false,
      };
    }),
  };
}

const issuesOf = (errors: Record<string, string>, ctx: z.RefinementCtx, prefix: string) => {
  for (const [path, message] of Object.entries(errors)) {
    ctx.addIssue({ code: "custom", message, path: [path ? `${prefix}.${path}` : prefix] });
  }
};

/** The builder's levels: named, values unique, up to 3 levels and 200 combinations. */
export const levelsSchema = z.array(z.any()).superRefine((levels, ctx) => {
  for (const [path, message] of Object.entries(levelErrors(levels as BuilderLevel[]))) {
    ctx.addIssue({ code: "custom", message, path: [path] });
  }
});

/** The grid of a document checked by the picker's rules, its messages beside the rows' cells. */
export const gridSchema = (attributes: { name: string; options: string[] }[]) =>
  z.array(z.any()).superRefine((rows, ctx) => {
    const errors = gridErrors(
      attributes.map((attribute) => ({ name: attribute.name, option: attribute.options })),
      (rows as ReturnType<typeof optionsDocument>["variations"]).map((row) => ({
        id: row.id ?? null,
        attributes: row.attributes,
        sku: row.sku,
        hidden: row.hidden,
        inStock: typeof row.stockQuantity === "number" && row.stockQuantity > 0,
      })),
    );
    const { hidden, ...cells } = errors;
    if (hidden) ctx.addIssue({ code: "custom", message: hidden, path: ["grid"] });
    issuesOf(cells, ctx, "grid");
  });

/** The builder's input of a refused path: `variations.3.sku` is `grid.3.sku`, an attribute's is the levels'. */
export const optionFieldOf: FieldOfPath = (path) => {
  const [first, row, cell] = path;
  if (first === "variations" && row !== undefined)
    return cell === undefined ? "grid" : `grid.${String(row)}.${String(cell)}`;
  if (first === "attributes") return "levels";
  return path.length > 0 ? String(first) : "form";
};
