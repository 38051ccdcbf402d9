// Site popups and the top banner in the console (issue #9), and the routes every record editor of
// the console answers: list, read, create (201), replace and delete one record by id.
import { type Context, Hono } from "hono";
import type { Db } from "../../db/client";
import { popupEditor, popupPreviewSchema, previewPopup, topBannerEditor } from "../../domain/admin/engagement";
import type { Editor, RecordTable, Row } from "../../domain/admin/resources";
import { idOf } from "../../domain/ids";
import { jsonBody } from "../json-body";
import { parseQuery } from "../validation";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

export function engagementAdminRoutes({ db }: AdminDeps): Hono {
  return new Hono()
    .post("/admin/popups/preview", async (c) => {
      const preview = parseQuery(popupPreviewSchema, await jsonBody(c));
      return c.json({ items: previewPopup(preview) });
    })
    .route("/", editorRoutes(db, "/admin/popups", popupEditor))
    .route("/", editorRoutes(db, "/admin/top-banners", topBannerEditor));
}

/** GET path → { items }; GET path/:id → { item }; POST path → 201 { item }; PUT → { item }; DELETE → { ok }. */
export function editorRoutes<T extends RecordTable, Document>(db: Db, path: string, editor: Editor<T, Document>): Hono {
  const idParam = (c: Context) => parseQuery(idOf(editor.notFound), c.req.param("id"));
  const documentOf = async (c: Context) => parseQuery(editor.schema, await jsonBody(c));
  // A notice (a page no URL shows yet) travels beside the record, which keeps its own shape.
  const saved = (item: Row<T>) => {
    const notice = editor.noticeOf?.(item) ?? null;
    return notice ? { item, notice } : { item };
  };
  return new Hono()
    .get(path, async (c) => c.json({ items: await editor.list(db) }))
    .get(`${path}/:id`, async (c) => c.json({ item: await editor.find(db, idParam(c)) }))
    .post(path, async (c) => c.json(saved(await editor.create(db, operatorOf(c), await documentOf(c))), 201))
    .put(`${path}/:id`, async (c) => {
      const id = idParam(c);
      return c.json(saved(await editor.update(db, operatorOf(c), id, await documentOf(c))));
    })
    .delete(`${path}/:id`, async (c) => {
      await editor.remove(db, operatorOf(c), idParam(c));
      return c.json({ ok: true });
    });
}
