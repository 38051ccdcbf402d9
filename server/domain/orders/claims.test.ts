// Issue 22 "Requests": the operator's answer to an exchange or return request. An approved return
// is refunded through the provider within the operator's refund limit and its lines go back in
// stock, once however often (or however many at once) it is approved; an exchange is approved or
// rejected with the buyer's text; a refund the provider refuses leaves the request open with the
// provider's reason.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow, type InitAnswer } from "../../../tests/helpers/checkout-flow";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { routedFetch, type Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { claimDecisionSchema } from "../../api/orders";
import { type ClaimKind, orders, outboxMessages, simPayments, users } from "../../db/schema";
import { paymentProvidersOf } from "../../integrations/payments";
import type { Operator } from "../admin/audit";
import { orderAdminMessages } from "../admin/orders";
import { MANAGER_REFUND_LIMIT, type StaffRole } from "../admin/roles";
import { finishOwedRefunds, orderActionMessages, resolveClaim } from "./actions";

let t: TestApp;
let shipper: Shopper;
const SLUG = "moodwater-yuja";
const { buy, stockOf } = checkoutFlow(() => t);
const providers = () =>
  paymentProvidersOf(
    t.config,
    routedFetch(() => t),
  );

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
  shipper = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

async function operatorAs(role: StaffRole): Promise<Operator> {
  const signedIn = await signedInOperator(t, role);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, signedIn.email));
  if (!user) throw new Error("no operator");
  return { id: user.id, email: signedIn.email, role };
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

const simPayment = async (paymentId: string) =>
  (await t.database.db.select().from(simPayments).where(eq(simPayments.paymentId, paymentId)))[0];

const noticesOf = (prefix: string, id: number) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .then((rows) => rows.filter((row) => row.dedupeKey.startsWith(`${prefix}:${id}:`)));

/** A member's order of `quantity`, shipped, delivered and claimed by the member. */
async function claimed(kind: ClaimKind, quantity = 2): Promise<InitAnswer> {
  const member = await signedInMember(t);
  const order = await buy(member, SLUG, quantity);
  const ship = { status: "shipped", courier: "CJ대한통운", trackingNumber: "6012-3456-7890" };
  expect((await shipper.call("POST", `/api/admin/orders/${order.id}/status`, ship)).status).toBe(200);
  expect((await shipper.call("POST", `/api/admin/orders/${order.id}/status`, { status: "delivered" })).status).toBe(
    200,
  );
  const reason = kind === "return" ? "향이 생각과 달라요" : "다른 향으로 바꾸고 싶어요";
  expect((await member.call("POST", `/api/order/${order.id}/claim`, { kind, reason })).status).toBe(200);
  return order;
}

