// A collection's best-sellers (spec §2 home "best-sellers", the 인기순 'hot' sort of a collection;
// issue 23 "a cheap cold render"): the home shows the first cards of 'all' in the hot order, and
// asks for those cards only.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "../../../tests/helpers/count-queries";
import { testDatabase } from "../../../tests/helpers/test-db";
import { products } from "../../db/schema";
import { bestSellingCards, collectionPage } from "./collection-list";
import { ALL_COLLECTION_URL, listCollections } from "./collections";

const database = testDatabase();
const db = () => database.db;

async function allCollection() {
  const all = (await listCollections(db())).find((collection) => collection.url === ALL_COLLECTION_URL);
  if (!all) throw new Error("the seed has no 'all' collection");
  return all;
}

/** The first `count` cards of the collection's list sorted 인기순, as a shopper sees them. */
async function hotList(count: number) {
  const page = await collectionPage(db(), await allCollection(), { sort: "hot", perPage: count });
  return page.data.list.flatMap((block) => (block.blockType === "product" ? [block.data.slug] : []));
}

describe("bestSellingCards", () => {
  it("gives the first cards of the 인기순 list, ties in the collection's order, in one question", async () => {
    const all = await allCollection();
    // Ties everywhere but three products: the order of the rest is the collection's own.
    await db().update(products).set({ salesCount: 0 });
    await db()
      .update(products)
      .set({
        salesCount: sql`CASE ${products.slug} WHEN 'incense-holder' THEN 50 WHEN 'collins-sachets' THEN 40 ELSE 30 END`,
      })
      .where(inArray(products.slug, ["incense-holder", "collins-sachets", "collins-incense"]));
    await db().update(products).set({ status: "hidden" }).where(eq(products.slug, "collins-sachets"));

    const best = await countQueries(db(), () => bestSellingCards(db(), all.id, 8));
    const slugs = best.answer.map((card) => card.slug);
    expect(slugs.slice(0, 2)).toEqual(["incense-holder", "collins-incense"]);
    expect(slugs).toEqual(await hotList(8));
    expect(slugs).toHaveLength(8);
    expect(best.queries).toBe(1);
    expect(best.statements[0]).toMatch(/\blimit\b/i);
  });

  it("gives fewer cards when the collection has fewer products", async () => {
    const all = await allCollection();
    const every = await bestSellingCards(db(), all.id, 1000);
    expect(every.map((card) => card.slug)).toEqual(await hotList(1000));
    expect(await bestSellingCards(db(), 999_999, 8)).toEqual([]);
  });
});
