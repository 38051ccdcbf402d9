// Integration (issue 22 "Option builder … sold-out/hidden per row"): a combination the operator hides
// after a shopper put it in the cart is no longer for sale. Like a sold-out line (spec §8 "init
// failures show the server's message"), the card checkout and Naver Pay's order path refuse it with
// a Korean message naming the option, charge nothing and reserve nothing; the cart shows the line
// as not purchasable.
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { routedFetch, type Shopper, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { orders, products, productVariations, simPayments } from "../db/schema";
import { checkoutMessages } from "../domain/checkout/messages";

let t: TestApp;
const LIGHTER = "lighter-mini";
const { productId, init } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
});

afterAll(async () => {
  await t.close();
});

type CartBody = { items: { variation_id: number | null; purchasable: boolean }[] };

/** The lighter's first combination, put in a new shopper's cart. */
async function cartWithLighter(quantity = 1) {
  const lighter = await productId(LIGHTER);
  const [variation] = await t.database.db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, lighter.id))
    .orderBy(asc(productVariations.id))
    .limit(1);
  if (!variation) throw new Error("the lighter has no combination");
  const s = shopper(t);
  const added = await s.call("POST", "/api/cart/item/add", [
    { product_id: lighter.id, variation_id: variation.id, quantity },
  ]);
  expect(added.status).toBe(200);
  return { s, lighter, variation };
}

async function setHidden(variationId: number, hidden: boolean) {
  await t.database.db.update(productVariations).set({ hidden }).where(eq(productVariations.id, variationId));
}

async function stockOf(variationId: number) {
  const [row] = await t.database.db.select().from(productVariations).where(eq(productVariations.id, variationId));
  return row?.stockQuantity;
}

async function counts() {
  const [orderRows] = await t.database.db.select({ n: count() }).from(orders);
  const [payments] = await t.database.db.select({ n: count() }).from(simPayments);
  return { orders: orderRows?.n, payments: payments?.n };
}

const purchasableOf = async (s: Shopper) =>
  (await s.call<CartBody>("GET", "/api/cart/item")).body.items.map((item) => item.purchasable);

describe("a combination hidden after it was put in the cart (issue 22)", () => {
  it("is refused by the card checkout, naming the option, with nothing reserved", async () => {
    const { s, lighter, variation } = await cartWithLighter(2);
    expect(await purchasableOf(s)).toEqual([true]);
    await setHidden(variation.id, true);
    try {
      expect(await purchasableOf(s)).toEqual([false]);
      const stock = await stockOf(variation.id);
      const before = await counts();
      const refused = await init(s);
      expect(refused.status).toBe(409);
      const option = variation.attributes.map((a) => a.option).join(" / ");
      expect(refused.body.message).toBe(checkoutMessages.unpurchasable(`${lighter.name} (${option})`));
      expect(await stockOf(variation.id)).toBe(stock);
      expect(await counts()).toEqual(before);
    } finally {
      await setHidden(variation.id, false);
    }
    // Shown again, the same cart checks out.
    expect((await init(s)).status).toBe(200);
  });

  it("is refused by Naver Pay's order path before anything is registered with Naver", async () => {
    const { s, variation } = await cartWithLighter(1);
    await setHidden(variation.id, true);
    try {
      const before = await counts();
      const wallet = await s.call<{ message: string }>("POST", "/api/npay/order", { buy_now: false });
      expect(wallet.status).toBe(409);
      expect(wallet.body.message).toContain("지금 구매할 수 없어요");
      expect(await counts()).toEqual(before);
    } finally {
      await setHidden(variation.id, false);
    }
  });

  it("is refused for a product taken off sale as a whole", async () => {
    const { s, lighter } = await cartWithLighter(1);
    await t.database.db.update(products).set({ status: "hidden" }).where(eq(products.id, lighter.id));
    try {
      expect(await purchasableOf(s)).toEqual([false]);
      expect((await init(s)).status).toBe(409);
    } finally {
      await t.database.db.update(products).set({ status: "publish" }).where(eq(products.id, lighter.id));
    }
  });
});
