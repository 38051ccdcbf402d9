// The route action of 상담 문의 (/inquiry): the multipart form with its attachments goes, streamed,
// to the same domain functions as POST /api/inquiry; a refusal comes back beside its field.
import { type AppLoadContext, data } from "react-router";
import type { FieldErrors } from "../../../core/form";
import { inquiryFilesDirOf } from "../../../server/api/inquiries";
import {
  inquiryMessages,
  inquirySchema,
  MAX_ATTACHMENTS,
  openInquiry,
  submitInquiry,
} from "../../../server/domain/inquiries/submit";
import { checkDocumentUpload } from "../../../server/domain/uploads/images";
import { receivePageUpload } from "../../../server/http/page-uploads";

/** What the page shows after a post: the received notice, or the refusals and the values sent. */
export type InquiryAnswer = { received?: string; errors: FieldErrors; values: Record<string, string> };

export async function inquiryAction(request: Request, context: AppLoadContext) {
  const answer = await receivePageUpload(request, context, {
    fileField: "attachments",
    maxFiles: MAX_ATTACHMENTS,
    tooMany: inquiryMessages.tooMany,
    checkFile: checkDocumentUpload,
    schema: inquirySchema,
    fallback: inquiryMessages.failed,
    open: (fields) => openInquiry(context.db, fields, context.clientKey),
    store: (inquiry, files) => submitInquiry(context.db, inquiry, files, inquiryFilesDirOf(context.uploads.dataDir)),
  });
  if (!answer.ok) {
    return data<InquiryAnswer>({ errors: answer.errors, values: answer.values }, { status: answer.status });
  }
  return data<InquiryAnswer>({ received: inquiryMessages.received, errors: {}, values: {} });
}
