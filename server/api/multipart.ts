// Streamed multipart uploads (issue 18): a request body is read part by part, never whole. The
// text fields, which a browser sends before the files, are checked as soon as the first file
// begins and before its bytes are taken; each file goes straight to a temporary file under a
// per-file cap, its format told from its first bytes. Any refusal stops reading, removes what was
// written and answers at once with a Korean message (the Node adapter then reads and drops what is
// still coming for a moment before it closes the connection, so the sender gets the answer rather
// than a reset). An upload holds its client's slot of the upload gate while it arrives, and a slot of
// the process from its first file on; it must arrive whole within a deadline from its first byte.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import type { Context } from "hono";
import { DomainError } from "../domain/errors";
import { gateMessages, RETRY_AFTER_SECONDS, type Refusal, type Release, uploadGate } from "../domain/uploads/gate";
import { SIGNATURE_BYTES, type StagedUpload, UPLOAD_LIMIT_BYTES, uploadMessages } from "../domain/uploads/images";
import { discardStaged, prepareStaging } from "../domain/uploads/staging";

export const multipartMessages = {
  unreadable: "보내신 양식을 읽을 수 없어요. 다시 시도해주세요.",
  requestTooLarge: (maxFiles: number) => `파일은 하나에 20MB까지, 모두 ${maxFiles}개까지 올릴 수 있어요.`,
  stalled: "파일을 받는 중에 연결이 멈췄어요. 다시 시도해주세요.",
  tooSlow: (seconds: number) =>
    `파일을 ${seconds}초 안에 다 받지 못해 전송을 멈췄어요. 연결이 좋은 곳에서 다시 보내거나 파일 수나 크기를 줄여주세요.`,
} as const;

/** The text fields and the multipart framing of a request, besides its files. */
const FIELDS_BYTES = 1024 * 1024;
const FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 20;
/** An upload that sends nothing for this long gives its slot back. */
export const STALL_MS = 30_000;

export type Fields = Record<string, string>;

export type UploadForm<T> = {
  /** The form field that carries the files; files in other fields are skipped. */
  fileField: string;
  maxFiles: number;
  tooMany: string;
  /** Checks a file's name and format from its first bytes (throws a DomainError). */
  checkFile(file: StagedUpload): unknown;
  /** Checks the text fields before the first file byte is taken (and when there is no file). */
  beforeFiles(fields: Fields): Promise<T>;
};

/** What `receiveUploads` is allowed: a slot of the process for its files, and how long it may take. */
export type UploadTicket = {
  /** Takes a slot of the process for the files (throws a DomainError when the process is busy). */
  admitFiles(): void;
  deadlineSeconds: number;
};

/** Every slot of the process is taken: answered 503 with Retry-After. */
class ProcessBusy extends DomainError {
  constructor() {
    super("unavailable", gateMessages.busy);
  }
}

/** An upload refused before its body is read: too large as declared, or no slot free. */
export type SlotRefusal = { status: 413 | 429 | 503; message: string; retryAfter?: number };

export type UploadSlotRequest = { client: string; maxFiles: number; deadlineSeconds: number };

/**
 * Refuses (413) a body declared larger than `maxFiles` files allow, and (429 with Retry-After) a
 * client that already sends as many uploads as it may; otherwise runs `handle` holding one of the
 * client's slots. The ticket's `admitFiles` takes a slot of the process when the files begin (503
 * with Retry-After when every one is taken); both are given back when `handle` ends. The API and
 * the pages' upload forms share it, so they share the slots too.
 */
export async function holdUploadSlot<R>(
  request: Request,
  upload: UploadSlotRequest,
  handle: (ticket: UploadTicket) => Promise<R>,
  refuse: (refusal: SlotRefusal) => R,
): Promise<R> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > upload.maxFiles * UPLOAD_LIMIT_BYTES + FIELDS_BYTES) {
    return refuse({ status: 413, message: multipartMessages.requestTooLarge(upload.maxFiles) });
  }
  const refuseGate = (refusal: Refusal) =>
    refuse({
      status: refusal === "client" ? 429 : 503,
      message: gateMessages[refusal],
      retryAfter: RETRY_AFTER_SECONDS[refusal],
    });
  const release = uploadGate.enter(upload.client);
  if (typeof release === "string") return refuseGate(release);
  let releaseFiles: Release | undefined;
  const ticket: UploadTicket = {
    admitFiles() {
      if (releaseFiles) return;
      const admitted = uploadGate.admit();
      if (typeof admitted === "string") throw new ProcessBusy();
      releaseFiles = admitted;
    },
    deadlineSeconds: upload.deadlineSeconds,
  };
  try {
    return await handle(ticket);
  } catch (error) {
    if (error instanceof ProcessBusy) return refuseGate("busy");
    throw error;
  } finally {
    releaseFiles?.();
    release();
  }
}

/** `holdUploadSlot` for an API handler: a refusal is the JSON message with its status. */
export function withUploadSlot(
  c: Context,
  upload: UploadSlotRequest,
  handle: (ticket: UploadTicket) => Promise<Response>,
): Promise<Response> {
  return holdUploadSlot(c.req.raw, upload, handle, (refusal) => {
    if (refusal.retryAfter) c.header("Retry-After", String(refusal.retryAfter));
    return c.json({ message: refusal.message }, refusal.status);
  });
}

/**
 * Reads a multipart request: its fields as `beforeFiles` checked them, and its files staged in
 * `stagingDir`. On a refusal (or when the ticket's deadline passes) every staged file is removed and
 * the DomainError is thrown; on success the caller moves or discards them.
 */
