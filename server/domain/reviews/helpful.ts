// 도움돼요 on a review (issue 20): a signed-in member marks another buyer's published review helpful,
// once; the review's count follows in the same transaction. A second mark changes nothing.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { reviewHelpful, reviews } from "../../db/schema";
import { DomainError } from "../errors";
import { DB_ID_MAX } from "../ids";

export const helpfulMessages = {
  login: "로그인하면 도움돼요를 누를 수 있어요.",
  notFound: "리뷰를 찾을 수 없어요.",
  own: "내가 쓴 리뷰에는 도움돼요를 누를 수 없어요.",
  marked: "도움돼요를 눌렀어요.",
  already: "이미 도움돼요를 누른 리뷰예요.",
} as const;

/** The form's one field, read by the product page's action and POST /api/reviews/:id/helpful. */
export const helpfulFormSchema = z.object({
  review_id: z.coerce
    .number({ error: helpfulMessages.notFound })
    .int(helpfulMessages.notFound)
    .positive(helpfulMessages.notFound)
    .max(DB_ID_MAX, helpfulMessages.notFound),
});

export type HelpfulAnswer = { reviewId: number; count: number; already: boolean };

export async function markHelpful(db: Db, user: { id: number }, reviewId: number): Promise<HelpfulAnswer> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, userId: reviews.userId, count: reviews.helpfulCount })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")))
      .limit(1);
    if (!review) throw new DomainError("not_found", helpfulMessages.notFound);
    if (review.userId === user.id) throw new DomainError("forbidden", helpfulMessages.own);
    const [marked] = await tx
      .insert(reviewHelpful)
      .values({ reviewId, userId: user.id })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpful.reviewId });
    if (!marked) return { reviewId, count: review.count, already: true };
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ count: reviews.helpfulCount });
    return { reviewId, count: updated?.count ?? review.count + 1, already: false };
  });
}
