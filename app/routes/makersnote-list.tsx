// Makers notes (/makersnote, spec §2): published notes newest first, six to a page (?page=N).
// A page number outside the list is sent to the nearest real page.
import { Link, redirect } from "react-router";
import { boardDate } from "../../core/dates";
import { links } from "../../core/links";
import { PUBLIC_PAGE_HEADERS } from "../../core/page-cache";
import { notePage } from "../../server/domain/content/makers-notes";
import styles from "../features/content/editorial.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/makersnote-list";

const TITLE = "메이커스 노트";
const LEAD = "향을 만드는 사람들의 작업 노트. 공방과 쇼룸에서 있었던 일을 기록해요.";

const pageHref = (page: number) => (page === 1 ? links.makersNote : `${links.makersNote}?page=${page}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("page");
  const { notes, paging } = await notePage(context.db, requested);
  if (requested !== null && requested !== String(paging.page)) throw redirect(pageHref(paging.page));
  return { notes, ...paging };
}

export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const path = pageHref(data?.page ?? 1);
  return pageMeta({ title: `Collins - ${TITLE}`, description: LEAD, path, baseUrl: baseUrlOf(matches) });
}

export default function MakersNoteList({ loaderData }: Route.ComponentProps) {
  const { notes, page, pageCount } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Makers note</p>
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.lead}>{LEAD}</p>
      </header>
      {notes.length === 0 ? <p className={styles.lead}>아직 공개된 노트가 없어요.</p> : null}
      <ul className={`${styles.grid} ${styles.three}`}>
        {notes.map((note) => (
          <li key={note.slug}>
            <Link className={styles.card} to={`${links.makersNote}/${encodeURIComponent(note.slug)}`}>
              <img className={styles.cover} src={note.coverImage} alt={note.coverAlt} width={1000} height={750} />
              <h2>{note.title}</h2>
              <p>{note.summary}</p>
              <time className={styles.date} dateTime={note.publishedAt}>
                {boardDate(note.publishedAt)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label="메이커스 노트 페이지">
          {page > 1 ? <Link to={pageHref(page - 1)}>이전</Link> : null}
          {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) =>
            n === page ? (
              <span key={n} aria-current="page">
                {n}
              </span>
            ) : (
              <Link key={n} to={pageHref(n)} aria-label={`${n}페이지`}>
                {n}
              </Link>
            ),
          )}
          {page < pageCount ? <Link to={pageHref(page + 1)}>다음</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