describe("approving a return", () => {
  it("refunds what was paid once and puts the returned lines back in stock once, however often approved", async () => {
    const owner = await operatorAs("owner");
    const stockBefore = (await stockOf(SLUG)) ?? 0;
    const order = await claimed("return", 2);
    expect(await stockOf(SLUG)).toBe(stockBefore - 2);

    const returned = await resolveClaim(t.database.db, providers(), owner, order.id, {
      decision: "approve",
      answer: "회수 확인 후 환불해드렸어요",
    });
    expect(returned).toMatchObject({ status: "returned", refundedAmount: order.total, claimDecision: "approve" });
    expect(await stockOf(SLUG)).toBe(stockBefore);
    expect(await orderRow(order.id)).toMatchObject({ holdsStock: false, claimRefundError: null });
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "CANCELLED", cancelledAmount: order.total });

    const again = resolveClaim(t.database.db, providers(), owner, order.id, { decision: "approve", answer: "" });
    await expect(again).rejects.toMatchObject({ message: orderActionMessages.noClaim });
    expect(await finishOwedRefunds(t.database.db, providers(), new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await stockOf(SLUG)).toBe(stockBefore);
    expect((await orderRow(order.id)).refundedAmount).toBe(order.total);
    expect(await noticesOf("order-return-approve", order.id)).toHaveLength(1);
  });

  it("of two approvals at once, refunds and restocks once", async () => {
    const [first, second] = [await operatorAs("owner"), await operatorAs("owner")];
    const stockBefore = (await stockOf(SLUG)) ?? 0;
    const order = await claimed("return", 3);
    const answers = await Promise.allSettled([
      resolveClaim(t.database.db, providers(), first, order.id, { decision: "approve", answer: "" }),
      resolveClaim(t.database.db, providers(), second, order.id, { decision: "approve", answer: "" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await stockOf(SLUG)).toBe(stockBefore);
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "CANCELLED", cancelledAmount: order.total });
    expect((await orderRow(order.id)).refundedAmount).toBe(order.total);
  });

  it("gives the stock back when the sweep finishes a return whose refund a crash cut off", async () => {
    const stockBefore = (await stockOf(SLUG)) ?? 0;
    const order = await claimed("return", 1);
    await t.database.db.update(orders).set({ status: "returned" }).where(eq(orders.id, order.id));
    expect(await finishOwedRefunds(t.database.db, providers(), new Date(Date.now() + 3_600_000))).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: order.total, holdsStock: false });
    expect(await stockOf(SLUG)).toBe(stockBefore);
  });

  it("keeps the role's refund limit: staff may not approve a return, a manager only up to the limit", async () => {
    const order = await claimed("return", 5);
    expect(order.total).toBeGreaterThan(MANAGER_REFUND_LIMIT);
    const stockWhileAsked = await stockOf(SLUG);
    const asStaff = resolveClaim(t.database.db, providers(), await operatorAs("staff"), order.id, {
      decision: "approve",
      answer: "",
    });
    await expect(asStaff).rejects.toMatchObject({ kind: "forbidden", message: orderAdminMessages.refundStaffOnly });
    const asManager = resolveClaim(t.database.db, providers(), await operatorAs("manager"), order.id, {
      decision: "approve",
      answer: "",
    });
    await expect(asManager).rejects.toMatchObject({
      message: orderAdminMessages.refundOverManagerLimit(MANAGER_REFUND_LIMIT),
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "return_requested", refundedAmount: 0 });
    expect(await stockOf(SLUG)).toBe(stockWhileAsked);
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "PAID", cancelledAmount: 0 });
  });

  it("leaves the request open with the provider's reason when the provider refuses the refund", async () => {
    const owner = await operatorAs("owner");
    const order = await claimed("return", 1);
    const stockWhileAsked = await stockOf(SLUG);
    // The payment was partly cancelled at PortOne meanwhile: the simulator refuses a refund of the full amount.
    await t.database.db
      .update(simPayments)
      .set({ cancelledAmount: 1000, status: "PARTIAL_CANCELLED" })
      .where(eq(simPayments.paymentId, order.payment_id));
    const refused = resolveClaim(t.database.db, providers(), owner, order.id, { decision: "approve", answer: "" });
    await expect(refused).rejects.toMatchObject({ kind: "unavailable" });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "return_requested", refundedAmount: 0, claimDecision: null });
    expect(row.claimRefundError).toMatch(/PortOne cancel answered/);
    await expect(refused).rejects.toMatchObject({
      message: orderActionMessages.returnRefundFailed(row.claimRefundError ?? ""),
    });
    expect(await stockOf(SLUG)).toBe(stockWhileAsked);
  });
});

describe("exchanges and rejections", () => {
  it("needs a reason to reject, not to approve", () => {
    const bare = claimDecisionSchema.safeParse({ decision: "reject", answer: "  " });
    expect(bare.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["answer", orderActionMessages.rejectionReasonRequired],
    ]);
    expect(claimDecisionSchema.safeParse({ decision: "approve" }).data).toEqual({ decision: "approve", answer: "" });
  });

  it("approves an exchange without a refund or stock, and texts the buyer", async () => {
    const staff = await operatorAs("staff");
    const stockBefore = await stockOf(SLUG);
    const order = await claimed("exchange", 1);
    const exchanged = await resolveClaim(t.database.db, providers(), staff, order.id, {
      decision: "approve",
      answer: "",
    });
    expect(exchanged).toMatchObject({ status: "exchanged", refundedAmount: 0, claimDecision: "approve" });
    expect(await stockOf(SLUG)).toBe((stockBefore ?? 0) - 1);
    expect(await simPayment(order.payment_id)).toMatchObject({ status: "PAID", cancelledAmount: 0 });
    expect((await noticesOf("order-exchange-approve", order.id))[0]?.body).toContain("교환 요청이 승인되었어요");
  });

  it("rejects a return with a reason: back to 배송완료, nothing refunded, the reason in the buyer's text", async () => {
    const staff = await operatorAs("staff");
    const stockBefore = await stockOf(SLUG);
    const order = await claimed("return", 1);
    const rejected = await resolveClaim(t.database.db, providers(), staff, order.id, {
      decision: "reject",
      answer: "사용하신 상품은 반품할 수 없어요",
    });
    expect(rejected).toMatchObject({ status: "delivered", refundedAmount: 0, claimDecision: "reject" });
    expect(await stockOf(SLUG)).toBe((stockBefore ?? 0) - 1);
    expect((await noticesOf("order-return-reject", order.id))[0]?.body).toContain("사용하신 상품은 반품할 수 없어요");
  });
});
