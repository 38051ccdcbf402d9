// A checkout's details outlive a failed, cancelled or abandoned payment (issue 20): they are kept
// with the unpaid order on the server, so the checkout form comes back filled on any device, a
// phone's full-page payment redirect included. Only the shopper who started the order (the member,
// or the guest holding its cart) gets them, and only while that order is the latest one.
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import type { CheckoutOrder } from "./init-checkout";

/** How long an unpaid order's details are offered again. */
export const KEEP_DETAILS_MS = 24 * 60 * 60 * 1000;

const UNPAID: readonly CheckoutOrder["status"][] = ["pending", "failed", "expired"];

export type KeptDetails = Pick<CheckoutOrder, "shipping" | "billing" | "customerNote" | "paymentMethod" | "couponId">;

/** The details of the shopper's latest checkout on the shop's own form, if it was never paid. */
export async function keptDetails(
  db: Db,
  who: { userId: number | null; cartId: number | null },
  now = new Date(),
): Promise<KeptDetails | null> {
  const owner =
    who.userId !== null
      ? eq(orders.userId, who.userId)
      : who.cartId !== null
        ? and(isNull(orders.userId), eq(orders.cartId, who.cartId))
        : null;
  if (owner === null) return null;
  const [latest] = await db
    .select()
    .from(orders)
    .where(
      and(owner, ne(orders.paymentMethod, "npay"), gt(orders.createdAt, new Date(now.getTime() - KEEP_DETAILS_MS))),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!latest?.shipping || !UNPAID.includes(latest.status)) return null;
  const { shipping, billing, customerNote, paymentMethod, couponId } = latest;
  return { shipping, billing, customerNote, paymentMethod, couponId };
}
