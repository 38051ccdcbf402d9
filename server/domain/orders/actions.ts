// What a buyer and the operator do with an order after payment (issue 20): the buyer cancels
// before shipping (refund through the provider, stock and coupon back, a text), confirms the
// purchase after delivery, asks for an exchange or a return; the operator approves or rejects that
// request in the console (an approved return is refunded and its stock given back). Each move is checked by the state
// machine (state.ts) and made by a conditional UPDATE, so of two moves at once one wins and the
// other is refused with a Korean 409.
import { and, eq, inArray, lt } from "drizzle-orm";
import { CLAIM_LABELS, orderNumber } from "../../../core/checkout";
import { formatWon } from "../../../core/price";
import type { Db } from "../../db/client";
import { type ClaimKind, type OrderStatus, orderLines, orders } from "../../db/schema";
import { ProviderError } from "../../integrations/portone/client";
import { errorFields, log } from "../../log";
import { type Operator, recordAudit } from "../admin/audit";
import { assertMayRefund } from "../admin/orders";
import { returnCoupon } from "../checkout/coupons";
import type { CheckoutOrder } from "../checkout/init-checkout";
import { checkoutMessages } from "../checkout/messages";
import { loadOrder, type PaymentProviders, providerOf } from "../checkout/payment-sync";
import { giveBackStock, type Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { enqueueMessage } from "../messaging/outbox";
import { type Actor, assertMove, orderStateMessages } from "./state";

export const orderActionMessages = {
  refundFailed: "결제사에서 환불을 처리하지 못했어요. 잠시 후 다시 시도해주세요.",
  invalidClaimKind: "교환 또는 반품 중 하나를 선택해주세요.",
  invalidClaimReason: "사유를 5자 이상 200자 이내로 입력해주세요.",
  invalidDecision: "승인 또는 거절을 선택해주세요.",
  invalidAnswer: "구매자에게 보낼 안내는 200자까지 입력할 수 있어요.",
  rejectionReasonRequired: "거절할 때는 구매자에게 보낼 사유를 입력해주세요.",
  noClaim: "처리할 교환·반품 요청이 없는 주문이에요.",
  returnRefundFailed: (providerReason: string) =>
    `결제사에서 환불을 처리하지 못해 반품을 승인하지 않았어요. 결제사 응답: ${providerReason}`,
} as const;

/** Who acts: a member on their own orders, a guest on the one order they looked up. */
export type Buyer = { userId: number } | { lookedUpOrderId: number };

/** The buyer's order, or 404 alike for "not yours" and "no such order" (as order-view.ts). */
export async function buyersOrder(db: Db, buyer: Buyer, orderId: number): Promise<CheckoutOrder> {
  const order = await loadOrder(db, orderId);
  const mine =
    order !== null &&
    ("userId" in buyer ? order.userId === buyer.userId : order.userId === null && buyer.lookedUpOrderId === order.id);
  if (!order || !mine) throw new DomainError("not_found", checkoutMessages.orderNotFound);
  return order;
}

/**
 * Moves `order` to `to` if it is still in the status it was read in; when another move won,
 * the refusal names the status it found.
 */
async function move(
  db: Db | Tx,
  order: CheckoutOrder,
  to: OrderStatus,
  actor: Actor,
  values: Partial<CheckoutOrder>,
  now: Date,
): Promise<CheckoutOrder> {
  assertMove(order.status, to, actor);
  const [moved] = await db
    .update(orders)
    .set({ ...values, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (moved) return moved;
  const current = await loadOrder(db, order.id);
  if (current) assertMove(current.status, to, actor);
  throw new DomainError("conflict", orderStateMessages.refused(order.status, to));
}

/** How a move is undone when the provider refuses its refund, and what the person is told. */
type Refusal = {
  undo: (providerReason: string) => Partial<CheckoutOrder>;
  message: (providerReason: string) => string;
};

/**
 * The order is moved first (so no one ships or approves it meanwhile), then the provider refunds
 * what is left; if the provider refuses, the move is undone and the buyer or operator is told.
 */
async function moveThenRefund(
  db: Db,
  providers: PaymentProviders,
  order: CheckoutOrder,
  to: OrderStatus,
  actor: Actor,
  { values, refused, reason }: { values: Partial<CheckoutOrder>; refused: Refusal; reason: string },
  now: Date,
): Promise<{ moved: CheckoutOrder; refund: number }> {
  const provider = providerOf(providers, order);
  const moved = await move(db, order, to, actor, values, now);
  const refund = order.total - order.refundedAmount;
  if (refund <= 0) return { moved, refund: 0 };
  try {
    await provider.cancelPayment(order.paymentId, reason, refund, refund);
  } catch (error) {
    const providerReason = error instanceof Error ? error.message : String(error);
    await db
      .update(orders)
      .set({ ...refused.undo(providerReason), status: order.status, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, to)));
    if (error instanceof ProviderError) throw new DomainError("unavailable", refused.message(providerReason));
    throw error;
  }
  return { moved, refund };
}

const numberOf = (order: CheckoutOrder) => orderNumber(order.id, order.createdAt);

/** A text to the buyer (a Naver Pay guest's phone stays with Naver, which tells the buyer itself). */
async function tell(tx: Tx, order: CheckoutOrder, what: string, body: string, cause = ""): Promise<void> {
  if (!order.billing.phone) return;
  await enqueueMessage(tx, {
    kind: `order_${what.replaceAll("-", "_")}`,
    dedupeKey: `order-${what}:${order.id}${cause}`,
    recipient: order.billing.phone,
    body: `[콜린스] ${body}`,
  });
}

const refundNotice = (refund: number) =>
  refund > 0
    ? ` 결제하신 ${formatWon(refund)}은 결제 수단으로 환불돼요. 카드사 사정에 따라 3~5영업일이 걸릴 수 있어요.`
    : "";

/** The buyer cancels before shipping: refund, stock and coupon back, a text. */
export async function cancelOrder(
  db: Db,
  providers: PaymentProviders,
  buyer: Buyer,
  orderId: number,
  now = new Date(),
): Promise<CheckoutOrder> {
  const order = await buyersOrder(db, buyer, orderId);
  const { moved, refund } = await moveThenRefund(
    db,
    providers,
    order,
    "cancelled",
    "shopper",
    {
      values: { cancelledAt: now },
      refused: { undo: () => ({ cancelledAt: null }), message: () => orderActionMessages.refundFailed },
      reason: "구매자 주문 취소",
    },
    now,
  );
  return (await settleCancellation(db, moved, refund)) ?? ((await loadOrder(db, order.id)) as CheckoutOrder);
}

/**
 * Records a cancellation's refund and gives back its stock and coupon, with the text, once: the
 * update is conditional on the refunded amount read before, so when the sweep (finishOwedRefunds)
 * and the buyer's own request both get here, one settles and the other gets null.
 */
async function settleCancellation(db: Db, order: CheckoutOrder, refund: number): Promise<CheckoutOrder | null> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({ refundedAmount: order.refundedAmount + refund, holdsStock: false })
      .where(and(eq(orders.id, order.id), eq(orders.refundedAmount, order.refundedAmount)))
      .returning();
    if (!done) return null;
    if (order.holdsStock) {
      await giveBackStock(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)));
    }
    await returnCoupon(tx, order.id);
    await tell(tx, order, "cancelled", `주문번호 ${numberOf(order)} 주문이 취소되었어요.${refundNotice(refund)}`);
    return done;
  });
}

