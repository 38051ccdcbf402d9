// Issue 18 "Stock hoarding": one guest held all 18 units of a product with unpaid orders and real
// shoppers were told '재고가 부족해요'. A shopper holds one unpaid order (starting again releases
// the older one), one client address a few (MAX_UNPAID_ORDERS_PER_CLIENT), and the operator's
// per-order maximum bounds each order at cart add, buy now and initCheckout (spec §4 Checkout,
// §7 cart and initCheckout, §8 messages in Korean).
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { UNPAID_UNITS_PER_PRODUCT_PER_CLIENT } from "../../core/order-limit";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { signedInMember, signedInOperator } from "../../tests/helpers/operator";
import { shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { auditLog, orders, products, productVariations } from "../db/schema";
import type { ProductDocument } from "../domain/admin/catalog/product-document";
import { cartMessages } from "../domain/cart/messages";
import { checkoutMessages } from "../domain/checkout/messages";

let t: TestApp;
const { productId, setStock, stockOf, addToCart, init } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function setMaxPerOrder(slug: string, max: number | null) {
  await t.database.db.update(products).set({ maxPerOrder: max }).where(eq(products.slug, slug));
}

describe("unpaid holds of one shopper and one address", () => {
  it("leaves stock for a real shopper when one guest starts 18 unpaid orders with fresh cookies", async () => {
    const slug = "incense-violet-pr2404";
    await setStock(slug, 18);
    const outcomes: { status: number; message?: string }[] = [];
    for (let n = 0; n < 18; n += 1) {
      // A new cookie jar each time: the hoarder is a new guest to the shop, from the same address.
      const hoarder = shopper(t, "198.51.100.7");
      await addToCart(hoarder, slug, 1);
      const answer = await init(hoarder);
      outcomes.push({ status: answer.status, message: answer.body.message });
    }
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(2);
    for (const refused of outcomes.filter((o) => o.status !== 200)) {
      expect(refused).toEqual({ status: 429, message: checkoutMessages.tooManyUnpaidOrders });
    }
    expect(await stockOf(slug)).toBe(16);

    const real = shopper(t);
    await addToCart(real, slug, 1);
    expect((await init(real)).status).toBe(200);
    expect(await stockOf(slug)).toBe(15);
  });

  it("releases a guest's older unpaid order when the same guest starts again, and stays within the bound", async () => {
    const slug = "moodwater-yuja";
    await setStock(slug, 10);
    const guest = shopper(t, "198.51.100.20");
    await addToCart(guest, slug, 2);
    const first = (await init(guest)).body;
    expect(await stockOf(slug)).toBe(8);
    for (let n = 0; n < 3; n += 1) expect((await init(guest)).status).toBe(200);
    const older = await orderRow(first.id);
    expect([older.status, older.holdsStock, older.failureReason]).toEqual(["expired", false, "superseded"]);
    expect(await stockOf(slug)).toBe(8);
  });

  it("lets a guest start again for the last units that its own older order holds", async () => {
    const slug = "moodwater-yuja";
    await setStock(slug, 2);
    const guest = shopper(t, "198.51.100.21");
    await addToCart(guest, slug, 2);
    const first = (await init(guest)).body;
    expect(await stockOf(slug)).toBe(0);
    const again = await init(guest);
    expect(again.status).toBe(200);
    expect((await orderRow(first.id)).status).toBe("expired");
    expect((await orderRow(again.body.id)).holdsStock).toBe(true);
    expect(await stockOf(slug)).toBe(0);
  });

  it("releases a member's older unpaid order also when it no longer points to their cart", async () => {
    const slug = "moodwater-yuja";
    await setStock(slug, 10);
    const phone = await signedInMember(t);
    await addToCart(phone, slug, 1);
    const first = (await init(phone)).body;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, first.id));
    // The order outlives the cart it came from (a cart is gone once merged or emptied).
    await t.database.db.update(orders).set({ cartId: null }).where(eq(orders.id, first.id));
    expect(row?.userId).not.toBeNull();
    await addToCart(phone, slug, 1);
    expect((await init(phone)).status).toBe(200);
    expect((await orderRow(first.id)).status).toBe("expired");
    expect(await stockOf(slug)).toBe(8);
  });
});

