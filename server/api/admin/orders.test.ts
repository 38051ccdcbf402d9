// Issue #9 orders in the console, against the real app, database and PortOne simulator: the list
// and its filters, one order (never its key, spec §3), shipping steps that text the buyer once,
// refunds through the provider, and an audit row for every change.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderNumber } from "../../../core/checkout";
import { checkoutFlow } from "../../../tests/helpers/checkout-flow";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { routedFetch, type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog, type OrderStatus, orders, outboxMessages, simPayments } from "../../db/schema";
import { orderAdminMessages } from "../../domain/admin/orders";
import { checkoutMessages } from "../../domain/checkout/messages";

let t: TestApp;
let operator: Shopper & { email: string };
const MOODWATER_YUJA = "moodwater-yuja";
const { buy, stockOf } = checkoutFlow(() => t);

type Item = Record<string, unknown> & {
  id: number;
  status: OrderStatus;
  refundedAmount: number;
  lines: Record<string, unknown>[];
  notices: { kind: string; status: string; body: string; createdAt: string }[];
  audit: { action: string; operatorEmail: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
};
type ListAnswer = { items: Record<string, unknown>[]; page: number; pageCount: number; total: number };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

/** An order written straight to the database, for list filters and state rules. */
async function insertOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderKey: `wc_order_${randomUUID()}`,
      paymentMethod: "card",
      paymentMethodTitle: "신용·체크카드",
      paymentId: `test-${randomUUID()}`,
      status: "paid",
      billing: { email: "list@collins.kr", phone: "010-5555-0000" },
      shipping: {
        first_name: "목록",
        last_name: "",
        address_1: "서울 성동구 성수이로 113",
        address_2: "",
        postcode: "04782",
        phone: "010-5555-0000",
      },
      orderName: "무드워터 유자",
      regularTotal: 29000,
      goodsTotal: 29000,
      discountTotal: 0,
      shippingTotal: 3000,
      total: 32000,
      reservedUntil: new Date(),
      paidAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error("order not inserted");
  return row;
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(id))));

const noticesOf = (recipient: string) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

const list = (query = "") => operator.call<ListAnswer & { message?: string }>("GET", `/api/admin/orders${query}`);
const idsOf = (answer: { body: ListAnswer }) => answer.body.items.map((item) => item.id);

