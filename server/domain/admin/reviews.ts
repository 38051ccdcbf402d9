// Review moderation in the console: the reviews by state and product, and publishing or hiding one.
// The product's rating_count and average_rating follow the published reviews in the same
// transaction, so the shop never shows a hidden review's stars.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { type Operator, recordAudit } from "./audit";
import { communityMessages, PAGE_SIZE, type Page, pageOf } from "./community";

export const REVIEW_STATUSES = ["published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

type ReviewRow = typeof reviews.$inferSelect;
export type AdminReview = ReviewRow & { productName: string; productSlug: string };

export type ReviewFilter = { status?: ReviewStatus; productId?: number; page: string | null };

const withProduct = { review: reviews, productName: products.name, productSlug: products.slug };

const adminReview = (row: { review: ReviewRow; productName: string; productSlug: string }): AdminReview => ({
  ...row.review,
  productName: row.productName,
  productSlug: row.productSlug,
});

/** Newest first, with the product's name and slug. */
export async function listReviewsForModeration(db: Db, filter: ReviewFilter): Promise<Page<AdminReview>> {
  const where = and(
    filter.status ? eq(reviews.status, filter.status) : undefined,
    filter.productId ? eq(reviews.productId, filter.productId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return pageOf(filter.page, total?.n ?? 0, async (offset) => {
    const rows = await db
      .select(withProduct)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map(adminReview);
  });
}

/** Publishes or hides a review; setting the state it already has changes nothing. */
export async function setReviewStatus(
  db: Db,
  operator: Operator,
  reviewId: number,
  status: ReviewStatus,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(withProduct)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, reviewId))
      .for("update", { of: reviews });
    if (!current) throw new DomainError("not_found", communityMessages.reviewNotFound);
    if (current.review.status === status) return adminReview(current);
    const [updated] = await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId)).returning();
    if (!updated) throw new DomainError("not_found", communityMessages.reviewNotFound);
    await refreshProductRating(tx, updated.productId);
    await recordAudit(tx, operator, {
      action: status === "hidden" ? "review.hide" : "review.publish",
      entity: "review",
      entityId: reviewId,
      before: current.review,
      after: updated,
    });
    return adminReview({ ...current, review: updated });
  });
}

/** The same count and two-decimal average that a new review writes (server/domain/reviews/write-review.ts). */
export async function refreshProductRating(tx: Tx, productId: number): Promise<void> {
  const published = and(eq(reviews.productId, productId), eq(reviews.status, "published"));
  await tx
    .update(products)
    .set({
      ratingCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${published})`,
      averageRating: sql`(SELECT coalesce(round(avg(${reviews.rating})::numeric, 2), 0) FROM ${reviews} WHERE ${published})`,
    })
    .where(eq(products.id, productId));
}
