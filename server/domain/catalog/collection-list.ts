// A collection's list in its default order: product cards, banner blocks and blank blocks.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { collectionBlocks } from "../../db/schema";
import { loadProductCards, type ProductCard } from "./product-cards";

export type CollectionBlock =
  | { id: number; blockType: "product"; data: ProductCard }
  | {
      id: number;
      blockType: "banner";
      data: {
        imgUrl: string;
        imgUrlMobile: string | null;
        alt: string;
        width: number;
        height: number;
        link: string;
        anchor: string | null;
      };
    }
  | { id: number; blockType: "blank"; data: { anchor: string | null } };

export async function listCollectionBlocks(db: Db, collectionId: number): Promise<CollectionBlock[]> {
  const rows = await db
    .select()
    .from(collectionBlocks)
    .where(eq(collectionBlocks.collectionId, collectionId))
    .orderBy(asc(collectionBlocks.position));
  const productIds = rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
  const cards = await loadProductCards(db, productIds);
  const blocks: CollectionBlock[] = [];
  for (const row of rows) {
    if (row.blockType === "product") {
      const card = row.productId === null ? undefined : cards.get(row.productId);
      if (card) blocks.push({ id: row.id, blockType: "product", data: card });
    } else if (row.blockType === "banner") {
      blocks.push({
        id: row.id,
        blockType: "banner",
        data: {
          imgUrl: row.imgUrl ?? "",
          imgUrlMobile: row.imgUrlMobile,
          alt: row.alt ?? "",
          width: row.imgWidth ?? 1200,
          height: row.imgHeight ?? 600,
          link: row.link ?? "",
          anchor: row.anchor,
        },
      });
    } else {
      blocks.push({ id: row.id, blockType: "blank", data: { anchor: row.anchor } });
    }
  }
  return blocks;
}
