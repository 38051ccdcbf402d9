// Published reviews of a product, newest first or highest rated first (최신순 / 별점순), all or
// only those with photos (포토리뷰), with the author's name masked, the option bought and the
// 도움돼요 count (issue 20); and the product page's strip of the newest review photos.
import { and, count, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { DEFAULT_REVIEW_VIEW, type ReviewView } from "../../../core/reviews";
import type { Db } from "../../db/client";
import { preparedRow, rowsJson, rowsOf } from "../../db/json-rows";
import { reviews } from "../../db/schema";

export const REVIEW_PAGE_SIZE = 10;
/** The photo strip at the top of the review section: the newest photo reviews, one photo each. */
export const PHOTO_STRIP_SIZE = 12;

export type Review = {
  id: number;
  author: string;
  rating: number;
  content: string;
  images: string[];
  /** The option bought ("우드"); '' for a simple product or a seeded review. */
  option: string;
  helpful: number;
  created_at: string;
};

export type ReviewPhoto = { review_id: number; src: string };

/** The product page's review section: its list, where its next page starts, its photo strip. */
export type ReviewSection = { reviews: Review[]; next: number | null; photos: ReviewPhoto[] };

const hasPhotos: SQL = sql`jsonb_array_length(${reviews.images}) > 0`;

/** '김하늘' → '김**': reviews show only the first character of a name. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join("");
  if (chars.slice(1).every((char) => char === "*")) return chars.join("");
  return `${chars[0]}${"*".repeat(chars.length - 1)}`;
}

type ReviewRow = typeof reviews.$inferSelect;

const reviewOf = (row: ReviewRow): Review => ({
  id: row.id,
  author: maskName(row.authorName),
  rating: row.rating,
  content: row.content,
  images: row.images,
  option: row.optionName,
  helpful: row.helpfulCount,
  created_at: row.createdAt.toISOString(),
});

function whereOf(productId: number | Placeholder | SQL, view: ReviewView) {
  return and(eq(reviews.productId, productId), eq(reviews.status, "published"), view.photoOnly ? hasPhotos : undefined);
}

/** The photo strip's reviews: the newest with photos. */
const PHOTO_VIEW: ReviewView = { ...DEFAULT_REVIEW_VIEW, photoOnly: true };

function orderOf(view: ReviewView) {
  return view.sort === "rating"
    ? [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)]
    : [desc(reviews.createdAt), desc(reviews.id)];
}

function readRows(db: Db, productId: number, view: ReviewView, limit: number, offset: number) {
  return db
    .select()
    .from(reviews)
    .where(whereOf(productId, view))
    .orderBy(...orderOf(view))
    .limit(limit)
    .offset(offset);
}

export async function listReviews(
  db: Db,
  productId: number,
  page = 1,
  view: ReviewView = DEFAULT_REVIEW_VIEW,
): Promise<{ reviews: Review[]; total: number; page: number; totalPageCnt: number }> {
  const [rows, [total]] = await Promise.all([
    readRows(db, productId, view, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(whereOf(productId, view)),
  ]);
  const n = total?.n ?? 0;
  return { reviews: rows.map(reviewOf), total: n, page, totalPageCnt: Math.ceil(n / REVIEW_PAGE_SIZE) };
}

/** What the review section's columns answer: its list and its photo strip, as JSON rows. */
export type ReviewSectionRows = { review_list: unknown; review_photos: unknown };

/** The limit of the review section's list: its first `pages` pages and the review after them. */
export const reviewSectionLimit = (pages: number) => pages * REVIEW_PAGE_SIZE + 1;

/**
 * The review section of `productId` in `view` as two columns (`ReviewSectionRows`) of a question:
 * its list, as long as the placeholder `reviewLimit` says (`reviewSectionLimit`), and the strip of
 * the newest review photos. The product page's own question carries the default view's
 * (product-detail.ts); any other view is a question of its own (`readReviewSection`).
 */
export function reviewSectionColumns(productId: SQL | Placeholder, view: ReviewView): SQL {
  return sql`${rowsJson(reviews, { where: whereOf(productId, view), orderBy: orderOf(view), limit: sql.placeholder("reviewLimit") })} AS review_list,
      ${rowsJson(reviews, { where: whereOf(productId, PHOTO_VIEW), orderBy: orderOf(DEFAULT_REVIEW_VIEW), limit: PHOTO_STRIP_SIZE })} AS review_photos`;
}

/**
 * The product page's review section (issue 20, 리뷰 더 보기 as a link) from its columns: its first
 * `pages` pages with the id of the review after them (where the next page starts, null when there
 * is none), and the strip of the newest review photos above it.
 */
export function reviewSectionOf(answer: ReviewSectionRows, pages: number): ReviewSection {
  const rows = rowsOf(reviews, answer.review_list);
  const next = rows.length > pages * REVIEW_PAGE_SIZE ? (rows.pop()?.id ?? null) : null;
  const photos = rowsOf(reviews, answer.review_photos).flatMap((row) =>
    row.images[0] ? [{ review_id: row.id, src: row.images[0] }] : [],
  );
  return { reviews: rows.map(reviewOf), next, photos };
}

type ReviewSectionRow = ReturnType<typeof preparedRow<ReviewSectionRows, { productId: number; reviewLimit: number }>>;

/** The review section's question of each view (a known sort and filter: four at most), built once. */
const reviewSections = new Map<string, ReviewSectionRow>();

function reviewSectionRow(view: ReviewView): ReviewSectionRow {
  const name = `review section ${view.sort}${view.photoOnly ? " photos" : ""}`;
  const kept = reviewSections.get(name);
  if (kept) return kept;
  const row: ReviewSectionRow = preparedRow(
    name,
    () => sql`SELECT ${reviewSectionColumns(sql.placeholder("productId"), view)}`,
  );
  reviewSections.set(name, row);
  return row;
}

/** The product page's review section (`reviewSectionOf`) in `view`, in one question. */
export async function readReviewSection(
  db: Db,
  productId: number,
  pages: number,
  view: ReviewView = DEFAULT_REVIEW_VIEW,
): Promise<ReviewSection> {
  return reviewSectionOf(
    await reviewSectionRow(view)(db, { productId, reviewLimit: reviewSectionLimit(pages) }),
    pages,
  );
}
