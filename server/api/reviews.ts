// POST /api/reviews (multipart): a buyer's review of one order line with up to 5 photos.
import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DomainError } from "../domain/errors";
import { MAX_REVIEW_PHOTOS, reviewMessages, writeReview } from "../domain/reviews/write-review";
import { UPLOAD_LIMIT_BYTES, type Upload, uploadMessages } from "../domain/uploads/images";
import type { ApiDeps } from "./app";
import { idOf } from "./checkout";
import { parseQuery } from "./validation";
import { userOf } from "./viewer";

export const UPLOADS_URL = "/uploads";

export function reviewRoutes({ db, config }: ApiDeps): Hono {
  const dir = path.join(config.dataDir, "uploads", "reviews");
  return new Hono().post(
    "/reviews",
    bodyLimit({
      maxSize: (MAX_REVIEW_PHOTOS + 1) * UPLOAD_LIMIT_BYTES,
      onError: (c) => c.json({ message: uploadMessages.tooLarge }, 413),
    }),
    async (c) => {
      const user = userOf(c);
      if (!user) throw new DomainError("unauthenticated", reviewMessages.notYours);
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new DomainError("invalid", reviewMessages.text);
      });
      const files = [form.photos ?? []].flat().filter((value): value is File => value instanceof File);
      const photos: Upload[] = [];
      for (const file of files) {
        if (file.size > UPLOAD_LIMIT_BYTES) throw new DomainError("invalid", uploadMessages.tooLarge);
        photos.push({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
      }
      const review = await writeReview(
        db,
        user,
        {
          orderLineId: parseQuery(idOf(reviewMessages.notYours), form.order_line_id),
          rating: Number(form.rating),
          content: typeof form.content === "string" ? form.content : "",
          photos,
        },
        { dir, urlPrefix: `${UPLOADS_URL}/reviews` },
      );
      return c.json({ id: review.id, message: reviewMessages.saved });
    },
  );
}
