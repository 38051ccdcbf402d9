// POST /api/inquiry (multipart): the footer's consultation inquiry with attachments. The fields
// (type, name, phone, email, message and consent=on, the required privacy consent) come before the
// files, as a browser sends the form, and are checked, with the sender's limit, before any
// attachment is received (issue 18).
import path from "node:path";
import { Hono } from "hono";
import { inquiryMessages, MAX_ATTACHMENTS, openInquiry, submitInquiry } from "../domain/inquiries/submit";
import { checkDocumentUpload } from "../domain/uploads/images";
import { discardStaged, stagingDirOf } from "../domain/uploads/staging";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { receiveUploads, withUploadSlot } from "./multipart";

/** Where inquiries' attachments are kept, never served to the public. */
export const inquiryFilesDirOf = (dataDir: string) => path.join(dataDir, "private", "inquiries");

export function inquiryRoutes({ db, config }: ApiDeps): Hono {
  const privateDir = inquiryFilesDirOf(config.dataDir);
  const stagingDir = stagingDirOf(config.dataDir);
  return new Hono().post("/inquiry", async (c) => {
    const client = clientKeyOf(c, config.TRUST_PROXY);
    const upload = { client, maxFiles: MAX_ATTACHMENTS, deadlineSeconds: config.UPLOAD_DEADLINE_SECONDS };
    return withUploadSlot(c, upload, async (ticket) => {
      const { checked: inquiry, files } = await receiveUploads(
        c.req.raw,
        stagingDir,
        {
          fileField: "attachments",
          maxFiles: MAX_ATTACHMENTS,
          tooMany: inquiryMessages.tooMany,
          checkFile: checkDocumentUpload,
          beforeFiles: (fields) =>
            openInquiry(
              db,
              {
                type: fields.type ?? "",
                name: fields.name ?? "",
                phone: fields.phone ?? "",
                email: fields.email ?? "",
                message: fields.message ?? "",
                consent: fields.consent ?? "",
              },
              client,
            ),
        },
        ticket,
      );
      try {
        await submitInquiry(db, inquiry, files, privateDir);
      } finally {
        await discardStaged(files);
      }
      return c.json({ message: inquiryMessages.received });
    });
  });
}