/** 구매확정: the buyer says the goods arrived as they should. */
export async function confirmPurchase(db: Db, buyer: Buyer, orderId: number, now = new Date()) {
  const order = await buyersOrder(db, buyer, orderId);
  return move(db, order, "confirmed", "shopper", { confirmedAt: now }, now);
}

export type ClaimRequest = { kind: ClaimKind; reason: string };

/** 교환·반품 신청 after delivery, with the buyer's reason, for the operator to answer. */
export async function requestClaim(db: Db, buyer: Buyer, orderId: number, claim: ClaimRequest, now = new Date()) {
  const order = await buyersOrder(db, buyer, orderId);
  const to = claim.kind === "exchange" ? "exchange_requested" : "return_requested";
  return move(
    db,
    order,
    to,
    "shopper",
    {
      claimKind: claim.kind,
      claimReason: claim.reason,
      claimRequestedAt: now,
      claimAnswer: null,
      claimResolvedAt: null,
      claimDecision: null,
      claimRefundError: null,
    },
    now,
  );
}

export type ClaimDecision = { decision: "approve" | "reject"; answer: string };

/**
 * The operator answers an exchange or return request: a rejection puts the order back to 배송완료,
 * an approved exchange becomes 교환완료, an approved return 반품완료 with what is left refunded
 * (within the operator's refund limit) and the returned lines' stock given back. The move is the
 * guard: of two approvals at once, or a retried one, only the first moves the order, so the
 * provider refunds once and the stock comes back once. A refund the provider refuses leaves the
 * request open with the provider's reason. The buyer gets a text either way; the console's audit
 * log keeps the change.
 */
