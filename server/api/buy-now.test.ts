// Integration (issue 20, decision 5 as amended): buy now (spec §7 POST /api/cart/buynow) and the
// product page's Naver Pay (spec §4 "For the wallet payment") buy exactly the chosen lines, and the
// cart keeps its own lines for later; a failed, cancelled or abandoned payment keeps the checkout's
// details on the server and sends a phone back to the checkout (spec §4 mobile redirect via
// /api/mobileCheckout/{orderId}, §8 'payment failed' plus the provider's message).
import { asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutLoader } from "../../app/features/checkout/checkout.server";
import { CUSTOM_NOTE } from "../../core/checkout";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { cookieHeaderFor, routedFetch, type Shopper, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { orderLines, orders, productVariations, simPayments } from "../db/schema";
import { checkoutMessages } from "../domain/checkout/messages";

let t: TestApp;
const MIX = "collins-incense-mix";
const LIGHTER = "lighter-mini";

const { shipping, productId, init, payInWindow, process } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
});

afterAll(async () => {
  await t.close();
});

type CartBody = {
  items: { product_id: number; quantity: number }[];
  total_quantity: number;
  totals: { total_integer: number };
};

/** A cart request line: a simple product, or the lighter's 베이직 option (the lighter has two). */
async function lineOf(slug: string, quantity: number) {
  const product = await productId(slug);
  if (product.type !== "variable") return { product_id: product.id, variation_id: null, quantity };
  const [basic] = await t.database.db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, product.id))
    .orderBy(asc(productVariations.id))
    .limit(1);
  return { product_id: product.id, variation_id: basic?.id ?? null, quantity };
}

async function buyNow(s: Shopper, slug: string, quantity = 1) {
  const answer = await s.call<{ status: string; cart_count: number }>("POST", "/api/cart/buynow", [
    await lineOf(slug, quantity),
  ]);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function addToCart(s: Shopper, slug: string, quantity = 1) {
  expect((await s.call("POST", "/api/cart/item/add", [await lineOf(slug, quantity)])).status).toBe(200);
}

const cartOf = async (s: Shopper) => (await s.call<CartBody>("GET", "/api/cart/item")).body;
const selectionOf = async (s: Shopper) => (await s.call<CartBody>("GET", "/api/cart/item?buy=now")).body;
const linesOf = (cart: CartBody) => cart.items.map((item) => [item.product_id, item.quantity]);

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The checkout page's loader as this shopper's browser asks for it. */
async function checkoutPage(s: Shopper, search = "") {
  const path = `/checkout${search}`;
  const request = new Request(`http://shop.test${path}`, { headers: { cookie: cookieHeaderFor(s.jar, path) } });
  const context = {
    db: t.database.db,
    clientKey: s.address,
    sessionCookie: { name: "collins_session", secure: false },
  } as AppLoadContext;
  return checkoutLoader(request, context);
}

describe("buy now buys only what was chosen (decision 5)", () => {
  it("keeps the cart's lines apart, replaces the selection on a second press, and leaves the cart after paying", async () => {
    const s = shopper(t);
    const mix = await productId(MIX);
    const lighter = await productId(LIGHTER);
    await addToCart(s, MIX, 1);
    const cartBefore = await cartOf(s);

    // The answer's cart_count is the cart's own (the header's count does not change).
    expect((await buyNow(s, LIGHTER, 2)).cart_count).toBe(1);
    expect((await buyNow(s, LIGHTER, 1)).cart_count).toBe(1);
    expect(linesOf(await cartOf(s))).toEqual([[mix.id, 1]]);
    expect((await s.call("GET", "/api/cart/count")).body).toBe(1);
    const selection = await selectionOf(s);
    expect(linesOf(selection)).toEqual([[lighter.id, 1]]);

    // The checkout of buy now charges the lighter alone; without buy_now it is still the cart's.
    const order = (await init(s, { buy_now: true })).body;
    expect(order.total).toBe(selection.totals.total_integer);
    expect(order.total).not.toBe(cartBefore.totals.total_integer);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[lighter.id, 1]]);
    expect((await orderRow(order.id)).buyNow).toBe(true);

    await payInWindow(s, order);
    expect((await process(s, order)).status).toBe(200);
    expect(linesOf(await cartOf(s))).toEqual([[mix.id, 1]]);
    expect((await selectionOf(s)).items).toEqual([]);

    const cartOrder = (await init(s)).body;
    expect(cartOrder.total).toBe(cartBefore.totals.total_integer);
  });

  it("keeps a lighter the cart holds when the same lighter is bought now", async () => {
    const s = shopper(t);
    const lighter = await productId(LIGHTER);
    await addToCart(s, LIGHTER, 2);
    await buyNow(s, LIGHTER, 1);
    const order = (await init(s, { buy_now: true })).body;
    await payInWindow(s, order);
    expect((await process(s, order)).status).toBe(200);
    expect(linesOf(await cartOf(s))).toEqual([[lighter.id, 2]]);
  });

  it("refuses a checkout of an empty buy-now selection and a buy_now that is not true or false", async () => {
    const s = shopper(t);
    await addToCart(s, MIX, 1);
    const empty = await init(s, { buy_now: true });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(checkoutMessages.emptyCart);
    const malformed = await init(s, { buy_now: "yes" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(checkoutMessages.invalidOrder);
    const wallet = await s.call<{ message: string }>("POST", "/api/npay/order", { buy_now: 1 });
    expect(wallet.status).toBe(400);
    expect(wallet.body.message).toBe(checkoutMessages.invalidOrder);
  });

  it("charges only the chosen lighter through the product page's Naver Pay and keeps 믹스 in the cart", async () => {
    const s = shopper(t);
    const mix = await productId(MIX);
    const lighter = await productId(LIGHTER);
    await addToCart(s, MIX, 1);
    const cartTotal = (await cartOf(s)).totals.total_integer;
    await buyNow(s, LIGHTER, 1);
    const selection = await selectionOf(s);

    const started = await s.call<{ id: number; total: number }>("POST", "/api/npay/order", { buy_now: true });
    expect(started.status).toBe(200);
    expect(started.body.total).toBe(selection.totals.total_integer);
    const order = await orderRow(started.body.id);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[lighter.id, 1]]);
    const [registered] = await t.database.db
      .select()
      .from(simPayments)
      .where(eq(simPayments.paymentId, order.paymentId));
    expect(registered?.amount).toBe(started.body.total);
    expect(registered?.lines).toHaveLength(1);

    const paid = await s.form(`/_sim/npay/order/${order.paymentId}/decide`, { decision: "approve" });
    const back = new URL(paid.headers.get("location") ?? "");
    const landed = await s.request(`${back.pathname}${back.search}`);
    expect(landed.headers.get("location")).toContain(`/order/complete?orderId=${order.id}`);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(linesOf(await cartOf(s))).toEqual([[mix.id, 1]]);

    // The cart page's own Naver Pay still buys the cart.
    const fromCart = await s.call<{ total: number }>("POST", "/api/npay/order", {});
    expect(fromCart.status).toBe(200);
    expect(fromCart.body.total).toBe(cartTotal);
  });

  it("brings a guest's buy-now selection along when the guest logs in at the checkout", async () => {
    const s = shopper(t);
    const lighter = await productId(LIGHTER);
    await buyNow(s, LIGHTER, 1);
    const email = `buynow-${Date.now()}@collins.kr`;
    const signup = await s.call("POST", "/api/signup", {
      email,
      password: "향기로운하루2026!",
      first_name: "콜린",
      last_name: "김",
      phone: "010-1234-5678",
      agree_terms: true,
      agree_privacy: true,
    });
    expect(signup.status).toBe(200);
    expect(linesOf(await selectionOf(s))).toEqual([[lighter.id, 1]]);
  });
});

