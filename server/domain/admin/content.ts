// Makers notes, places, playlists and content pages in the console (issue #9; spec §2 /makersnote,
// /places, /music, /brandstory…): the documents the operator sends and their checks. A note's
// publishedAt is the server's: set the first time it is published and never cleared, so its place
// in the list stays put when it is unpublished and published again.

import { asc, desc, sql } from "drizzle-orm";
import { z } from "zod";
import { CONTENT_PAGE_SLUGS } from "../../../core/links";
import { MAX_BLOCK_TEXT, MAX_PAGE_BLOCKS } from "../../../core/page-blocks";
import type { Db } from "../../db/client";
import { contentPages, makersNotes, places, playlists } from "../../db/schema";
import { checkStripProducts } from "../content/product-strips";
import { DomainError } from "../errors";
import type { Operator } from "./audit";
import {
  flag,
  optionalSiteOrHttps,
  optionalText,
  type Resource,
  type Row,
  recordEditor,
  requiredText,
  siteOrHttps,
  sitePath,
  slugOf,
  updateRecord,
  wholeNumber,
} from "./resources";

export const contentMessages = {
  slug: "주소는 영문 소문자, 숫자, 하이픈(-)으로 80자 이내로 입력해주세요.",
  slugTaken: "이미 쓰고 있는 주소예요.",
  slugFixed: "페이지 주소는 바꿀 수 없어요. 새 주소가 필요하면 새 페이지를 만들어주세요.",
  title: "제목을 입력해주세요.",
  titleTooLong: "제목은 100자 이내로 입력해주세요.",
  summaryTooLong: "요약은 300자 이내로 입력해주세요.",
  descriptionTooLong: "설명은 500자 이내로 입력해주세요.",
  image: "이미지 주소는 /로 시작하는 사이트 경로나 https 주소로 입력해주세요.",
  coverImage: "대표 이미지는 /로 시작하는 사이트 경로로 입력해주세요.",
  altTooLong: "대체 텍스트는 200자 이내로 입력해주세요.",
  status: "공개 상태를 다시 선택해주세요.",
  blocks: "본문 블록을 다시 확인해주세요.",
  tooManyBlocks: `본문 블록은 ${MAX_PAGE_BLOCKS}개까지 넣을 수 있어요.`,
  blockText: "본문 블록의 글을 입력해주세요.",
  blockTextTooLong: `본문 블록의 글은 ${MAX_BLOCK_TEXT.toLocaleString("ko-KR")}자 이내로 입력해주세요.`,
  anchor: "제목 블록의 앵커는 영문, 숫자, -, _로 50자 이내로 입력해주세요.",
  blockImageSize: "이미지 블록의 크기는 1~4000 사이의 정수(px)로 입력해주세요.",
  listItems: "목록 블록에는 항목을 1~50개 입력해주세요.",
  position: "순서는 0~9,999 사이의 정수로 입력해주세요.",
  expose: "노출 여부를 선택해주세요.",
  noteNotFound: "메이커스 노트를 찾을 수 없어요.",
  noteInvalid: "메이커스 노트 내용을 다시 확인해주세요.",
  placeNotFound: "오프라인 스토어를 찾을 수 없어요.",
  placeInvalid: "오프라인 스토어 정보를 다시 확인해주세요.",
  placeName: "매장 이름을 입력해주세요.",
  placeNameTooLong: "매장 이름은 50자 이내로 입력해주세요.",
  address: "매장 주소를 입력해주세요.",
  addressTooLong: "매장 주소는 200자 이내로 입력해주세요.",
  hours: "영업시간을 입력해주세요.",
  hoursTooLong: "영업시간은 100자 이내로 입력해주세요.",
  phone: "전화번호를 02-123-4567, 031-123-4567, 1588-1234처럼 입력해주세요.",
  playlistNotFound: "플레이리스트를 찾을 수 없어요.",
  playlistInvalid: "플레이리스트 내용을 다시 확인해주세요.",
  tracks: "플레이리스트에는 영상을 1~50개 넣어주세요.",
  track: "영상 정보를 다시 확인해주세요.",
  trackTitle: "영상 제목을 입력해주세요.",
  trackTitleTooLong: "영상 제목은 100자 이내로 입력해주세요.",
  captionTooLong: "영상 설명은 50자 이내로 입력해주세요.",
  videoId: "등록된 영상 ID(예: mw-official-kr)를 선택해주세요.",
  pageNotFound: "콘텐츠 페이지를 찾을 수 없어요.",
  pageInvalid: "콘텐츠 페이지 내용을 다시 확인해주세요.",
  routedPage: "쇼핑몰에 연결된 페이지는 지울 수 없어요. 숨기려면 비공개로 바꿔주세요.",
  needsRoute: (slug: string) =>
    `/${slug} 주소는 아직 쇼핑몰에 연결되지 않았어요. 페이지가 보이려면 개발팀에 경로 추가를 요청해주세요.`,
} as const;

