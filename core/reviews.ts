// Reviews (issue 20 "Reviews after delivery"): when a buyer may write one, and how the product page
// orders and filters them. Used by the account page, the product page and the server alike.

/**
 * The order statuses whose lines may be reviewed: once the parcel has arrived (배송완료) or the
 * purchase is confirmed (구매확정), and while an exchange is asked for or done (the buyer has the
 * product in hand). Never at payment, before the product is received.
 */
export const REVIEWABLE_STATUSES = ["delivered", "exchange_requested", "exchanged", "confirmed"] as const;

export function canReview(status: string): boolean {
  return (REVIEWABLE_STATUSES as readonly string[]).includes(status);
}

/** 최신순 (newest first) or 별점순 (highest rating first, newest among equals). */
export const REVIEW_SORTS = ["latest", "rating"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The product page's review list: its order and whether only photo reviews (포토리뷰) are shown. */
export type ReviewView = { sort: ReviewSort; photoOnly: boolean };

export const DEFAULT_REVIEW_VIEW: ReviewView = { sort: "latest", photoOnly: false };

/** Whether `view` is the one the product page opens with (최신순, every review). */
export function isDefaultReviewView(view: ReviewView): boolean {
  return view.sort === DEFAULT_REVIEW_VIEW.sort && view.photoOnly === DEFAULT_REVIEW_VIEW.photoOnly;
}

/** The query parameters of a review view (known values only, so each view is one page-cache entry). */
export const REVIEW_SORT_PARAM = "review_sort";
export const REVIEW_FILTER_PARAM = "review_filter";
export const PHOTO_FILTER = "photo";

/** Reads a view from a page's query; anything unknown is the default. */
export function reviewViewOf(params: URLSearchParams): ReviewView {
  const sort = params.get(REVIEW_SORT_PARAM);
  return {
    sort: sort === "rating" ? "rating" : "latest",
    photoOnly: params.get(REVIEW_FILTER_PARAM) === PHOTO_FILTER,
  };
}

/**
 * 리뷰 더 보기 is a link too (issue 20): `review_page=N` shows the first N pages of the view. Known
 * values only (2 to MAX_REVIEW_PAGES; anything else is the first page), so the reads a product's
 * page makes stay bounded.
 */
export const REVIEW_PAGE_PARAM = "review_page";
export const MAX_REVIEW_PAGES = 20;

/** The pages of reviews a page's query asks for, from 1 to MAX_REVIEW_PAGES. */
export function reviewPagesOf(params: URLSearchParams): number {
  const value = params.get(REVIEW_PAGE_PARAM) ?? "";
  const pages = /^[1-9]\d?$/.test(value) ? Number(value) : 1;
  return pages <= MAX_REVIEW_PAGES ? pages : 1;
}

/** The query string of a view and its pages ('' for the default), for links to it. */
export function reviewViewQuery(view: ReviewView, pages = 1): string {
  const params = new URLSearchParams();
  if (view.sort !== "latest") params.set(REVIEW_SORT_PARAM, view.sort);
  if (view.photoOnly) params.set(REVIEW_FILTER_PARAM, PHOTO_FILTER);
  if (pages > 1 && pages <= MAX_REVIEW_PAGES) params.set(REVIEW_PAGE_PARAM, String(pages));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Uploaded review photos have a square thumbnail beside them (server/domain/uploads/images.ts). */
export const thumbnailOf = (src: string) => (src.startsWith("/uploads/") ? src.replace(/\.webp$/, "-thumb.webp") : src);
