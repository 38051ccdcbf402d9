// Orders in the console (issue #9): the paged list, one order with what the buyer was told and who
// changed it, the shipping steps (each one text to the buyer) and refunds through the provider.
import { and, asc, count, desc, eq, gte, ilike, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { orderNumber } from "../../../core/checkout";
import { pagingOf } from "../../../core/content";
import { formatWon } from "../../../core/price";
import type { Db } from "../../db/client";
import { type OrderStatus, orderLines, orders, outboxMessages } from "../../db/schema";
import { ProviderError } from "../../integrations/portone/client";
import type { CheckoutOrder } from "../checkout/init-checkout";
import { checkoutMessages } from "../checkout/messages";
import { isPaidStatus, loadOrder, type PaymentProviders } from "../checkout/payment-sync";
import { refundOrder } from "../checkout/refund";
import { DomainError } from "../errors";
import { enqueueMessage } from "../messaging/outbox";
import { canMove } from "../orders/state";
import { auditEntries, type Operator, recordAudit } from "./audit";
import { MANAGER_REFUND_LIMIT } from "./roles";

export const orderAdminMessages = {
  invalidStatusFilter: "주문 상태를 목록에서 선택해주세요.",
  invalidDay: "날짜를 2026-01-31 형식으로 입력해주세요.",
  invalidRange: "시작일이 종료일보다 늦어요. 기간을 다시 선택해주세요.",
  invalidSearch: "검색어는 100자까지 입력할 수 있어요.",
  invalidNextStatus: "바꿀 주문 상태를 선택해주세요.",
  invalidCourier: "택배사 이름을 30자 이내로 입력해주세요.",
  invalidTrackingNumber: "송장번호는 숫자와 '-'로 8~20자 입력해주세요.",
  cannotPrepare: "이 주문은 지금 상태에서 상품 준비로 바꿀 수 없어요.",
  cannotShip: "이 주문은 지금 상태에서 배송 처리할 수 없어요.",
  cannotDeliver: "이 주문은 지금 상태에서 배송 완료로 바꿀 수 없어요.",
  invalidRefundAmount: "환불 금액은 1원 이상의 정수로 입력해주세요.",
  refundTooLarge: (refundable: number) => `환불할 수 있는 금액은 최대 ${formatWon(refundable)}이에요.`,
  invalidRefundReason: "환불 사유를 100자 이내로 입력해주세요.",
  notRefundable: "이 주문은 지금 상태에서 환불할 수 없어요.",
  refundRefused: "결제사에서 환불을 처리하지 못했어요. 결제사 관리자 화면에서 결제 상태를 확인해주세요.",
  refundStaffOnly: "스태프 계정은 환불할 수 없어요. 대표나 매니저에게 요청해주세요.",
  refundOverManagerLimit: (limit: number) =>
    `매니저는 한 번에 ${formatWon(limit)}까지 환불할 수 있어요. 더 큰 금액은 대표에게 요청해주세요.`,
} as const;

const ORDER_PAGE_SIZE = 20;
/** Checkout attempts that were never paid are not orders to work on, unless asked for. */
const NEVER_PAID: OrderStatus[] = ["pending", "expired", "failed"];
const DAY_MS = 24 * 60 * 60 * 1000;

export type OrderListQuery = { status?: OrderStatus; from?: string; to?: string; q?: string; page?: string };

export type OrderListItem = {
  id: number;
  status: OrderStatus;
  orderName: string;
  total: number;
  refundedAmount: number;
  paymentMethodTitle: string;
  buyerName: string | null;
  email: string;
  phone: string;
  courier: string | null;
  trackingNumber: string | null;
  createdAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
};

export type AdminOrder = Omit<CheckoutOrder, "orderKey" | "lookupPasswordHash"> & {
  lines: Omit<typeof orderLines.$inferSelect, "orderId">[];
  notices: { id: number; kind: string; status: string; body: string; createdAt: Date }[];
  audit: Awaited<ReturnType<typeof auditEntries>>;
};

/** The first instant of a calendar day in Seoul, or null for anything that is not a real date. */
export function seoulDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00+09:00`);
  const sameDay = new Date(start.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10) === day;
  return sameDay ? start : null;
}

export async function listOrders(db: Db, query: OrderListQuery) {
  const where = and(...listFilters(query));
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = counted?.n ?? 0;
  const paging = pagingOf(query.page ?? null, total, ORDER_PAGE_SIZE);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_PAGE_SIZE)
    .offset(paging.offset);
  return { items: rows.map(listItem), page: paging.page, pageCount: paging.pageCount, total };
}

export function listFilters({ status, from, to, q }: OrderListQuery): SQL[] {
  const filters: SQL[] = [status ? eq(orders.status, status) : notInArray(orders.status, NEVER_PAID)];
  const start = from ? seoulDayStart(from) : null;
  const endDay = to ? seoulDayStart(to) : null;
  if ((from && !start) || (to && !endDay)) throw new DomainError("invalid", orderAdminMessages.invalidDay);
  if (start && endDay && start > endDay) throw new DomainError("invalid", orderAdminMessages.invalidRange);
  if (start) filters.push(gte(orders.createdAt, start));
  if (endDay) filters.push(lt(orders.createdAt, new Date(endDay.getTime() + DAY_MS)));
  const search = q?.trim();
  if (search) filters.push(searchFilter(search));
  return filters;
}

/** The order id (or the number a buyer reads out), e-mail, phone in any dash style, or recipient. */
function searchFilter(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
  const matches: SQL[] = [
    ilike(sql`${orders.billing}->>'email'`, pattern),
    ilike(
      sql`coalesce(${orders.shipping}->>'last_name', '') || coalesce(${orders.shipping}->>'first_name', '')`,
      pattern,
    ),
  ];
  const digits = q.replace(/-/g, "");
  if (/^\d+$/.test(digits)) {
    matches.push(sql`regexp_replace(${orders.billing}->>'phone', '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  const id = /^\d{1,9}$/.test(q) ? Number(q) : /^\d{8}-\d{6}$/.test(q) ? Number(q.slice(9)) : null;
  if (id !== null) matches.push(eq(orders.id, id));
  return or(...matches) ?? sql`false`;
}

function listItem(order: CheckoutOrder): OrderListItem {
  return {
    id: order.id,
    status: order.status,
    orderName: order.orderName,
    total: order.total,
    refundedAmount: order.refundedAmount,
    paymentMethodTitle: order.paymentMethodTitle,
    buyerName: `${order.shipping?.last_name ?? ""}${order.shipping?.first_name ?? ""}`.trim() || null,
    email: order.billing.email,
    phone: order.billing.phone,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    shippedAt: order.shippedAt,
    deliveredAt: order.deliveredAt,
  };
}

export async function orderDetail(db: Db, orderId: number): Promise<AdminOrder> {
  const order = await loadOrder(db, orderId);
  if (!order) throw new DomainError("not_found", checkoutMessages.orderNotFound);
  const { orderKey: _secret, lookupPasswordHash: _password, ...fields } = order;
  const lines = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      variationId: orderLines.variationId,
      name: orderLines.name,
      optionName: orderLines.optionName,
      thumbnail: orderLines.thumbnail,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      regularPrice: orderLines.regularPrice,
      lineTotal: orderLines.lineTotal,
      lineDiscount: orderLines.lineDiscount,
      feeAppliedLineTotal: orderLines.feeAppliedLineTotal,
      isGift: orderLines.isGift,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const notices = await db
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      status: outboxMessages.status,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    // Order notices are keyed 'order-<what>:<id>' or 'order-<what>:<id>:<more>'.
    .where(sql`${outboxMessages.dedupeKey} ~ ${`^order-[a-z_-]+:${order.id}(:|$)`}`)
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
  const audit = await auditEntries(db, { entity: "order", entityId: String(order.id) });
  return { ...fields, lines, notices, audit };
}

export type StatusChange =
  | { status: "preparing" }
  | { status: "shipped"; courier: string; trackingNumber: string }
  | { status: "delivered" };

/** Which statuses each step may start from is the state machine's (server/domain/orders/state.ts). */
const STEPS: Record<StatusChange["status"], { action: string; refused: string }> = {
  preparing: { action: "order.prepare", refused: orderAdminMessages.cannotPrepare },
  shipped: { action: "order.ship", refused: orderAdminMessages.cannotShip },
  delivered: { action: "order.deliver", refused: orderAdminMessages.cannotDeliver },
};

/**
 * Moves an order one shipping step on. The UPDATE holds only while the order is still in the state
 * it was read in, so of two operators acting at once one wins and the other is told it cannot.
 */
export async function changeOrderStatus(
  db: Db,
  operator: Operator,
  orderId: number,
  change: StatusChange,
  publicBaseUrl: string,
  now = new Date(),
): Promise<AdminOrder> {
  await moveOrder(db, operator, orderId, change, publicBaseUrl, now);
  return orderDetail(db, orderId);
}

/** changeOrderStatus without reading the order back: the step of the bulk actions, one order each. */
export async function moveOrder(
  db: Db,
  operator: Operator,
  orderId: number,
  change: StatusChange,
  publicBaseUrl: string,
  now = new Date(),
): Promise<void> {
  const step = STEPS[change.status];
  await db.transaction(async (tx) => {
    const before = await loadOrder(tx, orderId);
    if (!before) throw new DomainError("not_found", checkoutMessages.orderNotFound);
    if (!canMove(before.status, change.status, "operator")) throw new DomainError("conflict", step.refused);
    const [after] = await tx
      .update(orders)
      .set({ status: change.status, ...stepValues(change, now), updatedAt: now })
      .where(and(eq(orders.id, before.id), eq(orders.status, before.status)))
      .returning();
    if (!after) throw new DomainError("conflict", step.refused);
    await recordAudit(tx, operator, { action: step.action, entity: "order", entityId: after.id, before, after });
    // A Naver Pay guest's phone stays with Naver, which tells the buyer itself.
    if (!after.billing.phone) return;
    await enqueueMessage(tx, {
      kind: `order_${change.status}`,
      dedupeKey: `order-${change.status}:${after.id}`,
      recipient: after.billing.phone,
      body: stepNotice(after, change, publicBaseUrl),
    });
  });
}

function stepValues(change: StatusChange, now: Date): Partial<CheckoutOrder> {
  if (change.status === "shipped") {
    return { courier: change.courier, trackingNumber: change.trackingNumber, shippedAt: now };
  }
  return change.status === "delivered" ? { deliveredAt: now } : {};
}

/** Informational (no '(광고)'), like the order_paid notice; a member also gets the order's page. */
function stepNotice(order: CheckoutOrder, change: StatusChange, publicBaseUrl: string): string {
  const headline = {
    preparing: "주문하신 상품을 준비하고 있어요.",
    shipped: "주문하신 상품이 출발했어요.",
    delivered: "주문하신 상품이 도착했어요.",
  }[change.status];
  const parcel = change.status === "shipped" ? ` ${change.courier} ${change.trackingNumber},` : "";
  // A guest's order page needs its secret key, which a text shown in the console must not carry.
  const link = order.userId === null ? "" : ` 주문 내역: ${publicBaseUrl}/account?orderId=${order.id}`;
  return `[콜린스] ${headline}${parcel} 주문번호 ${orderNumber(order.id, order.createdAt)}.${link}`;
}

/**
 * Staff refund nothing and a manager at most MANAGER_REFUND_LIMIT at once (issue 22 "Staff"): the
 * refund form and a return's approval, on the page and the API alike.
 */
export function assertMayRefund(operator: Operator, amount: number): void {
  if (operator.role === "staff") throw new DomainError("forbidden", orderAdminMessages.refundStaffOnly);
  if (operator.role === "manager" && amount > MANAGER_REFUND_LIMIT) {
    throw new DomainError("forbidden", orderAdminMessages.refundOverManagerLimit(MANAGER_REFUND_LIMIT));
  }
}

/**
 * Refunds all that is left (no amount) or part of it. Amounts are checked here first so a bad one
 * never reaches the provider. refundOrder calls the provider and records the refund and the audit
 * entry in one transaction. The role's limits are assertMayRefund's.
 */
export async function refundByOperator(
  db: Db,
  providers: PaymentProviders,
  operator: Operator,
  orderId: number,
  { amount, reason }: { amount?: number; reason: string },
): Promise<AdminOrder> {
  if (operator.role === "staff") throw new DomainError("forbidden", orderAdminMessages.refundStaffOnly);
  const before = await loadOrder(db, orderId);
  if (!before) throw new DomainError("not_found", checkoutMessages.orderNotFound);
  const refundable = before.total - before.refundedAmount;
  if (!isPaidStatus(before.status) || refundable <= 0) {
    throw new DomainError("conflict", orderAdminMessages.notRefundable);
  }
  if (amount !== undefined && amount > refundable) {
    throw new DomainError("invalid", orderAdminMessages.refundTooLarge(refundable));
  }
  assertMayRefund(operator, amount ?? refundable);
  try {
    await refundOrder(db, providers, orderId, { amount, reason }, operator);
  } catch (error) {
    if (error instanceof ProviderError) throw new DomainError("unavailable", orderAdminMessages.refundRefused);
    throw error;
  }
  return orderDetail(db, orderId);
}
