// Issue 20 "No dead ends for a shopper": 비회원 주문조회 and the order actions, against the real
// app, database and PortOne simulator — every transition, the refusals (Korean 409 / 404), the
// lookup's rate limits, the refund seen by the simulator and the stock given back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderNumber } from "../../core/checkout";
import { checkoutFlow, type InitAnswer } from "../../tests/helpers/checkout-flow";
import { signedInMember, signedInOperator } from "../../tests/helpers/operator";
import { routedFetch, type Shopper, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { orders, outboxMessages, rateLimitHits, simPayments } from "../db/schema";
import { checkoutMessages } from "../domain/checkout/messages";
import type { OrderAnswer } from "../domain/checkout/order-view";
import { finishOwedRefunds, orderActionMessages } from "../domain/orders/actions";
import { LOOKUPS_PER_ORDER, orderLookupMessages } from "../domain/orders/lookup";
import { orderStateMessages } from "../domain/orders/state";
import { paymentProvidersOf } from "../integrations/payments";
import { ORDER_LOOKUP_COOKIE } from "./order-lookup-cookie";

let t: TestApp;
let operator: Shopper;
const SLUG = "moodwater-yuja";
const { buy, stockOf } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function simPayment(paymentId: string) {
  const [row] = await t.database.db.select().from(simPayments).where(eq(simPayments.paymentId, paymentId));
  return row;
}

const numberOf = async (order: InitAnswer) => {
  const row = await orderRow(order.id);
  return orderNumber(row.id, row.createdAt);
};

const noticeOf = async (dedupeKey: string) =>
  (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, dedupeKey)))[0];

const forgetLookups = () => t.database.db.delete(rateLimitHits);

/** A guest buys with an order password. */
const guestBuys = (quantity = 1) => buy(shopper(t), SLUG, quantity, { order_password: "guest-1234" });

const lookUp = (s: Shopper, body: Record<string, unknown>) =>
  s.call<{ order_id?: number; redirect?: string; message?: string }>("POST", "/api/order/lookup", body);

const act = (s: Shopper, id: number, what: "cancel" | "confirm" | "claim", body: unknown = {}) =>
  s.call<OrderAnswer & { message?: string }>("POST", `/api/order/${id}/${what}`, body);

const ship = (id: number) =>
  operator.call("POST", `/api/admin/orders/${id}/status`, {
    status: "shipped",
    courier: "CJ대한통운",
    trackingNumber: "6012-3456-7890",
  });
const deliver = (id: number) => operator.call("POST", `/api/admin/orders/${id}/status`, { status: "delivered" });
const answerClaim = (id: number, body: unknown) =>
  operator.call<{ item?: { status: string }; message?: string }>("POST", `/api/admin/orders/${id}/claim`, body);

