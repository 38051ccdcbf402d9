// The queue of shoppers' requests in the console (issue 22 "Requests", /admin/requests): the
// cancellations of the last 30 days (a shopper cancels directly before shipping, so each one is
// done), and every exchange and return request with its state — 요청 while it waits for the
// operator, then 승인/완료 or 거절 — the shopper's reason, the order, the amount and the refund's
// result. Waiting requests first, then the newest.
import { and, count, desc, eq, gte, inArray, isNotNull, not, or, type SQL, sql } from "drizzle-orm";
import { pagingOf } from "../../../core/content";
import { CANCELLATION_DAYS, type RequestKind, type RequestState } from "../../../core/requests";
import type { Db } from "../../db/client";
import { type OrderStatus, orders } from "../../db/schema";
import type { CheckoutOrder } from "../checkout/init-checkout";

export const requestMessages = {
  invalidKind: "요청 종류를 목록에서 선택해주세요.",
  invalidState: "처리 상태를 목록에서 선택해주세요.",
} as const;

const REQUEST_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const WAITING: OrderStatus[] = ["exchange_requested", "return_requested"];

export type RequestQuery = { kind?: RequestKind; state?: RequestState; page?: string };

/** done: all paid is back; owed: approved, the provider not yet through; failed: the provider refused. */
export type RefundResult =
  | { state: "done" | "owed"; amount: number }
  | { state: "failed"; reason: string }
  | { state: "none" };

export type RequestItem = {
  orderId: number;
  kind: RequestKind;
  state: RequestState;
  status: OrderStatus;
  reason: string | null;
  answer: string | null;
  orderName: string;
  buyerName: string | null;
  phone: string;
  total: number;
  refundedAmount: number;
  refund: RefundResult;
  requestedAt: Date | null;
  resolvedAt: Date | null;
};

export async function listRequests(db: Db, query: RequestQuery, now = new Date()) {
  const where = and(...requestFilters(query, now));
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = counted?.n ?? 0;
  const paging = pagingOf(query.page ?? null, total, REQUEST_PAGE_SIZE);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(
      desc(inArray(orders.status, WAITING)),
      desc(sql`coalesce(${orders.claimRequestedAt}, ${orders.cancelledAt})`),
      desc(orders.id),
    )
    .limit(REQUEST_PAGE_SIZE)
    .offset(paging.offset);
  return { items: rows.map(requestItem), page: paging.page, pageCount: paging.pageCount, total };
}

function requestFilters({ kind, state }: RequestQuery, now: Date): SQL[] {
  const recentCancel = and(
    eq(orders.status, "cancelled"),
    gte(orders.cancelledAt, new Date(now.getTime() - CANCELLATION_DAYS * DAY_MS)),
  ) as SQL;
  const filters: SQL[] = [
    kind === "cancel"
      ? recentCancel
      : kind
        ? eq(orders.claimKind, kind)
        : (or(recentCancel, isNotNull(orders.claimKind)) as SQL),
  ];
  const rejected = sql`${orders.claimDecision} = 'reject'`;
  if (state === "requested") filters.push(inArray(orders.status, WAITING));
  if (state === "rejected") filters.push(and(not(inArray(orders.status, WAITING)), rejected) as SQL);
  if (state === "approved") {
    filters.push(
      and(not(inArray(orders.status, WAITING)), sql`${orders.claimDecision} is distinct from 'reject'`) as SQL,
    );
  }
  return filters;
}

function stateOf(order: CheckoutOrder): RequestState {
  if (WAITING.includes(order.status)) return "requested";
  return order.claimDecision === "reject" ? "rejected" : "approved";
}

function refundOf(order: CheckoutOrder, kind: RequestKind, state: RequestState): RefundResult {
  if (state === "requested" && order.claimRefundError) return { state: "failed", reason: order.claimRefundError };
  if (kind === "exchange" || state !== "approved" || order.total === 0) return { state: "none" };
  return order.refundedAmount >= order.total
    ? { state: "done", amount: order.refundedAmount }
    : { state: "owed", amount: order.total - order.refundedAmount };
}

function requestItem(order: CheckoutOrder): RequestItem {
  const kind: RequestKind = order.claimKind ?? "cancel";
  const state = stateOf(order);
  return {
    orderId: order.id,
    kind,
    state,
    status: order.status,
    reason: order.claimKind ? order.claimReason : null,
    answer: order.claimAnswer,
    orderName: order.orderName,
    buyerName: `${order.shipping?.last_name ?? ""}${order.shipping?.first_name ?? ""}`.trim() || null,
    phone: order.billing.phone,
    total: order.total,
    refundedAmount: order.refundedAmount,
    refund: refundOf(order, kind, state),
    requestedAt: order.claimKind ? order.claimRequestedAt : order.cancelledAt,
    resolvedAt: order.claimKind ? order.claimResolvedAt : order.cancelledAt,
  };
}
