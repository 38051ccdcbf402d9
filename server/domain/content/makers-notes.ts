// Makers notes (spec §2 /makersnote, /makersnote/{slug}, /makersnote/preview/{boardId}): published
// notes newest first, each with its older and newer neighbour; drafts only through the preview.
import { and, count, desc, eq, gt, lt, or } from "drizzle-orm";
import { MAKERS_NOTE_PAGE_SIZE, type Paging, pagingOf } from "../../../core/content";
import type { Db } from "../../db/client";
import { makersNotes } from "../../db/schema";

export type MakersNote = typeof makersNotes.$inferSelect;

export type NoteCard = Pick<MakersNote, "slug" | "title" | "summary" | "coverImage" | "coverAlt"> & {
  publishedAt: string;
};

export type NoteLink = { slug: string; title: string };

const published = eq(makersNotes.status, "published");

const cardColumns = {
  slug: makersNotes.slug,
  title: makersNotes.title,
  summary: makersNotes.summary,
  coverImage: makersNotes.coverImage,
  coverAlt: makersNotes.coverAlt,
  publishedAt: makersNotes.publishedAt,
};

/** One page of the list; `requestedPage` is the raw `?page=` value. */
export async function notePage(db: Db, requestedPage: string | null): Promise<{ notes: NoteCard[]; paging: Paging }> {
  const [total] = await db.select({ n: count() }).from(makersNotes).where(published);
  const paging = pagingOf(requestedPage, total?.n ?? 0);
  const rows = await db
    .select(cardColumns)
    .from(makersNotes)
    .where(published)
    .orderBy(desc(makersNotes.publishedAt), desc(makersNotes.id))
    .limit(MAKERS_NOTE_PAGE_SIZE)
    .offset(paging.offset);
  return { notes: rows.map(toCard), paging };
}

/** The newest published note's card (the list's first), or null while none is published. */
export async function latestNote(db: Db): Promise<NoteCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(makersNotes)
    .where(published)
    .orderBy(desc(makersNotes.publishedAt), desc(makersNotes.id))
    .limit(1);
  return row ? toCard(row) : null;
}

/** A published note with the next older (이전 글) and next newer (다음 글) one, or null. */
export async function publishedNote(
  db: Db,
  slug: string,
): Promise<{ note: MakersNote; older: NoteLink | null; newer: NoteLink | null } | null> {
  const [note] = await db
    .select()
    .from(makersNotes)
    .where(and(eq(makersNotes.slug, slug), published))
    .limit(1);
  if (!note?.publishedAt) return null;
  const at = note.publishedAt;
  const link = { slug: makersNotes.slug, title: makersNotes.title };
  const [[older], [newer]] = await Promise.all([
    db
      .select(link)
      .from(makersNotes)
      .where(
        and(
          published,
          or(lt(makersNotes.publishedAt, at), and(eq(makersNotes.publishedAt, at), lt(makersNotes.id, note.id))),
        ),
      )
      .orderBy(desc(makersNotes.publishedAt), desc(makersNotes.id))
      .limit(1),
    db
      .select(link)
      .from(makersNotes)
      .where(
        and(
          published,
          or(gt(makersNotes.publishedAt, at), and(eq(makersNotes.publishedAt, at), gt(makersNotes.id, note.id))),
        ),
      )
      .orderBy(makersNotes.publishedAt, makersNotes.id)
      .limit(1),
  ]);
  return { note, older: older ?? null, newer: newer ?? null };
}

/** Any note by its board id, draft or published: only an operator's preview asks for this. */
export async function noteForPreview(db: Db, boardId: number): Promise<MakersNote | null> {
  const [note] = await db.select().from(makersNotes).where(eq(makersNotes.id, boardId)).limit(1);
  return note ?? null;
}

function toCard(row: Omit<NoteCard, "publishedAt"> & { publishedAt: Date | null }): NoteCard {
  return { ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
}
