// Integration: the Naver Pay wallet (spec §4 "For the wallet payment", §7 wallet lines and
// /api/npay/notice/{orderId}) through the Naver Pay simulator over (in-process) HTTP.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routedFetch, type Shopper, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { orders, products, simPayments } from "../db/schema";
import { checkoutMessages } from "../domain/checkout/messages";

let t: TestApp;
/** Naver is down: the server's calls to it fail as a dropped connection does. */
let naverDown = false;

beforeAll(async () => {
  const routed = routedFetch(() => t);
  t = await createTestApp(
    { TRUST_PROXY: "on" },
    { fetchImpl: (input, init) => (naverDown ? Promise.reject(new TypeError("fetch failed")) : routed(input, init)) },
  );
});

afterAll(async () => {
  await t.close();
});

async function product(slug: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

async function buyNow(s: Shopper, slug: string, quantity: number) {
  const answer = await s.call("POST", "/api/cart/buynow", [
    { product_id: (await product(slug)).id, variation_id: null, quantity },
  ]);
  expect(answer.status).toBe(200);
}

describe("Naver Pay wallet", () => {
  it("registers the order from database prices, pays on the order sheet and confirms with Naver", async () => {
    const s = shopper(t);
    await buyNow(s, "a-card", 3);
    const cart = await s.call<{
      items: { fee_applied_line_total: number; quantity: number }[];
      totals: { shipping_origin_total: number };
    }>("GET", "/api/cart/item?buy=now");
    const line = cart.body.items[0];
    if (!line) throw new Error("empty cart");
    const started = await s.call<{ id: number; total: number; order_sheet_url: string }>("POST", "/api/npay/order", {
      buy_now: true,
    });
    expect(started.status).toBe(200);
    expect(cart.body.totals.shipping_origin_total).toBe(3000);
    expect(started.body.total).toBe(Math.floor(line.fee_applied_line_total / line.quantity) * line.quantity + 3000);
    const sheet = await s.request(started.body.order_sheet_url);
    expect(sheet.status).toBe(200);
    expect(await sheet.text()).toContain("네이버페이로 결제하기");

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, started.body.id));
    if (!order) throw new Error("no order");
    const [registered] = await t.database.db
      .select()
      .from(simPayments)
      .where(eq(simPayments.paymentId, order.paymentId));
    expect(registered?.amount).toBe(order.total);
    expect(registered?.lines).toEqual([
      expect.objectContaining({ quantity: 3, taxType: "TAX", unitPrice: Math.floor(line.fee_applied_line_total / 3) }),
    ]);

    const paid = await s.form(`/_sim/npay/order/${order.paymentId}/decide`, { decision: "approve" });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get("location") ?? "");
    expect(back.pathname).toBe(`/api/npay/notice/${order.id}`);
    // The server notice (POST) has already paid the order before the shopper returns.
    const [afterNotice] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(afterNotice?.status).toBe("paid");
    const landed = await s.request(`${back.pathname}${back.search}`);
    expect(landed.headers.get("location")).toBe(
      `/order/complete?orderId=${order.id}&key=${encodeURIComponent(order.orderKey)}`,
    );
  });

  it("sends a product page's cancelled order sheet back to its buy-now checkout with the message (issue 20)", async () => {
    const s = shopper(t);
    const before = (await product("incense-holder")).stockQuantity ?? 0;
    await buyNow(s, "incense-holder", 1);
    const started = await s.call<{ id: number }>("POST", "/api/npay/order", { buy_now: true });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, started.body.id));
    if (!order) throw new Error("no order");
    expect(order.shippingTotal).toBe(3000);
    const cancelled = await s.form(`/_sim/npay/order/${order.paymentId}/decide`, { decision: "cancel" });
    const back = new URL(cancelled.headers.get("location") ?? "");
    const toCheckout = await s.request(`${back.pathname}${back.search}`);
    expect(toCheckout.headers.get("location")).toBe(
      `/checkout?buy=now&payment_error=${encodeURIComponent("네이버페이 결제를 취소했어요.")}`,
    );
    expect((await product("incense-holder")).stockQuantity).toBe(before - 1);
    const notice = await s.call("POST", `/api/npay/notice/${order.id}`);
    expect(notice.body).toEqual({ result: "pending" });
  });

  it("sends the cart page's cancelled order sheet back to the cart with the message", async () => {
    const s = shopper(t);
    const added = await s.call("POST", "/api/cart/item/add", [
      { product_id: (await product("incense-holder")).id, variation_id: null, quantity: 1 },
    ]);
    expect(added.status).toBe(200);
    const started = await s.call<{ id: number }>("POST", "/api/npay/order", {});
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, started.body.id));
    if (!order) throw new Error("no order");
    expect(order.buyNow).toBe(false);
    const cancelled = await s.form(`/_sim/npay/order/${order.paymentId}/decide`, { decision: "cancel" });
    const back = new URL(cancelled.headers.get("location") ?? "");
    const toCart = await s.request(`${back.pathname}${back.search}`);
    expect(toCart.headers.get("location")).toBe(
      `/cart?payment_error=${encodeURIComponent("네이버페이 결제를 취소했어요.")}`,
    );
  });

  it("refuses items Naver Pay may not sell, and answers the wishlist with Naver's page", async () => {
    const s = shopper(t);
    await buyNow(s, "sachet-sample", 1);
    const refused = await s.call("POST", "/api/npay/order", { buy_now: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(checkoutMessages.npayUnavailable);
    const wish = await s.call<{ url: string }>("POST", "/api/npay/wishlist", {
      product_id: (await product("a-card")).id,
    });
    expect(wish.status).toBe(200);
    expect(wish.body.url).toContain("/_sim/npay/wishlist");
    expect(
      (await s.call("POST", "/api/npay/wishlist", { product_id: (await product("sachet-sample")).id })).status,
    ).toBe(404);
  });

  it("answers the wishlist with 503 and a Korean message while Naver is down", async () => {
    naverDown = true;
    try {
      const wish = await shopper(t).call<{ message: string }>("POST", "/api/npay/wishlist", {
        product_id: (await product("a-card")).id,
      });
      expect([wish.status, wish.body.message]).toEqual([503, checkoutMessages.providerUnavailable]);
    } finally {
      naverDown = false;
    }
  });

  it("serves the button script with naver.NaverPayButton.apply", async () => {
    const script = await t.app.request("/_sim/npay/naverPayButton.js");
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("NaverPayButton = { apply: apply }");
  });
});
