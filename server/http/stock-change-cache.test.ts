// Issue 18 "Caches": an unpaid initCheckout took stock in `products` and the NOTIFY emptied every
// instance's page and read caches, so anyone could keep the shop on its slowest path. A
// reservation that leaves a product in stock now drops nothing; one that sells the last unit drops
// only what shows that product (migration 0013's 'product:<id>' payload), here through the
// database's own notifications as every instance hears them.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as collectionLoader } from "../../app/routes/collection";
import { loader as productLoader } from "../../app/routes/product";
import { PAGE_CACHE_HEADER, PUBLIC_PAGE_HEADERS, productTag } from "../../core/page-cache";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { routedFetch, shopper } from "../../tests/helpers/shopper";
import type { TestApp } from "../../tests/helpers/test-app";
import { createTestDatabase } from "../../tests/helpers/test-db";
import { loadConfig } from "../config";
import { collections, productPaths, products, productVariations } from "../db/schema";
import { readProductStock } from "../domain/catalog/product-cards";
import { getProductPage } from "../domain/catalog/product-detail";
import { setLogLevel } from "../log";
import { createServerApp, type LoadContext } from "./app";
import { applyPageChange, PAGE_CHANGE_CHANNEL, PageCache } from "./page-cache";
import { ReadCache, tagsShownBy } from "./read-cache";

const SOLD = "incense-violet-pr2404";
const OTHER = "moodwater-yuja";

let t: TestApp;
const pageCache = new PageCache();
let readCache: ReadCache;
const { productId, setStock, addToCart, init, buy } = checkoutFlow(() => t);

beforeAll(async () => {
  setLogLevel("silent");
  const database = await createTestDatabase();
  readCache = new ReadCache({ readStock: (id) => readProductStock(database.db, id) });
  const stop = await database.listen(PAGE_CHANGE_CHANNEL, {
    onNotify: (payload) => applyPageChange([pageCache, readCache], payload),
    onLive: (live) => {
      pageCache.setLive(live);
      readCache.setLive(live);
    },
  });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "collins-test-")),
    NODE_ENV: "test",
    PUBLIC_BASE_URL: "http://shop.test",
    SIMULATORS: "on",
    TRUST_PROXY: "on",
  });
  const app = createServerApp({
    db: database.db,
    config,
    pageCache,
    readCache,
    fetchImpl: routedFetch(() => t),
    pages: catalogPages,
  });
  t = {
    app,
    database,
    config,
    close: async () => {
      await stop();
      await database.close();
    },
  };
});

afterAll(async () => {
  await t.close();
});

/**
 * The product and collection pages' own loaders, their data sent as the page (React Router's
 * rendering needs the client build; what a page shows and its tags come from the loaders).
 */
async function catalogPages(request: Request, context: LoadContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const [, kind, name = ""] = pathname.split("/");
  const args = { request, context, params: { "*": name, categoryName: name } } as never;
  const data = kind === "product" ? await productLoader(args) : await collectionLoader(args);
  return new Response(JSON.stringify(data), { headers: PUBLIC_PAGE_HEADERS });
}

async function page(path: string) {
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  return { state: response.headers.get(PAGE_CACHE_HEADER), tags: response.headers.get("Surrogate-Key") ?? "" };
}

type ProductAnswer = { product: { id: number; stock_status: string } };

async function productAnswer(slug: string) {
  const response = await t.app.request(`/api/product/${slug}`);
  return { state: response.headers.get(PAGE_CACHE_HEADER), body: (await response.json()) as ProductAnswer };
}

/** A catalog read as a product page's loader makes it, counting the database reads. */
function productRead(slug: string) {
  const loads = { count: 0 };
  const read = () =>
    readCache.read(`product page ${slug}`, () => {
      loads.count += 1;
      return getProductPage(t.database.db, slug);
    });
  return { loads, read };
}

