// The review section (#review, issue 20): its HTML comes from the loader (reviews-section.server.tsx:
// average, photo strip, 최신순 / 별점순 / 포토리뷰, the reviews with their option, 리뷰 더 보기 as a
// link), so the page's script carries none of it. Only each review's 도움돼요 is React's: a plain
// form posting to the page's action (it works without scripts; the page's script budget of 100 KB
// has no room for React Router's client-side form code) whose answer shows beside that review.
import type { HelpfulAnswer } from "../reviews/helpful.server";
import { productTexts } from "./messages";
import styles from "./product.module.css";
import type { ReviewsSectionHtml } from "./reviews-section.server";

export function ReviewsSection({ html, helpful }: { html: ReviewsSectionHtml; helpful: HelpfulAnswer | null }) {
  return (
    <section id="review" className={styles.section} aria-labelledby="review-title">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup, its text escaped */}
      <div dangerouslySetInnerHTML={{ __html: html.head }} />
      {html.reviews.length > 0 ? (
        <ul className={styles.reviewList}>
          {html.reviews.map((review) => {
            const answer = helpful?.reviewId === review.id ? helpful : null;
            return (
              <li key={review.id} id={`review-${review.id}`}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup, its text escaped */}
                <div dangerouslySetInnerHTML={{ __html: review.html }} />
                {/* Back at this review after the page's answer. */}
                <form method="post" action={`#review-${review.id}`} className={styles.helpful}>
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
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup, its text escaped */}
      {html.foot ? <div dangerouslySetInnerHTML={{ __html: html.foot }} /> : null}
    </section>
  );
}
