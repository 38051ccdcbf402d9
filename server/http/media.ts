// The console's uploaded images (issue 22), served from the database by every instance:
// /media/u/<id>-<variant>.webp. An address never changes what it names (the id is the content's
// hash), so it is cached for good and its ETag is the address itself.
import { Hono } from "hono";
import { MEDIA_URL_PREFIX, mediaOfUrl } from "../../core/media";
import type { Db } from "../db/client";
import { readMedia } from "../domain/uploads/media";

export function mediaRoutes(db: Db): Hono {
  return new Hono().get(`${MEDIA_URL_PREFIX}/:name`, async (c) => {
    const named = mediaOfUrl(c.req.path);
    if (!named) return c.text("Not Found", 404);
    const etag = `"${named.id}-${named.variant}"`;
    const cached = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, cached);
    const bytes = await readMedia(db, named.id, named.variant);
    if (!bytes) return c.text("Not Found", 404);
    return c.body(new Uint8Array(bytes), 200, {
      ...cached,
      "Content-Type": "image/webp",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
