// A buyer's photo review (issue #7): one per order line once it is delivered or purchase-confirmed
// (issue 20), 1-5 stars, text, up to 5 photos, with the option bought. The product's rating_count and
// average_rating follow in the same transaction.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { stripEmoji } from "../../../core/contact";
import { canReview } from "../../../core/reviews";
import type { Db } from "../../db/client";
import { orderLines, orders, products, reviews } from "../../db/schema";
import { DomainError } from "../errors";
import { DB_ID_MAX } from "../ids";
import { isStorableText } from "../storable-text";
import { removeImages, storeImages, type Upload, uploadMessages } from "../uploads/images";

export const MAX_REVIEW_PHOTOS = 5;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

export const reviewMessages = {
  notYours: "리뷰를 쓸 수 있는 주문 상품이 아니에요.",
  already: "이미 리뷰를 쓴 주문 상품이에요.",
  notDelivered: "배송이 완료된 뒤에 리뷰를 쓸 수 있어요.",
  rating: "별점을 1점부터 5점까지 골라주세요.",
  text: `리뷰는 ${REVIEW_TEXT_MIN}자 이상 ${REVIEW_TEXT_MAX.toLocaleString("ko-KR")}자 이하로 써주세요.`,
  saved: "리뷰를 등록했어요. 소중한 후기 고마워요.",
} as const;

const ratingRule = z.coerce
  .number({ error: reviewMessages.rating })
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);
/** Text without emoji (spec §5), 10 to 2,000 characters that PostgreSQL can store. */
const contentRule = z
  .string({ error: reviewMessages.text })
  .transform((text) => stripEmoji(text).trim())
  .refine(
    (text) => [...text].length >= REVIEW_TEXT_MIN && [...text].length <= REVIEW_TEXT_MAX && isStorableText(text),
    reviewMessages.text,
  );

/** The review form's fields, read by the page's route action and by POST /api/reviews alike. */
export const reviewFormSchema = z
  .object({
    order_line_id: z.coerce
      .number({ error: reviewMessages.notYours })
      .int(reviewMessages.notYours)
      .positive(reviewMessages.notYours)
      .max(DB_ID_MAX, reviewMessages.notYours),
    rating: ratingRule,
    content: contentRule,
  })
  .transform(({ order_line_id, ...review }) => ({ orderLineId: order_line_id, ...review }));

export type ReviewFields = { orderLineId: number; rating: number; content: string };
export type ReviewInput = ReviewFields & { photos: Upload[] };

/** An order on its way: its lines may be reviewed once it is delivered. */
const BEFORE_DELIVERY = new Set<string>(["pending", "paid", "preparing", "shipped"]);

/**
 * Checks a review's fields and that the member may review that order line: run on the fields alone
 * before any photo is received (issue 18), and again when the review is written.
 */
export async function openReview(
  db: Db,
  user: { id: number },
  input: ReviewFields,
): Promise<{ lineId: number; productId: number; optionName: string; content: string }> {
  const checked = z.object({ rating: ratingRule, content: contentRule }).safeParse(input);
  if (!checked.success) throw new DomainError("invalid", checked.error.issues[0]?.message ?? reviewMessages.text);
  const { content } = checked.data;
  const [line] = await db
    .select({ line: orderLines, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, input.orderLineId), eq(orders.userId, user.id), eq(orderLines.isGift, false)))
    .limit(1);
  if (!line) throw new DomainError("forbidden", reviewMessages.notYours);
  // Issue 20: after the parcel arrives, never at payment; a cancelled or returned order never.
  if (!canReview(line.status)) {
    if (BEFORE_DELIVERY.has(line.status)) throw new DomainError("conflict", reviewMessages.notDelivered);
    throw new DomainError("forbidden", reviewMessages.notYours);
  }
  const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderLineId, line.line.id));
  if (existing) throw new DomainError("conflict", reviewMessages.already);
  return { lineId: line.line.id, productId: line.line.productId, optionName: line.line.optionName, content };
}

export async function writeReview(
  db: Db,
  user: { id: number; firstName: string; lastName: string },
  input: ReviewInput,
  upload: { dir: string; urlPrefix: string },
): Promise<{ id: number; productId: number }> {
  if (input.photos.length > MAX_REVIEW_PHOTOS) {
    throw new DomainError("invalid", uploadMessages.tooMany(MAX_REVIEW_PHOTOS));
  }
  const { lineId, productId, optionName, content } = await openReview(db, user, input);
  const photos = await storeImages(input.photos, upload.dir, upload.urlPrefix);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(reviews)
        .values({
          productId,
          userId: user.id,
          orderLineId: lineId,
          optionName,
          authorName: `${user.lastName}${user.firstName}` || "구매자",
          rating: input.rating,
          content,
          images: photos.map((photo) => photo.src),
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (!created) throw new DomainError("conflict", reviewMessages.already);
      const published = and(eq(reviews.productId, productId), eq(reviews.status, "published"));
      await tx
        .update(products)
        .set({
          ratingCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${published})`,
          averageRating: sql`(SELECT coalesce(round(avg(${reviews.rating})::numeric, 2), 0) FROM ${reviews} WHERE ${published})`,
        })
        .where(eq(products.id, productId));
      return { id: created.id, productId };
    });
  } catch (error) {
    await removeImages(photos, upload.dir);
    throw error;
  }
}
