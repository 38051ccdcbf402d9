// The product form's pickers read back on the server: the lists as the product document has them,
// a step (넣기, 위로, 아래로, 빼기) applied, and the ids checked against what exists (product-picks.ts).
import { z } from "zod";
import { catalogEditorMessages as m } from "../../../server/domain/admin/catalog/messages";
import { numberOf } from "./form-document";
import {
  collectionInput,
  LINK_HIDDEN,
  LINK_LISTS,
  LINK_TEXTS,
  type LinkList,
  type LinkRow,
  linkInput,
  type PathRow,
  pathOrderInput,
  searchInput,
  subInput,
} from "./product-picks";

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

/** What each list's search box holds, kept across the steps; a 넣기 empties its list's box (the search is done). */
export const searchesOfForm = (form: FormData, intent: string) =>
  Object.fromEntries(
    LINK_LISTS.map((list) => [list, intent.startsWith(`pick:${list}:add:`) ? "" : textOf(form, searchInput(list))]),
  ) as Record<LinkList, string>;

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
