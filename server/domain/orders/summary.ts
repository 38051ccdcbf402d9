// 마이페이지's order-status summary (issue 21): how many of a member's orders are 결제완료, 배송준비중,
// 배송중 and 배송완료 now, the four steps of the order state machine (state.ts) a Korean shop's
// 마이페이지 counts. Each is exactly one status of the shop: 구매확정, 교환·반품, 취소 and 환불 are
// not in the four, and an unpaid attempt (결제대기, 결제실패, 결제시간만료) is not an order.
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type OrderStatus, orders } from "../../db/schema";

export const SUMMARY_STATUSES = ["paid", "preparing", "shipped", "delivered"] as const satisfies readonly OrderStatus[];
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

export type OrderStatusCounts = Record<SummaryStatus, number>;

/** The member's orders in each of the four steps, counted by the database in one grouped query. */
export async function orderStatusCounts(db: Db, userId: number): Promise<OrderStatusCounts> {
  const rows = await db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...SUMMARY_STATUSES])))
    .groupBy(orders.status);
  const counts: OrderStatusCounts = { paid: 0, preparing: 0, shipped: 0, delivered: 0 };
  for (const row of rows) counts[row.status as SummaryStatus] = row.orders;
  return counts;
}
