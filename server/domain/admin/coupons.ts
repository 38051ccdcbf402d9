// Coupons in the console (spec §3 Coupon): the list by member and state, a coupon issued to a
// member by hand, and taking back one not yet used. Every change is audited in its transaction.
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { coupons, users } from "../../db/schema";
import type { CouponRow } from "../checkout/coupons";
import { DomainError } from "../errors";
import { type Operator, recordAudit } from "./audit";
import { communityMessages, likeContaining, PAGE_SIZE, type Page, pageOf } from "./community";

export const COUPON_STATUSES = ["unused", "used", "expired"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export type AdminCoupon = CouponRow & { email: string | null };

export type CouponFilter = { q?: string; status?: CouponStatus; page: string | null };

export type CouponIssue = {
  email: string;
  couponName: string;
  couponDescription: string;
  couponAmount: number;
  minimumAmount: number;
  expiryDate: Date;
};

function statusFilter(status: CouponStatus, now: Date): SQL | undefined {
  if (status === "used") return isNotNull(coupons.usedOrderId);
  if (status === "unused") return and(isNull(coupons.usedOrderId), gt(coupons.expiryDate, now));
  return and(isNull(coupons.usedOrderId), lte(coupons.expiryDate, now));
}

/** Newest first, with the member's e-mail. */
export async function listCoupons(db: Db, filter: CouponFilter, now = new Date()): Promise<Page<AdminCoupon>> {
  const where = and(
    filter.q ? ilike(users.email, likeContaining(filter.q)) : undefined,
    filter.status ? statusFilter(filter.status, now) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.userId))
    .where(where);
  return pageOf(filter.page, total?.n ?? 0, async (offset) => {
    const rows = await db
      .select({ coupon: coupons, email: users.email })
      .from(coupons)
      .leftJoin(users, eq(users.id, coupons.userId))
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map((row) => ({ ...row.coupon, email: row.email }));
  });
}

/**
 * A coupon for "N원 이상 구매 시" must take off less than N: otherwise the smallest qualifying
 * order would be nearly free. Without a minimum the checkout caps the discount at the goods.
 */
function checkCouponRules(input: CouponIssue, now: Date): void {
  if (input.minimumAmount > 0 && input.couponAmount >= input.minimumAmount) {
    throw new DomainError("invalid", communityMessages.amountBelowMinimum);
  }
  if (!(input.expiryDate.getTime() > now.getTime())) throw new DomainError("invalid", communityMessages.expiryDate);
}

/** Issues a coupon to the member with that e-mail; its kind is new, so it never meets the one-per-kind rule. */
export async function issueCoupon(
  db: Db,
  operator: Operator,
  input: CouponIssue,
  now = new Date(),
): Promise<AdminCoupon> {
  checkCouponRules(input, now);
  const { email, ...coupon } = input;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    if (!member) throw new DomainError("not_found", communityMessages.memberNotFound);
    const kind = `manual-${now.getTime()}-${randomBytes(3).toString("hex")}`;
    const [created] = await tx
      .insert(coupons)
      .values({ ...coupon, userId: member.id, kind })
      .returning();
    if (!created) throw new Error("coupon was not stored");
    await recordAudit(tx, operator, { action: "coupon.issue", entity: "coupon", entityId: created.id, after: created });
    return { ...created, email: member.email };
  });
}

/** Takes back a coupon no order holds (an expired one included). */
export async function deleteCoupon(db: Db, operator: Operator, couponId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
    if (!coupon) throw new DomainError("not_found", communityMessages.couponNotFound);
    if (coupon.usedOrderId !== null) throw new DomainError("conflict", communityMessages.couponUsed);
    await tx.delete(coupons).where(eq(coupons.id, coupon.id));
    await recordAudit(tx, operator, { action: "coupon.delete", entity: "coupon", entityId: coupon.id, before: coupon });
  });
}