describe("a failed payment keeps the checkout's details (issue 20)", () => {
  const details = { payment_method: "easy_pay", customer_note: "경비실에 맡겨주세요" };

  it("sends a phone's failed payment back to the filled checkout, and never to the cart", async () => {
    const s = shopper(t);
    await addToCart(s, MIX, 1);
    const order = (await init(s, details)).body;
    const failed = await payInWindow(s, order, { mode: "redirect", decision: "fail" });
    const back = new URL(failed.headers.get("location") ?? "");
    const landed = await s.request(`${back.pathname}${back.search}`);
    const location = new URL(landed.headers.get("location") ?? "", "http://shop.test");
    expect(location.pathname).toBe("/checkout");
    expect([...location.searchParams]).toEqual([["payment_error", "카드사에서 승인을 거절했어요."]]);
    expect((await orderRow(order.id)).status).toBe("failed");

    const page = await checkoutPage(s, location.search);
    expect(page.kept).toEqual({
      first_name: shipping.first_name,
      phone: "010-1234-5678",
      postcode: shipping.postcode,
      address_1: shipping.address_1,
      address_2: shipping.address_2,
      email: "buyer@collins.kr",
      billing_phone: "",
      payment_method: "easy_pay",
      coupon_id: "",
      agree: "on",
      note_preset: "경비실에 맡겨주세요",
    });
    // Another shopper's checkout never sees them.
    expect((await checkoutPage(shopper(t))).kept).toBeNull();
  });

  it("returns a failed buy-now payment to the buy-now checkout, and keeps an abandoned one's details", async () => {
    const s = shopper(t);
    await addToCart(s, MIX, 1);
    await buyNow(s, LIGHTER, 1);
    const order = (await init(s, { buy_now: true, customer_note: "현관 비밀번호 1234#" })).body;
    const cancelled = await payInWindow(s, order, { mode: "redirect", decision: "cancel" });
    const back = new URL(cancelled.headers.get("location") ?? "");
    const landed = await s.request(`${back.pathname}${back.search}`);
    const location = new URL(landed.headers.get("location") ?? "", "http://shop.test");
    expect(location.pathname).toBe("/checkout");
    expect(location.searchParams.get("buy")).toBe("now");
    expect(location.searchParams.get("payment_error")).toBe("결제를 취소했어요.");
    const page = await checkoutPage(s, "?buy=now");
    expect(page.buyNow).toBe(true);
    expect(page.cart.items.map((item) => item.product_id)).toEqual([(await productId(LIGHTER)).id]);
    expect(page.kept).toMatchObject({ note_preset: CUSTOM_NOTE, note_custom: "현관 비밀번호 1234#" });

    // Abandoned: the window was left open and the shopper came back; the unpaid order holds them.
    const abandoned = (await init(s, { shipping: { ...shipping, address_2: "4층" } })).body;
    expect((await orderRow(abandoned.id)).status).toBe("pending");
    expect((await checkoutPage(s)).kept).toMatchObject({ address_2: "4층" });

    // Paid: nothing is offered again.
    await payInWindow(s, abandoned);
    expect((await process(s, abandoned)).status).toBe(200);
    expect((await checkoutPage(s)).kept).toBeNull();
  });

  it("sends an unknown or guessed payment back to the checkout with the message", async () => {
    const s = shopper(t);
    const guessed = await s.request("/api/mobileCheckout/999999?paymentId=guess");
    const location = new URL(guessed.headers.get("location") ?? "", "http://shop.test");
    expect(location.pathname).toBe("/checkout");
    expect(location.searchParams.get("payment_error")).toBe(checkoutMessages.paymentMismatch);
  });
});
