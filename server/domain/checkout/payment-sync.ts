// Confirms payments (spec §4 Checkout step 3, integrations.md "never trust the browser"): the
// payment is fetched from the provider and accepted only when it is PAID with the order's total
// and currency; the order turns paid exactly once (a conditional UPDATE), however often and
// concurrently the browser, the webhook and the reconciliation ask. A paid payment that cannot
// become a paid order is cancelled, so no shopper pays for an order the shop does not have.
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { orderNumber, PAID_ORDER_STATUSES } from "../../../core/checkout";
import { formatWon } from "../../../core/price";
import type { Db } from "../../db/client";
import { cartItems, type OrderStatus, orderLines, orders, products } from "../../db/schema";
import type { PaymentProvider, ProviderPayment } from "../../integrations/portone/client";
import { errorFields, log } from "../../log";
import { DomainError } from "../errors";
import { enqueueMessage } from "../messaging/outbox";
import { claimCoupon } from "./coupons";
import type { CheckoutOrder } from "./init-checkout";
import { checkoutMessages } from "./messages";
import { releaseOrder } from "./release";
import { inLockOrder, type Tx, takeAllStock } from "./stock";

export type PaymentProviders = { portone: PaymentProvider | null; npay: PaymentProvider | null };

export type SyncOutcome =
  | { state: "paid"; order: CheckoutOrder }
  | { state: "failed"; order: CheckoutOrder; message: string }
  | { state: "pending"; order: CheckoutOrder; message: string };

const FAILED_PAYMENT = new Set(["FAILED", "CANCELLED", "PARTIAL_CANCELLED"]);

export const isPaidStatus = (status: OrderStatus) => PAID_ORDER_STATUSES.includes(status);

export function providerOf(providers: PaymentProviders, order: CheckoutOrder): PaymentProvider {
  const provider = order.paymentMethod === "npay" ? providers.npay : providers.portone;
  if (!provider) throw new DomainError("unavailable", checkoutMessages.paymentsUnavailable);
  return provider;
}

export async function loadOrder(db: Pick<Db, "select">, orderId: number): Promise<CheckoutOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order ?? null;
}

export async function loadOrderByPaymentId(db: Pick<Db, "select">, paymentId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  return order ?? null;
}

class SoldOutMeanwhile extends Error {}

/**
 * Asks the provider about the order's payment and settles the order by it. `asked` is the order's
 * id, or the order itself when the caller has just read it (not read a second time).
 */
export async function syncOrderPayment(
  db: Db,
  providers: PaymentProviders,
  asked: number | CheckoutOrder,
  now = new Date(),
): Promise<SyncOutcome> {
  const order = typeof asked === "number" ? await loadOrder(db, asked) : asked;
  if (!order) throw new DomainError("not_found", checkoutMessages.orderNotFound);
  const orderId = order.id;
  if (isPaidStatus(order.status)) return { state: "paid", order };
  if (order.status !== "pending" && order.status !== "expired") {
    return { state: "failed", order, message: checkoutMessages.orderClosed };
  }

  const provider = providerOf(providers, order);
  let payment: ProviderPayment | null;
  try {
    payment = await provider.getPayment(order.paymentId);
  } catch (error) {
    log.warn("payment lookup failed", { orderId, ...errorFields(error) });
    throw new DomainError("unavailable", checkoutMessages.providerUnavailable);
  }

  if (payment?.status === "PAID") {
    if (payment.amount !== order.total || payment.currency !== order.currency) {
      log.warn("payment amount differs from the order", { orderId, paid: payment.amount, total: order.total });
      await cancelQuietly(provider, order, "결제 금액 불일치");
      await releaseOrder(db, order.id, "failed", "amount_mismatch");
      return {
        state: "failed",
        order: (await loadOrder(db, orderId)) ?? order,
        message: checkoutMessages.amountMismatch,
      };
    }
    return confirmPaid(db, provider, order, payment, now);
  }
  if (payment && FAILED_PAYMENT.has(payment.status)) {
    await releaseOrder(db, order.id, "failed", `payment_${payment.status.toLowerCase()}`);
    return { state: "failed", order: (await loadOrder(db, orderId)) ?? order, message: checkoutMessages.paymentFailed };
  }
  if (order.status === "expired") return { state: "failed", order, message: checkoutMessages.orderClosed };
  return { state: "pending", order, message: checkoutMessages.paymentPending };
}