/** Notifications arrive after commit; give them time to arrive (or not). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("stock changes and the caches (issue 18)", () => {
  it("keeps cached pages and reads through a reservation, and drops only the sold-out product's", async () => {
    await setStock(SOLD, 2);
    await settle();
    const sold = productRead(SOLD);
    const other = productRead(OTHER);
    for (const slug of [SOLD, OTHER]) {
      expect((await productAnswer(slug)).state).toBe("miss");
      expect((await productAnswer(slug)).state).toBe("hit");
    }
    await sold.read();
    await other.read();
    // The other product's page must not show the sold one for this test to mean anything.
    expect(tagsShownBy((await productAnswer(OTHER)).body).has(productTag((await productId(SOLD)).id))).toBe(false);

    const first = shopper(t);
    await addToCart(first, SOLD, 1);
    expect((await init(first)).status).toBe(200);
    await settle();
    expect((await productAnswer(SOLD)).state).toBe("hit");
    expect((await productAnswer(OTHER)).state).toBe("hit");
    await sold.read();
    expect(sold.loads.count).toBe(1);

    const last = shopper(t);
    await addToCart(last, SOLD, 1);
    expect((await init(last)).status).toBe(200);
    await expect.poll(async () => (await productAnswer(SOLD)).body.product.stock_status).toBe("outofstock");
    expect((await productAnswer(OTHER)).state).toBe("hit");
    expect((await sold.read())?.response.product.stock_status).toBe("outofstock");
    await other.read();
    // A sell-out is not a change of the catalog reads: the kept one takes the new stock status.
    expect([sold.loads.count, other.loads.count]).toEqual([1, 1]);
  });

  it("drops a product's pages when one of its options sells out, not when its count only changes", async () => {
    const slug = "collins-incense";
    const product = await productId(slug);
    const [option] = await t.database.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, product.id));
    if (!option) throw new Error("collins-incense has options");
    const setOption = (stock: number) =>
      t.database.db.update(productVariations).set({ stockQuantity: stock }).where(eq(productVariations.id, option.id));
    await setOption(5);
    await settle();
    await productAnswer(slug);
    expect((await productAnswer(slug)).state).toBe("hit");
    await setOption(4);
    await settle();
    expect((await productAnswer(slug)).state).toBe("hit");
    await setOption(0);
    await expect.poll(async () => (await productAnswer(slug)).state).toBe("miss");
  });

  it("keeps cached pages and reads through a paid order that leaves the product in stock (issue 23)", async () => {
    await setStock(SOLD, 5);
    await settle();
    const sold = productRead(SOLD);
    for (const slug of [SOLD, OTHER]) {
      await productAnswer(slug);
      expect((await productAnswer(slug)).state).toBe("hit");
    }
    // Back in stock after the first test's sell-out: the kept read (if still kept) says so too.
    expect((await sold.read())?.response.product.stock_status).toBe("instock");
    const loads = sold.loads.count;
    await buy(shopper(t), SOLD, 1);
    await settle();
    expect((await productAnswer(SOLD)).state).toBe("hit");
    expect((await productAnswer(OTHER)).state).toBe("hit");
    await sold.read();
    expect(sold.loads.count).toBe(loads);
  });

  it("keeps the product and collection pages through paid orders, and a sell-out drops exactly the pages showing it", async () => {
    const sold = await productId(SOLD);
    const other = await productId(OTHER);
    const lists = await t.database.db
      .select({ url: collections.url, id: collections.id, productId: productPaths.productId })
      .from(productPaths)
      .innerJoin(collections, eq(collections.id, productPaths.collectionId))
      .where(inArray(productPaths.productId, [sold.id, other.id]));
    const shown = lists.find((list) => list.productId === sold.id);
    const soldIn = new Set(lists.filter((list) => list.productId === sold.id).map((list) => list.id));
    const notShown = lists.find((list) => list.productId === other.id && !soldIn.has(list.id));
    if (!shown || !notShown) throw new Error("the two products are in different collections");
    const paths = [`/product/${SOLD}`, `/product/${OTHER}`, `/collection/${shown.url}`, `/collection/${notShown.url}`];
    await setStock(SOLD, 3);
    await settle();
    for (const path of paths) await page(path);
    const kept = await Promise.all(paths.map(page));
    expect(kept.map((p) => p.state)).toEqual(["hit", "hit", "hit", "hit"]);
    expect(kept[2]?.tags.split(" ")).toEqual(
      expect.arrayContaining(["all", `collection:${shown.id}`, `product:${sold.id}`]),
    );
    expect(kept[1]?.tags.split(" ")).not.toContain(`product:${sold.id}`);

    await buy(shopper(t), SOLD, 1);
    await buy(shopper(t), SOLD, 1);
    await settle();
    expect((await Promise.all(paths.map(page))).map((p) => p.state)).toEqual(["hit", "hit", "hit", "hit"]);

    await buy(shopper(t), SOLD, 1);
    await settle();
    // The pages showing it are served as they were, to each visitor alone, while they are rendered again.
    expect((await Promise.all(paths.map(page))).map((p) => p.state)).toEqual(["stale", "hit", "stale", "hit"]);
    await expect
      .poll(async () => (await Promise.all(paths.map(page))).map((p) => p.state))
      .toEqual(["hit", "hit", "hit", "hit"]);
    const soldPage = await t.app.request(paths[0] as string);
    expect(await soldPage.text()).toContain('"stock_status":"outofstock"');
  });

  it("answers whether a product or option is sold out, never how many are left (spec §3 Variation)", async () => {
    const { body } = await productAnswer("collins-incense");
    const text = JSON.stringify(body);
    expect(text).toContain('"stock_status":"instock"');
    expect(text).not.toContain("stock_quantity");
  });

  it("drops the pages of a product whose price the operator changes, and not the others'", async () => {
    const other = await productId(OTHER);
    expect(tagsShownBy((await productAnswer(SOLD)).body).has(productTag(other.id))).toBe(false);
    await productAnswer(OTHER);
    expect((await productAnswer(OTHER)).state).toBe("hit");
    expect((await productAnswer(SOLD)).state).toBe("hit");
    await t.database.db
      .update(products)
      .set({ regularPrice: other.regularPrice + 1000 })
      .where(eq(products.id, other.id));
    await expect.poll(async () => (await productAnswer(OTHER)).state).toBe("miss");
    expect((await productAnswer(SOLD)).state).toBe("hit");
  });
});
