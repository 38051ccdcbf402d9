// The route action of a buyer's review (/review, posted by the review dialog's fetcher): the
// multipart form with its photos goes, streamed, to the same domain functions as POST /api/reviews.
import { type AppLoadContext, data } from "react-router";
import { reviewPhotosOf } from "../../../server/api/reviews";
import { userOfRequest } from "../../../server/api/viewer";
import {
  MAX_REVIEW_PHOTOS,
  openReview,
  reviewFormSchema,
  reviewMessages,
  writeReview,
} from "../../../server/domain/reviews/write-review";
import { checkImageUpload, uploadMessages } from "../../../server/domain/uploads/images";
import { receivePageUpload } from "../../../server/http/page-uploads";
import type { ReviewAnswer } from "./review-dialog";

export async function reviewAction(request: Request, context: AppLoadContext) {
  const user = await userOfRequest(context, request);
  if (!user) return data<ReviewAnswer>({ errors: { form: reviewMessages.notYours }, values: {} }, { status: 401 });
  const answer = await receivePageUpload(request, context, {
    fileField: "photos",
    maxFiles: MAX_REVIEW_PHOTOS,
    tooMany: uploadMessages.tooMany(MAX_REVIEW_PHOTOS),
    checkFile: checkImageUpload,
    schema: reviewFormSchema,
    fallback: reviewMessages.text,
    // Whether this member may review that line is known from the fields: a stranger's photos are
    // never received.
    open: async (fields) => {
      await openReview(context.db, user, fields);
      return fields;
    },
    store: (fields, photos) =>
      writeReview(context.db, user, { ...fields, photos }, reviewPhotosOf(context.uploads.dataDir)),
  });
  if (!answer.ok) {
    return data<ReviewAnswer>({ errors: answer.errors, values: answer.values }, { status: answer.status });
  }
  return data<ReviewAnswer>({ saved: reviewMessages.saved, errors: {}, values: {} });
}
