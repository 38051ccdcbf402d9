// A buyer's review of one order line: 1-5 stars, text and up to 5 photos (.jpg, .jpeg, .png, 20 MB
// each), posted by a fetcher as a multipart form to the /review route action, which checks them as
// POST /api/reviews does (the photos by content); its refusals show beside their fields.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { stripEmoji } from "../../../core/contact";
import type { FieldErrors } from "../../../core/form";
import { links } from "../../../core/links";
import { controlOf, FormError, FormField } from "../../components/form-field";
import { CloseIcon } from "../../components/icons";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import styles from "./reviews.module.css";

export const reviewTexts = {
  write: "리뷰 쓰기",
  written: "리뷰 작성 완료",
  title: "리뷰 쓰기",
  rating: "별점",
  star: (n: number) => `${n}점`,
  content: "리뷰",
  contentHint: "향, 사용감, 포장 등 느낀 점을 10자 이상 남겨주세요.",
  photos: "사진 (최대 5장, jpg·png, 장당 20MB까지)",
  submit: "리뷰 등록하기",
  close: "닫기",
} as const;

/** The /review action's answer: saved, or the refusals beside their fields and the values sent. */
export type ReviewAnswer = { saved?: string; errors: FieldErrors; values: Record<string, string> };

export function ReviewDialog({
  line,
  onClose,
  onSaved,
}: {
  line: { id: number; name: string };
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const fetcher = useFetcher<ReviewAnswer>();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  useScrollLock(true);
  // The answer is taken once, though the account page renders again as it revalidates.
  const taken = useRef<ReviewAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.state === "idle" ? fetcher.data : undefined;
    if (!answer?.saved || taken.current === answer) return;
    taken.current = answer;
    onSaved(answer.saved);
  }, [fetcher.state, fetcher.data, onSaved]);
  const errors = fetcher.data?.errors ?? {};

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <fetcher.Form
        method="post"
        action={links.review}
        encType="multipart/form-data"
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="review-title"
        noValidate
      >
        <div className={styles.head}>
          <h2 id="review-title">{reviewTexts.title}</h2>
          <button type="button" aria-label={reviewTexts.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.product}>{line.name}</p>
        <input type="hidden" name="order_line_id" value={line.id} />
        <FormError message={errors.form ?? errors.order_line_id} />
        <fieldset className={styles.stars}>
          <legend>{reviewTexts.rating}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} data-on={n <= rating}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{reviewTexts.star(n)}</span>
            </label>
          ))}
        </fieldset>
        <FormError message={errors.rating} />
        <FormField
          name="content"
          label={reviewTexts.content}
          error={errors.content}
          idPrefix="review"
          className={styles.field}
          render={(input) => (
            <textarea
              {...controlOf(input)}
              rows={5}
              maxLength={2000}
              placeholder={reviewTexts.contentHint}
              value={content}
              onChange={(e) => setContent(stripEmoji(e.target.value))}
            />
          )}
        />
        <FormField
          name="photos"
          label={reviewTexts.photos}
          error={errors.photos}
          idPrefix="review"
          className={styles.field}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple
          onChange={(e) => setPhotos([...(e.target.files ?? [])])}
        />
        {photos.length > 0 ? (
          <ul className={styles.previews}>
            {photos.map((photo) => (
              <li key={`${photo.name}-${photo.size}`}>{photo.name}</li>
            ))}
          </ul>
        ) : null}
        <button type="submit" className={styles.submit} disabled={fetcher.state !== "idle"}>
          {reviewTexts.submit}
        </button>
      </fetcher.Form>
    </div>
  );
}
