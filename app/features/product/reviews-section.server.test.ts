// Issue 20: the product page's review section as the loader renders it. 리뷰 더 보기 is a link to
// the next `review_page` of the same view, landing on the first review it adds; the page count is
// read from known values only; the strip's photos link to the 포토리뷰 page their review is on; each
// review shows the option bought.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_REVIEW_PAGES, reviewPagesOf, reviewViewQuery } from "../../../core/reviews";
import { products, reviews } from "../../../server/db/schema";
import { getProductPage } from "../../../server/domain/catalog/product-detail";
import { REVIEW_PAGE_SIZE, readReviewSection } from "../../../server/domain/catalog/reviews";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { reviewsSectionHtml } from "./reviews-section.server";

let database: TestDatabase;
let productId = 0;
/** The reviews written below, newest first. */
const ids: number[] = [];

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  // The key ring's reviews are these 12 only, written a minute apart, every third with a photo.
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, "keyring-honeybadger"));
  productId = product?.id ?? 0;
  await database.db.delete(reviews).where(eq(reviews.productId, productId));
  const start = Date.parse("2026-11-01T00:00:00Z");
  for (let i = 0; i < 12; i += 1) {
    const [row] = await database.db
      .insert(reviews)
      .values({
        productId,
        authorName: "김하늘",
        optionName: i === 11 ? "블랙" : "",
        rating: (i % 5) + 1,
        content: `열쇠고리 후기 ${i + 1}번째, 가방에 달고 다녀요.`,
        images: i % 3 === 0 ? [`/media/reviews/key-${i}.webp`] : [],
        createdAt: new Date(start + i * 60_000),
      })
      .returning({ id: reviews.id });
    ids.unshift(row?.id ?? 0);
  }
});

afterAll(async () => {
  await database.close();
});

const render = async (pages: number, photoOnly = false) => {
  const view = { sort: "latest", photoOnly } as const;
  const list = await readReviewSection(database.db, productId, pages, view);
  return reviewsSectionHtml({
    view,
    pages,
    average: 3,
    count: 12,
    photos: list.photos,
    reviews: list.reviews,
    next: list.next,
  });
};

describe("the review section's pages", () => {
  it("reads review_page from known values only", () => {
    const pagesOf = (value: string) => reviewPagesOf(new URLSearchParams({ review_page: value }));
    expect(reviewPagesOf(new URLSearchParams())).toBe(1);
    expect(pagesOf("2")).toBe(2);
    expect(pagesOf(String(MAX_REVIEW_PAGES))).toBe(MAX_REVIEW_PAGES);
    for (const value of ["0", "02", "-1", "1.5", "abc", "", String(MAX_REVIEW_PAGES + 1), "99", "1e1"]) {
      expect(pagesOf(value), value).toBe(1);
    }
    expect(reviewViewQuery({ sort: "rating", photoOnly: true }, 3)).toBe(
      "?review_sort=rating&review_filter=photo&review_page=3",
    );
    expect(reviewViewQuery({ sort: "latest", photoOnly: false }, 1)).toBe("");
  });

  it("shows 10 reviews and 리뷰 더 보기 to the next page, landing on the first review it adds", async () => {
    expect(REVIEW_PAGE_SIZE).toBe(10);
    const first = await render(1);
    expect(first.reviews.map((review) => review.id)).toEqual(ids.slice(0, 10));
    expect(first.foot).toContain(`href="?review_page=2#review-${ids[10]}"`);
    expect(first.foot).toContain("리뷰 더 보기");

    const both = await render(2);
    expect(both.reviews.map((review) => review.id)).toEqual(ids);
    expect(both.foot).toBe("");
  });

  it("shows the option bought and the view links, each back to the first page", async () => {
    const section = await render(2);
    expect(section.reviews[0]?.html).toContain("옵션: 블랙");
    expect(section.reviews[1]?.html).not.toContain("옵션");
    for (const href of ['href="?#review"', 'href="?review_sort=rating#review"', 'href="?review_filter=photo#review"']) {
      expect(section.head).toContain(href);
    }
    expect(section.head).not.toContain("review_page");
  });

  it("links each photo of the strip to the 포토리뷰 page of its review", async () => {
    const section = await render(1);
    // 4 photo reviews (the 10th, 7th, 4th and 1st written): all on the first 포토리뷰 page.
    const photoReviews = [ids[2], ids[5], ids[8], ids[11]];
    for (const id of photoReviews) expect(section.head).toContain(`href="?review_filter=photo#review-${id}"`);
    const photos = await render(1, true);
    expect(photos.reviews.map((review) => review.id)).toEqual(photoReviews);
    expect(photos.foot).toBe("");
  });
});

// Issue 23, "a cheap cold render": the page opens on 최신순, and its own question carries that view's
// first page, so a product page as it opens asks no question of its own for its reviews.
describe("the review section in the product page's question", () => {
  it("is the first page the view's own question reads", async () => {
    const page = await getProductPage(database.db, "keyring-honeybadger");
    expect(page?.reviews).toEqual(await readReviewSection(database.db, productId, 1));
    expect(page?.reviews.reviews.map((review) => review.id)).toEqual(ids.slice(0, REVIEW_PAGE_SIZE));
    expect(page?.reviews.next).toBe(ids[10]);
    expect(page?.reviews.photos.map((photo) => photo.review_id)).toEqual([ids[2], ids[5], ids[8], ids[11]]);
  });

  it("is only the product's own reviews", async () => {
    const page = await getProductPage(database.db, "collins-incense");
    expect(page?.reviews.reviews.length).toBeGreaterThan(0);
    expect(page?.reviews.reviews.map((review) => review.id)).not.toContain(ids[0]);
  });
});