async function confirmPaid(
  db: Db,
  provider: PaymentProvider,
  order: CheckoutOrder,
  payment: ProviderPayment,
  now: Date,
): Promise<SyncOutcome> {
  const paidValues = { status: "paid" as const, paidAt: now, transactionId: payment.transactionId, updatedAt: now };
  try {
    const outcome = await db.transaction(async (tx): Promise<SyncOutcome | null> => {
      const [paid] = await tx
        .update(orders)
        .set(paidValues)
        .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
        .returning();
      if (paid) {
        await afterPaid(tx, paid);
        return { state: "paid", order: paid };
      }
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
      if (!current) return null;
      if (isPaidStatus(current.status)) return { state: "paid", order: current };
      if (current.status !== "expired") return null;
      // Paid after its reservation ran out: the order lives again if the stock is still there.
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, current.id));
      if (await takeAllStock(tx, lines)) throw new SoldOutMeanwhile();
      const [revived] = await tx
        .update(orders)
        .set({ ...paidValues, holdsStock: true, failureReason: null })
        .where(and(eq(orders.id, current.id), eq(orders.status, "expired")))
        .returning();
      if (!revived) throw new SoldOutMeanwhile();
      if (revived.couponId !== null && revived.userId !== null) {
        const reclaimed = await claimCoupon(tx, revived.couponId, revived.userId, revived.id, new Date(0));
        if (!reclaimed) log.warn("coupon of a revived order was used elsewhere", { orderId: revived.id });
      }
      await afterPaid(tx, revived);
      return { state: "paid", order: revived };
    });
    if (outcome) return outcome;
  } catch (error) {
    if (!(error instanceof SoldOutMeanwhile)) throw error;
  }
  // The payment is PAID but its order cannot be: give the money back.
  await cancelQuietly(provider, order, "재고 소진으로 주문 불가");
  const [refunded] = await db
    .update(orders)
    .set({ status: "refunded", refundedAmount: order.total, failureReason: "sold_out_after_payment", updatedAt: now })
    .where(and(eq(orders.id, order.id), or(eq(orders.status, "expired"), eq(orders.status, "failed"))))
    .returning();
  return { state: "failed", order: refunded ?? order, message: checkoutMessages.soldOutAfterPayment };
}

async function cancelQuietly(provider: PaymentProvider, order: CheckoutOrder, reason: string) {
  try {
    await provider.cancelPayment(order.paymentId, reason);
  } catch (error) {
    log.error("payment cancel failed: cancel it by hand", { orderId: order.id, ...errorFields(error) });
    throw new DomainError("unavailable", checkoutMessages.providerUnavailable);
  }
}

/**
 * In the paying transaction: the ordered lines leave the cart (a buy-now order's leave the buy-now
 * selection, and the cart's own lines stay for later), the buyer's notice, then sales counts. The
 * product rows come last, so the lock a limited drop's every buyer needs is held until the commit
 * only (issue 23), and in the lock order of the stock (two orders of the same products deadlocked).
 */
async function afterPaid(tx: Tx, order: CheckoutOrder): Promise<void> {
  const lines = (await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id))).filter(
    (line) => !line.isGift,
  );
  if (order.cartId !== null) {
    for (const line of lines) {
      await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, order.cartId),
            eq(cartItems.buyNow, order.buyNow),
            eq(cartItems.productId, line.productId),
            line.variationId === null ? isNull(cartItems.variationId) : eq(cartItems.variationId, line.variationId),
          ),
        );
    }
  }
  // A Naver Pay guest's phone stays with Naver, which sends its own notice.
  if (order.billing.phone) {
    await enqueueMessage(tx, {
      kind: "order_paid",
      dedupeKey: `order-paid:${order.id}`,
      recipient: order.billing.phone,
      body: `[콜린스] 주문이 완료되었어요. 주문번호 ${orderNumber(order.id, order.createdAt)}, 결제금액 ${formatWon(order.total)}. 상품이 출발하면 다시 알려드릴게요.`,
    });
  }
  for (const line of inLockOrder(lines)) {
    await tx
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/**
 * The sweep behind crashes and lost webhooks: asks the provider about unpaid orders older than
 * `graceMs` and expires those whose reservation ran out unpaid. Every step is a conditional
 * update, so several app instances may sweep at the same time. It goes through every candidate,
 * `limit` at a time: after a crash the unpaid orders of open payment windows must not hide the
 * paid ones behind them until their reservations run out.
 */
export async function reconcilePendingOrders(
  db: Db,
  providers: PaymentProviders,
  now = new Date(),
  { graceMs = 60_000, limit = 100 }: { graceMs?: number; limit?: number } = {},
): Promise<{ paid: number; failed: number; expired: number }> {
  const counts = { paid: 0, failed: 0, expired: 0 };
  let after = 0;
  while (true) {
    const candidates = await db
      .select({ id: orders.id, reservedUntil: orders.reservedUntil })
      .from(orders)
      .where(
        and(
          eq(orders.status, "pending"),
          gt(orders.id, after),
          or(lt(orders.reservedUntil, now), lt(orders.createdAt, new Date(now.getTime() - graceMs))),
        ),
      )
      .orderBy(orders.id)
      .limit(limit);
    for (const candidate of candidates) {
      try {
        const outcome = await syncOrderPayment(db, providers, candidate.id, now);
        if (outcome.state === "paid") counts.paid += 1;
        else if (outcome.state === "failed") counts.failed += 1;
        else if (
          candidate.reservedUntil < now &&
          (await releaseOrder(db, candidate.id, "expired", "reservation_expired"))
        ) {
          counts.expired += 1;
        }
      } catch (error) {
        log.warn("reconciling an order failed", { orderId: candidate.id, ...errorFields(error) });
      }
    }
    const last = candidates.at(-1);
    if (!last || candidates.length < limit) return counts;
    after = last.id;
  }
}
