// One makers note: cover, title, date and its blocks (the entry page and the operator's preview).
import { boardDate } from "../../../core/dates";
import type { ContentBlock } from "../../../server/db/schema";
import type { MakersNote } from "../../../server/domain/content/makers-notes";
import { ContentBlocks } from "../product/content-blocks";
import styles from "./editorial.module.css";

export type NoteView = {
  title: string;
  summary: string;
  coverImage: string;
  coverAlt: string;
  blocks: ContentBlock[];
  publishedAt: string | null;
};

export function NoteArticle({ note }: { note: NoteView }) {
  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Makers note</p>
        <h1 className={styles.title}>{note.title}</h1>
        {note.publishedAt ? (
          <time className={styles.date} dateTime={note.publishedAt}>
            {boardDate(note.publishedAt)}
          </time>
        ) : null}
      </header>
      <img className={styles.cover} src={note.coverImage} alt={note.coverAlt} width={1000} height={750} />
      <ContentBlocks blocks={note.blocks} />
    </>
  );
}

/** What a loader sends of a stored note. */
export function noteViewOf(note: MakersNote): NoteView {
  const { title, summary, coverImage, coverAlt, blocks } = note;
  return { title, summary, coverImage, coverAlt, blocks, publishedAt: note.publishedAt?.toISOString() ?? null };
}