describe("unpaid units of one product per address", () => {
  it("refuses a second 9-unit order of an 18-stock product from the same address, leaving 9 for a real shopper", async () => {
    const slug = "collins-incense-mix";
    await setStock(slug, 18);
    const product = await productId(slug);
    const outcomes: { status: number; message?: string }[] = [];
    for (let n = 0; n < 2; n += 1) {
      const hoarder = shopper(t, "198.51.100.30");
      await addToCart(hoarder, slug, 9);
      const answer = await init(hoarder);
      outcomes.push({ status: answer.status, message: answer.body.message });
    }
    expect(outcomes).toEqual([
      { status: 200, message: undefined },
      {
        status: 409,
        message: checkoutMessages.overUnpaidUnits(product.name, UNPAID_UNITS_PER_PRODUCT_PER_CLIENT),
      },
    ]);
    expect(await stockOf(slug)).toBe(9);

    const real = shopper(t);
    await addToCart(real, slug, 9);
    expect((await init(real)).status).toBe(200);
    expect(await stockOf(slug)).toBe(0);
  });

  it("lets only one of two concurrent 9-unit checkouts from one address hold the stock", async () => {
    const slug = "moodwater-yuja";
    await setStock(slug, 18);
    const hoarders = [shopper(t, "198.51.100.31"), shopper(t, "198.51.100.31")];
    for (const hoarder of hoarders) await addToCart(hoarder, slug, 9);
    const statuses = (await Promise.all(hoarders.map((hoarder) => init(hoarder)))).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await stockOf(slug)).toBe(9);
  });

  it("does not count the shopper's own older hold, which the new checkout releases", async () => {
    const slug = "incense-violet-pr2404";
    await setStock(slug, 18);
    const guest = shopper(t, "198.51.100.32");
    await addToCart(guest, slug, 9);
    const first = (await init(guest)).body;
    // Counting the older 9 would make 18 units; it is released before the count.
    const again = await init(guest);
    expect(again.status).toBe(200);
    expect((await orderRow(first.id)).status).toBe("expired");
    expect(await stockOf(slug)).toBe(9);
  });

  it("uses the operator's per-order maximum as the bound, which still refuses one larger order", async () => {
    const slug = "collins-incense-mindxmood";
    await setStock(slug, 20);
    await setMaxPerOrder(slug, 4);
    onTestFinished(() => setMaxPerOrder(slug, null));
    const product = await productId(slug);
    const first = shopper(t, "198.51.100.33");
    await addToCart(first, slug, 3);
    expect((await init(first)).status).toBe(200);
    const second = shopper(t, "198.51.100.33");
    await addToCart(second, slug, 3);
    const refused = await init(second);
    expect([refused.status, refused.body.message]).toEqual([409, checkoutMessages.overUnpaidUnits(product.name, 4)]);
    expect(await stockOf(slug)).toBe(17);

    const big = shopper(t, "198.51.100.34");
    const add = await big.call<{ message: string }>("POST", "/api/cart/item/add", [
      { product_id: product.id, variation_id: null, quantity: 5 },
    ]);
    expect([add.status, add.body.message]).toEqual([400, cartMessages.overOrderLimit(4)]);
  });
});

describe("the operator's per-order maximum (issue 18)", () => {
  it("is enforced at cart add, counting what the cart already holds", async () => {
    const slug = "collins-incense-mix";
    await setStock(slug, 50);
    await setMaxPerOrder(slug, 2);
    const product = await productId(slug);
    const s = shopper(t);
    const add = (quantity: number) =>
      s.call<{ message: string; status: string }>("POST", "/api/cart/item/add", [
        { product_id: product.id, variation_id: null, quantity },
      ]);
    const tooMany = await add(3);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(cartMessages.overOrderLimit(2));
    expect((await add(2)).status).toBe(200);
    expect((await add(1)).status).toBe(400);
    await setMaxPerOrder(slug, null);
  });

  it("is enforced at buy now and counts every option of the product together", async () => {
    const slug = "collins-incense";
    const product = await productId(slug);
    const options = await t.database.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, product.id))
      .orderBy(asc(productVariations.id));
    const [a, b] = options;
    if (!a || !b) throw new Error("collins-incense needs two options");
    await t.database.db
      .update(productVariations)
      .set({ stockQuantity: 30 })
      .where(eq(productVariations.productId, product.id));
    await setMaxPerOrder(slug, 3);
    const s = shopper(t);
    const buyNow = (lines: { variation_id: number; quantity: number }[]) =>
      s.call<{ message: string }>(
        "POST",
        "/api/cart/buynow",
        lines.map((line) => ({ product_id: product.id, ...line })),
      );
    const refused = await buyNow([
      { variation_id: a.id, quantity: 2 },
      { variation_id: b.id, quantity: 2 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(cartMessages.overOrderLimit(3));
    expect((await buyNow([{ variation_id: a.id, quantity: 3 }])).status).toBe(200);
    // A second buy now replaces the selection (decision 5): it is bounded on its own.
    expect((await buyNow([{ variation_id: b.id, quantity: 1 }])).status).toBe(200);
    const selection = await s.call<{ items: { variation_id: number; quantity: number }[] }>(
      "GET",
      "/api/cart/item?buy=now",
    );
    expect(selection.body.items.map((item) => [item.variation_id, item.quantity])).toEqual([[b.id, 1]]);
    // In the cart, the option already there counts with the one added.
    const add = (variationId: number, quantity: number) =>
      s.call("POST", "/api/cart/item/add", [{ product_id: product.id, variation_id: variationId, quantity }]);
    expect((await add(a.id, 3)).status).toBe(200);
    expect((await add(b.id, 1)).status).toBe(400);
    await setMaxPerOrder(slug, null);
  });

  it("is enforced at initCheckout for a cart filled before the maximum was set, reserving nothing", async () => {
    const slug = "collins-incense-mindxmood";
    await setStock(slug, 20);
    const s = shopper(t);
    await addToCart(s, slug, 5);
    await setMaxPerOrder(slug, 4);
    const answer = await init(s);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(checkoutMessages.overOrderLimit((await productId(slug)).name, 4));
    expect(await stockOf(slug)).toBe(20);
    await setMaxPerOrder(slug, null);
  });

  it("is set in the console's product editor, read back, audited, and refused when not a positive whole number", async () => {
    const operator = await signedInOperator(t);
    const id = (await productId("lighter-mini")).id;
    const read = await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${id}`);
    expect(read.body.item.maxPerOrder).toBeNull();
    const saved = await operator.call<{ item: ProductDocument }>("PUT", `/api/admin/products/${id}`, {
      ...read.body.item,
      maxPerOrder: 2,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.item.maxPerOrder).toBe(2);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.update"), eq(auditLog.entityId, String(id))));
    expect(JSON.stringify(audit?.before)).toContain('"maxPerOrder":null');
    expect(JSON.stringify(audit?.after)).toContain('"maxPerOrder":2');
    for (const bad of [0, -1, 1.5, "2"]) {
      const refused = await operator.call<{ message: string }>("PUT", `/api/admin/products/${id}`, {
        ...read.body.item,
        maxPerOrder: bad,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/주문당 최대 수량/);
    }
    expect((await productId("lighter-mini")).maxPerOrder).toBe(2);
  });
});
