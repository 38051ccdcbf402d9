// The review section (#review, issue 20), rendered to HTML on the server like the 배송/교환/반품
// section: the average and count, the strip of the newest review photos, 최신순 / 별점순 / 포토리뷰
// and 리뷰 더 보기 as links the loader reads, and each review with the option bought. Plain links:
// they work without scripts, each view is one page-cache entry, and the page's script budget
// (100 KB) carries none of it. Only each review's 도움돼요 form is React's (reviews-section.tsx):
// it shows the page action's answer.
import { renderToStaticMarkup } from "react-dom/server";
import { mediumDate } from "../../../core/dates";
import { MAX_REVIEW_PAGES, type ReviewView, reviewViewQuery, thumbnailOf } from "../../../core/reviews";
import { REVIEW_PAGE_SIZE, type Review, type ReviewPhoto } from "../../../server/domain/catalog/reviews";
import { StarRating } from "../../components/star-rating";
import styles from "./product.module.css";

/** Its texts, kept here so they ship in the page's HTML only. */
export const reviewsSectionTexts = {
  title: "리뷰",
  noReviews: "아직 작성된 리뷰가 없어요. 첫 리뷰를 남겨주세요.",
  noPhotoReviews: "아직 사진이 있는 리뷰가 없어요.",
  more: "리뷰 더 보기",
  option: (option: string) => `옵션: ${option}`,
  photoStrip: "포토리뷰 사진",
  stripPhoto: (n: number) => `포토리뷰 사진 ${n}`,
  reviewPhoto: (n: number) => `리뷰 사진 ${n} 크게 보기`,
  views: "리뷰 정렬",
  latest: "최신순",
  rating: "별점순",
  photo: "포토리뷰",
} as const;
const texts = reviewsSectionTexts;

/** The section's HTML: above the list, each review (its 도움돼요 count beside it), below the list. */
export type ReviewsSectionHtml = {
  head: string;
  reviews: { id: number; helpful: number; html: string }[];
  foot: string;
};

const hrefOf = (view: ReviewView, anchor: string, pages = 1) => `${reviewViewQuery(view, pages) || "?"}#${anchor}`;

type Props = {
  view: ReviewView;
  pages: number;
  average: number;
  count: number;
  photos: ReviewPhoto[];
  reviews: Review[];
  next: number | null;
};

function Head({ view, average, count, photos, reviews }: Props) {
  const views = [
    { label: texts.latest, to: { ...view, sort: "latest" }, on: view.sort === "latest" },
    { label: texts.rating, to: { ...view, sort: "rating" }, on: view.sort === "rating" },
    { label: texts.photo, to: { ...view, photoOnly: !view.photoOnly }, on: view.photoOnly },
  ] as const;
  const photoView: ReviewView = { sort: "latest", photoOnly: true };
  return (
    <>
      <h2 id="review-title" className={styles.sectionTitle}>
        {texts.title} <span className={styles.muted}>{count}</span>
      </h2>
      {count > 0 ? (
        <div className={styles.reviewSummary}>
          <strong>{average.toFixed(1)}</strong>
          <StarRating score={average} size={18} />
        </div>
      ) : (
        <p className={styles.muted}>{texts.noReviews}</p>
      )}
      {photos.length > 0 ? (
        <ul className={styles.photoStrip} aria-label={texts.photoStrip}>
          {photos.map((photo, index) => (
            <li key={photo.review_id}>
              {/* The strip is the 포토리뷰 list's order: its photo's review is on that page. */}
              <a href={hrefOf(photoView, `review-${photo.review_id}`, Math.floor(index / REVIEW_PAGE_SIZE) + 1)}>
                <img
                  src={thumbnailOf(photo.src)}
                  alt={texts.stripPhoto(index + 1)}
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {count > 0 ? (
        <nav className={styles.reviewViews} aria-label={texts.views}>
          {views.map((item) => (
            <a key={item.label} href={hrefOf(item.to, "review")} aria-current={item.on ? "true" : undefined}>
              {item.label}
            </a>
          ))}
        </nav>
      ) : null}
      {count > 0 && reviews.length === 0 ? <p className={styles.muted}>{texts.noPhotoReviews}</p> : null}
    </>
  );
}

function ReviewBody({ review }: { review: Review }) {
  return (
    <>
      <div className={styles.reviewMeta}>
        <StarRating score={review.rating} />
        <span>{review.author}</span>
        <time dateTime={review.created_at}>{mediumDate(review.created_at)}</time>
      </div>
      {review.option ? <p className={styles.reviewOption}>{texts.option(review.option)}</p> : null}
      <p>{review.content}</p>
      {review.images.length > 0 ? (
        <ul className={styles.reviewPhotos}>
          {review.images.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener">
                <img src={thumbnailOf(src)} alt={texts.reviewPhoto(index + 1)} width={88} height={88} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function reviewsSectionHtml(props: Props): ReviewsSectionHtml {
  return {
    head: renderToStaticMarkup(<Head {...props} />),
    reviews: props.reviews.map((review) => ({
      id: review.id,
      helpful: review.helpful,
      html: renderToStaticMarkup(<ReviewBody review={review} />),
    })),
    foot:
      props.next === null || props.pages >= MAX_REVIEW_PAGES
        ? ""
        : renderToStaticMarkup(
            <a className={styles.moreButton} href={hrefOf(props.view, `review-${props.next}`, props.pages + 1)}>
              {texts.more}
            </a>,
          ),
  };
}
