// The top of the review section (issue 20), rendered to HTML on the server like the 배송/교환/반품
// section: the strip of the newest review photos and the 최신순 / 별점순 / 포토리뷰 links the loader
// reads. Plain links: they work without scripts, each view is one page-cache entry, and the page's
// script budget (100 KB) carries none of it.
import { renderToStaticMarkup } from "react-dom/server";
import { type ReviewView, reviewViewQuery } from "../../../core/reviews";
import type { ReviewPhoto } from "../../../server/domain/catalog/reviews";
import styles from "./product.module.css";

/** Its texts, kept here so they ship in the page's HTML only. */
export const reviewsNavTexts = {
  photoStrip: "포토리뷰 사진",
  reviewViews: "리뷰 정렬",
  reviewLatest: "최신순",
  reviewRating: "별점순",
  reviewPhoto: "포토리뷰",
} as const;
const productTexts = reviewsNavTexts;

/** Uploaded review photos have a square thumbnail beside them (server/domain/uploads/images.ts). */
const thumbnailOf = (src: string) => (src.startsWith("/uploads/") ? src.replace(/\.webp$/, "-thumb.webp") : src);

const hrefOf = (view: ReviewView, anchor: string) => `${reviewViewQuery(view) || "?"}#${anchor}`;

function ReviewsNav({ view, photos, count }: { view: ReviewView; photos: ReviewPhoto[]; count: number }) {
  const views = [
    { label: productTexts.reviewLatest, to: { ...view, sort: "latest" }, on: view.sort === "latest" },
    { label: productTexts.reviewRating, to: { ...view, sort: "rating" }, on: view.sort === "rating" },
    { label: productTexts.reviewPhoto, to: { ...view, photoOnly: !view.photoOnly }, on: view.photoOnly },
  ] as const;
  return (
    <>
      {photos.length > 0 ? (
        <ul className={styles.photoStrip} aria-label={productTexts.photoStrip}>
          {photos.map((photo) => (
            <li key={photo.review_id}>
              <a href={hrefOf({ sort: "latest", photoOnly: true }, `review-${photo.review_id}`)}>
                <img src={thumbnailOf(photo.src)} alt="" width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {count > 0 ? (
        <nav className={styles.reviewViews} aria-label={productTexts.reviewViews}>
          {views.map((item) => (
            <a key={item.label} href={hrefOf(item.to, "review")} aria-current={item.on ? "true" : undefined}>
              {item.label}
            </a>
          ))}
        </nav>
      ) : null}
    </>
  );
}

export function reviewsNavHtml(view: ReviewView, photos: ReviewPhoto[], count: number): string {
  return renderToStaticMarkup(<ReviewsNav view={view} photos={photos} count={count} />);
}
