// A collection's list rows checked on the server before the list's own schema (blocksInputSchema)
// and the domain (replaceCollectionBlocks, which checks again in its transaction): each refusal a
// Korean message named by the row's input, so the editor shows it beside the row.
import { z } from "zod";
import type { FieldOfPath } from "../../../core/form";
import { catalogEditorMessages as m } from "../../../server/domain/admin/catalog/messages";
import { type BlockRow, blockInput } from "./collection-rows";

/** The rows checked against the products the collection may place (`members`). */
export function blockRowsSchema(members: Set<number>) {
  return z.custom<BlockRow[]>().superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      const refuse = (field: keyof BlockRow, message: string) =>
        ctx.addIssue({ code: "custom", message, path: [blockInput(index, field)] });
      if (row.blockType === "product") {
        const id = Number(row.productId);
        if (!members.has(id)) refuse("productId", m.blockProductElsewhere);
        else if (seen.has(id)) refuse("productId", m.blockProductTwice);
        seen.add(id);
      }
      if (row.blockType === "banner") {
        if (!row.imgUrl.trim()) refuse("imgUrl", m.bannerPicture);
        if (!row.alt.trim()) refuse("alt", m.bannerAlt);
        if (!row.link.trim()) refuse("link", m.bannerLink);
      }
    });
  });
}

/** A refusal of the list's schema (`items.3.link`) beside the row's input (`blocks.3.link`). */
export const rowFieldOf: FieldOfPath = (path) => {
  const [list, index, field] = path;
  if (list !== "items" || typeof index !== "number") return "blocks";
  return blockInput(index, field === undefined ? "blockType" : (String(field) as keyof BlockRow));
};
