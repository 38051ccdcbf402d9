// Ends unpaid orders (failed, expired, superseded): the status changes only from 'pending', so
// however many callers race, the stock and the coupon come back exactly once.
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { returnCoupon } from "./coupons";
import { giveBackStock, type Tx } from "./stock";

export type ReleaseStatus = "failed" | "expired";

/**
 * Ends the matching unpaid orders and gives their coupons back; their stock is the caller's to
 * give back (`lines`), so a checkout can do it with its own, in one pass in the lock order.
 */
export async function endOrders(tx: Tx, where: SQL | undefined, status: ReleaseStatus, reason: string) {
  const released = await tx
    .update(orders)
    .set({ status, holdsStock: false, failureReason: reason, updatedAt: new Date() })
    .where(and(where, eq(orders.status, "pending"), eq(orders.holdsStock, true)))
    .returning({ id: orders.id });
  if (released.length === 0) return { ids: [], lines: [] };
  const ids = released.map((row) => row.id);
  for (const id of ids) await returnCoupon(tx, id);
  const lines = await tx.select().from(orderLines).where(inArray(orderLines.orderId, ids));
  return { ids, lines };
}

/** Ends the matching unpaid orders and gives their stock back, the stock last (it is what a sale waits for). */
export async function releaseOrders(tx: Tx, where: SQL | undefined, status: ReleaseStatus, reason: string) {
  const { ids, lines } = await endOrders(tx, where, status, reason);
  await giveBackStock(tx, lines);
  return ids;
}

/** Releases one unpaid order; true when this call released it. */
export async function releaseOrder(db: Db, orderId: number, status: ReleaseStatus, reason: string) {
  const ids = await db.transaction((tx) => releaseOrders(tx, eq(orders.id, orderId), status, reason));
  return ids.length === 1;
}
