// Issue 22 "Staff": refunds by role, decided in the refund operation so the console page and the API
// refuse alike. 대표 refunds any amount; 매니저 at most MANAGER_REFUND_LIMIT (100,000원) at once, a
// refund of "all that is left" counting as that amount; 스태프 nothing (our reading of "orders and
// inquiries only": a refund is money leaving the shop). A refused refund never reaches the provider.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow } from "../../../tests/helpers/checkout-flow";
import { signedInOperator } from "../../../tests/helpers/operator";
import { routedFetch, type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { orderAdminMessages } from "../../domain/admin/orders";
import { MANAGER_REFUND_LIMIT } from "../../domain/admin/roles";

let t: TestApp;
let owner: Shopper;
let manager: Shopper;
let staff: Shopper;
const { buy } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
  owner = await signedInOperator(t, "owner");
  manager = await signedInOperator(t, "manager");
  staff = await signedInOperator(t, "staff");
});

afterAll(async () => {
  await t.close();
});

type Answer = { item?: { refundedAmount: number; total: number }; message?: string };
const refund = (who: Shopper, id: number, body: Record<string, unknown>) =>
  who.call<Answer>("POST", `/api/admin/orders/${id}/refund`, body);

describe("refunds by role", () => {
  it("refuses a manager more than the limit, lets them refund up to it, and leaves the rest to the owner", async () => {
    const paid = await buy(shopper(t), "moodwater-yuja", 4);
    expect(paid.total).toBeGreaterThan(MANAGER_REFUND_LIMIT);

    const all = await refund(manager, paid.id, { reason: "고객 요청" });
    expect([all.status, all.body.message]).toEqual([
      403,
      orderAdminMessages.refundOverManagerLimit(MANAGER_REFUND_LIMIT),
    ]);
    const over = await refund(manager, paid.id, { amount: MANAGER_REFUND_LIMIT + 1, reason: "고객 요청" });
    expect(over.status).toBe(403);

    const within = await refund(manager, paid.id, { amount: 3000, reason: "배송비 환불" });
    expect([within.status, within.body.item?.refundedAmount]).toEqual([200, 3000]);

    const rest = await refund(owner, paid.id, { reason: "고객 요청" });
    expect([rest.status, rest.body.item?.refundedAmount]).toEqual([200, paid.total]);
  });

  it("refuses staff any refund, however small", async () => {
    const paid = await buy(shopper(t), "moodwater-yuja");
    const answer = await refund(staff, paid.id, { amount: 1000, reason: "고객 요청" });
    expect([answer.status, answer.body.message]).toEqual([403, orderAdminMessages.refundStaffOnly]);
    const order = await owner.call<Answer>("GET", `/api/admin/orders/${paid.id}`);
    expect(order.body.item?.refundedAmount).toBe(0);
  });
});
