// Spec §2 /makersnote: published notes newest first in pages of six, each entry with its older
// and newer neighbour; drafts never appear in the list, the entries or the sitemap, only in the
// operator's preview by board id.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { makersNotes } from "../../db/schema";
import { noteForPreview, notePage, publishedNote } from "./makers-notes";

let database: TestDatabase;

const DAY_MS = 86_400_000;
const base = new Date("2026-01-01T00:00:00Z").getTime();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.delete(makersNotes);
  // Ten published notes a day apart (note-01 oldest), two sharing note-05's moment, and a draft.
  await db.insert(makersNotes).values([
    ...Array.from({ length: 10 }, (_, i) => ({
      slug: `note-${String(i + 1).padStart(2, "0")}`,
      title: `노트 ${i + 1}`,
      coverImage: "/media/pages/common/care.webp",
      coverAlt: "",
      blocks: [],
      status: "published" as const,
      publishedAt: new Date(base + i * DAY_MS),
    })),
    {
      slug: "note-05-twin",
      title: "노트 5의 쌍둥이",
      coverImage: "/media/pages/common/care.webp",
      coverAlt: "",
      blocks: [],
      status: "published" as const,
      publishedAt: new Date(base + 4 * DAY_MS),
    },
    {
      slug: "draft",
      title: "초안",
      coverImage: "/media/pages/common/care.webp",
      coverAlt: "",
      blocks: [],
      status: "draft" as const,
      publishedAt: null,
    },
  ]);
});

afterAll(async () => {
  await database.close();
});

describe("the list", () => {
  it("pages published notes newest first, six at a time, without drafts", async () => {
    const first = await notePage(database.db, null);
    expect(first.paging).toEqual({ page: 1, pageCount: 2, offset: 0 });
    expect(first.notes.map((note) => note.slug)).toEqual([
      "note-10",
      "note-09",
      "note-08",
      "note-07",
      "note-06",
      "note-05-twin",
    ]);
    const second = await notePage(database.db, "2");
    expect(second.notes.map((note) => note.slug)).toEqual(["note-05", "note-04", "note-03", "note-02", "note-01"]);
    expect(second.notes[0]?.publishedAt).toBe(new Date(base + 4 * DAY_MS).toISOString());
  });

  it("keeps a page number past the end on the last page", async () => {
    const page = await notePage(database.db, "9");
    expect(page.paging.page).toBe(2);
  });
});

describe("an entry", () => {
  it("links the next older and the next newer note, in the list's order even at equal dates", async () => {
    const twin = await publishedNote(database.db, "note-05-twin");
    expect(twin?.older?.slug).toBe("note-05");
    expect(twin?.newer?.slug).toBe("note-06");
    const five = await publishedNote(database.db, "note-05");
    expect(five?.older?.slug).toBe("note-04");
    expect(five?.newer?.slug).toBe("note-05-twin");
  });

  it("has no older neighbour at the start and no newer one at the end", async () => {
    expect((await publishedNote(database.db, "note-01"))?.older).toBeNull();
    expect((await publishedNote(database.db, "note-10"))?.newer).toBeNull();
  });

  it("is not found for a draft or an unknown slug", async () => {
    expect(await publishedNote(database.db, "draft")).toBeNull();
    expect(await publishedNote(database.db, "nope")).toBeNull();
  });

  it("skips a draft between two published notes", async () => {
    await database.db.update(makersNotes).set({ status: "draft" }).where(eq(makersNotes.slug, "note-03"));
    const four = await publishedNote(database.db, "note-04");
    expect(four?.older?.slug).toBe("note-02");
    await database.db.update(makersNotes).set({ status: "published" }).where(eq(makersNotes.slug, "note-03"));
  });
});

describe("the preview", () => {
  it("finds a draft by its board id", async () => {
    const [draft] = await database.db.select().from(makersNotes).where(eq(makersNotes.slug, "draft"));
    expect((await noteForPreview(database.db, draft?.id ?? 0))?.title).toBe("초안");
    expect(await noteForPreview(database.db, 999_999)).toBeNull();
  });
});
