// Shipping in bulk (issue 22): the orders an operator ticks move to 배송준비중 together, and the list
// of orders to send goes out as the CSV a courier's system and Excel read. Each order moves by
// moveOrder, one transaction each, so it is audited and texts its buyer as a single order does, and
// one order that cannot move never holds back the others.
import { and, asc, count, inArray } from "drizzle-orm";
import { orderNumber } from "../../../core/checkout";
import { normalizePhone } from "../../../core/contact";
import { toCsv } from "../../../core/csv";
import type { Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { checkoutMessages } from "../checkout/messages";
import { DomainError } from "../errors";
import { canMove, orderStateMessages } from "../orders/state";
import type { Operator } from "./audit";
import { listFilters, moveOrder, type OrderListQuery } from "./orders";

/** One order of a bulk step: what changed, or why it did not (shown per order in the console). */
export type BulkOutcome = { line?: number; order: string; changed: boolean; note: string };

export const MAX_BULK_ORDERS = 100;
export const MAX_SHIPPING_LIST_ORDERS = 5_000;

export const shippingMessages = {
  noneSelected: "배송준비중으로 바꿀 주문을 선택해주세요.",
  tooManySelected: `한 번에 ${MAX_BULK_ORDERS}건까지 바꿀 수 있어요.`,
  prepared: "배송준비중으로 바꿨어요.",
  listTooLong: `한 번에 ${MAX_SHIPPING_LIST_ORDERS.toLocaleString("ko-KR")}건까지 내려받을 수 있어요. 기간을 나눠 내려받아 주세요.`,
} as const;

/** Paid orders to 배송준비중, each on its own; the outcome of every order asked for, in its order. */
export async function prepareOrders(
  db: Db,
  operator: Operator,
  orderIds: number[],
  publicBaseUrl: string,
): Promise<BulkOutcome[]> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) throw new DomainError("invalid", shippingMessages.noneSelected);
  if (ids.length > MAX_BULK_ORDERS) throw new DomainError("invalid", shippingMessages.tooManySelected);
  const found = await db
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(inArray(orders.id, ids));
  const byId = new Map(found.map((order) => [order.id, order]));
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    const order = byId.get(id);
    if (!order) {
      outcomes.push({ order: `#${id}`, changed: false, note: checkoutMessages.orderNotFound });
      continue;
    }
    const number = orderNumber(order.id, order.createdAt);
    if (!canMove(order.status, "preparing", "operator")) {
      outcomes.push({ order: number, changed: false, note: orderStateMessages.refused(order.status, "preparing") });
      continue;
    }
    try {
      await moveOrder(db, operator, id, { status: "preparing" }, publicBaseUrl);
      outcomes.push({ order: number, changed: true, note: shippingMessages.prepared });
    } catch (error) {
      // Another operator moved it first: told as the single order's page tells it.
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ order: number, changed: false, note: error.message });
    }
  }
  return outcomes;
}

export const SHIPPING_CSV_HEADER = [
  "주문번호",
  "받는 분",
  "연락처",
  "우편번호",
  "주소",
  "상세주소",
  "상품",
  "수량",
  "배송 메모",
  "택배사",
  "송장번호",
] as const;

/**
 * The shipping list of the orders list's filters (배송준비중 unless a status is chosen), oldest
 * first as they are packed: one row per order, its lines in one cell. The phone is written with its
 * dashes, so Excel keeps it as text with its leading 0.
 */
export async function shippingListCsv(db: Db, query: OrderListQuery): Promise<string> {
  const where = and(...listFilters({ ...query, status: query.status ?? "preparing" }));
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  if ((counted?.n ?? 0) > MAX_SHIPPING_LIST_ORDERS) throw new DomainError("invalid", shippingMessages.listTooLong);
  const rows = await db.select().from(orders).where(where).orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = rows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          optionName: orderLines.optionName,
          quantity: orderLines.quantity,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return toCsv([
    SHIPPING_CSV_HEADER,
    ...rows.map((order) => {
      const own = linesOf.get(order.id) ?? [];
      const address = order.shipping;
      return [
        orderNumber(order.id, order.createdAt),
        `${address?.last_name ?? ""}${address?.first_name ?? ""}`.trim(),
        normalizePhone(address?.phone || order.billing.phone),
        address?.postcode ?? "",
        address?.address_1 ?? "",
        address?.address_2 ?? "",
        own
          .map((line) => `${line.name}${line.optionName ? ` / ${line.optionName}` : ""} × ${line.quantity}`)
          .join(", "),
        String(own.reduce((sum, line) => sum + line.quantity, 0)),
        order.customerNote,
        order.courier ?? "",
        order.trackingNumber ?? "",
      ];
    }),
  ]);
}
