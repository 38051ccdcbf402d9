// The option builder's inputs (issue 22): their names, the cells of a grid row as the form shows
// them, and the builder's state of a stored product. Read back by option-form.server.ts.
import type { BuilderLevel, GridRowBase } from "../../../core/option-grid";
import type { ProductDocument } from "../../../server/domain/admin/catalog/product-document";

/** A grid row as the form shows it: its cells as typed. */
export type GridCells = GridRowBase & {
  regularPrice: string;
  salePrice: string;
  stockQuantity: string;
  sku: string;
  soldOut: boolean;
  hidden: boolean;
};

export type OptionsState = { levels: BuilderLevel[]; rows: GridCells[] };

export type BulkCells = Pick<GridCells, "regularPrice" | "salePrice" | "stockQuantity">;

export type StoredVariation = ProductDocument["variations"][number];

export const levelInput = (level: number, part: "name" | "was") => `levels.${level}.${part}`;
export const valueInput = (level: number, index: number, part: "values" | "wasValues" = "values") =>
  `levels.${level}.${part}.${index}`;
export const cellInput = (row: number, cell: keyof GridCells | "key") => `grid.${row}.${cell}`;
export const bulkInput = (cell: keyof BulkCells) => `bulk.${cell}`;

const textOf = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** What the builder shows for a stored product (or a new one: no levels). */
export function optionsStateOf(item: Record<string, unknown>): OptionsState {
  if (item.options) return item.options as OptionsState;
  const attributes = (item.attributes ?? []) as ProductDocument["attributes"];
  const variations = (item.variations ?? []) as StoredVariation[];
  return {
    levels: attributes.map((attribute) => ({
      name: attribute.name,
      was: attribute.name,
      values: attribute.options.map((value) => ({ value, was: value })),
    })),
    rows: variations.map((variation) => ({
      id: variation.id,
      attributes: variation.attributes,
      regularPrice: textOf(variation.regularPrice),
      salePrice: textOf(variation.salePrice),
      stockQuantity: textOf(variation.stockQuantity),
      sku: variation.sku ?? "",
      soldOut: variation.stockQuantity === 0,
      hidden: variation.hidden,
    })),
  };
}

/** Errors of the builder's inputs are shown beside them, not above the form. */
export const isOptionError = (name: string) => /^(levels|grid)(\.|$)/.test(name);
