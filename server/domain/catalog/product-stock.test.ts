// Issue 23 "Stock is not page content": what a sell-out changes on the pages that show a product,
// read in one question for the kept catalog reads (migration 0028, server/http/read-cache.ts). It
// must say what the product page itself would say (spec §3 "Variation": sold out, never how many).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/helpers/test-db";
import { products, productVariations } from "../../db/schema";
import { readProductStock } from "./product-cards";
import { getProductResponse } from "./product-detail";

const database = testDatabase();
const db = () => database.db;

async function productOf(slug: string) {
  const [row] = await db().select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

/** The stock statuses the product page shows: the product's, and its options' by id. */
async function shownOnThePage(slug: string) {
  const response = await getProductResponse(db(), slug, new Date());
  if (!response) throw new Error(`no page for ${slug}`);
  const { product } = response;
  return {
    stock_status: product.stock_status,
    variations: new Map(product.product_variations.map((option) => [option.id, option.stock_status])),
  };
}

async function readOf(id: number) {
  const stock = await readProductStock(db(), id);
  return stock && { stock_status: stock.stock_status, variations: stock.variations };
}

describe("a product's stock as its pages show it (issue 23, migration 0028)", () => {
  it("says what the product page says about a product with options, as options sell out and one is hidden", async () => {
    const incense = await productOf("collins-incense");
    const options = await db()
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, incense.id))
      .orderBy(productVariations.id);
    const [first, second] = options;
    if (!first || !second) throw new Error("collins-incense has options");
    const setStock = (id: number, stockQuantity: number) =>
      db().update(productVariations).set({ stockQuantity }).where(eq(productVariations.id, id));

    await setStock(first.id, 0);
    expect(await readOf(incense.id)).toEqual(await shownOnThePage(incense.slug));
    expect((await readOf(incense.id))?.variations.get(first.id)).toBe("outofstock");

    for (const option of options) await setStock(option.id, 0);
    expect(await readOf(incense.id)).toEqual(await shownOnThePage(incense.slug));
    expect((await readOf(incense.id))?.stock_status).toBe("outofstock");

    await setStock(second.id, 3);
    await db().update(productVariations).set({ hidden: true }).where(eq(productVariations.id, first.id));
    expect(await readOf(incense.id)).toEqual(await shownOnThePage(incense.slug));
    expect((await readOf(incense.id))?.variations.has(first.id)).toBe(false);
  });

  it("says whether a card's price follows stock: only where the offered options differ in price", async () => {
    const incense = await productOf("collins-incense");
    const options = eq(productVariations.productId, incense.id);
    await db().update(productVariations).set({ hidden: false, regularPrice: 12_000, salePrice: null }).where(options);
    expect((await readProductStock(db(), incense.id))?.priceFollowsStock).toBe(false);
    const [one] = await db().select().from(productVariations).where(options).limit(1);
    await db()
      .update(productVariations)
      .set({ salePrice: 9_000 })
      .where(eq(productVariations.id, one?.id ?? 0));
    expect((await readProductStock(db(), incense.id))?.priceFollowsStock).toBe(true);
  });

  it("says what the page says about a simple product, and nothing of one not published", async () => {
    const [simple] = await db().select().from(products).where(eq(products.type, "simple")).limit(1);
    if (!simple) throw new Error("the demo catalog has a simple product");
    await db().update(products).set({ stockQuantity: 0 }).where(eq(products.id, simple.id));
    expect(await readProductStock(db(), simple.id)).toEqual({
      stock_status: "outofstock",
      variations: new Map(),
      priceFollowsStock: false,
    });
    expect((await readOf(simple.id))?.stock_status).toBe((await shownOnThePage(simple.slug)).stock_status);
    await db().update(products).set({ status: "hidden" }).where(eq(products.id, simple.id));
    expect(await readProductStock(db(), simple.id)).toBeNull();
  });
});
