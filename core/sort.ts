// Sort options of a collection (spec §2 "Sort options (label to server type)").
export const SORT_OPTIONS = [
  { label: "기본순", type: "regular" },
  { label: "인기순", type: "hot" },
  { label: "높은할인순", type: "sale" },
  { label: "리뷰순", type: "review" },
  { label: "높은가격순", type: "priceDs" },
  { label: "낮은가격순", type: "priceAs" },
] as const;

export type SortType = (typeof SORT_OPTIONS)[number]["type"];
export type SortLabel = (typeof SORT_OPTIONS)[number]["label"];

/** "The default is the default order." */
export const DEFAULT_SORT: SortType = "regular";

export const SORT_TYPES = SORT_OPTIONS.map((option) => option.type) as readonly SortType[];

export function isSortType(value: unknown): value is SortType {
  return typeof value === "string" && (SORT_TYPES as readonly string[]).includes(value);
}

export function sortTypeOf(label: string): SortType {
  return SORT_OPTIONS.find((option) => option.label === label)?.type ?? DEFAULT_SORT;
}

export function sortLabelOf(type: string): SortLabel {
  return (SORT_OPTIONS.find((option) => option.type === type) ?? SORT_OPTIONS[0]).label;
}

export type SortableProduct = {
  price: number;
  discount_rate: number;
  rating_count: number;
  average_rating: number;
  sales_count: number;
  stock_status: "instock" | "outofstock";
};

/** Orders products by a sort type; ties keep the default order (the sort is stable). */
export function compareBy(type: SortType): (a: SortableProduct, b: SortableProduct) => number {
  switch (type) {
    case "regular":
      return () => 0;
    case "hot":
      return (a, b) => b.sales_count - a.sales_count;
    case "sale":
      return (a, b) => b.discount_rate - a.discount_rate;
    case "review":
      return (a, b) => b.rating_count - a.rating_count || b.average_rating - a.average_rating;
    case "priceDs":
      return (a, b) => b.price - a.price;
    case "priceAs":
      return (a, b) => a.price - b.price;
  }
}
