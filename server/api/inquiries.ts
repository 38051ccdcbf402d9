// POST /api/inquiry (multipart): the footer's consultation inquiry with attachments.
import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DomainError } from "../domain/errors";
import { inquiryMessages, MAX_ATTACHMENTS, submitInquiry } from "../domain/inquiries/submit";
import { UPLOAD_LIMIT_BYTES, type Upload, uploadMessages } from "../domain/uploads/images";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";

const field = (value: unknown) => (typeof value === "string" ? value : "");

export function inquiryRoutes({ db, config }: ApiDeps): Hono {
  const privateDir = path.join(config.dataDir, "private", "inquiries");
  return new Hono().post(
    "/inquiry",
    bodyLimit({
      maxSize: (MAX_ATTACHMENTS + 1) * UPLOAD_LIMIT_BYTES,
      onError: (c) => c.json({ message: uploadMessages.tooLarge }, 413),
    }),
    async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new DomainError("invalid", inquiryMessages.message);
      });
      const files = [form.attachments ?? []].flat().filter((value): value is File => value instanceof File);
      const attachments: Upload[] = [];
      for (const file of files) {
        if (file.size > UPLOAD_LIMIT_BYTES) throw new DomainError("invalid", uploadMessages.tooLarge);
        attachments.push({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
      }
      await submitInquiry(
        db,
        {
          type: field(form.type),
          name: field(form.name),
          phone: field(form.phone),
          email: field(form.email),
          message: field(form.message),
          attachments,
        },
        clientKeyOf(c, config.TRUST_PROXY),
        privateDir,
      );
      return c.json({ message: inquiryMessages.received });
    },
  );
}
