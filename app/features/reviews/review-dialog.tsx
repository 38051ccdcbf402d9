// A buyer's review of one order line: 1-5 stars, text and up to 5 photos (.jpg, .jpeg, .png,
// 20 MB each; the server checks again, by content). Emoji are left out (spec §5).
import { type FormEvent, useState } from "react";
import { stripEmoji } from "../../../core/contact";
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
  failed: "리뷰를 등록하지 못했어요. 잠시 후 다시 시도해주세요.",
  tooMany: "사진은 5장까지 올릴 수 있어요.",
  badFile: "jpg, jpeg, png 파일만 20MB까지 올릴 수 있어요.",
} as const;

const MAX_PHOTOS = 5;
const MAX_BYTES = 20_971_520;
const IMAGE = /\.(jpe?g|png)$/i;

export function ReviewDialog({
  line,
  onClose,
  onSaved,
}: {
  line: { id: number; name: string };
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useScrollLock(true);

  const pick = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (picked.length > MAX_PHOTOS) return setError(reviewTexts.tooMany);
    if (picked.some((file) => !IMAGE.test(file.name) || file.size > MAX_BYTES)) return setError(reviewTexts.badFile);
    setError(null);
    setPhotos(picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.append("order_line_id", String(line.id));
    form.append("rating", String(rating));
    form.append("content", content);
    for (const photo of photos) form.append("photos", photo);
    setBusy(true);
    try {
      const response = await fetch("/api/reviews", { method: "POST", body: form, credentials: "include" });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (!response.ok) {
        setError(body?.message ?? reviewTexts.failed);
        return;
      }
      onSaved(body?.message ?? "");
    } catch {
      setError(reviewTexts.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <form className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="review-title" onSubmit={submit}>
        <div className={styles.head}>
          <h2 id="review-title">{reviewTexts.title}</h2>
          <button type="button" aria-label={reviewTexts.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.product}>{line.name}</p>
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
        <label className={styles.field}>
          {reviewTexts.content}
          <textarea
            name="content"
            rows={5}
            maxLength={2000}
            placeholder={reviewTexts.contentHint}
            value={content}
            onChange={(e) => setContent(stripEmoji(e.target.value))}
          />
        </label>
        <label className={styles.field}>
          {reviewTexts.photos}
          <input
            type="file"
            name="photos"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            multiple
            onChange={(e) => pick(e.target.files)}
          />
        </label>
        {photos.length > 0 ? (
          <ul className={styles.previews}>
            {photos.map((photo) => (
              <li key={`${photo.name}-${photo.size}`}>{photo.name}</li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {reviewTexts.submit}
        </button>
      </form>
    </div>
  );
}
