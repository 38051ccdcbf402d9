// Makers notes, places, playlists and content pages in the console (issue #9).
import { type Context, Hono } from "hono";
import {
  contentPageEditor,
  makersNoteEditor,
  placeEditor,
  playlistEditor,
  setContentPageProducts,
  setMakersNoteProducts,
  setMakersNoteStatus,
} from "../../domain/admin/content";
import { stripPicksSchema } from "../../domain/content/product-strips";
import { idOf } from "../../domain/ids";
import { jsonBody } from "../json-body";
import { parseQuery } from "../validation";
import { editorRoutes } from "./engagement";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

export function contentAdminRoutes({ db, config }: AdminDeps): Hono {
  const videoIds = Object.keys(config.business.redirects.videos);
  const noteId = (id: string) => parseQuery(idOf(makersNoteEditor.notFound), id);
  const pageId = (id: string) => parseQuery(idOf(contentPageEditor.notFound), id);
  const picksOf = async (c: Context) => parseQuery(stripPicksSchema, await jsonBody(c)).productIds;
  return (
    new Hono()
      // Issue 21: the product strip a note or page ends with; PUT { productIds } → { item }.
      .put("/admin/makers-notes/:id/products", async (c) =>
        c.json({ item: await setMakersNoteProducts(db, operatorOf(c), noteId(c.req.param("id")), await picksOf(c)) }),
      )
      .put("/admin/content-pages/:id/products", async (c) =>
        c.json({ item: await setContentPageProducts(db, operatorOf(c), pageId(c.req.param("id")), await picksOf(c)) }),
      )
      .post("/admin/makers-notes/:id/publish", async (c) =>
        c.json({ item: await setMakersNoteStatus(db, operatorOf(c), noteId(c.req.param("id")), "published") }),
      )
      .post("/admin/makers-notes/:id/unpublish", async (c) =>
        c.json({ item: await setMakersNoteStatus(db, operatorOf(c), noteId(c.req.param("id")), "draft") }),
      )
      .route("/", editorRoutes(db, "/admin/makers-notes", makersNoteEditor))
      .route("/", editorRoutes(db, "/admin/places", placeEditor))
      .route("/", editorRoutes(db, "/admin/playlists", playlistEditor(videoIds)))
      .route("/", editorRoutes(db, "/admin/content-pages", contentPageEditor))
  );
}
