// The console's image picker (issue 22 "Images"): a file input that takes a photo from the computer
// or the phone's camera roll (and, with scripts, one dropped on it), the crops the storefront shows
// (card square, gallery, Open Graph 1.91:1), and for a product's photo list the steps 위로/아래로,
// 대표 이미지 and 삭제, each a plain form post that works before the page's scripts load.
import { type DragEvent, useState } from "react";
import { Form } from "react-router";
import { MEDIA_VARIANTS, variantUrlOf } from "../../../core/media";
import { FormError } from "../../components/form-field";
import styles from "./admin.module.css";
import picker from "./image-picker.module.css";
import { Notice, StepButton, useAnswer } from "./ui";

/** The action's intent of one step on a photo list, and what it answers once done. */
export const IMAGE_STEP_INTENT = "image-step";
export const IMAGE_STEP_DONE = {
  up: "이미지를 앞으로 옮겼어요.",
  down: "이미지를 뒤로 옮겼어요.",
  thumbnail: "대표 이미지로 정하고 맨 앞으로 옮겼어요.",
  remove: "이미지를 뺐어요.",
} as const;

const CROPS = [
  { variant: "card", label: "상품 카드 (정사각형)", ratio: "1 / 1" },
  { variant: "gallery", label: "상세 갤러리", ratio: "auto" },
  { variant: "og", label: "공유 미리보기 (1.91:1)", ratio: `${MEDIA_VARIANTS.og.width} / ${MEDIA_VARIANTS.og.height}` },
] as const;

