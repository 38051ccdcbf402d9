// One makers note (/makersnote/{slug}, spec §2) with the older (이전 글) and newer (다음 글) note.
// Unknown and unpublished slugs go to /error.
import { Link, redirect } from "react-router";
import { links } from "../../core/links";
import { PUBLIC_PAGE_HEADERS } from "../../core/page-cache";
import { publishedNote } from "../../server/domain/content/makers-notes";
import { stripCards } from "../../server/domain/content/product-strips";
import { cardView } from "../components/product-card";
import { ProductStrip, stripTexts } from "../components/product-strip";
import styles from "../features/content/editorial.module.css";
import { NoteArticle, noteViewOf } from "../features/content/makers-note";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/makersnote-entry";

const noteHref = (slug: string) => `${links.makersNote}/${encodeURIComponent(slug)}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await publishedNote(context.db, params.slug);
  if (!found) throw redirect(links.error);
  // Through the catalog reads, so the cached page knows the products whose stock status it shows.
  const strip = await context.reads.read(`strip note ${found.note.id}`, () =>
    stripCards(context.db, found.note.productIds),
  );
  return {
    slug: found.note.slug,
    note: noteViewOf(found.note),
    older: found.older,
    newer: found.newer,
    strip: strip.map(cardView),
  };
}

export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({
    title: `Collins - ${data.note.title}`,
    description: data.note.summary,
    path: noteHref(data.slug),
    baseUrl: baseUrlOf(matches),
    image: data.note.coverImage,
    type: "website",
  });
}

export default function MakersNoteEntry({ loaderData }: Route.ComponentProps) {
  const { note, older, newer, strip } = loaderData;
  return (
    <>
      <article className={`container ${styles.page} ${styles.article}`}>
        <NoteArticle note={note} />
        <nav className={styles.neighbours} aria-label="다른 노트">
          {older ? (
            <Link to={noteHref(older.slug)}>
              <span>이전 글</span>
              {older.title}
            </Link>
          ) : null}
          {newer ? (
            <Link to={noteHref(newer.slug)}>
              <span>다음 글</span>
              {newer.title}
            </Link>
          ) : null}
        </nav>
        <Link className={styles.back} to={links.makersNote}>
          목록으로
        </Link>
      </article>
      <ProductStrip title={stripTexts.story} products={strip} />
    </>
  );
}
