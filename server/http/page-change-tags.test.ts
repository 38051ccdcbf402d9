// Issue 23 "Sale day": what the catalog's triggers say on the channel page_change (migration 0027).
// A sale that leaves a product in stock says nothing; a sell-out (or back in stock) alone says
// 'stock:<id>' (migration 0028); an edit of a product or of its parts names the product; a list's
// edits name the collection; a bulk edit says at most 100 tags, then everything.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/helpers/test-db";
import { PAGE_CHANGE_CHANNEL } from "./page-cache";

const database = testDatabase();
const heard: string[] = [];
let stop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  stop = await database.listen(PAGE_CHANGE_CHANNEL, { onNotify: (payload) => heard.push(payload), onLive: () => {} });
});

afterAll(async () => {
  await stop();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The payloads `change` makes heard, sorted; notifications arrive after commit. */
async function payloadsOf(change: () => Promise<unknown>): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  heard.length = 0;
  await change();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return [...heard].sort();
}

/** A simple product in two collections, with 5 in stock. */
async function productInCollections() {
  const [found] = await rows<{ id: number; collections: number[] }>(sql`
    SELECT p.id, array_agg(DISTINCT pp.collection_id ORDER BY pp.collection_id) AS collections
    FROM products p JOIN product_paths pp ON pp.product_id = p.id
    WHERE p.type = 'simple' AND p.stock_quantity IS NOT NULL
    GROUP BY p.id HAVING count(DISTINCT pp.collection_id) >= 2 ORDER BY p.id LIMIT 1`);
  if (!found) throw new Error("the demo catalog has a simple product in two collections");
  await database.db.execute(sql`UPDATE products SET stock_quantity = 5 WHERE id = ${found.id}`);
  return { ...found, tags: [`product:${found.id}`, ...found.collections.map((id) => `collection:${id}`)].sort() };
}

/** The tags of the collections that list the product. */
async function collectionsOf(productId: number): Promise<string[]> {
  const [{ collections } = { collections: [] }] = await rows<{ collections: number[] | null }>(
    sql`SELECT array_agg(DISTINCT collection_id) AS collections FROM product_paths WHERE product_id = ${productId}`,
  );
  return (collections ?? []).map((id) => `collection:${id}`);
}

describe("page_change tags (migrations 0027 and 0028)", () => {
  it("says nothing about a paid order that leaves the product in stock, and names it when it sells out", async () => {
    const product = await productInCollections();
    const sale = (quantity: number) =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE products SET stock_quantity = stock_quantity - ${quantity} WHERE id = ${product.id}`,
        );
        await tx.execute(sql`UPDATE products SET sales_count = sales_count + ${quantity} WHERE id = ${product.id}`);
      });
    expect(await payloadsOf(() => sale(4))).toEqual([]);
    expect(await payloadsOf(() => sale(1))).toEqual([`stock:${product.id}`]);
    expect(
      await payloadsOf(() => database.db.execute(sql`UPDATE products SET stock_quantity = 3 WHERE id = ${product.id}`)),
    ).toEqual([`stock:${product.id}`]);
    // A sell-out that comes with another change is a change of the product.
    expect(
      await payloadsOf(() =>
        database.db.execute(sql`UPDATE products SET stock_quantity = 0, promo_text = '품절' WHERE id = ${product.id}`),
      ),
    ).toEqual([`product:${product.id}`]);
  });

  it("names the product for an edit it shows, and its collections for a price that orders them", async () => {
    const product = await productInCollections();
    const edit = (change: ReturnType<typeof sql>) =>
      payloadsOf(() => database.db.execute(sql`UPDATE products SET ${change} WHERE id = ${product.id}`));
    expect(await edit(sql`promo_text = '겨울 한정'`)).toEqual([`product:${product.id}`]);
    expect(await edit(sql`regular_price = regular_price + 1000`)).toEqual(product.tags);
    expect(await edit(sql`status = 'hidden'`)).toEqual(["products"]);
    expect(await edit(sql`status = 'publish'`)).toEqual(["products"]);
  });

  it("names the product for its options: a sell-out or an edit, never a sale that leaves the option in stock", async () => {
    const [option] = await rows<{ id: number; product_id: number }>(
      sql`SELECT id, product_id FROM product_variations ORDER BY id LIMIT 1`,
    );
    if (!option) throw new Error("the demo catalog has options");
    const setOption = (change: ReturnType<typeof sql>) =>
      payloadsOf(() => database.db.execute(sql`UPDATE product_variations SET ${change} WHERE id = ${option.id}`));
    await setOption(sql`stock_quantity = 5`);
    expect(await setOption(sql`stock_quantity = 4`)).toEqual([]);
    expect(await setOption(sql`stock_quantity = 0`)).toEqual([`stock:${option.product_id}`]);
    expect(await setOption(sql`stock_quantity = 2, position = position + 1`)).toEqual(
      [`product:${option.product_id}`, ...(await collectionsOf(option.product_id))].sort(),
    );
    expect(await setOption(sql`regular_price = regular_price + 100`)).toEqual(
      [`product:${option.product_id}`, ...(await collectionsOf(option.product_id))].sort(),
    );
  });

  it("names the collection for its list's rows, and the product for its page's", async () => {
    const product = await productInCollections();
    const [collection] = product.collections;
    expect(
      await payloadsOf(() =>
        database.db.execute(
          sql`UPDATE product_paths SET position = position + 1 WHERE product_id = ${product.id} AND collection_id = ${collection}`,
        ),
      ),
    ).toEqual([`collection:${collection}`, `product:${product.id}`]);
    expect(
      await payloadsOf(() =>
        database.db.execute(sql`UPDATE collection_blocks SET position = position WHERE collection_id = ${collection}`),
      ),
    ).toEqual([`collection:${collection}`]);
    expect(
      await payloadsOf(() =>
        database.db.execute(sql`DELETE FROM related_products WHERE product_id = ${product.id} AND false`),
      ),
    ).toEqual([]);
    const [attribute] = await rows<{ id: number; product_id: number }>(
      sql`SELECT id, product_id FROM product_attributes ORDER BY id LIMIT 1`,
    );
    if (!attribute) throw new Error("the demo catalog has option names");
    expect(
      await payloadsOf(() =>
        database.db.execute(sql`UPDATE product_attributes SET position = position WHERE id = ${attribute.id}`),
      ),
    ).toEqual([`product:${attribute.product_id}`]);
    expect(await payloadsOf(() => database.db.execute(sql`UPDATE collections SET title = title`))).toEqual([
      "collections",
    ]);
  });

  it("names the product for a review's helpful count, and drops everything for a review's words", async () => {
    const [review] = await rows<{ id: number; product_id: number }>(
      sql`SELECT id, product_id FROM reviews ORDER BY id LIMIT 1`,
    );
    if (!review) throw new Error("the demo catalog has reviews");
    const edit = (change: ReturnType<typeof sql>) =>
      payloadsOf(() => database.db.execute(sql`UPDATE reviews SET ${change} WHERE id = ${review.id}`));
    expect(await edit(sql`helpful_count = helpful_count + 1`)).toEqual([`product:${review.product_id}`]);
    expect(await edit(sql`content = content || '!'`)).toEqual(["reviews"]);
  });

  it("says each tag once per transaction, and everything past 100 tags (a bulk edit of 1,000 products)", async () => {
    const [variable] = await rows<{ product_id: number; options: number }>(sql`
      SELECT product_id, count(*)::int AS options FROM product_variations
      GROUP BY product_id HAVING count(*) > 1 ORDER BY product_id LIMIT 1`);
    if (!variable) throw new Error("the demo catalog has a product with several options");
    expect(
      await payloadsOf(() =>
        database.db.execute(
          sql`UPDATE product_variations SET stock_quantity = 0 WHERE product_id = ${variable.product_id}`,
        ),
      ),
    ).toEqual([`stock:${variable.product_id}`]);
    const few = await rows<{ id: number }>(sql`SELECT id FROM products ORDER BY id LIMIT 3`);
    const ids = few.map((row) => row.id);
    await database.db.execute(sql`
      INSERT INTO products (slug, type, name, title, regular_price, stock_quantity)
      SELECT 'bulk-' || n, 'simple', '벌크 ' || n, '벌크 ' || n, 1000, 10 FROM generate_series(1, 1000) AS n`);
    const bulk = await payloadsOf(() =>
      database.db.execute(sql`UPDATE products SET promo_text = '대량 수정' WHERE slug LIKE 'bulk-%'`),
    );
    expect([bulk.length, bulk.filter((payload) => !payload.startsWith("product:"))]).toEqual([101, ["products"]]);
    expect(
      await payloadsOf(() =>
        database.db.execute(
          sql`UPDATE products SET promo_text = '소량 수정' WHERE id IN ${sql.raw(`(${ids.join(",")})`)}`,
        ),
      ),
    ).toEqual(ids.map((id) => `product:${id}`).sort());
  });
});
