// Product cards (spec §2 "Collection list", issue 23 "a cheap cold render"): any list of ids is
// one prepared question, and only published products become cards.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "../../../tests/helpers/count-queries";
import { testDatabase } from "../../../tests/helpers/test-db";
import { products } from "../../db/schema";
import { loadProductCards } from "./product-cards";

const database = testDatabase();
const db = () => database.db;

async function idsOf(...slugs: string[]) {
  const rows = await db()
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  return slugs.map((slug) => rows.find((row) => row.slug === slug)?.id ?? -1);
}

describe("loadProductCards", () => {
  it("answers each list of ids in one question, with the cards of its published products", async () => {
    const [incense, holder, sachets] = await idsOf("collins-incense", "incense-holder", "collins-sachets");
    const first = await countQueries(db(), () => loadProductCards(db(), [incense ?? 0, holder ?? 0]));
    expect([...first.answer.values()].map((card) => card.slug).sort()).toEqual(["collins-incense", "incense-holder"]);
    expect(first.answer.get(incense ?? 0)?.images.length).toBeGreaterThan(0);

    await db().update(products).set({ status: "hidden" }).where(eq(products.slug, "incense-holder"));
    try {
      const second = await countQueries(db(), () => loadProductCards(db(), [sachets ?? 0, holder ?? 0, 999_999]));
      expect([...second.answer.values()].map((card) => card.slug)).toEqual(["collins-sachets"]);
      expect([first.queries, second.queries]).toEqual([1, 1]);
    } finally {
      await db().update(products).set({ status: "publish" }).where(eq(products.slug, "incense-holder"));
    }
  });

  it("asks nothing for no ids", async () => {
    const none = await countQueries(db(), () => loadProductCards(db(), []));
    expect([none.answer.size, none.queries]).toEqual([0, 0]);
  });
});
