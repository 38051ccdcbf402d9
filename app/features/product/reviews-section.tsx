// The review section (#review): average and count, a strip of the newest review photos, 최신순 /
// 별점순 / 포토리뷰 as links the loader reads (issue 20: they work without scripts, and each is one
// page-cache entry), then the reviews with the option bought and 도움돼요, more on request.
// Plain links and a plain form posting to the page's action: the page's script budget (100 KB) has
// no room for React Router's client-side form code, and a full page load costs a cached page.
import { useState } from "react";
import { mediumDate } from "../../../core/dates";
import { type ReviewView, reviewViewQuery } from "../../../core/reviews";
import type { Review } from "../../../server/domain/catalog/reviews";
import { StarRating } from "../../components/star-rating";
import { getJson } from "../../lib/api";
import type { HelpfulAnswer } from "../reviews/helpful.server";
import { productTexts } from "./messages";
import styles from "./product.module.css";

type ReviewPage = { reviews: Review[]; total: number; page: number; totalPageCnt: number };

/** Uploaded review photos have a square thumbnail beside them (server/domain/uploads/images.ts). */
const thumbnailOf = (src: string) => (src.startsWith("/uploads/") ? src.replace(/\.webp$/, "-thumb.webp") : src);

export function ReviewsSection({
  slug,
  average,
  count,
  first,
  view,
  navHtml,
  helpful,
}: {
  slug: string;
  average: number;
  count: number;
  first: ReviewPage;
  view: ReviewView;
  /** The photo strip and the view links, rendered on the server (reviews-nav.server.tsx). */
  navHtml: string;
  /** The answer of a 도움돼요 posted from this page. */
  helpful: HelpfulAnswer | null;
}) {
  const [pages, setPages] = useState<ReviewPage[]>([first]);
  const last = pages[pages.length - 1] ?? first;
  const reviews = pages.flatMap((page) => page.reviews);
  const query = reviewViewQuery(view);

  const loadMore = async () => {
    const params = new URLSearchParams(query);
    params.set("page", String(last.page + 1));
    const next = await getJson<ReviewPage>(`/api/product/${encodeURIComponent(slug)}/reviews?${params}`);
    if (next) setPages((current) => [...current, next]);
  };

  return (
    <section id="review" className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.sectionTitle}>
        {productTexts.reviewTitle} <span className={styles.muted}>{count}</span>
      </h2>
      {count > 0 ? (
        <div className={styles.reviewSummary}>
          <strong>{average.toFixed(1)}</strong>
          <StarRating score={average} size={18} />
        </div>
      ) : (
        <p className={styles.muted}>{productTexts.noReviews}</p>
      )}
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup, its text escaped
        dangerouslySetInnerHTML={{ __html: navHtml }}
      />
      {count > 0 && reviews.length === 0 ? <p className={styles.muted}>{productTexts.noPhotoReviews}</p> : null}
      <ul className={styles.reviewList}>
        {reviews.map((review) => {
          const answer = helpful?.reviewId === review.id ? helpful : null;
          return (
            <li key={review.id} id={`review-${review.id}`}>
              <div className={styles.reviewMeta}>
                <StarRating score={review.rating} />
                <span>{review.author}</span>
                <time dateTime={review.created_at}>{mediumDate(review.created_at)}</time>
              </div>
              {review.option ? <p className={styles.reviewOption}>{productTexts.reviewOption(review.option)}</p> : null}
              <p>{review.content}</p>
              {review.images.length > 0 ? (
                <ul className={styles.reviewPhotos}>
                  {review.images.map((src) => (
                    <li key={src}>
                      <a href={src} target="_blank" rel="noopener">
                        <img src={thumbnailOf(src)} alt="" width={88} height={88} loading="lazy" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <form method="post" className={styles.helpful}>
                <input type="hidden" name="review_id" value={review.id} />
                <button type="submit" aria-pressed={answer?.ok ? "true" : undefined}>
                  {productTexts.helpful}
                  <span>{Math.max(review.helpful, answer?.helpful ?? 0)}</span>
                </button>
                {answer ? (
                  <span role="status" className={answer.ok ? styles.muted : styles.helpfulRefused}>
                    {answer.message}
                  </span>
                ) : null}
              </form>
            </li>
          );
        })}
      </ul>
      {last.page < last.totalPageCnt ? (
        <button type="button" className={styles.moreButton} onClick={loadMore}>
          {productTexts.moreReviews}
        </button>
      ) : null}
    </section>
  );
}
