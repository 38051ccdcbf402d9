// The order's life after payment as one state machine (issue 20): who may move an order from one
// status to the next. 결제완료 → 배송준비중 → 배송중 → 배송완료 → 구매확정, a cancellation before
// shipping, and an exchange or return request after delivery that the operator approves or rejects.
// Payment itself (pending → paid, failed, expired) is payment-sync's; a refund from the console
// (refund.ts) may end any paid order.
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import type { OrderStatus } from "../../db/schema";
import { DomainError } from "../errors";

export type Actor = "shopper" | "operator";

type Moves = Partial<Record<OrderStatus, readonly Actor[]>>;

const SHOPPER = ["shopper"] as const;
const OPERATOR = ["operator"] as const;

export const ORDER_TRANSITIONS: Partial<Record<OrderStatus, Moves>> = {
  paid: { preparing: OPERATOR, shipped: OPERATOR, cancelled: SHOPPER },
  preparing: { shipped: OPERATOR, cancelled: SHOPPER },
  shipped: { delivered: OPERATOR },
  delivered: { confirmed: SHOPPER, exchange_requested: SHOPPER, return_requested: SHOPPER },
  exchange_requested: { exchanged: OPERATOR, delivered: OPERATOR },
  return_requested: { returned: OPERATOR, delivered: OPERATOR },
  exchanged: { confirmed: SHOPPER },
};

/** What each move is called in a refusal: "{status} 상태의 주문은 {verb} 수 없어요." */
const VERBS: Partial<Record<OrderStatus, string>> = {
  preparing: "배송준비중으로 바꿀",
  shipped: "발송 처리할",
  delivered: "배송완료로 바꿀",
  confirmed: "구매확정할",
  exchange_requested: "교환 신청할",
  return_requested: "반품 신청할",
  exchanged: "교환완료로 바꿀",
  returned: "반품완료로 바꿀",
  cancelled: "취소할",
};

export const orderStateMessages = {
  refused: (from: OrderStatus, to: OrderStatus) =>
    `${ORDER_STATUS_LABELS[from] ?? from} 상태의 주문은 ${VERBS[to] ?? "바꿀"} 수 없어요.`,
  cancelAfterShipping: "이미 발송된 주문은 취소할 수 없어요. 상품을 받으신 뒤 교환·반품을 신청해주세요.",
} as const;

export function canMove(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return ORDER_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
}

/** Refuses an illegal move with a Korean 409. */
export function assertMove(from: OrderStatus, to: OrderStatus, actor: Actor): void {
  if (canMove(from, to, actor)) return;
  const shippedAlready = to === "cancelled" && ["shipped", "delivered", "confirmed"].includes(from);
  throw new DomainError(
    "conflict",
    shippedAlready ? orderStateMessages.cancelAfterShipping : orderStateMessages.refused(from, to),
  );
}

export type ShopperAction = "cancel" | "confirm" | "claim" | "track";

/** The buttons a buyer sees on an order: what the machine lets them do, and 배송조회 once sent. */
export function shopperActionsOf(order: { status: OrderStatus; trackingNumber: string | null }): ShopperAction[] {
  const actions: ShopperAction[] = [];
  if (canMove(order.status, "cancelled", "shopper")) actions.push("cancel");
  if (order.trackingNumber && !["paid", "preparing", "cancelled"].includes(order.status)) actions.push("track");
  if (canMove(order.status, "confirmed", "shopper")) actions.push("confirm");
  if (canMove(order.status, "return_requested", "shopper")) actions.push("claim");
  return actions;
}