const c = contentMessages;

const blockText = requiredText(c.blockText, c.blockTextTooLong, MAX_BLOCK_TEXT);
const pixels = wholeNumber(c.blockImageSize, 1, 4000);

/** ContentBlock (server/db/schema/catalog.ts): the blocks the storefront renders, never HTML. */
const contentBlocksSchema = z
  .array(
    z.discriminatedUnion(
      "type",
      [
        z.object({
          type: z.literal("heading"),
          anchor: z
            .string({ error: c.anchor })
            .regex(/^[A-Za-z0-9_-]{1,50}$/, c.anchor)
            .optional(),
          text: blockText,
        }),
        z.object({ type: z.literal("text"), text: blockText }),
        z.object({
          type: z.literal("image"),
          src: siteOrHttps(c.image),
          alt: optionalText(c.altTooLong, 200),
          width: pixels,
          height: pixels,
        }),
        z.object({
          type: z.literal("list"),
          items: z.array(blockText, { error: c.listItems }).min(1, c.listItems).max(50, c.listItems),
        }),
      ],
      { error: c.blocks },
    ),
    { error: c.blocks },
  )
  .max(MAX_PAGE_BLOCKS, c.tooManyBlocks);

const status = z.enum(["draft", "published"], { error: c.status });
const position = wholeNumber(c.position, 0, 9999);

const makersNoteSchema = z.object(
  {
    slug: slugOf(c.slug),
    title: requiredText(c.title, c.titleTooLong, 100),
    summary: optionalText(c.summaryTooLong, 300),
    coverImage: sitePath(c.coverImage),
    coverAlt: optionalText(c.altTooLong, 200),
    blocks: contentBlocksSchema,
    status,
  },
  { error: c.noteInvalid },
);

const notes: Resource<typeof makersNotes> = {
  table: makersNotes,
  entity: "makersNote",
  // As the console has always listed them: drafts first, then the newest published.
  order: [sql`${makersNotes.publishedAt} desc nulls first`, desc(makersNotes.id)],
  notFound: c.noteNotFound,
  taken: c.slugTaken,
};

type MakersNote = Row<typeof makersNotes>;

/** The first publication stamps the note; later ones (and drafts) keep what it has. */
const publishedAtOf = (before: MakersNote | null, status: MakersNote["status"]) =>
  before?.publishedAt ?? (status === "published" ? new Date() : null);

export const makersNoteEditor = recordEditor(notes, makersNoteSchema, {
  valuesOf: (note) => ({ ...note, publishedAt: publishedAtOf(null, note.status) }),
  changeOf: (note, before) => ({ ...note, publishedAt: publishedAtOf(before, note.status), updatedAt: new Date() }),
});

/** Publishes (or takes back to draft) without touching the rest of the note. */
export const setMakersNoteStatus = (db: Db, operator: Operator, id: number, status: MakersNote["status"]) =>
  updateRecord(
    db,
    operator,
    notes,
    id,
    (before) => ({ status, publishedAt: publishedAtOf(before, status), updatedAt: new Date() }),
    status === "published" ? "publish" : "unpublish",
  );

/** Seoul (02), other areas and mobile (0xx) with 3–4 digits in the middle, and 1588-style numbers. */
const KOREAN_PHONE = /^(?:02-\d{3,4}-\d{4}|0\d{2}-\d{3,4}-\d{4}|1[568]\d{2}-\d{4})$/;

