// Integration: spec §4 Checkout and §7 initCheckout / processCheckout / mobileCheckout, §8
// failure messages, with the PortOne simulator over (in-process) HTTP: server-side pricing,
// atomic stock reservation, exactly-once payment confirmation, tampering, forged webhooks,
// crash recovery, reservation expiry, coupons and who may see an order.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { routedFetch, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { coupons, orderLines, orders, outboxMessages, simPayments } from "../db/schema";
import { checkoutMessages } from "../domain/checkout/messages";
import { reconcilePendingOrders } from "../domain/checkout/payment-sync";
import { refundOrder } from "../domain/checkout/refund";
import { createServerApp } from "../http/app";
import { paymentProvidersOf } from "../integrations/payments";
import { signPortOneWebhook } from "../integrations/portone/webhook";

let t: TestApp;
const MOODWATER_YUJA = "moodwater-yuja";

const { shipping, portone, productId, setStock, stockOf, addToCart, init, payInWindow, process } = checkoutFlow(
  () => t,
);

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function orderCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

async function noticesOf(orderId: number) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, `order-paid:${orderId}`));
}

async function simPayment(paymentId: string) {
  const [row] = await t.database.db.select().from(simPayments).where(eq(simPayments.paymentId, paymentId));
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
});

afterAll(async () => {
  await t.close();
});

