// The pages' upload forms (상담 문의, 리뷰 쓰기): a route action reads its multipart body as the API
// does (server/api/multipart.ts): streamed, files to disk under the same per-file and per-request
// limits and the same slots (2 per client, 4 per process), within the same deadline, the text
// fields checked by the form's Zod schema before any file byte is taken. A refusal becomes the
// Korean message of its field (or of the form) with the values sent; every staged file is removed
// whatever happens, so a refused upload leaves nothing behind.
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "../../core/form";
import { apiMessages } from "../api/messages";
import { type Fields, holdUploadSlot, receiveUploads, type UploadForm } from "../api/multipart";
import { DomainError, httpStatusOf } from "../domain/errors";
import type { StagedUpload } from "../domain/uploads/images";
import { discardStaged, stagingDirOf } from "../domain/uploads/staging";
import { isForeignOrigin } from "./origin";

/** Where uploads are kept and how long one may take (from the config; part of the load context). */
export type UploadSettings = { dataDir: string; deadlineSeconds: number };

export type PageUploadForm<Schema extends z.ZodType, Opened, Stored> = Omit<UploadForm<Opened>, "beforeFiles"> & {
  /** The form's schema, shared with the API handler: its messages go beside the fields. */
  schema: Schema;
  /** The message of a refused field whose schema has none. */
  fallback: string;
  /** When the form needs a file: the message shown beside the file field when none was sent. */
  required?: string;
  /** The domain's check of the accepted fields (rate limits, permissions), before any file. */
  open(fields: z.output<Schema>): Promise<Opened>;
  /** Stores the opened form with its staged files (moved into place; the rest is discarded). */
  store(opened: Opened, files: StagedUpload[]): Promise<Stored>;
};

export type PageUploadAnswer<Stored> =
  | { ok: true; stored: Stored }
  | { ok: false; status: number; errors: FieldErrors; values: Fields };

/** The schema refused some fields: their messages, to be shown beside them. */
class FieldsRefused extends DomainError {
  constructor(readonly errors: FieldErrors) {
    super("invalid", Object.values(errors)[0] ?? "");
  }
}

export async function receivePageUpload<Schema extends z.ZodType, Opened, Stored>(
  request: Request,
  context: { clientKey: string; uploads: UploadSettings },
  form: PageUploadForm<Schema, Opened, Stored>,
): Promise<PageUploadAnswer<Stored>> {
  let values: Fields = {};
  // Whose refusal an error is: the form's until the fields are accepted, then the files'.
  let blame: "form" | string = "form";
  const refused = (status: number, message: string, field: string): PageUploadAnswer<Stored> => ({
    ok: false,
    status,
    errors: { [field]: message },
    values,
  });
  // A post from another site's page is refused before its body is read (CSRF).
  if (isForeignOrigin(request)) return refused(403, apiMessages.foreignOrigin, "form");
  const slot = { client: context.clientKey, maxFiles: form.maxFiles, deadlineSeconds: context.uploads.deadlineSeconds };
  try {
    return await holdUploadSlot(
      request,
      slot,
      async (ticket) => {
        const { checked, files } = await receiveUploads(
          request,
          stagingDirOf(context.uploads.dataDir),
          {
            ...form,
            beforeFiles: async (fields) => {
              values = fields;
              const parsed = form.schema.safeParse(fields);
              if (!parsed.success) throw new FieldsRefused(fieldErrorsOf(parsed.error, form.fallback));
              const opened = await form.open(parsed.data);
              blame = form.fileField;
              return opened;
            },
          },
          ticket,
        );
        blame = "form";
        if (form.required && files.length === 0) return refused(400, form.required, form.fileField);
        try {
          return { ok: true, stored: await form.store(checked, files) };
        } finally {
          await discardStaged(files);
        }
      },
      (refusal) => refused(refusal.status, refusal.message, form.fileField),
    );
  } catch (error) {
    if (error instanceof FieldsRefused) return { ok: false, status: 400, errors: error.errors, values };
    if (error instanceof DomainError) return refused(httpStatusOf[error.kind], error.message, blame);
    throw error;
  }
}
