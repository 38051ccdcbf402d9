// Refunds through the payment provider, full or partial (the operator console of #9 calls this).
// The provider is called first, outside any transaction, with what is left to refund as a guard
// (two refunds at once: the provider refuses the second); the order then records what came back,
// with the operator's audit entry in the same transaction.
import { and, eq } from "drizzle-orm";
import { orderNumber } from "../../../core/checkout";
import { formatWon } from "../../../core/price";
import type { Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { type Operator, recordAudit } from "../admin/audit";
import { DomainError } from "../errors";
import { enqueueMessage } from "../messaging/outbox";
import type { CheckoutOrder } from "./init-checkout";
import { checkoutMessages } from "./messages";
import { isPaidStatus, loadOrder, type PaymentProviders, providerOf } from "./payment-sync";
import { giveBackStock } from "./stock";

export async function refundOrder(
  db: Db,
  providers: PaymentProviders,
  orderId: number,
  { amount, reason }: { amount?: number; reason: string },
  operator?: Operator,
): Promise<CheckoutOrder> {
  const order = await loadOrder(db, orderId);
  if (!order) throw new DomainError("not_found", checkoutMessages.orderNotFound);
  const refundable = order.total - order.refundedAmount;
  const refund = amount ?? refundable;
  if (!isPaidStatus(order.status) || !Number.isInteger(refund) || refund <= 0 || refund > refundable) {
    throw new DomainError("invalid", checkoutMessages.invalidRefund);
  }
  await providerOf(providers, order).cancelPayment(order.paymentId, reason, refund, refundable);
  const refundedAmount = order.refundedAmount + refund;
  const full = refundedAmount === order.total;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ refundedAmount, status: full ? "refunded" : order.status, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.refundedAmount, order.refundedAmount)))
      .returning();
    if (!updated) throw new DomainError("conflict", checkoutMessages.invalidRefund);
    if (operator) {
      await recordAudit(tx, operator, {
        action: "order.refund",
        entity: "order",
        entityId: order.id,
        before: order,
        after: { ...updated, refund: { amount: refund, reason } },
      });
    }
    // Goods that never left the warehouse go back on the shelf with a full refund.
    if (full && (order.status === "paid" || order.status === "preparing")) {
      await giveBackStock(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)));
      await tx.update(orders).set({ holdsStock: false }).where(eq(orders.id, order.id));
    }
    await enqueueMessage(tx, {
      kind: "order_refunded",
      dedupeKey: `order-refunded:${order.id}:${refundedAmount}`,
      recipient: order.billing.phone,
      body: `[콜린스] 주문번호 ${orderNumber(order.id, order.createdAt)}의 ${formatWon(refund)}이 환불되었어요. 카드사 사정에 따라 3~5영업일이 걸릴 수 있어요.`,
    });
    return updated;
  });
}
