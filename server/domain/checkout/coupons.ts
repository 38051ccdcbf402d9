// Coupons (spec §3 Coupon): a member's welcome coupon issued at sign-up, the coupons a member
// can use now, and claiming / returning a coupon with the order that uses it.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { formatWon } from "../../../core/price";
import type { Db } from "../../db/client";
import { coupons } from "../../db/schema";

type Executor = Pick<Db, "select" | "insert" | "update">;

const DAY_MS = 24 * 60 * 60 * 1000;

export const WELCOME_COUPON = {
  kind: "welcome",
  couponName: "신규 회원 웰컴 쿠폰",
  couponDescription: "15,000원 이상 구매 시 사용할 수 있어요.",
  couponAmount: 3000,
  minimumAmount: 15000,
  validDays: 30,
} as const;

/** Issues the welcome coupon once per member (a repeated call does nothing). */
export async function issueWelcomeCoupon(db: Executor, userId: number, now = new Date()): Promise<void> {
  const { validDays, ...coupon } = WELCOME_COUPON;
  await db
    .insert(coupons)
    .values({ ...coupon, userId, expiryDate: new Date(now.getTime() + validDays * DAY_MS) })
    .onConflictDoNothing();
}

export type CouponAnswer = {
  id: number;
  expiry_date: string;
  coupon_name: string;
  coupon_amount: number;
  coupon_description: string;
  display_amount: string;
  minimum_amount: number;
};

export type CouponRow = typeof coupons.$inferSelect;

export function couponAnswer(row: CouponRow): CouponAnswer {
  return {
    id: row.id,
    expiry_date: row.expiryDate.toISOString(),
    coupon_name: row.couponName,
    coupon_amount: row.couponAmount,
    coupon_description: row.couponDescription,
    display_amount: formatWon(row.couponAmount),
    minimum_amount: row.minimumAmount,
  };
}

/** The member's unused, unexpired coupons, the one expiring first first. */
export async function usableCoupons(db: Executor, userId: number, now = new Date()): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.userId, userId), isNull(coupons.usedOrderId), gt(coupons.expiryDate, now)))
    .orderBy(asc(coupons.expiryDate));
}

/** Marks the coupon used by the order; false when it is no longer free. */
export async function claimCoupon(db: Executor, couponId: number, userId: number, orderId: number, now: Date) {
  const claimed = await db
    .update(coupons)
    .set({ usedOrderId: orderId })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.userId, userId),
        isNull(coupons.usedOrderId),
        gt(coupons.expiryDate, now),
      ),
    )
    .returning({ id: coupons.id });
  return claimed.length === 1;
}

/** Gives a failed or expired order's coupon back to the member. */
export async function returnCoupon(db: Executor, orderId: number): Promise<void> {
  await db.update(coupons).set({ usedOrderId: null }).where(eq(coupons.usedOrderId, orderId));
}
