// The product editor's pickers' form inputs (issue 22 "Pickers, not ids"): the collections ticked
// in a tree with one sub-category each, and the up-sale, cross-sale and related products listed in
// order. Their steps (찾기, 넣기, 위로, 아래로, 빼기) are submits of the product form whose intent
// names the list, so they work before scripts load; the action answers with the lists rearranged
// (product-picks.server.ts).

export const LINK_LISTS = ["upSale", "crossSale", "related"] as const;
export type LinkList = (typeof LINK_LISTS)[number];

/** One chosen product of a list, with the wording the storefront shows beside it (up- and cross-sale). */
export type LinkRow = Record<string, unknown> & { itemProductId: unknown };
export type PathRow = { collectionId: unknown; subCategoryId: unknown };

/** The texts each list's row keeps besides the product (thumbnails stay as stored; empty is the product's). */
export const LINK_TEXTS: Record<LinkList, { name: string; label: string }[]> = {
  upSale: [{ name: "addProductWording", label: "추가 상품 문구" }],
  crossSale: [
    { name: "broProductTitle", label: "표시 이름" },
    { name: "broProductWording", label: "문구" },
  ],
  related: [],
};
export const LINK_HIDDEN: Record<LinkList, string[]> = {
  upSale: ["addProductThumbnail"],
  crossSale: ["broProductThumbnail"],
  related: [],
};

export const collectionInput = "paths.collection";
export const subInput = (collectionId: number) => `paths.sub.${collectionId}`;
/** The stored order of the ticked collections: the first is the product's breadcrumb. */
export const pathOrderInput = "paths.order";
export const linkInput = (list: LinkList, index: number, name: string) => `${list}.${index}.${name}`;
export const searchInput = (list: LinkList) => `${list}.q`;

export type PickStep = "search" | "add" | "up" | "down" | "remove";
export const pickIntent = (list: LinkList, step: PickStep, arg: number | "" = "") => `pick:${list}:${step}:${arg}`;
export const isPickIntent = (intent: string) => intent.startsWith("pick:");
