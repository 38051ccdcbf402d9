// The product editor's pickers as form inputs (issue 22 "Pickers, not ids"): the collections ticked
// in a tree with one sub-category each, and the up-sale, cross-sale and related products listed in
// order. Their steps (찾기, 넣기, 위로, 아래로, 빼기) are submits of the product form whose intent
// names the list, so they work before scripts load; the action answers with the lists rearranged.
import { z } from "zod";
import { catalogEditorMessages as m } from "../../../server/domain/admin/catalog/messages";
import { numberOf } from "./form-document";

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

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export type Picks = { paths: PathRow[]; upSale: LinkRow[]; crossSale: LinkRow[]; related: unknown[] };

/** The pickers' lists as the product document has them; an id that is no number stays as sent. */
export function picksOfForm(form: FormData): Picks {
  const order = textOf(form, pathOrderInput).split(",").map(numberOf);
  const ticked = form.getAll(collectionInput).map((id) => numberOf(String(id)));
  const rank = (id: unknown) => (order.includes(id as number) ? order.indexOf(id as number) : order.length);
  const paths = [...ticked]
    .sort((a, b) => rank(a) - rank(b))
    .map((collectionId) => {
      const sub = textOf(form, subInput(Number(collectionId)));
      return { collectionId, subCategoryId: sub === "" ? null : numberOf(sub) };
    });
  const rows = (list: LinkList): LinkRow[] => {
    const found: LinkRow[] = [];
    for (let index = 0; form.has(linkInput(list, index, "itemProductId")); index += 1) {
      const row: LinkRow = { itemProductId: numberOf(textOf(form, linkInput(list, index, "itemProductId"))) };
      for (const name of [...LINK_TEXTS[list].map((text) => text.name), ...LINK_HIDDEN[list]]) {
        row[name] = textOf(form, linkInput(list, index, name));
      }
      found.push(row);
    }
    return found;
  };
  return {
    paths,
    upSale: rows("upSale"),
    crossSale: rows("crossSale"),
    related: rows("related").map((row) => row.itemProductId),
  };
}

/** What each list's search box holds, kept across the steps. */
export const searchesOfForm = (form: FormData) =>
  Object.fromEntries(LINK_LISTS.map((list) => [list, textOf(form, searchInput(list))])) as Record<LinkList, string>;

/** The lists after the step `intent` names (an unknown step leaves them as they are). */
export function pickStep(picks: Picks, intent: string): Picks {
  const [, list, step, arg] = intent.split(":");
  if (!LINK_LISTS.includes(list as LinkList)) return picks;
  const name = list as LinkList;
  const rows: LinkRow[] =
    name === "related" ? picks.related.map((itemProductId) => ({ itemProductId })) : [...picks[name]];
  const at = Number(arg);
  if (step === "add" && Number.isInteger(at) && !rows.some((row) => row.itemProductId === at)) {
    rows.push({
      itemProductId: at,
      ...Object.fromEntries(
        [...LINK_TEXTS[name].map((text) => text.name), ...LINK_HIDDEN[name]].map((key) => [key, ""]),
      ),
    });
  } else if (step === "remove") rows.splice(at, 1);
  else if ((step === "up" || step === "down") && rows[at]) {
    const to = step === "up" ? at - 1 : at + 1;
    if (to >= 0 && to < rows.length) [rows[at], rows[to]] = [rows[to] as LinkRow, rows[at] as LinkRow];
  }
  return name === "related" ? { ...picks, related: rows.map((row) => row.itemProductId) } : { ...picks, [name]: rows };
}

/** What the pickers may point at: the shop's products, and its collections with their sub-categories' ids. */
export type PickTargets = { products: Set<number>; collections: Map<number, Set<number>> };

/**
 * The picks checked against what exists, each list's refusal beside its picker (the domain checks
 * again inside its transaction). `self` is the product being edited, which links to no list.
 */
export function picksSchema(targets: PickTargets, self: number | null) {
  const linked = (idOf: (item: unknown) => unknown) =>
    z.array(z.unknown()).superRefine((items, ctx) => {
      const ids = items.map(idOf);
      if (ids.some((id) => id === self)) ctx.addIssue({ code: "custom", message: m.linkedItself });
      else if (ids.some((id) => !targets.products.has(id as number))) {
        ctx.addIssue({ code: "custom", message: m.unknownLinkedProduct });
      } else if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: m.linkedTwice });
    });
  const itemOf = (item: unknown) => (item as LinkRow).itemProductId;
  return z.object({
    paths: z.array(z.unknown()).superRefine((items, ctx) => {
      for (const { collectionId, subCategoryId } of items as PathRow[]) {
        const subs = targets.collections.get(collectionId as number);
        const message = !subs
          ? m.unknownCollection
          : subCategoryId !== null && !subs.has(subCategoryId as number)
            ? m.subCategoryElsewhere
            : null;
        if (message) return ctx.addIssue({ code: "custom", message });
      }
    }),
    upSale: linked(itemOf),
    crossSale: linked(itemOf),
    related: linked((id) => id),
  });
}
