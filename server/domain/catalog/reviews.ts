// Published reviews of a product, newest first, with the author's name masked.
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";

export const REVIEW_PAGE_SIZE = 10;

export type Review = {
  id: number;
  author: string;
  rating: number;
  content: string;
  images: string[];
  created_at: string;
};

/** '김하늘' → '김**': reviews show only the first character of a name. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join("");
  if (chars.slice(1).every((char) => char === "*")) return chars.join("");
  return `${chars[0]}${"*".repeat(chars.length - 1)}`;
}

export async function listReviews(
  db: Db,
  productId: number,
  page = 1,
): Promise<{ reviews: Review[]; total: number; page: number; totalPageCnt: number }> {
  const where = and(eq(reviews.productId, productId), eq(reviews.status, "published"));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      author: maskName(row.authorName),
      rating: row.rating,
      content: row.content,
      images: row.images,
      created_at: row.createdAt.toISOString(),
    })),
    total: n,
    page,
    totalPageCnt: Math.ceil(n / REVIEW_PAGE_SIZE),
  };
}
