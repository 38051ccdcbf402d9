// A makers note's or content page's body in the console (issue 22): the block editor in its single
// page mode, and above its blocks the upload of the pictures its image blocks show. The upload is a
// form of its own (multipart, before the editor's form): with scripts a fetcher sends it, so the
// blocks being edited stay as they are; without them the page comes back with the picture offered.
import { useFetcher } from "react-router";
import {
  type BlockImage,
  type PageState,
  pageStateOf,
  SINGLE_PAGE,
  type StoredBlock,
  uploadedInput,
} from "../../../core/page-blocks";
import styles from "./admin.module.css";
import type { ConsoleAnswer } from "./answer";
import { IMAGE_UPLOAD_INTENT, ImageDrop, uploadFormIdOf } from "./image-picker";
import { PageBlocks } from "./page-blocks";
import { BODY_IMAGES } from "./resources";
import { Notice, useAnswer } from "./ui";

type Item = Record<string, unknown>;

const BODY_UPLOAD_KEY = "body-images";

const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The body upload's answer: the fetcher's with scripts, the page's without them. */
function useBodyUpload() {
  const fetcher = useFetcher<ConsoleAnswer>({ key: BODY_UPLOAD_KEY });
  const page = useAnswer(IMAGE_UPLOAD_INTENT);
  const answer = fetcher.data ?? page;
  return { fetcher, answer: answer?.values?.field === BODY_IMAGES ? answer : undefined };
}

/** The pictures uploaded so far and those to choose, from the page's item and the last upload. */
function useBodyImages(item: Item) {
  const { answer } = useBodyUpload();
  const uploaded = [...new Set([...listOf<string>(item.bodyImages), ...listOf<string>(answer?.values?.bodyImages)])];
  const all = [...listOf<BlockImage>(answer?.values?.blockImages), ...listOf<BlockImage>(item.blockImages)];
  const choices = all.filter((image, index) => all.findIndex((other) => other.src === image.src) === index);
  return { uploaded, choices };
}

/**
 * The body's upload form: empty but for what the action reads before the file (the intent, the
 * field, the image fields' addresses and the pictures uploaded so far); its file input and button
 * sit in the editor and name it.
 */
export function BodyUploadForm({ item, imageFields }: { item: Item; imageFields: { name: string }[] }) {
  const { fetcher } = useBodyUpload();
  const { uploaded } = useBodyImages(item);
  return (
    <fetcher.Form id={uploadFormIdOf(BODY_IMAGES)} method="post" encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value={IMAGE_UPLOAD_INTENT} />
      <input type="hidden" name="field" value={BODY_IMAGES} />
      {imageFields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={String(item[field.name] ?? "")} />
      ))}
      {uploaded.map((src, index) => (
        <input key={src} type="hidden" name={uploadedInput(index)} value={src} />
      ))}
    </fetcher.Form>
  );
}

/** The body's blocks, as the last answer left them or as stored. */
const stateOf = (item: Item): PageState =>
  (item.pageBlocks as PageState | undefined) ??
  pageStateOf({ mobileContent: listOf<StoredBlock>(item.blocks), navigation: [] });

export function BodyBlocks({ item, errors }: { item: Item; errors: Partial<Record<string, string>> }) {
  const { fetcher, answer } = useBodyUpload();
  const { uploaded, choices } = useBodyImages(item);
  const form = uploadFormIdOf(BODY_IMAGES);
  const state = stateOf(item);
  // Drawn anew for each answer's body: its inputs show the blocks as they now stand.
  return (
    <PageBlocks key={JSON.stringify(state)} state={state} images={choices} errors={errors} mode={SINGLE_PAGE}>
      {uploaded.map((src, index) => (
        <input key={src} type="hidden" name={uploadedInput(index)} value={src} />
      ))}
      <div className={styles.form}>
        <ImageDrop
          key={uploaded.length}
          name="file"
          idPrefix="body"
          label="본문 사진 올리기"
          form={form}
          error={answer?.errors.file}
        />
        <Notice answer={answer} />
        <div>
          <button type="submit" form={form} className={styles.button} disabled={fetcher.state !== "idle"}>
            사진 올리기
          </button>
        </div>
        {errors.blocks ? <p className={styles.fieldError}>{errors.blocks}</p> : null}
      </div>
    </PageBlocks>
  );
}
