// Issue 18 "Caches": an unpaid initCheckout took stock in `products` and the NOTIFY emptied every
// instance's page and read caches, so anyone could keep the shop on its slowest path. A
// reservation that leaves a product in stock now drops nothing; one that sells the last unit drops
// only what shows that product (migration 0013's 'product:<id>' payload), here through the
// database's own notifications as every instance hears them.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "../../core/page-cache";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { shopper } from "../../tests/helpers/shopper";
import type { TestApp } from "../../tests/helpers/test-app";
import { createTestDatabase } from "../../tests/helpers/test-db";
import { loadConfig } from "../config";
import { productVariations } from "../db/schema";
import { getProductPage } from "../domain/catalog/product-detail";
import { setLogLevel } from "../log";
import { createServerApp } from "./app";
import { applyPageChange, PAGE_CHANGE_CHANNEL, PageCache } from "./page-cache";
import { productsShownBy, ReadCache } from "./read-cache";

const SOLD = "incense-violet-pr2404";
const OTHER = "moodwater-yuja";

let t: TestApp;
const pageCache = new PageCache();
const readCache = new ReadCache();
const { productId, setStock, addToCart, init } = checkoutFlow(() => t);

beforeAll(async () => {
  setLogLevel("silent");
  const database = await createTestDatabase();
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
  const app = createServerApp({ db: database.db, config, pageCache, readCache });
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
    expect(productsShownBy((await productAnswer(OTHER)).body).has((await productId(SOLD)).id)).toBe(false);

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
    expect([sold.loads.count, other.loads.count]).toEqual([2, 1]);
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

  it("still drops everything when the operator changes what a page shows", async () => {
    await productAnswer(OTHER);
    expect((await productAnswer(OTHER)).state).toBe("hit");
    await setStock(SOLD, 3);
    await t.database.db.update(productVariations).set({ regularPrice: 33000 });
    await expect.poll(async () => (await productAnswer(OTHER)).state).toBe("miss");
  });
});