export async function receiveUploads<T>(
  request: Request,
  stagingDir: string,
  form: UploadForm<T>,
  ticket: UploadTicket,
): Promise<{ checked: T; files: StagedUpload[] }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType) || !request.body) {
    throw new DomainError("invalid", multipartMessages.unreadable);
  }
  await prepareStaging(stagingDir);
  const source = Readable.fromWeb(request.body as NodeReadableStream);
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fieldSize: FIELD_BYTES,
        fields: MAX_FIELDS,
        files: form.maxFiles,
        fileSize: UPLOAD_LIMIT_BYTES,
        parts: MAX_FIELDS + form.maxFiles,
      },
    });
  } catch {
    source.destroy();
    throw new DomainError("invalid", multipartMessages.unreadable);
  }

  const fields: Fields = {};
  const files: StagedUpload[] = [];
  const streams = new Set<BusboyFileStream>();
  const writes: Promise<void>[] = [];
  let failure: unknown;
  let admitted: Promise<T> | undefined;

  return new Promise((resolve, reject) => {
    const stalled = () => fail(new DomainError("invalid", multipartMessages.stalled));
    let stallTimer = setTimeout(stalled, STALL_MS);
    const tooSlow = new DomainError("invalid", multipartMessages.tooSlow(ticket.deadlineSeconds));
    const deadline = setTimeout(() => fail(tooSlow), ticket.deadlineSeconds * 1000);
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      clearTimeout(stallTimer);
      clearTimeout(deadline);
      source.unpipe(parser);
      source.destroy();
      for (const stream of streams) stream.destroy();
      void Promise.allSettled(writes)
        .then(() => discardStaged(files))
        .finally(() => reject(error));
    };
    // The fields are in once the first file starts (browsers send a form's fields in its order):
    // the files take a slot of the process, then the fields are checked. Taken before the check, a
    // busy answer does not count against the sender's limit; a form without files needs no slot.
    const admit = (withFiles: boolean) => {
      admitted ??= withFiles
        ? (async () => {
            ticket.admitFiles();
            return form.beforeFiles(fields);
          })()
        : form.beforeFiles(fields);
      return admitted;
    };

    source.on("data", () => {
      clearTimeout(stallTimer);
      if (!failure) stallTimer = setTimeout(stalled, STALL_MS);
    });
    source.on("error", () => fail(new DomainError("invalid", multipartMessages.unreadable)));
    parser.on("error", () => fail(new DomainError("invalid", multipartMessages.unreadable)));
    parser.on("filesLimit", () => fail(new DomainError("invalid", form.tooMany)));
    parser.on("fieldsLimit", () => fail(new DomainError("invalid", multipartMessages.unreadable)));
    parser.on("partsLimit", () => fail(new DomainError("invalid", multipartMessages.unreadable)));
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(new DomainError("invalid", multipartMessages.unreadable));
      else if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on("file", (name, stream, filename) => {
      // A file input left empty arrives as a nameless, empty part.
      if (failure || name !== form.fileField || !filename) {
        stream.resume();
        return;
      }
      const file: StagedUpload = {
        name: filename,
        path: path.join(stagingDir, randomUUID()),
        size: 0,
        head: new Uint8Array(),
      };
      files.push(file);
      streams.add(stream);
      const write = stage(stream, file, () => admit(true), form.checkFile).finally(() => streams.delete(stream));
      writes.push(write);
      write.catch(fail);
    });
    parser.on("finish", () => {
      clearTimeout(stallTimer);
      clearTimeout(deadline);
      Promise.all([admit(files.length > 0), ...writes]).then(([checked]) => {
        if (!failure) resolve({ checked, files });
      }, fail);
    });
    source.pipe(parser);
  });
}

/** Writes one file part to `file.path`, its fields checked first and its format from its head. */
async function stage(
  stream: BusboyFileStream,
  file: StagedUpload,
  admit: () => Promise<unknown>,
  checkFile: UploadForm<unknown>["checkFile"],
): Promise<void> {
  stream.pause();
  stream.once("limit", () => stream.destroy(new DomainError("invalid", uploadMessages.tooLarge)));
  // The part can go over the limit (and error) while the fields are still checked, before the loop
  // below reads it: its error is taken from `errored` then, never left to end the process.
  stream.on("error", () => undefined);
  await admit();
  if (stream.errored) throw stream.errored;
  const out = createWriteStream(file.path, { flags: "wx" });
  // A failed write (disk full) ends the part too; `written` reports it.
  const written = finished(out);
  written.catch((error) => stream.destroy(error));
  try {
    let checked = false;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!checked) {
        file.head = new Uint8Array(Buffer.concat([file.head, chunk.subarray(0, SIGNATURE_BYTES)]));
        if (file.head.byteLength >= SIGNATURE_BYTES) {
          file.head = file.head.subarray(0, SIGNATURE_BYTES);
          checkFile(file);
          checked = true;
        }
      }
      file.size += chunk.byteLength;
      if (!out.write(chunk)) await Promise.race([once(out, "drain"), written]);
    }
    if (!checked) checkFile(file);
    out.end();
    await written;
  } catch (error) {
    out.destroy();
    // A file refused at its first bytes may still be opening: removed before the open completes,
    // it would be created afterwards and stay staged. Its 'close' comes after the open.
    if (!out.closed) await once(out, "close");
    throw error;
  }
}
