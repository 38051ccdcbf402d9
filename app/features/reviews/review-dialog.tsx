// A buyer's review of one order line: 1-5 stars, text and up to 5 photos (.jpg, .jpeg, .png, 20 MB
// each), posted by a fetcher as a multipart form to the /review route action, which checks them as
// POST /api/reviews does (the photos by content); its refusals show beside their fields. The photos
// are chosen behind a 사진 추가 tile and shown as thumbnails, each removable, before sending (issue 20).
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
  photos: "사진",
  photosHint: "최대 5장, jpg·png, 장당 20MB까지",
  addPhoto: "사진 추가",
  removePhoto: (n: number) => `${n}번째 사진 빼기`,
  tooManyPhotos: "사진은 5장까지 올릴 수 있어요.",
  submit: "리뷰 등록하기",
  close: "닫기",
} as const;

const MAX_PHOTOS = 5;

/** A chosen photo and the object URL of its thumbnail. */
type Chosen = { file: File; url: string };

/** The file input holds exactly the chosen photos, so the form sends what the thumbnails show. */
function syncInput(input: HTMLInputElement | null, chosen: Chosen[]) {
  if (!input) return;
  const transfer = new DataTransfer();
  for (const photo of chosen) transfer.items.add(photo.file);
  input.files = transfer.files;
}

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
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The thumbnails' object URLs are let go with the dialog.
  const shown = useRef<Chosen[]>([]);
  shown.current = photos;
  useEffect(
    () => () => {
      for (const photo of shown.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );
  useScrollLock(true);

  const addPhotos = (files: File[]) => {
    const room = MAX_PHOTOS - photos.length;
    const added = files.slice(0, Math.max(room, 0)).map((file) => ({ file, url: URL.createObjectURL(file) }));
    const next = [...photos, ...added];
    setPhotoNote(files.length > room ? reviewTexts.tooManyPhotos : null);
    setPhotos(next);
    syncInput(fileInput.current, next);
  };
  const removePhoto = (index: number) => {
    const removed = photos[index];
    if (removed) URL.revokeObjectURL(removed.url);
    const next = photos.filter((_, i) => i !== index);
    setPhotoNote(null);
    setPhotos(next);
    syncInput(fileInput.current, next);
  };
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
        <fieldset className={styles.photos}>
          <legend>
            {reviewTexts.photos} <span>{reviewTexts.photosHint}</span>
          </legend>
          <ul className={styles.previews}>
            {photos.map((photo, index) => (
              <li key={photo.url}>
                <img src={photo.url} alt="" width={72} height={72} />
                <button
                  type="button"
                  aria-label={reviewTexts.removePhoto(index + 1)}
                  onClick={() => removePhoto(index)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
            {/* Kept in the form when full: the input holds the photos that are sent. */}
            <li hidden={photos.length >= MAX_PHOTOS}>
              <label className={styles.addPhoto}>
                <input
                  ref={fileInput}
                  type="file"
                  name="photos"
                  className="visually-hidden"
                  accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                  multiple
                  aria-describedby="review-photos-note"
                  onChange={(e) => addPhotos([...(e.target.files ?? [])])}
                />
                <span aria-hidden="true">+</span>
                {reviewTexts.addPhoto}
                <small>
                  {photos.length}/{MAX_PHOTOS}
                </small>
              </label>
            </li>
          </ul>
          <p id="review-photos-note" className={styles.photoNote} role="status">
            {photoNote}
          </p>
          <FormError message={errors.photos} />
        </fieldset>
        <button type="submit" className={styles.submit} disabled={fetcher.state !== "idle"}>
          {reviewTexts.submit}
        </button>
      </fetcher.Form>
    </div>
  );
}
