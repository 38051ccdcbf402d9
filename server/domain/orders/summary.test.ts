// Issue 21 "My page on a laptop": 마이페이지's order-status summary on PGlite (or PostgreSQL with
// TEST_DATABASE_URL): a member's orders counted per step, 결제완료 / 배송준비중 / 배송중 / 배송완료
// (the shop's statuses paid, preparing, shipped, delivered; spec §4 and state.ts), never another
// member's or a guest's, and cancelled, refunded, confirmed, claimed or unpaid ones not in the four.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import { testDatabase } from "../../../tests/helpers/test-db";
import { type OrderStatus, orders, users } from "../../db/schema";
import { orderStatusCounts, SUMMARY_STATUSES } from "./summary";

const database = testDatabase();
let members = 0;

async function member(): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `summary${++members}@collins.kr`, firstName: "하늘", lastName: "김" })
    .returning();
  if (!row) throw new Error("no member");
  return row.id;
}

async function placeOrders(userId: number | null, statuses: OrderStatus[]) {
  for (const status of statuses) {
    await database.db.insert(orders).values({
      orderKey: `wc_order_${randomUUID()}`,
      userId,
      status,
      paymentMethod: "card",
      paymentMethodTitle: "신용·체크카드",
      paymentId: `test-${randomUUID()}`,
      billing: { email: "summary@collins.kr", phone: "010-5555-0000" },
      orderName: "무드워터 유자",
      regularTotal: 29000,
      goodsTotal: 29000,
      discountTotal: 0,
      shippingTotal: 3000,
      total: 32000,
      reservedUntil: new Date(),
    });
  }
}

describe("order-status summary (issue 21 My page; spec §4 order states)", () => {
  it("names the four steps with the shop's own status labels", () => {
    expect(SUMMARY_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      "결제완료",
      "배송준비중",
      "배송중",
      "배송완료",
    ]);
  });

  it("counts the member's orders per step and nothing else", async () => {
    const userId = await member();
    const other = await member();
    await placeOrders(userId, ["paid", "paid", "preparing", "shipped", "shipped", "shipped", "delivered"]);
    // Not one of the four: cancelled, refunded, after delivery, claims, unpaid attempts.
    await placeOrders(userId, [
      "cancelled",
      "cancelled",
      "refunded",
      "confirmed",
      "exchange_requested",
      "return_requested",
      "exchanged",
      "returned",
      "pending",
      "failed",
      "expired",
    ]);
    // Another member's and a guest's orders.
    await placeOrders(other, ["paid", "preparing", "preparing", "delivered"]);
    await placeOrders(null, ["paid", "shipped"]);

    expect(await orderStatusCounts(database.db, userId)).toEqual({ paid: 2, preparing: 1, shipped: 3, delivered: 1 });
    expect(await orderStatusCounts(database.db, other)).toEqual({ paid: 1, preparing: 2, shipped: 0, delivered: 1 });
  });

  it("answers four zeros for a member without orders", async () => {
    expect(await orderStatusCounts(database.db, await member())).toEqual({
      paid: 0,
      preparing: 0,
      shipped: 0,
      delivered: 0,
    });
  });
});