/** How the storefront crops the image: an upload's own variants, a shipped file cropped as the page does. */
export function ImageCrops({ src, alt }: { src: string; alt: string }) {
  return (
    <div className={picker.crops}>
      {CROPS.map((crop) => (
        <figure key={crop.variant} className={picker.crop}>
          <img
            src={variantUrlOf(src, crop.variant)}
            alt={crop.variant === "card" ? alt : ""}
            loading="lazy"
            style={{ aspectRatio: crop.ratio }}
          />
          <figcaption>{crop.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/**
 * The file field of an image form (.jpg, .jpeg, .png up to 20 MB; resized on the server). Without
 * scripts it is the browser's own file input; with them a photo dropped on it is taken too, and
 * the chosen photo's crops are shown before it is sent.
 */
export function ImageDrop({
  name,
  idPrefix,
  label,
  error,
  warning,
  form,
}: {
  name: string;
  idPrefix: string;
  label: string;
  error?: string;
  /** A short caution shown with the field (a popup's photo makes the page slow to appear). */
  warning?: string;
  /** The id of the form the file belongs to, when the input sits inside another form. */
  form?: string;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const id = `${idPrefix}-${name}`;
  const show = (files: FileList | null) => {
    const file = files?.[0];
    setChosen((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return file ? URL.createObjectURL(file) : null;
    });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const input = event.currentTarget.querySelector("input[type=file]");
    if (!(input instanceof HTMLInputElement) || event.dataTransfer.files.length === 0) return;
    input.files = event.dataTransfer.files;
    show(input.files);
  };
  return (
    <div
      className={dragging ? `${picker.drop} ${picker.dragging}` : picker.drop}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={id}>{label}</label>
      <span className={styles.help} id={`${id}-hint`}>
        jpg·png 사진, 20MB까지. 여기에 끌어다 놓거나 휴대폰 사진첩에서 고르세요.
      </span>
      {warning ? <p className={picker.warning}>{warning}</p> : null}
      <input
        id={id}
        name={name}
        type="file"
        accept="image/*"
        form={form}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => show(event.currentTarget.files)}
      />
      {chosen ? <ChosenCrops src={chosen} /> : null}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The crops of a photo not yet sent, as the page will cut them (CSS over the photo itself). */
function ChosenCrops({ src }: { src: string }) {
  return (
    <div className={picker.crops}>
      {CROPS.map((crop) => (
        <figure key={crop.variant} className={picker.crop}>
          <img src={src} alt="" style={{ aspectRatio: crop.ratio }} />
          <figcaption>{crop.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The intent of an editor's image upload, and the id of the upload form of one image field. */
export const IMAGE_UPLOAD_INTENT = "image";
export const uploadFormIdOf = (field: string) => `image-upload-${field}`;

type ImageFieldOf = { name: string; label: string; warning?: string };

/**
 * The multipart forms of an editor's image fields, each empty but for what the action reads before
 * the file: the intent, the field, and every image field's current address (kept in the answer, so
 * a second upload does not undo the first). They come before the editor's form in the page, so the
 * browser sends these values first; the file input and button inside the editor name their form.
 */
export function ImageUploadForms({ fields, item }: { fields: ImageFieldOf[]; item: Record<string, unknown> }) {
  return (
    <>
      {fields.map((field) => (
        <Form key={field.name} id={uploadFormIdOf(field.name)} method="post" encType="multipart/form-data" noValidate>
          <input type="hidden" name="intent" value={IMAGE_UPLOAD_INTENT} />
          <input type="hidden" name="field" value={field.name} />
          {fields.map((kept) => (
            <input key={kept.name} type="hidden" name={kept.name} value={String(item[kept.name] ?? "")} />
          ))}
        </Form>
      ))}
    </>
  );
}

/**
 * An editor's image field: the image's crops, its address (sent with the editor's form) and the
 * picker, whose file and 사진 올리기 button belong to the field's upload form. An uploaded image
 * takes its place in the form; 저장 keeps it.
 */
export function ImageField({
  field,
  value,
  sizes,
  error,
  idPrefix,
}: {
  field: ImageFieldOf;
  value: string;
  /** The fields holding the image's width and height, with their values. */
  sizes: (readonly [string, string])[];
  error?: string;
  idPrefix: string;
}) {
  const form = uploadFormIdOf(field.name);
  const answer = useAnswer(IMAGE_UPLOAD_INTENT);
  const mine = answer?.values?.field === field.name;
  return (
    <fieldset className={styles.field} aria-invalid={error ? true : undefined}>
      <legend>{field.label}</legend>
      <input type="hidden" name={field.name} value={value} />
      {sizes.map(([name, size]) => (
        <input key={name} type="hidden" name={name} value={size} />
      ))}
      {value ? <ImageCrops src={value} alt="" /> : <p className={styles.muted}>아직 이미지가 없어요.</p>}
      {value && sizes.length === 2 ? (
        <span className={styles.help}>
          {sizes[0]?.[1]}×{sizes[1]?.[1]}px
        </span>
      ) : null}
      <ImageDrop
        key={value}
        name="file"
        idPrefix={`${idPrefix}-${field.name}`}
        label={`${field.label} ${value ? "바꾸기" : "올리기"}`}
        warning={field.warning}
        form={form}
        error={mine ? answer?.errors.file : undefined}
      />
      {mine ? <Notice answer={answer} /> : null}
      <div>
        <button type="submit" form={form} className={styles.button}>
          사진 올리기
        </button>
      </div>
      {error ? <FormError message={error} /> : null}
    </fieldset>
  );
}

type ListedImage = { id: number; src: string; alt: string };

/** A product's photos in the gallery's order, each with its crops and steps; the first is the 대표 이미지. */
export function ImageList({ images }: { images: ListedImage[] }) {
  const answer = useAnswer(IMAGE_STEP_INTENT);
  if (images.length === 0) return <p className={styles.muted}>아직 사진이 없어요.</p>;
  return (
    <>
      <Notice answer={answer} />
      <ol className={picker.list}>
        {images.map((image, index) => {
          const main = index === 0;
          return (
            <li key={image.id} className={picker.item}>
              <img src={variantUrlOf(image.src, "card")} alt={image.alt} width={96} height={96} />
              <div className={styles.form}>
                <div className={styles.inline}>
                  <strong>{index + 1}번째 사진</strong>
                  {main ? <span className={styles.badge}>대표 이미지</span> : null}
                  <span className={styles.muted}>{image.alt}</span>
                </div>
                <ImageCrops src={image.src} alt={image.alt} />
                <Form method="post" className={styles.inline}>
                  <input type="hidden" name="intent" value={IMAGE_STEP_INTENT} />
                  <input type="hidden" name="image_id" value={image.id} />
                  <StepButton name="step" value="up" disabled={index === 0} label={`${index + 1}번째 사진 위로`}>
                    위로
                  </StepButton>
                  <StepButton
                    name="step"
                    value="down"
                    disabled={index === images.length - 1}
                    label={`${index + 1}번째 사진 아래로`}
                  >
                    아래로
                  </StepButton>
                  <StepButton
                    name="step"
                    value="thumbnail"
                    disabled={main}
                    label={`${index + 1}번째 사진을 대표 이미지로`}
                  >
                    대표 이미지로
                  </StepButton>
                  <StepButton name="step" value="remove" label={`${index + 1}번째 사진 빼기`} danger>
                    빼기
                  </StepButton>
                </Form>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
