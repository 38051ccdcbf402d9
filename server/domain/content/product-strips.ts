// Product strips (issue 21 "Content that leads somewhere"): the brand story, the special pages and
// each makers note end with the products they talk about, picked by the operator and kept with the
// content (product_ids, migration 0020); the 404 page ends with the best-sellers. A strip shows only
// products a list may show: published and listed, so a hidden or deleted product never appears.
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { bestSellingCards } from "../catalog/collection-list";
import { ALL_COLLECTION_URL, listCollections } from "../catalog/collections";
import { loadProductCards, type ProductCard } from "../catalog/product-cards";
import { DomainError } from "../errors";
import { dbId } from "../ids";

/** At most this many products in one strip: one desktop row of four, twice. */
export const STRIP_MAX = 8;

export const stripMessages = {
  productIds: `함께 보여줄 상품은 ${STRIP_MAX}개까지 골라주세요.`,
  unknownProduct: "찾을 수 없는 상품이 있어요. 목록을 새로 고친 뒤 다시 골라주세요.",
  duplicate: "같은 상품을 두 번 고를 수 없어요.",
} as const;

/** The operator's picks: product ids in the order the strip shows them. */
export const stripPicksSchema = z.object({
  productIds: z
    .array(dbId(stripMessages.unknownProduct), { error: stripMessages.productIds })
    .max(STRIP_MAX, stripMessages.productIds)
    .refine((ids) => new Set(ids).size === ids.length, stripMessages.duplicate),
});

export type StripPicks = z.output<typeof stripPicksSchema>;

/** Refuses (400) picks naming a product the shop does not have; hidden ones may be kept, never shown. */
export async function checkStripProducts(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  if (found.length !== ids.length) throw new DomainError("invalid", stripMessages.unknownProduct);
}

/** The cards of the picked products a shopper may see, in the operator's order. */
export async function stripCards(db: Db, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const shown = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.status, "publish"), eq(products.listed, true)));
  const cards = await loadProductCards(
    db,
    shown.map((row) => row.id),
  );
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/**
 * The best-sellers a shopper can buy now: the 'all' collection in the shop's 인기순 ('hot') order,
 * sold-out products left out (a lost shopper is offered something to take home).
 */
export async function popularCards(db: Db, count: number): Promise<ProductCard[]> {
  const all = (await listCollections(db)).find((collection) => collection.url === ALL_COLLECTION_URL);
  if (!all) return [];
  const cards = await bestSellingCards(db, all.id, count * 3);
  return cards.filter((card) => card.stock_status === "instock").slice(0, count);
}

/** Every product the operator may pick, for the console's pickers (content strips, a product's links). */
export async function stripChoices(db: Db): Promise<{ id: number; name: string; thumbnail: string; shown: boolean }[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      thumbnail: products.thumbnail,
      status: products.status,
      listed: products.listed,
    })
    .from(products)
    .orderBy(products.id);
  return rows.map(({ status, listed, ...row }) => ({ ...row, shown: status === "publish" && listed }));
}