describe("GET /api/admin/orders", () => {
  it("lists paid orders newest first and leaves never-paid checkouts out unless asked for", async () => {
    const older = await insertOrder({ createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertOrder();
    const pending = await insertOrder({ status: "pending", paidAt: null });
    const expired = await insertOrder({ status: "expired", paidAt: null });

    const answer = await list();
    expect(answer.status).toBe(200);
    const ids = idsOf(answer);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(expired.id);
    expect(answer.body.items.find((item) => item.id === newer.id)).toEqual({
      id: newer.id,
      status: "paid",
      orderName: "무드워터 유자",
      total: 32000,
      refundedAmount: 0,
      paymentMethodTitle: "신용·체크카드",
      buyerName: "목록",
      email: "list@collins.kr",
      phone: "010-5555-0000",
      courier: null,
      trackingNumber: null,
      createdAt: newer.createdAt.toISOString(),
      paidAt: newer.paidAt?.toISOString(),
      shippedAt: null,
      deliveredAt: null,
    });

    const pendingOnly = await list("?status=pending");
    expect(idsOf(pendingOnly)).toContain(pending.id);
    expect(pendingOnly.body.items.every((item) => item.status === "pending")).toBe(true);
  });

  it("pages by 20 with the total", async () => {
    await Promise.all(Array.from({ length: 21 }, () => insertOrder({ status: "delivered" })));
    const first = await list("?status=delivered");
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, total: 21 });
    expect(first.body.items).toHaveLength(20);
    const second = await list("?status=delivered&page=2");
    expect(second.body).toMatchObject({ page: 2, pageCount: 2, total: 21 });
    expect(second.body.items).toHaveLength(1);
    expect(idsOf(first)).not.toContain(second.body.items[0]?.id);
  });

  it("keeps from/to to Seoul calendar days, both inclusive", async () => {
    // 2025-03-01 23:30 and 2025-03-02 00:30 in Seoul.
    const lateFirst = await insertOrder({ createdAt: new Date("2025-03-01T14:30:00Z") });
    const earlySecond = await insertOrder({ createdAt: new Date("2025-03-01T15:30:00Z") });
    expect(idsOf(await list("?from=2025-03-02&to=2025-03-02"))).toEqual([earlySecond.id]);
    expect(idsOf(await list("?from=2025-03-01&to=2025-03-01"))).toEqual([lateFirst.id]);
    expect(idsOf(await list("?from=2025-03-01&to=2025-03-02"))).toEqual([earlySecond.id, lateFirst.id]);
  });

  it("finds an order by id, order number, e-mail, phone in any dash style or recipient name", async () => {
    const order = await insertOrder({
      billing: { email: "finder.kim@collins.kr", phone: "010-7777-8888" },
      shipping: {
        first_name: "찾기",
        last_name: "박",
        address_1: "서울",
        address_2: "",
        postcode: "04782",
        phone: "010-7777-8888",
      },
    });
    const number = orderNumber(order.id, order.createdAt);
    for (const q of [String(order.id), number, "FINDER.kim", "01077778888", "7777-8888", "박찾기"]) {
      expect([q, idsOf(await list(`?q=${encodeURIComponent(q)}`))]).toEqual([q, [order.id]]);
    }
    expect(idsOf(await list("?q=%25"))).not.toContain(order.id);
  });

  it("treats empty filters as none", async () => {
    const answer = await list("?status=&from=&to=&q=");
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(20);
  });

  it.each([
    ["?status=shipping", orderAdminMessages.invalidStatusFilter],
    ["?from=2025-02-30", orderAdminMessages.invalidDay],
    ["?to=20250301", orderAdminMessages.invalidDay],
    ["?from=2025-03-02&to=2025-03-01", orderAdminMessages.invalidRange],
    [`?q=${"가".repeat(101)}`, orderAdminMessages.invalidSearch],
  ])("refuses %s with a Korean message", async (query, message) => {
    const answer = await list(query);
    expect([answer.status, answer.body.message]).toEqual([400, message]);
  });
});

