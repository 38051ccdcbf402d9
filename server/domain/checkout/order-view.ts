// What a shopper sees of an order (spec §2 /order/complete, /account?orderId=): only the member
// who placed it, or the guest holding its cart cookie or its secret order key, ever sees it.
import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { ORDER_STATUS_LABELS, orderNumber } from "../../../core/checkout";
import { trackingUrlOf } from "../../../core/couriers";
import type { Db } from "../../db/client";
import { type ClaimKind, carts, type OrderStatus, orderLines, orders, reviews } from "../../db/schema";
import { hashCartToken } from "../cart/cart-ref";
import { DomainError } from "../errors";
import { type ShopperAction, shopperActionsOf } from "../orders/state";
import type { CheckoutOrder } from "./init-checkout";
import { checkoutMessages } from "./messages";

export type OrderLineAnswer = {
  id: number;
  /** Whether the buyer has reviewed this line (only told on the member's order history). */
  reviewed: boolean;
  product_id: number;
  variation_id: number | null;
  name: string;
  option_name: string;
  thumbnail: string;
  quantity: number;
  unit_price: number;
  regular_price: number;
  line_total: number;
  line_discount: number;
  fee_applied_line_total: number;
  is_gift: boolean;
};

export type OrderAnswer = {
  id: number;
  number: string;
  status: OrderStatus;
  status_label: string;
  created_at: string;
  paid_at: string | null;
  payment_method: string;
  payment_method_title: string;
  order_name: string;
  lines: OrderLineAnswer[];
  totals: {
    regular_total: number;
    goods_total: number;
    discount_total: number;
    coupon_discount: number;
    shipping_total: number;
    total: number;
    refunded_amount: number;
  };
  shipping: CheckoutOrder["shipping"];
  billing: CheckoutOrder["billing"];
  customer_note: string;
  courier: string | null;
  tracking_number: string | null;
  /** The carrier's tracking page (배송조회), once the operator entered a known courier's number. */
  tracking_url: string | null;
  /** What the buyer may do now (server/domain/orders/state.ts). */
  actions: ShopperAction[];
  /** The exchange or return request and the operator's answer, if there was one. */
  claim: { kind: ClaimKind; reason: string; answer: string | null } | null;
};

/** Who asks for an order: a member, or a guest with the cart cookie they ordered from. */
export type Shopper = {
  userId: number | null;
  /** A guest's cart cookie (null for a member, whose cart is found by account). */
  cartToken: string | null;
};

export type OrderAccess = Shopper & {
  key: string | null;
  /** The guest order this browser proved with 비회원 주문조회 (server/api/order-lookup-cookie.ts). */
  lookedUpOrderId?: number | null;
};

/** An order with the token hash of the cart it was ordered from (null once that cart is gone). */
export type OrderWithCart = { order: CheckoutOrder; cartTokenHash: string | null };

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The order and its cart's token in one question (the shopper's own is checked without another). */
export async function loadOrderWithCart(db: Pick<Db, "select">, orderId: number): Promise<OrderWithCart | null> {
  const [row] = await db
    .select({ order: orders, cartTokenHash: carts.tokenHash })
    .from(orders)
    .leftJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** The member who placed the order, or the guest holding the cart it was ordered from. */
export function placedBy({ order, cartTokenHash }: OrderWithCart, shopper: Shopper): boolean {
  if (order.userId !== null) return shopper.userId === order.userId;
  return (
    shopper.cartToken !== null && cartTokenHash !== null && sameSecret(hashCartToken(shopper.cartToken), cartTokenHash)
  );
}

export function canSee(placed: OrderWithCart, access: OrderAccess): boolean {
  const { order } = placed;
  if (access.key && sameSecret(access.key, order.orderKey)) return true;
  if (order.userId === null && access.lookedUpOrderId === order.id) return true;
  return placedBy(placed, access);
}

/** The order if the asker may see it; otherwise 404 alike for "not yours" and "no such order". */
export async function orderForViewer(db: Db, orderId: number, access: OrderAccess): Promise<OrderAnswer> {
  const placed = await loadOrderWithCart(db, orderId);
  if (!placed || !canSee(placed, access)) throw new DomainError("not_found", checkoutMessages.orderNotFound);
  const { order } = placed;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  return orderAnswer(order, lines);
}

/** A member's orders that reached payment, newest first (abandoned attempts are not orders). */
export async function memberOrders(db: Db, userId: number): Promise<OrderAnswer[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ["pending", "failed", "expired"])))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderLines.id);
  const reviewed = new Set(
    (
      await db
        .select({ lineId: reviews.orderLineId })
        .from(reviews)
        .where(
          inArray(
            reviews.orderLineId,
            lines.map((line) => line.id),
          ),
        )
    ).map((row) => row.lineId),
  );
  return rows.map((row) =>
    orderAnswer(
      row,
      lines.filter((line) => line.orderId === row.id),
      reviewed,
    ),
  );
}

export function orderAnswer(
  order: CheckoutOrder,
  lines: (typeof orderLines.$inferSelect)[],
  reviewed: Set<number | null> = new Set(),
): OrderAnswer {
  return {
    id: order.id,
    number: orderNumber(order.id, order.createdAt),
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status] ?? order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    payment_method: order.paymentMethod,
    payment_method_title: order.paymentMethodTitle,
    order_name: order.orderName,
    lines: lines.map((line) => ({
      id: line.id,
      reviewed: reviewed.has(line.id),
      product_id: line.productId,
      variation_id: line.variationId,
      name: line.name,
      option_name: line.optionName,
      thumbnail: line.thumbnail,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      regular_price: line.regularPrice,
      line_total: line.lineTotal,
      line_discount: line.lineDiscount,
      fee_applied_line_total: line.feeAppliedLineTotal,
      is_gift: line.isGift,
    })),
    totals: {
      regular_total: order.regularTotal,
      goods_total: order.goodsTotal,
      discount_total: order.discountTotal,
      coupon_discount: order.couponDiscount,
      shipping_total: order.shippingTotal,
      total: order.total,
      refunded_amount: order.refundedAmount,
    },
    shipping: order.shipping,
    billing: order.billing,
    customer_note: order.customerNote,
    courier: order.courier,
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrlOf(order.courier, order.trackingNumber),
    actions: shopperActionsOf(order),
    claim: order.claimKind
      ? { kind: order.claimKind, reason: order.claimReason ?? "", answer: order.claimAnswer }
      : null,
  };
}
