// An operator's preview of a makers note by its board id (/makersnote/preview/{boardId}, spec §2),
// draft or published. Anyone who is not signed in as staff allowed the content goes to /error, as for a missing note.
import { redirect } from "react-router";
import { links } from "../../core/links";
import { userOfRequest } from "../../server/api/viewer";
import { isStaffRole, mayUse } from "../../server/domain/admin/roles";
import { noteForPreview } from "../../server/domain/content/makers-notes";
import styles from "../features/content/editorial.module.css";
import { NoteArticle, noteViewOf } from "../features/content/makers-note";
import type { Route } from "./+types/makersnote-preview";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await userOfRequest(context, request);
  const boardId = /^[1-9]\d{0,8}$/.test(params.boardId) ? Number(params.boardId) : null;
  const mayPreview = isStaffRole(user?.role) && mayUse(user.role, "content");
  const note = mayPreview && boardId !== null ? await noteForPreview(context.db, boardId) : null;
  if (!note) throw redirect(links.error);
  return { status: note.status, note: noteViewOf(note) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Collins - 미리보기: ${data?.note.title ?? ""}` }, { name: "robots", content: "noindex" }];
}

export default function MakersNotePreview({ loaderData }: Route.ComponentProps) {
  return (
    <article className={`container ${styles.page} ${styles.article}`}>
      <p className={styles.previewBar} role="note">
        {loaderData.status === "draft" ? "미리보기 · 아직 공개하지 않은 글이에요." : "미리보기 · 공개 중인 글이에요."}
      </p>
      <NoteArticle note={loaderData.note} />
    </article>
  );
}