describe("GET /api/admin/orders/:id", () => {
  it("shows every field but the order key (spec §3 order_key), the lines, notices and audit", async () => {
    const buyer = shopper(t);
    const paid = await buy(buyer, MOODWATER_YUJA);
    const answer = await operator.call<{ item: Item }>("GET", `/api/admin/orders/${paid.id}`);
    expect(answer.status).toBe(200);
    const { item } = answer.body;
    expect(item).not.toHaveProperty("orderKey");
    expect(JSON.stringify(item)).not.toContain(paid.order_key);
    expect(item).toMatchObject({
      id: paid.id,
      status: "paid",
      total: paid.total,
      paymentId: paid.payment_id,
      billing: { email: "buyer@collins.kr", phone: "010-1234-5678" },
      shipping: { first_name: "김콜린", postcode: "04782" },
      customerNote: "문 앞에 놓아주세요",
      audit: [],
    });
    expect(item.lines).toEqual([
      expect.objectContaining({ name: "무드워터 유자", optionName: "", quantity: 1, unitPrice: 29000, isGift: false }),
    ]);
    expect(item.lines[0]).not.toHaveProperty("orderId");
    expect(item.notices).toEqual([
      {
        id: expect.any(Number),
        kind: "order_paid",
        status: "pending",
        body: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
  });

  it("answers 404 for an unknown order and 400 for a malformed id", async () => {
    const unknown = await operator.call("GET", "/api/admin/orders/99999");
    expect([unknown.status, unknown.body.message]).toEqual([404, checkoutMessages.orderNotFound]);
    expect((await operator.call("GET", "/api/admin/orders/abc")).status).toBe(400);
  });
});

describe("POST /api/admin/orders/:id/status", () => {
  const setStatus = (id: number, body: unknown) =>
    operator.call<{ item: Item; message?: string }>("POST", `/api/admin/orders/${id}/status`, body);

  it("prepares, ships and delivers, texting the buyer once per step and auditing each", async () => {
    const order = await insertOrder({ billing: { email: "steps@collins.kr", phone: "010-4444-0001" } });
    const number = orderNumber(order.id, order.createdAt);

    const prepared = await setStatus(order.id, { status: "preparing" });
    expect(prepared.status).toBe(200);
    expect(prepared.body.item).toMatchObject({ id: order.id, status: "preparing" });
    expect(prepared.body.item).not.toHaveProperty("orderKey");

    const shipped = await setStatus(order.id, {
      status: "shipped",
      courier: " CJ대한통운 ",
      trackingNumber: "123-456-789",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.item).toMatchObject({
      status: "shipped",
      courier: "CJ대한통운",
      trackingNumber: "123-456-789",
    });
    expect(shipped.body.item.shippedAt).toEqual(expect.any(String));

    const delivered = await setStatus(order.id, { status: "delivered" });
    expect(delivered.body.item).toMatchObject({ status: "delivered", deliveredAt: expect.any(String) });

    expect(delivered.body.item.notices.map((notice) => [notice.kind, notice.body])).toEqual([
      ["order_preparing", `[콜린스] 주문하신 상품을 준비하고 있어요. 주문번호 ${number}.`],
      ["order_shipped", `[콜린스] 주문하신 상품이 출발했어요. CJ대한통운 123-456-789, 주문번호 ${number}.`],
      ["order_delivered", `[콜린스] 주문하신 상품이 도착했어요. 주문번호 ${number}.`],
    ]);
    expect(await noticesOf("010-4444-0001")).toHaveLength(3);
    expect(delivered.body.item.audit.map((entry) => entry.action)).toEqual([
      "order.deliver",
      "order.ship",
      "order.prepare",
    ]);
    const shipAudit = delivered.body.item.audit[1];
    expect(shipAudit?.operatorEmail).toBe(operator.email);
    expect(shipAudit?.before).toMatchObject({ status: "preparing", trackingNumber: null });
    expect(shipAudit?.after).toMatchObject({ status: "shipped", trackingNumber: "123-456-789" });
    expect(shipAudit?.after).not.toHaveProperty("orderKey");
  });

  it("ships a paid order directly and gives a member the link to the order", async () => {
    const member = await signedInMember(t);
    const paid = await buy(member, MOODWATER_YUJA, 1, { billing: { email: member.email, phone: "010-4444-0002" } });
    const shipped = await setStatus(paid.id, {
      status: "shipped",
      courier: "우체국택배",
      trackingNumber: "6012345678901",
    });
    expect(shipped.status).toBe(200);
    const [notice] = (await noticesOf("010-4444-0002")).filter((row) => row.kind === "order_shipped");
    expect(notice?.body).toContain(`주문 내역: http://shop.test/account?orderId=${paid.id}`);
  });

  it("queues no text when the buyer left no phone (a Naver Pay guest)", async () => {
    const order = await insertOrder({ paymentMethod: "npay", billing: { email: "", phone: "" } });
    expect((await setStatus(order.id, { status: "preparing" })).status).toBe(200);
    expect(await noticesOf("")).toHaveLength(0);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it.each([
    [undefined, orderAdminMessages.invalidNextStatus],
    [{}, orderAdminMessages.invalidNextStatus],
    [{ status: "cancelled" }, orderAdminMessages.invalidNextStatus],
    [{ status: "shipped", trackingNumber: "123-456-789" }, orderAdminMessages.invalidCourier],
    [{ status: "shipped", courier: "  ", trackingNumber: "123-456-789" }, orderAdminMessages.invalidCourier],
    [{ status: "shipped", courier: "가".repeat(31), trackingNumber: "123-456-789" }, orderAdminMessages.invalidCourier],
    [{ status: "shipped", courier: "CJ대한통운" }, orderAdminMessages.invalidTrackingNumber],
    [{ status: "shipped", courier: "CJ대한통운", trackingNumber: "1234567" }, orderAdminMessages.invalidTrackingNumber],
    [
      { status: "shipped", courier: "CJ대한통운", trackingNumber: "1".repeat(21) },
      orderAdminMessages.invalidTrackingNumber,
    ],
    [
      { status: "shipped", courier: "CJ대한통운", trackingNumber: "1234abcd5678" },
      orderAdminMessages.invalidTrackingNumber,
    ],
    [
      { status: "shipped", courier: "CJ대한통운", trackingNumber: "--------" },
      orderAdminMessages.invalidTrackingNumber,
    ],
    [{ status: "shipped", courier: "CJ대한통운", trackingNumber: 12345678 }, orderAdminMessages.invalidTrackingNumber],
  ])("refuses %j with a Korean message and changes nothing", async (body, message) => {
    const order = await insertOrder();
    const answer = await setStatus(order.id, body);
    expect([answer.status, answer.body.message]).toEqual([400, message]);
    expect(await orderRow(order.id)).toEqual(order);
    expect(await auditOf(order.id)).toHaveLength(0);
  });

  it.each([
    [
      "pending",
      { status: "shipped", courier: "CJ대한통운", trackingNumber: "123-456-789" },
      orderAdminMessages.cannotShip,
    ],
    [
      "delivered",
      { status: "shipped", courier: "CJ대한통운", trackingNumber: "123-456-789" },
      orderAdminMessages.cannotShip,
    ],
    ["refunded", { status: "preparing" }, orderAdminMessages.cannotPrepare],
    ["preparing", { status: "preparing" }, orderAdminMessages.cannotPrepare],
    ["paid", { status: "delivered" }, orderAdminMessages.cannotDeliver],
  ] as const)("refuses a %s order %j with 409 and changes nothing", async (status, body, message) => {
    const order = await insertOrder({ status, billing: { email: "no@collins.kr", phone: "010-4444-0003" } });
    const answer = await setStatus(order.id, body);
    expect([answer.status, answer.body.message]).toEqual([409, message]);
    expect(await orderRow(order.id)).toEqual(order);
    expect(await auditOf(order.id)).toHaveLength(0);
    expect(await noticesOf("010-4444-0003")).toHaveLength(0);
  });

  it("lets only one of two operators acting at once ship an order", async () => {
    const other = await signedInOperator(t);
    const order = await insertOrder({ billing: { email: "race@collins.kr", phone: "010-4444-0004" } });
    const body = { status: "shipped", courier: "CJ대한통운", trackingNumber: "123-456-789" };
    const answers = await Promise.all([
      setStatus(order.id, body),
      other.call("POST", `/api/admin/orders/${order.id}/status`, { ...body, trackingNumber: "987-654-321" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await noticesOf("010-4444-0004")).toHaveLength(1);
  });

  it("answers 404 for an unknown order", async () => {
    const answer = await setStatus(99999, { status: "preparing" });
    expect([answer.status, answer.body.message]).toEqual([404, checkoutMessages.orderNotFound]);
  });
});

describe("POST /api/admin/orders/:id/refund", () => {
  const refund = (id: number, body: unknown) =>
    operator.call<{ item: Item; message?: string }>("POST", `/api/admin/orders/${id}/refund`, body);

  async function simPayment(paymentId: string) {
    const [row] = await t.database.db.select().from(simPayments).where(eq(simPayments.paymentId, paymentId));
    return row;
  }

  it("refunds part through the payment simulator, then the rest, auditing both", async () => {
    const before = await stockOf(MOODWATER_YUJA);
    const paid = await buy(shopper(t), MOODWATER_YUJA);

    const partly = await refund(paid.id, { amount: 3000, reason: "배송비 환불" });
    expect(partly.status).toBe(200);
    expect(partly.body.item).toMatchObject({ id: paid.id, status: "paid", refundedAmount: 3000 });
    expect(await simPayment(paid.payment_id)).toMatchObject({ status: "PARTIAL_CANCELLED", cancelledAmount: 3000 });
    expect(partly.body.item.notices.map((notice) => notice.kind)).toEqual(["order_paid", "order_refunded"]);
    expect(partly.body.item.audit).toEqual([
      expect.objectContaining({
        action: "order.refund",
        operatorEmail: operator.email,
        before: expect.objectContaining({ refundedAmount: 0 }),
        after: expect.objectContaining({ refundedAmount: 3000, refund: { amount: 3000, reason: "배송비 환불" } }),
      }),
    ]);

    const rest = await refund(paid.id, { reason: "고객 요청" });
    expect(rest.status).toBe(200);
    expect(rest.body.item).toMatchObject({ status: "refunded", refundedAmount: paid.total });
    expect(await simPayment(paid.payment_id)).toMatchObject({ status: "CANCELLED", cancelledAmount: paid.total });
    expect(rest.body.item.audit[0]?.after).toMatchObject({
      refund: { amount: paid.total - 3000, reason: "고객 요청" },
    });
    expect(await stockOf(MOODWATER_YUJA)).toBe(before);

    const again = await refund(paid.id, { reason: "중복" });
    expect([again.status, again.body.message]).toEqual([409, orderAdminMessages.notRefundable]);
  });

  it("lets only one of two refunds started at once reach the provider", async () => {
    const paid = await buy(shopper(t), MOODWATER_YUJA);
    const answers = await Promise.all([
      refund(paid.id, { amount: 5000, reason: "첫 번째" }),
      refund(paid.id, { amount: 5000, reason: "두 번째" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503]);
    expect(await simPayment(paid.payment_id)).toMatchObject({ cancelledAmount: 5000 });
    expect(await orderRow(paid.id)).toMatchObject({ refundedAmount: 5000 });
    expect((await auditOf(paid.id)).filter((entry) => entry.action === "order.refund")).toHaveLength(1);
  });

  it("refunds a whole order when no amount is given", async () => {
    const paid = await buy(shopper(t), MOODWATER_YUJA);
    const answer = await refund(paid.id, { reason: "단순 변심" });
    expect(answer.body.item).toMatchObject({ status: "refunded", refundedAmount: paid.total });
    expect(await simPayment(paid.payment_id)).toMatchObject({ status: "CANCELLED" });
  });

  it("refuses bad amounts and reasons with a Korean message, before any call to the provider", async () => {
    const paid = await buy(shopper(t), MOODWATER_YUJA);
    const cases: [unknown, string][] = [
      [undefined, orderAdminMessages.invalidRefundReason],
      [{}, orderAdminMessages.invalidRefundReason],
      [{ amount: 1000 }, orderAdminMessages.invalidRefundReason],
      [{ amount: 1000, reason: "   " }, orderAdminMessages.invalidRefundReason],
      [{ amount: 1000, reason: "가".repeat(101) }, orderAdminMessages.invalidRefundReason],
      [{ amount: 0, reason: "x" }, orderAdminMessages.invalidRefundAmount],
      [{ amount: -1000, reason: "x" }, orderAdminMessages.invalidRefundAmount],
      [{ amount: 1000.5, reason: "x" }, orderAdminMessages.invalidRefundAmount],
      [{ amount: "1000", reason: "x" }, orderAdminMessages.invalidRefundAmount],
      [{ amount: null, reason: "x" }, orderAdminMessages.invalidRefundAmount],
      [{ amount: paid.total + 1, reason: "x" }, orderAdminMessages.refundTooLarge(paid.total)],
    ];
    for (const [body, message] of cases) {
      const answer = await refund(paid.id, body);
      expect([JSON.stringify(body), answer.status, answer.body.message]).toEqual([JSON.stringify(body), 400, message]);
    }
    expect(await simPayment(paid.payment_id)).toMatchObject({ status: "PAID", cancelledAmount: 0 });
    expect(await orderRow(paid.id)).toMatchObject({ status: "paid", refundedAmount: 0 });
    expect(await auditOf(paid.id)).toHaveLength(0);
  });

  it("refuses an order that was never paid with 409 and an unknown one with 404", async () => {
    const pending = await insertOrder({ status: "pending", paidAt: null });
    const answer = await refund(pending.id, { reason: "x" });
    expect([answer.status, answer.body.message]).toEqual([409, orderAdminMessages.notRefundable]);
    const unknown = await refund(99999, { reason: "x" });
    expect([unknown.status, unknown.body.message]).toEqual([404, checkoutMessages.orderNotFound]);
  });
});
