// POST /api/reviews (multipart): a buyer's review of one order line with up to 5 photos, streamed
// to disk under the upload limits (issue 18) and re-encoded from there; POST /api/reviews/:id/helpful,
// a member's 도움돼요 (issue 20).
import path from "node:path";
import { Hono } from "hono";
import { DomainError } from "../domain/errors";
import { helpfulFormSchema, helpfulMessages, markHelpful } from "../domain/reviews/helpful";
import {
  MAX_REVIEW_PHOTOS,
  openReview,
  reviewFormSchema,
  reviewMessages,
  writeReview,
} from "../domain/reviews/write-review";
import { checkImageUpload, uploadMessages } from "../domain/uploads/images";
import { discardStaged, stagingDirOf } from "../domain/uploads/staging";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { receiveUploads, withUploadSlot } from "./multipart";
import { parseQuery } from "./validation";
import { userOf } from "./viewer";

export const UPLOADS_URL = "/uploads";

/** Where review photos are kept and the URL they are served at. */
export const reviewPhotosOf = (dataDir: string) => ({
  dir: path.join(dataDir, "uploads", "reviews"),
  urlPrefix: `${UPLOADS_URL}/reviews`,
});

export function reviewRoutes({ db, config }: ApiDeps): Hono {
  const photos = reviewPhotosOf(config.dataDir);
  const stagingDir = stagingDirOf(config.dataDir);
  return new Hono()
    .post("/reviews/:id/helpful", async (c) => {
      const user = userOf(c);
      if (!user) throw new DomainError("unauthenticated", helpfulMessages.login);
      const { review_id } = parseQuery(helpfulFormSchema, { review_id: c.req.param("id") });
      const answer = await markHelpful(db, user, review_id);
      return c.json({
        id: answer.reviewId,
        helpful: answer.count,
        message: answer.already ? helpfulMessages.already : helpfulMessages.marked,
      });
    })
    .post("/reviews", async (c) => {
      const user = userOf(c);
      if (!user) throw new DomainError("unauthenticated", reviewMessages.notYours);
      const upload = {
        client: clientKeyOf(c, config.TRUST_PROXY),
        maxFiles: MAX_REVIEW_PHOTOS,
        deadlineSeconds: config.UPLOAD_DEADLINE_SECONDS,
      };
      return withUploadSlot(c, upload, async (ticket) => {
        const { checked, files } = await receiveUploads(
          c.req.raw,
          stagingDir,
          {
            fileField: "photos",
            maxFiles: MAX_REVIEW_PHOTOS,
            tooMany: uploadMessages.tooMany(MAX_REVIEW_PHOTOS),
            checkFile: checkImageUpload,
            // Whether this member may review that line is known from the fields: a stranger's photos
            // are never received.
            beforeFiles: async (form) => {
              const fields = parseQuery(reviewFormSchema, form);
              await openReview(db, user, fields);
              return fields;
            },
          },
          ticket,
        );
        try {
          const review = await writeReview(db, user, { ...checked, photos: files }, photos);
          return c.json({ id: review.id, message: reviewMessages.saved });
        } finally {
          await discardStaged(files);
        }
      });
    });
}
