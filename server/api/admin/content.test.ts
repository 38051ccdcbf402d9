// Issue #9: the console's makers note, place, playlist and content page editors (spec §2
// /makersnote, /places, /music, /brandstory and the footer's pages), through the real app and
// database: each change checked, audited, and seen at once by the storefront's domain functions.
import { asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog, contentPages, makersNotes, places, playlists } from "../../db/schema";
import { contentMessages as m } from "../../domain/admin/content";
import { notePage, publishedNote } from "../../domain/content/makers-notes";
import { exposedPlaces, exposedPlaylists } from "../../domain/content/places-music";
import { publishedPage } from "../../domain/engagement/content-pages";

let t: TestApp;
let operator: Shopper;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

type Item = Record<string, unknown> & { id: number };
type Answer = { item: Item; notice?: string; message?: string };

const db = () => t.database.db;
const rowsOf = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]?.n ?? 0;

const auditOf = async (entity: string, id: number) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(asc(auditLog.id))
  )
    .filter((row) => row.entity === entity)
    .map((row) => row.action);

/** Sends a bad request and checks the answer and that nothing (not even an audit row) was written. */
async function expectRefused(
  table: PgTable,
  send: () => Promise<{ status: number; body: unknown }>,
  message: string,
  status = 400,
) {
  const [rowsBefore, auditBefore] = [await rowsOf(table), await rowsOf(auditLog)];
  const answer = await send();
  expect([answer.status, (answer.body as { message?: string }).message]).toEqual([status, message]);
  expect([await rowsOf(table), await rowsOf(auditLog)]).toEqual([rowsBefore, auditBefore]);
}

const blocks = [
  { type: "heading", anchor: "spring", text: "봄의 향" },
  { type: "text", text: "창을 열고 향을 피워요." },
  { type: "image", src: "/media/pages/common/care.webp", alt: "창가의 인센스", width: 1000, height: 750 },
  { type: "list", items: ["무화과", "베르가못"] },
];

const note = (change: Record<string, unknown> = {}) => ({
  slug: "spring-window",
  title: "봄 창가의 향",
  summary: "창을 여는 계절의 향 이야기",
  coverImage: "/media/pages/common/care.webp",
  coverAlt: "창가",
  blocks,
  status: "draft",
  ...change,
});