describe("checkout with an order password", () => {
  it("keeps only an argon2id hash of a guest's password, and none for a member", async () => {
    const order = await guestBuys();
    const row = await orderRow(order.id);
    expect(row.lookupPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row.lookupPasswordHash).not.toContain("guest-1234");

    const member = await signedInMember(t);
    const mine = await buy(member, SLUG, 1, { order_password: "member-1234" });
    expect((await orderRow(mine.id)).lookupPasswordHash).toBeNull();
  });

  it("refuses a password shorter than 4 characters with a Korean 400", async () => {
    const s = shopper(t);
    await checkoutFlow(() => t).addToCart(s, SLUG);
    const refused = await checkoutFlow(() => t).init(s, { order_password: "123" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(orderLookupMessages.invalidPassword);
  });
});

describe("POST /api/order/lookup (비회원 주문조회)", () => {
  it("finds the order by number and password, or number and phone, and lets only that browser see it", async () => {
    await forgetLookups();
    const order = await guestBuys();
    const number = await numberOf(order);
    const stranger = shopper(t);
    expect((await stranger.call("GET", `/api/order/${order.id}`)).status).toBe(404);

    const found = await lookUp(stranger, { order_number: number, password: "guest-1234" });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ order_id: order.id });
    expect(stranger.jar.has(ORDER_LOOKUP_COOKIE)).toBe(true);
    const seen = await stranger.call<OrderAnswer>("GET", `/api/order/${order.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: order.id, status_label: "결제완료", actions: ["cancel"] });

    const byPhone = shopper(t);
    expect((await lookUp(byPhone, { order_number: number, phone: "01012345678" })).status).toBe(200);
    expect((await byPhone.call("GET", `/api/order/${order.id}`)).status).toBe(200);
  });

  it("answers every miss alike: wrong password, wrong phone, unknown number, a member's order", async () => {
    await forgetLookups();
    const order = await guestBuys();
    const number = await numberOf(order);
    const member = await signedInMember(t);
    const membersOrder = await buy(member, SLUG);
    const misses = [
      { order_number: number, password: "wrong-pass" },
      { order_number: number, phone: "010-9999-9999" },
      { order_number: `${number.slice(0, 9)}999999`, password: "guest-1234" },
      { order_number: `20200101-${number.slice(9)}`, password: "guest-1234" },
      { order_number: await numberOf(membersOrder), phone: "010-1234-5678" },
    ];
    for (const miss of misses) {
      const s = shopper(t);
      const answer = await lookUp(s, miss);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(orderLookupMessages.noMatch);
      expect(s.jar.has(ORDER_LOOKUP_COOKIE)).toBe(false);
    }
    const noSecret = await lookUp(shopper(t), { order_number: number, password: "", phone: "" });
    expect(noSecret).toMatchObject({ status: 400, body: { message: orderLookupMessages.secretRequired } });
    const badNumber = await lookUp(shopper(t), { order_number: "12345", password: "guest-1234" });
    expect(badNumber).toMatchObject({ status: 400, body: { message: orderLookupMessages.invalidNumber } });
  });

  it(`allows ${LOOKUPS_PER_ORDER} tries per order number from anywhere, then 429 even with the right password`, async () => {
    await forgetLookups();
    const order = await guestBuys();
    const number = await numberOf(order);
    for (let i = 0; i < LOOKUPS_PER_ORDER; i++) {
      expect((await lookUp(shopper(t), { order_number: number, password: `wrong-${i}` })).status).toBe(404);
    }
    const limited = await lookUp(shopper(t), { order_number: number, password: "guest-1234" });
    expect(limited).toMatchObject({ status: 429, body: { message: orderLookupMessages.tooMany } });
  });

  it("allows 20 tries per client address across order numbers, then 429", async () => {
    await forgetLookups();
    const guesser = shopper(t);
    for (let i = 0; i < 20; i++) {
      const answer = await lookUp(guesser, { order_number: `20260101-${String(900000 + i)}`, password: "1234" });
      expect(answer.status).toBe(404);
    }
    const limited = await lookUp(guesser, { order_number: "20260101-999999", password: "1234" });
    expect(limited).toMatchObject({ status: 429, body: { message: orderLookupMessages.tooMany } });
  });
});

describe("cancel before shipping", () => {
  it("a looked-up guest cancels: the simulator refunds all, the stock comes back, a text is queued", async () => {
    await forgetLookups();
    const stockBefore = await stockOf(SLUG);
    const order = await guestBuys(2);
    expect(await stockOf(SLUG)).toBe((stockBefore ?? 0) - 2);
    const guest = shopper(t);
    await lookUp(guest, { order_number: await numberOf(order), password: "guest-1234" });

    const cancelled = await act(guest, order.id, "cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", status_label: "취소완료", actions: [] });
    expect(cancelled.body.totals.refunded_amount).toBe(order.total);
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "CANCELLED", cancelledAmount: order.total });
    expect(await stockOf(SLUG)).toBe(stockBefore);
    expect(await orderRow(order.id)).toMatchObject({ holdsStock: false, cancelledAt: expect.any(Date) });
    expect((await noticeOf(`order-cancelled:${order.id}`))?.body).toContain("주문이 취소되었어요");

    const again = await act(guest, order.id, "cancel");
    expect(again).toMatchObject({ status: 409, body: { message: "취소완료 상태의 주문은 취소할 수 없어요." } });
    expect(await stockOf(SLUG)).toBe(stockBefore);
  });

  it("refuses anyone but the buyer with the same 404 as a missing order", async () => {
    await forgetLookups();
    const order = await guestBuys();
    const other = await guestBuys();
    const guest = shopper(t);
    await lookUp(guest, { order_number: await numberOf(other), password: "guest-1234" });
    for (const who of [shopper(t), guest, await signedInMember(t)]) {
      const refused = await act(who, order.id, "cancel");
      expect(refused).toMatchObject({ status: 404, body: { message: checkoutMessages.orderNotFound } });
    }
    expect((await orderRow(order.id)).status).toBe("paid");
  });

  it("puts the order back when the provider refuses the refund, and says so (503)", async () => {
    const member = await signedInMember(t);
    const order = await buy(member, SLUG);
    const stock = await stockOf(SLUG);
    await t.database.db
      .update(simPayments)
      .set({ cancelledAmount: 1000, status: "PARTIAL_CANCELLED" })
      .where(eq(simPayments.paymentId, order.payment_id));
    const refused = await act(member, order.id, "cancel");
    expect(refused).toMatchObject({ status: 503, body: { message: orderActionMessages.refundFailed } });
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", cancelledAt: null, refundedAmount: 0 });
    expect(await stockOf(SLUG)).toBe(stock);
  });
});

describe("a refund a crash cut off (the payment sweep)", () => {
  const providers = () =>
    paymentProvidersOf(
      t.config,
      routedFetch(() => t),
    );
  /** The order as a process that died right after moving it, before (or after) the provider refunded. */
  const diedAfterMove = (id: number, status: "cancelled" | "returned") =>
    t.database.db
      .update(orders)
      .set({ status, cancelledAt: status === "cancelled" ? new Date() : null })
      .where(eq(orders.id, id));
  const later = () => new Date(Date.now() + 3 * 60 * 1000);

  it("refunds a 취소완료 order once, gives its stock back and texts the buyer, after the grace time only", async () => {
    const member = await signedInMember(t);
    const stockBefore = await stockOf(SLUG);
    const order = await buy(member, SLUG, 2);
    await diedAfterMove(order.id, "cancelled");

    expect(await finishOwedRefunds(t.database.db, providers())).toBe(0);
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "PAID", cancelledAmount: 0 });

    expect(await finishOwedRefunds(t.database.db, providers(), later())).toBe(1);
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "CANCELLED", cancelledAmount: order.total });
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: order.total, holdsStock: false });
    expect(await stockOf(SLUG)).toBe(stockBefore);
    expect((await noticeOf(`order-cancelled:${order.id}`))?.body).toContain("주문이 취소되었어요");

    expect(await finishOwedRefunds(t.database.db, providers(), later())).toBe(0);
    expect(await stockOf(SLUG)).toBe(stockBefore);
  });

  it("records a refund the provider made before the crash without refunding twice", async () => {
    const member = await signedInMember(t);
    const order = await buy(member, SLUG);
    await ship(order.id);
    await deliver(order.id);
    await act(member, order.id, "claim", { kind: "return", reason: "향이 생각과 달라요" });
    await providers().portone?.cancelPayment(order.payment_id, "반품 승인", order.total, order.total);
    await diedAfterMove(order.id, "returned");

    expect(await finishOwedRefunds(t.database.db, providers(), later())).toBe(1);
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "CANCELLED", cancelledAmount: order.total });
    expect(await orderRow(order.id)).toMatchObject({ status: "returned", refundedAmount: order.total });
    const requested = (await orderRow(order.id)).claimRequestedAt?.getTime();
    expect((await noticeOf(`order-return-approve:${order.id}:${requested}`))?.body).toContain("반품이 완료되었어요");
  });

  it("leaves the order owed and tries again when the provider refuses", async () => {
    const member = await signedInMember(t);
    const order = await buy(member, SLUG);
    await diedAfterMove(order.id, "cancelled");
    await t.database.db
      .update(simPayments)
      .set({ cancelledAmount: 1000, status: "PARTIAL_CANCELLED" })
      .where(eq(simPayments.paymentId, order.payment_id));
    expect(await finishOwedRefunds(t.database.db, providers(), later())).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", refundedAmount: 0, holdsStock: true });
  });
});

describe("a member's order through shipping", () => {
  it("shows 배송조회 once shipped, refuses cancel and early 구매확정, then confirms after delivery", async () => {
    const member = await signedInMember(t);
    const order = await buy(member, SLUG);
    expect((await act(member, order.id, "confirm")).body.message).toBe("결제완료 상태의 주문은 구매확정할 수 없어요.");
    expect((await ship(order.id)).status).toBe(200);

    const [shipped] = (await member.call<OrderAnswer[]>("GET", "/api/my/orders")).body;
    expect(shipped).toMatchObject({
      id: order.id,
      status_label: "배송중",
      actions: ["track"],
      tracking_url: "https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890",
    });
    expect(await act(member, order.id, "cancel")).toMatchObject({
      status: 409,
      body: { message: orderStateMessages.cancelAfterShipping },
    });
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "PAID", cancelledAmount: 0 });

    expect((await deliver(order.id)).status).toBe(200);
    const confirmed = await act(member, order.id, "confirm");
    expect(confirmed).toMatchObject({ status: 200, body: { status: "confirmed", status_label: "구매확정" } });
    expect((await orderRow(order.id)).confirmedAt).toBeInstanceOf(Date);
    const late = await act(member, order.id, "claim", { kind: "return", reason: "마음이 바뀌었어요" });
    expect(late).toMatchObject({ status: 409, body: { message: "구매확정 상태의 주문은 반품 신청할 수 없어요." } });
  });

  it("a return request the operator approves is refunded; an exchange request can be rejected", async () => {
    const member = await signedInMember(t);
    const order = await buy(member, SLUG);
    await ship(order.id);
    await deliver(order.id);

    const bad = await act(member, order.id, "claim", { kind: "swap", reason: "" });
    expect(bad).toMatchObject({ status: 400, body: { message: orderActionMessages.invalidClaimKind } });
    const returned = await act(member, order.id, "claim", { kind: "return", reason: "향이 생각과 달라요" });
    expect(returned).toMatchObject({
      status: 200,
      body: { status: "return_requested", status_label: "반품요청", claim: { kind: "return", answer: null } },
    });
    const twice = await act(member, order.id, "claim", { kind: "exchange", reason: "다른 향으로 바꿀게요" });
    expect(twice.status).toBe(409);

    expect((await answerClaim(order.id, { decision: "maybe" })).status).toBe(400);
    const approved = await answerClaim(order.id, { decision: "approve", answer: "회수 후 환불해드렸어요" });
    expect(approved).toMatchObject({ status: 200, body: { item: { status: "returned" } } });
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "CANCELLED", cancelledAmount: order.total });
    expect((await orderRow(order.id)).refundedAmount).toBe(order.total);
    expect(await answerClaim(order.id, { decision: "approve" })).toMatchObject({
      status: 409,
      body: { message: orderActionMessages.noClaim },
    });

    const second = await buy(member, SLUG);
    await ship(second.id);
    await deliver(second.id);
    await act(member, second.id, "claim", { kind: "exchange", reason: "선물 포장이 찢어져 왔어요" });
    const rejected = await answerClaim(second.id, { decision: "reject", answer: "사진을 보내주세요" });
    expect(rejected).toMatchObject({ status: 200, body: { item: { status: "delivered" } } });
    expect(await simPayment(second.payment_id)).toMatchObject({ status: "PAID", cancelledAmount: 0 });
    const requested = (await orderRow(second.id)).claimRequestedAt?.getTime();
    expect((await noticeOf(`order-exchange-reject:${second.id}:${requested}`))?.body).toContain("사진을 보내주세요");
    // A member may ask once more after a rejection.
    expect((await act(member, second.id, "claim", { kind: "exchange", reason: "사진을 보냈어요" })).status).toBe(200);
    expect((await answerClaim(second.id, { decision: "approve" })).body.item?.status).toBe("exchanged");
    expect((await act(member, second.id, "confirm")).body.status).toBe("confirmed");
  });

  it("a member may not act on another member's order, nor a shopper answer a claim", async () => {
    const alice = await signedInMember(t);
    const bob = await signedInMember(t);
    const order = await buy(alice, SLUG);
    expect((await act(bob, order.id, "cancel")).status).toBe(404);
    expect((await alice.call("POST", `/api/admin/orders/${order.id}/claim`, { decision: "approve" })).status).toBe(403);
    expect((await orderRow(order.id)).status).toBe("paid");
  });
});
