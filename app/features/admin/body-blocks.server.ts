// The body of a makers note or a content page in the console (issue 22): the block editor in its
// single page mode, the pictures its image blocks may show (uploaded on the page, already in the
// body, the cover), and the blocks it stores, read from the editor's form.
import {
  type BlockImage,
  isPageStep,
  type PageState,
  pageOf,
  pageStateOf,
  pageStateOfForm,
  pageStep,
  SINGLE_PAGE,
  type StoredBlock,
  uploadedOfForm,
} from "../../../core/page-blocks";
import type { Db } from "../../../server/db/client";
import { mediaSizes } from "../../../server/domain/uploads/media";
import { checked } from "./console.server";
import { pageBlocksSchemaOf, pageStepSchema } from "./page-blocks.server";

/** The record's cover, offered to the image blocks: a note's 대표 이미지, a page's 공유 이미지. */
const COVER_FIELDS = ["coverImage", "ogImage"];

const sized = (blocks: PageState): BlockImage[] =>
  blocks.tabs.flatMap((tab) =>
    tab.blocks.flatMap((block) => {
      const width = Number(block.width);
      const height = Number(block.height);
      return block.src && width > 0 && height > 0 ? [{ src: block.src, alt: block.alt, width, height }] : [];
    }),
  );

/**
 * The pictures an image block may show: those uploaded on the page, the cover (an uploaded one,
 * whose size the server knows) and those the body already shows, each once.
 */
export async function bodyImageChoices(
  db: Db,
  { state, uploaded, record }: { state: PageState; uploaded: string[]; record: Record<string, unknown> },
): Promise<BlockImage[]> {
  const covers = COVER_FIELDS.map((name) => record[name]).filter((src): src is string => typeof src === "string");
  const known = await mediaSizes(db, [...uploaded, ...covers]);
  const all = [...known.map((image) => ({ ...image, alt: "" })), ...sized(state)];
  return all.filter((image, index) => all.findIndex((other) => other.src === image.src) === index);
}

/**
 * The body as sent: one editor step applied (refused with its message), or for 저장 the blocks to
 * store, each block's message named by its input. `values` is the form to show again.
 */
export async function bodyOfForm(db: Db, form: FormData, intent: string, document: Record<string, unknown>) {
  const sent = pageStateOfForm(form, SINGLE_PAGE);
  const step = isPageStep(intent) ? pageStep(sent, intent, SINGLE_PAGE) : { state: sent };
  const uploaded = uploadedOfForm(form);
  const blockImages = await bodyImageChoices(db, { state: step.state, uploaded, record: document });
  const values = { ...document, pageBlocks: step.state, bodyImages: uploaded, blockImages };
  checked(pageStepSchema, step, "save", values);
  const blocks = () => {
    checked(pageBlocksSchemaOf(SINGLE_PAGE), step.state, "save", values);
    return pageOf(step.state, blockImages)?.mobileContent ?? [];
  };
  return { values, blocks };
}

const blocksOf = (record: Record<string, unknown>) =>
  Array.isArray(record.blocks) ? (record.blocks as StoredBlock[]) : [];

/** The editor's state of a stored body: one tab of its blocks. */
export const bodyStateOf = (record: Record<string, unknown>) =>
  pageStateOf({ mobileContent: blocksOf(record), navigation: [] });

/** What the page shows of a record's body: its pictures to choose and those uploaded, kept by the form. */
export async function bodyValues(db: Db, record: Record<string, unknown>, uploaded: string[]) {
  const blockImages = await bodyImageChoices(db, { state: bodyStateOf(record), uploaded, record });
  return { bodyImages: uploaded, blockImages };
}
