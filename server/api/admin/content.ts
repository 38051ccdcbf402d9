// Makers notes, places, playlists and content pages in the console (issue #9).
import { Hono } from "hono";
import {
  contentPageEditor,
  makersNoteEditor,
  placeEditor,
  playlistEditor,
  setMakersNoteStatus,
} from "../../domain/admin/content";
import { idOf } from "../checkout";
import { parseQuery } from "../validation";
import { editorRoutes } from "./engagement";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

export function contentAdminRoutes({ db, config }: AdminDeps): Hono {
  const videoIds = Object.keys(config.business.redirects.videos);
  const noteId = (id: string) => parseQuery(idOf(makersNoteEditor.notFound), id);
  return new Hono()
    .post("/admin/makers-notes/:id/publish", async (c) =>
      c.json({ item: await setMakersNoteStatus(db, operatorOf(c), noteId(c.req.param("id")), "published") }),
    )
    .post("/admin/makers-notes/:id/unpublish", async (c) =>
      c.json({ item: await setMakersNoteStatus(db, operatorOf(c), noteId(c.req.param("id")), "draft") }),
    )
    .route("/", editorRoutes(db, "/admin/makers-notes", makersNoteEditor))
    .route("/", editorRoutes(db, "/admin/places", placeEditor))
    .route("/", editorRoutes(db, "/admin/playlists", playlistEditor(videoIds)))
    .route("/", editorRoutes(db, "/admin/content-pages", contentPageEditor));
}