describe("initCheckout (spec §4 Checkout step 1, §7)", () => {
  it("creates the order from the server-side cart and reserves its stock", async () => {
    const s = shopper(t);
    const before = await stockOf(MOODWATER_YUJA);
    await addToCart(s, MOODWATER_YUJA, 1);
    const cart = await s.call<{ totals: { total_integer: number } }>("GET", "/api/cart/item");
    const answer = await init(s);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      order_key: expect.stringMatching(/^wc_order_/),
      total: cart.body.totals.total_integer,
      billing: { email: "buyer@collins.kr", phone: "010-1234-5678" },
    });
    expect(answer.body.total).toBe(29000 + 3000);
    expect(await stockOf(MOODWATER_YUJA)).toBe((before ?? 0) - 1);
    const row = await orderRow(answer.body.id);
    expect(row.status).toBe("pending");
    expect(row.paymentMethodTitle).toBe("신용·체크카드");
    expect(row.reservedUntil.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
  });

  it("refuses bad input with a Korean message and writes nothing", async () => {
    const s = shopper(t);
    await addToCart(s, MOODWATER_YUJA, 1);
    const before = await orderCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ shipping: { ...shipping, phone: "02-123-4567" } }, checkoutMessages.invalidPhone],
      [{ shipping: { ...shipping, phone: "010-12-34" } }, checkoutMessages.invalidPhone],
      [{ shipping: { ...shipping, postcode: "135-080" } }, checkoutMessages.invalidPostcode],
      [{ shipping: { ...shipping, first_name: "  😀 " } }, checkoutMessages.invalidName],
      [{ shipping: { ...shipping, address_1: "" } }, checkoutMessages.invalidAddress],
      [{ agree: false }, checkoutMessages.agreementRequired],
      [{ payment_method: "bitcoin" }, checkoutMessages.invalidPaymentMethod],
      [{ billing: { email: "not-an-email" } }, checkoutMessages.invalidEmail],
      [{ customer_note: "가".repeat(201) }, checkoutMessages.invalidNote],
      [{ coupon_id: 1 }, checkoutMessages.couponMembersOnly],
    ];
    for (const [extra, message] of cases) {
      const answer = await init(s, extra);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it("answers any malformed body with a 4xx and a Korean message, never a 5xx", async () => {
    const s = shopper(t);
    await addToCart(s, MOODWATER_YUJA, 1);
    const bodies: unknown[] = [
      null,
      [],
      "주문",
      42,
      {},
      { shipping: "서울" },
      { shipping: null, agree: true },
      { payment_method: "card", shipping: [], agree: true },
      { payment_method: 1, shipping, agree: true },
      { payment_method: "card", shipping, agree: "true" },
      { payment_method: "card", shipping, agree: true, coupon_id: "abc" },
      { payment_method: "card", shipping, agree: true, coupon_id: -1 },
      { payment_method: "card", shipping, agree: true, billing: "x" },
      { payment_method: "card", shipping: { ...shipping, phone: 1012345678 }, agree: true },
      { payment_method: "card", shipping: { ...shipping, first_name: "가".repeat(10_000) }, agree: true },
    ];
    for (const body of bodies) {
      const answer = await s.call<{ message: string }>("POST", "/api/initCheckout", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    for (const body of [null, {}, { id: "x" }, { id: 0 }, { id: 1.5 }, { id: 1, transaction_id: 5 }]) {
      const answer = await s.call<{ message: string }>("POST", "/api/processCheckout", body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    for (const path of ["/api/order/abc", "/api/order/0", "/api/order/99999999"]) {
      const answer = await s.call<{ message: string }>("GET", path);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const raw = await s.request("/api/initCheckout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
  });

  it("refuses an empty cart", async () => {
    const answer = await init(shopper(t));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(checkoutMessages.emptyCart);
  });

  it("tells the shopper what sold out meanwhile and changes nothing", async () => {
    const slug = "incense-goodtimes-midnight";
    await setStock(slug, 2);
    const first = shopper(t);
    const second = shopper(t);
    await addToCart(first, slug, 2);
    await addToCart(second, slug, 1);
    expect((await init(first)).status).toBe(200);
    const refused = await init(second);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(checkoutMessages.soldOut("굿타임즈 인센스 미드나잇"));
    expect(await stockOf(slug)).toBe(0);
    const cart = await second.call<{ items: unknown[] }>("GET", "/api/cart/item");
    expect(cart.body.items).toHaveLength(1);
  });

  it("writes no order when its line sold out, though the order is written before its stock is taken", async () => {
    const slug = "incense-goodtimes-sunset";
    await setStock(slug, 1);
    const s = shopper(t);
    await addToCart(s, slug, 1);
    await setStock(slug, 0);
    const orders = await orderCount();
    expect((await init(s)).status).toBe(409);
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(slug)).toBe(0);
  });

  it("orders the free gift while it lasts, and the order without it once it ran out (spec §9)", async () => {
    const incense = await productId("collins-incense");
    const page = await shopper(t).call<{
      product: { product_variations: { id: number; attributes: { option: string }[] }[] };
    }>("GET", "/api/product/collins-incense");
    const wood = page.body.product.product_variations.find(
      (v) => v.attributes.map((a) => a.option).join("/") === "우드",
    );
    if (!wood) throw new Error("no 우드 variation");
    const linesOf = async (orderId: number) =>
      (await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).map((line) => ({
        productId: line.productId,
        isGift: line.isGift,
      }));
    const gift = await productId("sachet-sample");
    const buyWithGift = async () => {
      const s = shopper(t);
      const added = await s.call("POST", "/api/cart/item/add", [
        { product_id: incense.id, variation_id: wood.id, quantity: 2 },
      ]);
      expect(added.status).toBe(200);
      return init(s);
    };

    await setStock("sachet-sample", 1);
    const withGift = await buyWithGift();
    expect(withGift.status).toBe(200);
    expect(await linesOf(withGift.body.id)).toEqual([
      { productId: incense.id, isGift: false },
      { productId: gift.id, isGift: true },
    ]);
    expect(await stockOf("sachet-sample")).toBe(0);

    const without = await buyWithGift();
    expect(without.status).toBe(200);
    expect(await linesOf(without.body.id)).toEqual([{ productId: incense.id, isGift: false }]);
    expect(await stockOf("sachet-sample")).toBe(0);
  });
});

describe("paying (spec §4 Checkout steps 2-4)", () => {
  it("confirms a popup payment on the server, empties the cart and queues one notice", async () => {
    const s = shopper(t);
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    const popup = await payInWindow(s, order);
    expect(popup.status).toBe(200);
    expect(await popup.text()).toContain(order.payment_id);
    const processed = await process(s, order);
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({ result: "success", redirect: `/order/complete?orderId=${order.id}` });
    expect((await orderRow(order.id)).status).toBe("paid");
    expect((await s.call<{ items: unknown[] }>("GET", "/api/cart/item")).body.items).toHaveLength(0);
    const notices = await noticesOf(order.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.recipient).toBe("010-1234-5678");
    expect(notices[0]?.body).not.toContain("(광고)");

    const again = await process(s, order);
    expect(again.body).toEqual(processed.body);
    const view = await s.call<{ status: string; number: string; lines: { name: string }[] }>(
      "GET",
      `/api/order/${order.id}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.status).toBe("paid");
    expect(view.body.lines[0]?.name).toBeTruthy();
  });

  it("answers a failed payment with the failure and gives the stock back, keeping the cart", async () => {
    const s = shopper(t);
    const before = await stockOf(MOODWATER_YUJA);
    await addToCart(s, MOODWATER_YUJA, 2);
    const order = (await init(s)).body;
    const popup = await payInWindow(s, order, { decision: "fail" });
    expect(await popup.text()).toContain("PG_PROVIDER_ERROR");
    const processed = await process(s, order);
    expect(processed.status).toBe(400);
    expect(processed.body.message).toBe(checkoutMessages.paymentFailed);
    expect((await orderRow(order.id)).status).toBe("failed");
    expect(await stockOf(MOODWATER_YUJA)).toBe(before);
    expect((await s.call<{ items: unknown[] }>("GET", "/api/cart/item")).body.items).toHaveLength(1);
  });

  it("continues a phone's redirect to the completion page, or back to the checkout on failure", async () => {
    const s = shopper(t);
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    const redirect = await payInWindow(s, order, { mode: "redirect", webhook: "now" });
    expect(redirect.status).toBe(302);
    const back = new URL(redirect.headers.get("location") ?? "");
    expect(back.pathname).toBe(`/api/mobileCheckout/${order.id}`);
    expect(back.searchParams.get("paymentId")).toBe(order.payment_id);
    const landed = await s.request(`${back.pathname}${back.search}`);
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toBe(
      `/order/complete?orderId=${order.id}&key=${encodeURIComponent(order.order_key)}`,
    );

    const failing = shopper(t);
    await addToCart(failing, MOODWATER_YUJA, 1);
    const failedOrder = (await init(failing)).body;
    const failed = await payInWindow(failing, failedOrder, { mode: "redirect", decision: "fail" });
    const failedBack = new URL(failed.headers.get("location") ?? "");
    expect(failedBack.searchParams.get("code")).toBe("PG_PROVIDER_ERROR");
    const toCheckout = await failing.request(`${failedBack.pathname}${failedBack.search}`);
    expect(toCheckout.headers.get("location")).toBe(
      `/checkout?${new URLSearchParams({ payment_error: "카드사에서 승인을 거절했어요." })}`,
    );
    expect((await orderRow(failedOrder.id)).status).toBe("failed");

    const guessed = await failing.request(`/api/mobileCheckout/${order.id}?paymentId=guess`);
    expect(guessed.headers.get("location")).toContain("/checkout?payment_error=");
  });

  it("refuses a tampered amount and cancels that payment (100 won for a 32,000-won order)", async () => {
    const s = shopper(t);
    const before = await stockOf(MOODWATER_YUJA);
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    expect(order.total).toBe(32000);
    await payInWindow(s, order, { amount: 100 });
    const processed = await process(s, order);
    expect(processed.status).toBe(400);
    expect(processed.body.message).toBe(checkoutMessages.amountMismatch);
    expect((await simPayment(order.payment_id))?.status).toBe("CANCELLED");
    const row = await orderRow(order.id);
    expect(row.status).toBe("failed");
    expect(row.failureReason).toBe("amount_mismatch");
    expect(await stockOf(MOODWATER_YUJA)).toBe(before);
  });

  it("confirms one payment once when the browser and the webhook race five times", async () => {
    const s = shopper(t);
    const before = await stockOf(MOODWATER_YUJA);
    const salesBefore = (await productId(MOODWATER_YUJA)).salesCount;
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    await payInWindow(s, order, { webhook: "none" });
    const sendWebhook = () => s.call("POST", `/_sim/portone/payments/${order.payment_id}/webhook`);
    const results = await Promise.all([
      process(s, order),
      sendWebhook(),
      process(s, order),
      sendWebhook(),
      process(s, order),
    ]);
    for (const result of results) expect(result.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await stockOf(MOODWATER_YUJA)).toBe((before ?? 0) - 1);
    expect((await productId(MOODWATER_YUJA)).salesCount).toBe(salesBefore + 1);
    expect(await noticesOf(order.id)).toHaveLength(1);
  });

  it("sells exactly N when 10 × N shoppers check out the last N at once", async () => {
    const slug = "incense-violet-pr2404";
    const stock = 3;
    await setStock(slug, stock);
    const shoppers = Array.from({ length: stock * 10 }, () => shopper(t));
    for (const s of shoppers) await addToCart(s, slug, 1);
    const outcomes = await Promise.all(
      shoppers.map(async (s) => {
        const started = await init(s);
        if (started.status !== 200) return { status: started.status, message: started.body.message };
        await payInWindow(s, started.body);
        return { status: (await process(s, started.body)).status, message: "" };
      }),
    );
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(stock);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(refused).toHaveLength(stock * 9);
    for (const o of refused) {
      expect(o.status).toBe(409);
      expect(o.message).toContain("재고가 부족해요");
    }
    expect(await stockOf(slug)).toBe(0);
    const product = await productId(slug);
    const [paid] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orderLines.productId, product.id), eq(orders.status, "paid")));
    expect(paid?.n).toBe(stock);
  });
});

describe("PortOne webhook (Standard Webhooks)", () => {
  const deliver = (body: string, headers: Record<string, string>) =>
    t.app.request("/api/portone/webhook", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body,
    });

  it("refuses a forged signature and a six-minute-old timestamp with 400", async () => {
    const body = JSON.stringify({ type: "Transaction.Paid", data: { paymentId: "pay_x", transactionId: "tx" } });
    const forged = signPortOneWebhook(
      `whsec_${Buffer.from("not the secret").toString("base64")}`,
      "msg_1",
      new Date(),
      body,
    );
    expect((await deliver(body, forged)).status).toBe(400);
    const old = signPortOneWebhook(portone().webhookSecret, "msg_2", new Date(Date.now() - 6 * 60 * 1000), body);
    expect((await deliver(body, old)).status).toBe(400);
    const good = signPortOneWebhook(portone().webhookSecret, "msg_3", new Date(), body);
    expect((await deliver(`${body} `, good)).status).toBe(400);
    expect((await deliver(body, {})).status).toBe(400);
  });

  it("pays the order from a genuine webhook and ignores the same delivery again", async () => {
    const s = shopper(t);
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    await payInWindow(s, order, { webhook: "none" });
    const body = JSON.stringify({
      type: "Transaction.Paid",
      data: { paymentId: order.payment_id, transactionId: "tx" },
    });
    const headers = signPortOneWebhook(portone().webhookSecret, `msg_${order.id}`, new Date(), body);
    const first = await deliver(body, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ result: "paid" });
    const repeated = await deliver(body, headers);
    expect(await repeated.json()).toEqual({ result: "duplicate" });
    expect((await orderRow(order.id)).status).toBe("paid");
  });
});

describe("crashes, expiry and late payments", () => {
  it("completes an approved order after a restart between approval and processCheckout", async () => {
    const s = shopper(t);
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    await payInWindow(s, order, { webhook: "none" });
    // The first process dies here. A new one starts on the same database.
    let restarted: TestApp | undefined;
    const fetchB = routedFetch(() => restarted as TestApp);
    restarted = { ...t, app: createServerApp({ db: t.database.db, config: t.config, fetchImpl: fetchB }) };
    const providers = paymentProvidersOf(t.config, fetchB);
    expect((await orderRow(order.id)).status).toBe("pending");
    const swept = await reconcilePendingOrders(t.database.db, providers, new Date(Date.now() + 2 * 60 * 1000));
    expect(swept.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await noticesOf(order.id)).toHaveLength(1);
  });

  it("reaches a paid order behind more unpaid ones than one batch holds (issue 10: 100 kills)", async () => {
    const providers = paymentProvidersOf(
      t.config,
      routedFetch(() => t),
    );
    const later = new Date(Date.now() + 2 * 60 * 1000);
    await reconcilePendingOrders(t.database.db, providers, new Date(Date.now() + 16 * 60 * 1000));
    // Three shoppers left their payment windows open, then one paid and the process died.
    for (let n = 0; n < 3; n += 1) {
      const open = shopper(t);
      await addToCart(open, MOODWATER_YUJA, 1);
      await init(open);
    }
    const s = shopper(t);
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    await payInWindow(s, order, { webhook: "none" });
    const swept = await reconcilePendingOrders(t.database.db, providers, later, { graceMs: 0, limit: 2 });
    expect(swept.paid).toBe(1);
    expect((await orderRow(order.id)).status).toBe("paid");
  });

  it("expires an unpaid reservation and gives its stock back once, with two instances sweeping", async () => {
    const providers = paymentProvidersOf(
      t.config,
      routedFetch(() => t),
    );
    const later = new Date(Date.now() + 16 * 60 * 1000);
    // Earlier tests' abandoned reservations go first, so the stock below moves for this order only.
    await reconcilePendingOrders(t.database.db, providers, later);
    const s = shopper(t);
    const before = await stockOf(MOODWATER_YUJA);
    await addToCart(s, MOODWATER_YUJA, 3);
    const order = (await init(s)).body;
    expect(await stockOf(MOODWATER_YUJA)).toBe((before ?? 0) - 3);
    const [a, b] = await Promise.all([
      reconcilePendingOrders(t.database.db, providers, later),
      reconcilePendingOrders(t.database.db, providers, later),
    ]);
    expect(a.expired + b.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe("expired");
    expect(await stockOf(MOODWATER_YUJA)).toBe(before);
  });

  it("revives an expired order paid late, or refunds it when the stock is gone", async () => {
    const slug = "incense-goodtimes-sunset";
    await setStock(slug, 1);
    const late = shopper(t);
    await addToCart(late, slug, 1);
    const order = (await init(late)).body;
    const providers = paymentProvidersOf(
      t.config,
      routedFetch(() => t),
    );
    await reconcilePendingOrders(t.database.db, providers, new Date(Date.now() + 16 * 60 * 1000));
    expect((await orderRow(order.id)).status).toBe("expired");
    expect(await stockOf(slug)).toBe(1);
    await payInWindow(late, order);
    expect((await process(late, order)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await stockOf(slug)).toBe(0);

    await setStock(slug, 1);
    const slow = shopper(t);
    await addToCart(slow, slug, 1);
    const lost = (await init(slow)).body;
    await reconcilePendingOrders(t.database.db, providers, new Date(Date.now() + 16 * 60 * 1000));
    const quick = shopper(t);
    await addToCart(quick, slug, 1);
    expect((await init(quick)).status).toBe(200);
    await payInWindow(slow, lost);
    const refused = await process(slow, lost);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(checkoutMessages.soldOutAfterPayment);
    expect((await simPayment(lost.payment_id))?.status).toBe("CANCELLED");
    expect((await orderRow(lost.id)).status).toBe("refunded");
    expect(await stockOf(slug)).toBe(0);
  });
});

describe("coupons (spec §3 Coupon)", () => {
  async function member() {
    const s = shopper(t);
    const email = `coupon-${Date.now()}-${Math.random().toString(36).slice(2)}@collins.kr`;
    const signed = await s.call("POST", "/api/signup", {
      email,
      password: "collins-coupon-2026!",
      first_name: "쿠폰",
      last_name: "",
      phone: "010-2222-3333",
      agree_terms: true,
      agree_privacy: true,
    });
    expect(signed.status).toBe(200);
    return s;
  }

  it("issues a welcome coupon at sign-up, uses it once and returns it when the payment fails", async () => {
    const s = await member();
    const listed = await s.call<{ id: number; coupon_amount: number; display_amount: string; expiry_date: string }[]>(
      "GET",
      "/api/my/coupons",
    );
    expect(listed.body).toHaveLength(1);
    const coupon = listed.body[0];
    if (!coupon) throw new Error("no coupon");
    expect(coupon).toMatchObject({
      coupon_amount: 3000,
      display_amount: "3,000원",
      coupon_name: "신규 회원 웰컴 쿠폰",
    });
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s, { coupon_id: coupon.id, billing: {} })).body;
    expect(order.total).toBe(29000 - 3000 + 3000);
    expect(order.billing.email).toMatch(/^coupon-/);
    expect((await s.call<unknown[]>("GET", "/api/my/coupons")).body).toHaveLength(0);
    const reused = shopper(t);
    await addToCart(reused, MOODWATER_YUJA, 1);
    expect((await init(reused, { coupon_id: coupon.id })).status).toBe(400);

    await payInWindow(s, order, { decision: "fail" });
    expect((await process(s, order)).status).toBe(400);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedOrderId).toBeNull();
    expect((await s.call<unknown[]>("GET", "/api/my/coupons")).body).toHaveLength(1);
  });

  it("refuses a coupon below its minimum amount", async () => {
    const s = await member();
    const [coupon] = (await s.call<{ id: number }[]>("GET", "/api/my/coupons")).body;
    await addToCart(s, "sachet-sample", 1);
    const answer = await init(s, { coupon_id: coupon?.id });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(checkoutMessages.couponUnavailable);
  });
});

describe("who sees an order (spec §2 /order/complete, /account?orderId=)", () => {
  it("shows a guest's order to its cart or its key only, and a member's to that member only", async () => {
    const owner = shopper(t);
    await addToCart(owner, MOODWATER_YUJA, 1);
    const order = (await init(owner)).body;
    await payInWindow(owner, order);
    await process(owner, order);

    const stranger = shopper(t);
    await addToCart(stranger, "sachet-sample", 1);
    expect((await stranger.call("GET", `/api/order/${order.id}`)).status).toBe(404);
    expect((await stranger.call("GET", `/api/order/${order.id}?key=wc_order_guess`)).status).toBe(404);
    expect((await stranger.call("POST", "/api/processCheckout", { id: order.id })).status).toBe(404);
    expect((await stranger.call("GET", `/api/order/${order.id}?key=${order.order_key}`)).status).toBe(200);
    expect((await owner.call("GET", `/api/order/${order.id}`)).status).toBe(200);
    expect((await shopper(t).call("GET", "/api/my/orders")).status).toBe(401);
  });

  it("gives a guest's order whose cart is gone to no cookieless stranger (the key still shows it)", async () => {
    const owner = shopper(t);
    await addToCart(owner, MOODWATER_YUJA, 1);
    const order = (await init(owner)).body;
    await t.database.db.update(orders).set({ cartId: null }).where(eq(orders.id, order.id));
    const cookieless = shopper(t);
    expect((await cookieless.call("POST", "/api/processCheckout", { id: order.id })).status).toBe(404);
    expect((await cookieless.call("GET", `/api/order/${order.id}`)).status).toBe(404);
    expect((await owner.call("POST", "/api/processCheckout", { id: order.id })).status).toBe(404);
    expect((await cookieless.call("GET", `/api/order/${order.id}?key=${order.order_key}`)).status).toBe(200);
  });

  it("lists a member's paid orders and never another member's", async () => {
    const signup = async (name: string) => {
      const s = shopper(t);
      await s.call("POST", "/api/signup", {
        email: `${name}-${Date.now()}@collins.kr`,
        password: "collins-orders-2026!",
        first_name: name,
        phone: "010-4444-5555",
        agree_terms: true,
        agree_privacy: true,
      });
      return s;
    };
    const alice = await signup("alice");
    const bob = await signup("bob");
    await addToCart(alice, MOODWATER_YUJA, 1);
    const order = (await init(alice)).body;
    await payInWindow(alice, order);
    await process(alice, order);
    const mine = await alice.call<{ id: number; status_label: string }[]>("GET", "/api/my/orders");
    expect(mine.body.map((o) => o.id)).toEqual([order.id]);
    expect(mine.body[0]?.status_label).toBe("결제완료");
    expect((await bob.call<unknown[]>("GET", "/api/my/orders")).body).toEqual([]);
    expect((await bob.call("GET", `/api/order/${order.id}`)).status).toBe(404);
  });
});

describe("refunds through the provider", () => {
  it("refunds part, then the rest, and puts unshipped goods back on the shelf", async () => {
    const s = shopper(t);
    const before = await stockOf(MOODWATER_YUJA);
    await addToCart(s, MOODWATER_YUJA, 1);
    const order = (await init(s)).body;
    await payInWindow(s, order);
    await process(s, order);
    const providers = paymentProvidersOf(
      t.config,
      routedFetch(() => t),
    );
    const partly = await refundOrder(t.database.db, providers, order.id, { amount: 3000, reason: "배송비 환불" });
    expect(partly).toMatchObject({ status: "paid", refundedAmount: 3000 });
    expect((await simPayment(order.payment_id))?.status).toBe("PARTIAL_CANCELLED");
    await expect(refundOrder(t.database.db, providers, order.id, { amount: 99999, reason: "x" })).rejects.toThrow(
      checkoutMessages.invalidRefund,
    );
    const fully = await refundOrder(t.database.db, providers, order.id, { reason: "고객 요청" });
    expect(fully).toMatchObject({ status: "refunded", refundedAmount: order.total });
    expect((await simPayment(order.payment_id))?.status).toBe("CANCELLED");
    expect(await stockOf(MOODWATER_YUJA)).toBe(before);
    const notices = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "order_refunded")));
    expect(notices.length).toBeGreaterThanOrEqual(2);
  });
});
