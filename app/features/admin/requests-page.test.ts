// Issue 22 "Requests": the 취소·교환·반품 queue (/admin/requests) read through its loader, as the
// browser asks for it — cancellations of the last 30 days and every exchange and return request
// with its state, waiting ones first, filtered by kind and state from the query; a bad filter is a
// Korean 400; every staff role may open it, a member may not.
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../../server/db/schema";
import { requestMessages } from "../../../server/domain/admin/requests";
import { createSession } from "../../../server/domain/auth/sessions";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { loader } from "../../routes/admin/requests";

let database: TestDatabase;
let context: AppLoadContext;
const cookies: Record<string, string> = {};
const COOKIE = "collins_session";
const DAY = 24 * 60 * 60 * 1000;
const ids: Record<string, number> = {};

async function insertOrder(name: string, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await database.db
    .insert(orders)
    .values({
      orderKey: `wc_order_${randomUUID()}`,
      paymentMethod: "card",
      paymentMethodTitle: "신용·체크카드",
      paymentId: `test-${randomUUID()}`,
      billing: { email: "queue@collins.kr", phone: "010-5555-0000" },
      orderName: name,
      regularTotal: 29000,
      goodsTotal: 29000,
      discountTotal: 0,
      shippingTotal: 3000,
      total: 32000,
      reservedUntil: new Date(),
      ...values,
    })
    .returning();
  ids[name] = row?.id ?? 0;
}

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    publicBaseUrl: "http://shop.test",
    sessionCookie: { name: COOKIE, secure: false },
  } as AppLoadContext;
  for (const role of ["owner", "manager", "staff", "member"] as const) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `${role}@collins.kr`, passwordHash: "x", firstName: "하늘", role })
      .returning();
    cookies[role] = `${COOKIE}=${await createSession(database.db, user?.id ?? 0)}`;
  }
  const now = Date.now();
  const claim = (kind: "exchange" | "return", daysAgo: number) => ({
    claimKind: kind,
    claimReason: kind === "return" ? "향이 생각과 달라요" : "다른 향으로 바꿀게요",
    claimRequestedAt: new Date(now - daysAgo * DAY),
  });
  await insertOrder("취소 최근", { status: "cancelled", cancelledAt: new Date(now - 2 * DAY), refundedAmount: 32000 });
  await insertOrder("취소 오래됨", {
    status: "cancelled",
    cancelledAt: new Date(now - 40 * DAY),
    refundedAmount: 32000,
  });
  await insertOrder("반품 요청", { status: "return_requested", ...claim("return", 3) });
  await insertOrder("반품 환불 실패", {
    status: "return_requested",
    ...claim("return", 5),
    claimRefundError: "PortOne cancel answered 409 CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT",
  });
  await insertOrder("반품 완료", {
    status: "returned",
    ...claim("return", 1),
    claimDecision: "approve",
    claimResolvedAt: new Date(now),
    refundedAmount: 32000,
  });
  await insertOrder("교환 거절 후 구매확정", {
    status: "confirmed",
    ...claim("exchange", 4),
    claimDecision: "reject",
    claimAnswer: "사진을 보내주세요",
    claimResolvedAt: new Date(now - 3 * DAY),
  });
  await insertOrder("교환 승인 후 구매확정", {
    status: "confirmed",
    ...claim("exchange", 6),
    claimDecision: "approve",
    claimResolvedAt: new Date(now - 5 * DAY),
  });
  await insertOrder("배송완료", { status: "delivered" });
});

afterAll(async () => {
  await database.close();
});

type Page = Awaited<ReturnType<typeof loader>>;

const open = (query = "", role = "owner") =>
  loader({
    request: new Request(`http://shop.test/admin/requests${query}`, { headers: { cookie: cookies[role] ?? "" } }),
    context,
    params: {},
  } as Parameters<typeof loader>[0]) as Promise<Page>;

const names = (page: Page) => page.items.map((item) => item.orderName);

/** What a loader threw: its status and message. */
async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message?: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status };
    const thrown = error as { init?: { status?: number }; data?: unknown };
    return { status: thrown.init?.status ?? 0, message: thrown.data };
  }
  throw new Error("nothing was thrown");
}

describe("the 취소·교환·반품 queue", () => {
  it("lists waiting requests first, then the newest, with each one's state and refund", async () => {
    const page = await open();
    expect(names(page)).toEqual([
      "반품 요청",
      "반품 환불 실패",
      "반품 완료",
      "취소 최근",
      "교환 거절 후 구매확정",
      "교환 승인 후 구매확정",
    ]);
    const byName = Object.fromEntries(page.items.map((item) => [item.orderName, item]));
    expect(byName["반품 요청"]).toMatchObject({ kind: "return", state: "requested", reason: "향이 생각과 달라요" });
    expect(byName["반품 환불 실패"]?.refund).toEqual({
      state: "failed",
      reason: "PortOne cancel answered 409 CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT",
    });
    expect(byName["반품 완료"]).toMatchObject({ state: "approved", refund: { state: "done", amount: 32000 } });
    expect(byName["취소 최근"]).toMatchObject({ kind: "cancel", state: "approved", reason: null });
    expect(byName["교환 거절 후 구매확정"]).toMatchObject({ state: "rejected", answer: "사진을 보내주세요" });
    expect(byName["교환 승인 후 구매확정"]).toMatchObject({ state: "approved", refund: { state: "none" } });
    expect(byName["반품 요청"]?.orderId).toBe(ids["반품 요청"]);
  });

  it("filters by kind and state from the query", async () => {
    expect(names(await open("?kind=cancel"))).toEqual(["취소 최근"]);
    expect(names(await open("?kind=return&state=requested"))).toEqual(["반품 요청", "반품 환불 실패"]);
    expect(names(await open("?kind=exchange&state=approved"))).toEqual(["교환 승인 후 구매확정"]);
    expect(names(await open("?state=rejected"))).toEqual(["교환 거절 후 구매확정"]);
    expect(names(await open("?kind=&state="))).toHaveLength(6);
    expect(await refusal(() => open("?kind=refund"))).toEqual({ status: 400, message: requestMessages.invalidKind });
    expect(await refusal(() => open("?state=done"))).toEqual({ status: 400, message: requestMessages.invalidState });
  });

  it("opens for every staff role and refuses a member and a guest", async () => {
    for (const role of ["owner", "manager", "staff"]) expect((await open("", role)).total).toBe(6);
    expect((await refusal(() => open("", "member"))).status).toBe(403);
    expect((await refusal(() => open("", "guest"))).status).toBe(302);
  });
});