describe("makers notes", () => {
  it("lists every note with drafts first, as { items } (the e2e preview test reads it)", async () => {
    const answer = await operator.call<{ items: Item[] }>("GET", "/api/admin/makers-notes");
    expect(answer.status).toBe(200);
    expect(answer.body.items[0]).toMatchObject({ slug: "spring-scent-draft", status: "draft", publishedAt: null });
    expect(answer.body.items.length).toBe(await rowsOf(makersNotes));
  });

  it.each([
    ["an address with capitals", { slug: "Spring-Window" }, m.slug],
    ["an address with a slash", { slug: "spring/window" }, m.slug],
    ["no title", { title: "" }, m.title],
    ["a cover image on another site (a site path is required)", { coverImage: "https://x.test/a.webp" }, m.coverImage],
    ["an unknown block", { blocks: [{ type: "html", html: "<script>" }] }, m.blocks],
    ["an image block without its size", { blocks: [{ type: "image", src: "/a.webp", alt: "" }] }, m.blockImageSize],
    ["an empty text block", { blocks: [{ type: "text", text: " " }] }, m.blockText],
    ["an empty list block", { blocks: [{ type: "list", items: [] }] }, m.listItems],
    ["an anchor with spaces", { blocks: [{ type: "heading", anchor: "a b", text: "제목" }] }, m.anchor],
    ["blocks that are not a list", { blocks: "본문" }, m.blocks],
    ["an unknown status", { status: "hidden" }, m.status],
    [
      "a broken character (a lone surrogate jsonb cannot store)",
      { blocks: [{ type: "text", text: "\udfff" }] },
      m.blockText,
    ],
    ["a NUL in an image address", { blocks: [{ ...blocks[2], src: "https://cdn.test/a\u0000.png" }] }, m.image],
  ])("refuses %s with a Korean message and writes nothing", async (_, change, message) => {
    await expectRefused(makersNotes, () => operator.call("POST", "/api/admin/makers-notes", note(change)), message);
  });

  it("refuses an address another note uses with 409, on create and on edit", async () => {
    await expectRefused(
      makersNotes,
      () => operator.call("POST", "/api/admin/makers-notes", note({ slug: "incense-drying-room" })),
      m.slugTaken,
      409,
    );
    const [draft] = await db().select().from(makersNotes).where(eq(makersNotes.slug, "spring-scent-draft"));
    await expectRefused(
      makersNotes,
      () => operator.call("PUT", `/api/admin/makers-notes/${draft?.id}`, note({ slug: "incense-drying-room" })),
      m.slugTaken,
      409,
    );
  });

  it("creates a draft the storefront does not show, publishes it once, and keeps its date", async () => {
    const created = await operator.call<Answer>("POST", "/api/admin/makers-notes", {
      ...note(),
      publishedAt: "2000-01-01T00:00:00Z",
    });
    expect(created.status).toBe(201);
    const { id } = created.body.item;
    expect(created.body.item).toMatchObject({ slug: "spring-window", status: "draft", publishedAt: null, blocks });
    expect(await publishedNote(db(), "spring-window")).toBeNull();

    const published = await operator.call<Answer>("POST", `/api/admin/makers-notes/${id}/publish`);
    expect(published.status).toBe(200);
    const firstPublished = published.body.item.publishedAt as string;
    expect(Date.now() - Date.parse(firstPublished)).toBeLessThan(60_000);
    expect((await publishedNote(db(), "spring-window"))?.note.title).toBe("봄 창가의 향");
    expect((await notePage(db(), null)).notes[0]?.slug).toBe("spring-window");

    const edited = await operator.call<Answer>(
      "PUT",
      `/api/admin/makers-notes/${id}`,
      note({ title: "봄 창가의 향 (개정)", status: "published" }),
    );
    expect(edited.body.item).toMatchObject({ title: "봄 창가의 향 (개정)", publishedAt: firstPublished });
    expect((await publishedNote(db(), "spring-window"))?.note.title).toBe("봄 창가의 향 (개정)");

    const unpublished = await operator.call<Answer>("POST", `/api/admin/makers-notes/${id}/unpublish`);
    expect(unpublished.body.item).toMatchObject({ status: "draft", publishedAt: firstPublished });
    expect(await publishedNote(db(), "spring-window")).toBeNull();

    const again = await operator.call<Answer>("POST", `/api/admin/makers-notes/${id}/publish`);
    expect(again.body.item.publishedAt).toBe(firstPublished);

    expect((await operator.call<Answer>("GET", `/api/admin/makers-notes/${id}`)).body.item).toEqual(again.body.item);
    const deleted = await operator.call("DELETE", `/api/admin/makers-notes/${id}`);
    expect(deleted.body).toEqual({ ok: true });
    expect(await publishedNote(db(), "spring-window")).toBeNull();
    expect(await auditOf("makersNote", id)).toEqual([
      "makersNote.create",
      "makersNote.publish",
      "makersNote.update",
      "makersNote.unpublish",
      "makersNote.publish",
      "makersNote.delete",
    ]);
  });

  it("stamps publishedAt when a draft is saved as published", async () => {
    const created = await operator.call<Answer>("POST", "/api/admin/makers-notes", note({ slug: "saved-published" }));
    const { id } = created.body.item;
    const saved = await operator.call<Answer>(
      "PUT",
      `/api/admin/makers-notes/${id}`,
      note({ slug: "saved-published", status: "published" }),
    );
    expect(saved.body.item.publishedAt).toEqual(expect.any(String));
    const direct = await operator.call<Answer>(
      "POST",
      "/api/admin/makers-notes",
      note({ slug: "born-published", status: "published" }),
    );
    expect(direct.body.item.publishedAt).toEqual(expect.any(String));
  });

  it("answers 404 when publishing a note that does not exist", async () => {
    const answer = await operator.call<Answer>("POST", "/api/admin/makers-notes/999999/publish");
    expect([answer.status, answer.body.message]).toEqual([404, m.noteNotFound]);
  });
});

const place = (change: Record<string, unknown> = {}) => ({
  name: "콜린스 성수",
  description: "",
  address: "서울 성동구 연무장길 1",
  hours: "매일 12:00 - 20:00",
  phone: "02-123-4567",
  image: null,
  position: 9,
  isExpose: true,
  ...change,
});

