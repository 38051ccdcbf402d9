// The review section (#review): average, count and the newest reviews, with more on request.
import { useState } from "react";
import { mediumDate } from "../../../core/dates";
import type { Review } from "../../../server/domain/catalog/reviews";
import { StarRating } from "../../components/star-rating";
import { getJson } from "../../lib/api";
import { productTexts } from "./messages";
import styles from "./product.module.css";

type ReviewPage = { reviews: Review[]; total: number; page: number; totalPageCnt: number };

/** Uploaded review photos have a square thumbnail beside them (server/domain/uploads/images.ts). */
const thumbnailOf = (src: string) => (src.startsWith("/uploads/") ? src.replace(/\.webp$/, "-thumb.webp") : src);

export function ReviewsSection({ slug, average, first }: { slug: string; average: number; first: ReviewPage }) {
  const [pages, setPages] = useState<ReviewPage[]>([first]);
  const last = pages[pages.length - 1] ?? first;
  const reviews = pages.flatMap((page) => page.reviews);

  const loadMore = async () => {
    const next = await getJson<ReviewPage>(`/api/product/${encodeURIComponent(slug)}/reviews?page=${last.page + 1}`);
    if (next) setPages((current) => [...current, next]);
  };

  return (
    <section id="review" className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.sectionTitle}>
        {productTexts.reviewTitle} <span className={styles.muted}>{first.total}</span>
      </h2>
      {first.total > 0 ? (
        <div className={styles.reviewSummary}>
          <strong>{average.toFixed(1)}</strong>
          <StarRating score={average} size={18} />
        </div>
      ) : (
        <p className={styles.muted}>{productTexts.noReviews}</p>
      )}
      <ul className={styles.reviewList}>
        {reviews.map((review) => (
          <li key={review.id}>
            <div className={styles.reviewMeta}>
              <StarRating score={review.rating} />
              <span>{review.author}</span>
              <time dateTime={review.created_at}>{mediumDate(review.created_at)}</time>
            </div>
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
          </li>
        ))}
      </ul>
      {last.page < last.totalPageCnt ? (
        <button type="button" className={styles.moreButton} onClick={loadMore}>
          {productTexts.moreReviews}
        </button>
      ) : null}
    </section>
  );
}