const placeSchema = z.object(
  {
    name: requiredText(c.placeName, c.placeNameTooLong, 50),
    description: optionalText(c.descriptionTooLong, 500),
    address: requiredText(c.address, c.addressTooLong, 200),
    hours: requiredText(c.hours, c.hoursTooLong, 100),
    phone: z.string({ error: c.phone }).trim().regex(KOREAN_PHONE, c.phone),
    image: optionalSiteOrHttps(c.image),
    position,
    isExpose: flag(c.expose),
  },
  { error: c.placeInvalid },
);

const placeResource: Resource<typeof places> = {
  table: places,
  entity: "place",
  order: [asc(places.position), asc(places.id)],
  notFound: c.placeNotFound,
};

export const placeEditor = recordEditor(placeResource, placeSchema);

/** Tracks may only play the /ytvid ids the shop redirects (config/business.json redirects.videos). */
function playlistSchema(videoIds: string[]) {
  const track = z.object(
    {
      title: requiredText(c.trackTitle, c.trackTitleTooLong, 100),
      caption: optionalText(c.captionTooLong, 50),
      videoId: z.string({ error: c.videoId }).refine((id) => videoIds.includes(id), c.videoId),
    },
    { error: c.track },
  );
  return z.object(
    {
      title: requiredText(c.title, c.titleTooLong, 100),
      description: optionalText(c.descriptionTooLong, 500),
      coverImage: optionalSiteOrHttps(c.image),
      tracks: z.array(track, { error: c.tracks }).min(1, c.tracks).max(50, c.tracks),
      position,
      isExpose: flag(c.expose),
    },
    { error: c.playlistInvalid },
  );
}

const playlistResource: Resource<typeof playlists> = {
  table: playlists,
  entity: "playlist",
  order: [asc(playlists.position), asc(playlists.id)],
  notFound: c.playlistNotFound,
};

export const playlistEditor = (videoIds: string[]) => recordEditor(playlistResource, playlistSchema(videoIds));

// Only the content pages of CONTENT_PAGE_SLUGS have a storefront route: another slug can be kept
// here, but no URL shows it until a route is added.

/** A page's slug is what the shop links to: an edit may repeat it but not change it. */
const contentPageSchema = z.object(
  {
    slug: slugOf(c.slug),
    title: requiredText(c.title, c.titleTooLong, 100),
    description: optionalText(c.descriptionTooLong, 500),
    ogImage: optionalSiteOrHttps(c.image),
    blocks: contentBlocksSchema,
    status,
  },
  { error: c.pageInvalid },
);

const pages: Resource<typeof contentPages> = {
  table: contentPages,
  entity: "contentPage",
  order: [asc(contentPages.id)],
  notFound: c.pageNotFound,
  taken: c.slugTaken,
};

const routed = (slug: string) => (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

export const contentPageEditor = recordEditor(pages, contentPageSchema, {
  changeOf: ({ slug, ...page }, before) => {
    if (slug !== before.slug) throw new DomainError("invalid", c.slugFixed);
    return { ...page, updatedAt: new Date() };
  },
  // The terms, privacy policy and other routed pages stay: hiding one is a status change.
  guardDelete: (before) => {
    if (routed(before.slug)) throw new DomainError("conflict", c.routedPage);
  },
  noticeOf: (page) => (routed(page.slug) ? null : c.needsRoute(page.slug)),
});

/** The products a makers note ends with (its product strip), in the operator's order (issue 21). */
export async function setMakersNoteProducts(db: Db, operator: Operator, id: number, productIds: number[]) {
  await checkStripProducts(db, productIds);
  return updateRecord(db, operator, notes, id, () => ({ productIds, updatedAt: new Date() }), "products");
}

/** The products a content page ends with (its product strip), in the operator's order (issue 21). */
export async function setContentPageProducts(db: Db, operator: Operator, id: number, productIds: number[]) {
  await checkStripProducts(db, productIds);
  return updateRecord(db, operator, pages, id, () => ({ productIds, updatedAt: new Date() }), "products");
}