describe("places", () => {
  it.each(["02-123-4567", "02-1234-5678", "031-123-4567", "051-1234-5678", "010-1234-5678", "1588-1234", "1644-1969"])(
    "takes the phone number %s",
    async (phone) => {
      const answer = await operator.call<Answer>("POST", "/api/admin/places", place({ phone }));
      expect([answer.status, answer.body.item?.phone]).toEqual([201, phone]);
      await operator.call("DELETE", `/api/admin/places/${answer.body.item.id}`);
    },
  );

  it.each([
    ["a phone without an area code", { phone: "123-4567" }, m.phone],
    ["a phone without dashes", { phone: "0212345678" }, m.phone],
    ["a short Seoul number", { phone: "02-12-3456" }, m.phone],
    ["a made-up representative number", { phone: "1234-5678" }, m.phone],
    ["no name", { name: "" }, m.placeName],
    ["no address", { address: undefined }, m.address],
    ["no hours", { hours: " " }, m.hours],
    ["a negative position", { position: -1 }, m.position],
    ["no exposure flag", { isExpose: undefined }, m.expose],
    ["a script image", { image: "javascript:alert(1)" }, m.image],
  ])("refuses %s with a Korean message and writes nothing", async (_, change, message) => {
    await expectRefused(places, () => operator.call("POST", "/api/admin/places", place(change)), message);
  });

  it("creates, reads, replaces and deletes a store, and /places follows", async () => {
    const created = await operator.call<Answer>("POST", "/api/admin/places", place());
    expect(created.status).toBe(201);
    const { id } = created.body.item;
    expect((await exposedPlaces(db())).at(-1)?.name).toBe("콜린스 성수");
    expect((await operator.call<Answer>("GET", `/api/admin/places/${id}`)).body.item).toEqual(created.body.item);

    const hidden = await operator.call<Answer>(
      "PUT",
      `/api/admin/places/${id}`,
      place({ position: 0, isExpose: false }),
    );
    expect(hidden.body.item).toMatchObject({ isExpose: false, position: 0 });
    expect((await exposedPlaces(db())).some((p) => p.id === id)).toBe(false);
    const listed = await operator.call<{ items: Item[] }>("GET", "/api/admin/places");
    expect(listed.body.items.map((p) => p.position)).toEqual(
      [...listed.body.items.map((p) => p.position as number)].sort((a, b) => a - b),
    );

    expect((await operator.call("DELETE", `/api/admin/places/${id}`)).body).toEqual({ ok: true });
    expect(await auditOf("place", id)).toEqual(["place.create", "place.update", "place.delete"]);
  });
});

const playlist = (change: Record<string, unknown> = {}) => ({
  title: "비 오는 날의 무드워터",
  description: "",
  coverImage: "",
  tracks: [{ title: "무드워터 필름", caption: "한국어", videoId: "mw-official-kr" }],
  position: 5,
  isExpose: true,
  ...change,
});

describe("playlists", () => {
  it.each([
    [
      "a video that /ytvid does not know (spec §2)",
      { tracks: [{ title: "필름", caption: "", videoId: "abc" }] },
      m.videoId,
    ],
    ["no tracks", { tracks: [] }, m.tracks],
    ["a track without a title", { tracks: [{ title: "", caption: "", videoId: "mw-yuja-jp" }] }, m.trackTitle],
    ["no title", { title: undefined }, m.title],
    ["a position that is text", { position: "1" }, m.position],
  ])("refuses %s with a Korean message and writes nothing", async (_, change, message) => {
    await expectRefused(playlists, () => operator.call("POST", "/api/admin/playlists", playlist(change)), message);
  });

  it("creates, reads, replaces and deletes a playlist, and /music follows", async () => {
    const created = await operator.call<Answer>("POST", "/api/admin/playlists", playlist());
    expect(created.status).toBe(201);
    const { id } = created.body.item;
    expect(created.body.item).toMatchObject({ coverImage: null, tracks: [{ videoId: "mw-official-kr" }] });
    expect((await exposedPlaylists(db())).at(-1)?.title).toBe("비 오는 날의 무드워터");
    expect((await operator.call<Answer>("GET", `/api/admin/playlists/${id}`)).body.item).toEqual(created.body.item);

    const tracks = [
      { title: "Juniper", caption: "English", videoId: "mw-juniper-eng" },
      { title: "ジュニパー", caption: "日本語", videoId: "mw-juniper-jp" },
    ];
    await operator.call("PUT", `/api/admin/playlists/${id}`, playlist({ tracks, position: 0 }));
    expect((await exposedPlaylists(db())).find((p) => p.id === id)?.tracks).toEqual(tracks);

    expect((await operator.call("DELETE", `/api/admin/playlists/${id}`)).body).toEqual({ ok: true });
    expect((await exposedPlaylists(db())).some((p) => p.id === id)).toBe(false);
    expect(await auditOf("playlist", id)).toEqual(["playlist.create", "playlist.update", "playlist.delete"]);
  });
});