export async function resolveClaim(
  db: Db,
  providers: PaymentProviders,
  operator: Operator,
  orderId: number,
  { decision, answer }: ClaimDecision,
  now = new Date(),
): Promise<CheckoutOrder> {
  const order = await loadOrder(db, orderId);
  if (!order) throw new DomainError("not_found", checkoutMessages.orderNotFound);
  const kind =
    order.status === "exchange_requested" ? "exchange" : order.status === "return_requested" ? "return" : null;
  if (kind === null) throw new DomainError("conflict", orderActionMessages.noClaim);
  const label = CLAIM_LABELS[kind];
  if (decision === "approve" && kind === "return") assertMayRefund(operator, order.total - order.refundedAmount);
  const values = { claimAnswer: answer || null, claimResolvedAt: now, claimDecision: decision, claimRefundError: null };
  const refused: Refusal = {
    undo: (providerReason) => ({
      claimAnswer: null,
      claimResolvedAt: null,
      claimDecision: null,
      claimRefundError: providerReason,
    }),
    message: orderActionMessages.returnRefundFailed,
  };
  let moved: CheckoutOrder;
  let refund = 0;
  if (decision === "reject") {
    moved = await move(db, order, "delivered", "operator", values, now);
  } else if (kind === "exchange") {
    moved = await move(db, order, "exchanged", "operator", values, now);
  } else {
    ({ moved, refund } = await moveThenRefund(
      db,
      providers,
      order,
      "returned",
      "operator",
      { values, refused, reason: `반품 승인${answer ? `: ${answer}` : ""}` },
      now,
    ));
  }
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({ refundedAmount: order.refundedAmount + refund })
      .where(and(eq(orders.id, moved.id), eq(orders.refundedAmount, order.refundedAmount)))
      .returning();
    // Null only when the sweep settled this return's refund first (finishOwedRefunds).
    const after = done ?? (await loadOrder(tx, order.id)) ?? moved;
    await recordAudit(tx, operator, {
      action: `order.${kind}.${decision}`,
      entity: "order",
      entityId: order.id,
      before: order,
      after: refund > 0 ? { ...after, refund: { amount: refund } } : after,
    });
    if (decision === "approve" && kind === "return") {
      await returnStock(tx, order.id);
      if (done) await tellReturned(tx, order, refund, answer);
      return after;
    }
    const note = answer ? ` 안내: ${answer}` : "";
    const body =
      decision === "reject"
        ? `주문번호 ${numberOf(order)}의 ${label} 요청이 반려되었어요.${note}`
        : `주문번호 ${numberOf(order)}의 교환 요청이 승인되었어요. 상품을 회수한 뒤 새 상품을 보내드려요.${note}`;
    // A buyer may ask again after a rejection: one text per request.
    await tell(tx, order, `${kind}-${decision}`, body, `:${order.claimRequestedAt?.getTime() ?? 0}`);
    return after;
  });
}

/**
 * Puts a returned order's lines back in stock, once: only the update that finds the order still
 * holding its stock gives it back (an approval and the sweep may both get here).
 */
async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const [released] = await tx
    .update(orders)
    .set({ holdsStock: false })
    .where(and(eq(orders.id, orderId), eq(orders.status, "returned"), eq(orders.holdsStock, true)))
    .returning({ id: orders.id });
  if (!released) return;
  await giveBackStock(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)));
}

/** The text of an approved return, once per request (the sweep sends the same one). */
function tellReturned(tx: Tx, order: CheckoutOrder, refund: number, answer: string) {
  const note = answer ? ` 안내: ${answer}` : "";
  const body = `주문번호 ${numberOf(order)}의 반품이 완료되었어요.${refundNotice(refund)}${note}`;
  return tell(tx, order, "return-approve", body, `:${order.claimRequestedAt?.getTime() ?? 0}`);
}

/**
 * Finishes the refunds a crash left owed (issue 20): a cancellation or approved return is recorded
 * before the provider is asked (moveThenRefund), so a process that dies between the two leaves a
 * 취소완료 or 반품완료 order with less refunded than paid. Past `graceMs` (longer than a provider
 * call may take) the sweep asks the provider again for the rest — a payment it already cancelled
 * answers "already cancelled", which the clients take as done — and settles the order as the
 * request would have. A refusal is logged and tried again on the next sweep.
 */
export async function finishOwedRefunds(
  db: Db,
  providers: PaymentProviders,
  now = new Date(),
  { graceMs = 120_000 }: { graceMs?: number } = {},
): Promise<number> {
  const owed = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["cancelled", "returned"]),
        lt(orders.refundedAmount, orders.total),
        lt(orders.updatedAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .orderBy(orders.id)
    .limit(100);
  let settled = 0;
  for (const order of owed) {
    const refund = order.total - order.refundedAmount;
    try {
      const reason = order.status === "cancelled" ? "구매자 주문 취소" : "반품 승인";
      await providerOf(providers, order).cancelPayment(order.paymentId, reason, refund, refund);
      const done =
        order.status === "cancelled"
          ? await settleCancellation(db, order, refund)
          : await db.transaction(async (tx) => {
              const [row] = await tx
                .update(orders)
                .set({ refundedAmount: order.total })
                .where(and(eq(orders.id, order.id), eq(orders.refundedAmount, order.refundedAmount)))
                .returning();
              if (!row) return null;
              await returnStock(tx, order.id);
              await tellReturned(tx, order, refund, order.claimAnswer ?? "");
              return row;
            });
      if (done) settled += 1;
    } catch (error) {
      log.warn("finishing an owed refund failed", { orderId: order.id, ...errorFields(error) });
    }
  }
  return settled;
}
