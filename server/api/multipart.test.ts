// receiveUploads on its own (issue 18): a file that goes over the size limit while the fields are
// still being checked (a slow database) is a Korean 400 for that request, never an uncaught error
// that would end the process (it did, in the PostgreSQL pass: the part's "limit" destroyed the
// stream before anything listened to it).
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DomainError } from "../domain/errors";
import { UPLOAD_LIMIT_BYTES, uploadMessages } from "../domain/uploads/images";
import { receiveUploads } from "./multipart";

const BOUNDARY = "----collins-unit-boundary";

function multipart(fields: Record<string, string>, file: { name: string; bytes: Uint8Array }): Request {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    encoder.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.bytes,
    encoder.encode(`\r\n--${BOUNDARY}--\r\n`),
  );
  return new Request("http://shop.test/api/inquiry", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat(parts),
  });
}

describe("receiveUploads", () => {
  it("answers a file over 20 MB that arrives while the fields are checked with a Korean 400, and keeps nothing", async () => {
    const stagingDir = mkdtempSync(path.join(tmpdir(), "collins-multipart-"));
    const tooLarge = new Uint8Array(UPLOAD_LIMIT_BYTES + 1024 * 1024);
    tooLarge.set(new TextEncoder().encode("%PDF-1.4\n"));
    const refused = await receiveUploads(
      multipart({ name: "박대표" }, { name: "big.pdf", bytes: tooLarge }),
      stagingDir,
      {
        fileField: "attachments",
        maxFiles: 5,
        tooMany: "파일이 너무 많아요.",
        checkFile: () => undefined,
        // The database is slow today: the whole file has arrived before the fields are through.
        beforeFiles: (fields) => new Promise((resolve) => setTimeout(() => resolve(fields), 300)),
      },
      { admitFiles: () => undefined, deadlineSeconds: 60 },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toBe(uploadMessages.tooLarge);
    expect(readdirSync(stagingDir)).toEqual([]);
  });
});