const page = (change: Record<string, unknown> = {}) => ({
  slug: "brandstory",
  title: "브랜드 이야기",
  description: "콜린스가 향을 만드는 방식",
  ogImage: "/media/home/hero-desktop.webp",
  blocks,
  status: "published",
  ...change,
});

async function pageId(slug: string): Promise<number> {
  const [row] = await db().select().from(contentPages).where(eq(contentPages.slug, slug));
  return row?.id ?? 0;
}

describe("content pages", () => {
  it("edits the brand story, and the storefront shows the edit at once", async () => {
    const id = await pageId("brandstory");
    const answer = await operator.call<Answer>("PUT", `/api/admin/content-pages/${id}`, page());
    expect(answer.status).toBe(200);
    expect(answer.body.notice).toBeUndefined();
    expect((await publishedPage(db(), "brandstory"))?.title).toBe("브랜드 이야기");

    await operator.call("PUT", `/api/admin/content-pages/${id}`, page({ status: "draft" }));
    expect(await publishedPage(db(), "brandstory")).toBeNull();
    await operator.call("PUT", `/api/admin/content-pages/${id}`, page());
    expect(await auditOf("contentPage", id)).toEqual([
      "contentPage.update",
      "contentPage.update",
      "contentPage.update",
    ]);
  });

  it.each([
    ["a changed address", { slug: "our-story" }, m.slugFixed],
    ["no title", { title: "" }, m.title],
    ["an og image that is not an address", { ogImage: "hero.webp" }, m.image],
    [
      "an image block on plain http",
      { blocks: [{ type: "image", src: "http://x.test/a.png", alt: "", width: 1, height: 1 }] },
      m.image,
    ],
    ["an unknown status", { status: "archived" }, m.status],
  ])("refuses %s with a Korean message and writes nothing", async (_, change, message) => {
    const id = await pageId("terms");
    await expectRefused(
      contentPages,
      () => operator.call("PUT", `/api/admin/content-pages/${id}`, page({ slug: "terms", ...change })),
      message,
    );
  });

  it("refuses to delete a page the shop links to (the terms)", async () => {
    const id = await pageId("terms");
    await expectRefused(
      contentPages,
      () => operator.call("DELETE", `/api/admin/content-pages/${id}`),
      m.routedPage,
      409,
    );
    expect(await publishedPage(db(), "terms")).not.toBeNull();
  });

  it("creates a page with a new address, saying it needs a route, and deletes it", async () => {
    await expectRefused(
      contentPages,
      () => operator.call("POST", "/api/admin/content-pages", page({ slug: "privacy" })),
      m.slugTaken,
      409,
    );
    const created = await operator.call<Answer>("POST", "/api/admin/content-pages", page({ slug: "gift-guide" }));
    expect(created.status).toBe(201);
    expect(created.body.notice).toBe(m.needsRoute("gift-guide"));
    expect(created.body.item).toMatchObject({ slug: "gift-guide", blocks });
    const { id } = created.body.item;
    expect((await operator.call<Answer>("GET", `/api/admin/content-pages/${id}`)).body.item).toEqual(created.body.item);

    const listed = await operator.call<{ items: Item[] }>("GET", "/api/admin/content-pages");
    expect(listed.body.items.map((p) => p.slug)).toContain("gift-guide");

    expect((await operator.call("DELETE", `/api/admin/content-pages/${id}`)).body).toEqual({ ok: true });
    expect((await operator.call("GET", `/api/admin/content-pages/${id}`)).status).toBe(404);
    expect(await auditOf("contentPage", id)).toEqual(["contentPage.create", "contentPage.delete"]);
  });
});
