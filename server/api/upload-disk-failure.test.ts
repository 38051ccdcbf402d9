// Integration (issue 18): when the disk refuses an attachment (full, read-only), the inquiry fails
// with a server error and keeps nothing, and the process stays up: a write stream's error with no
// listener would end the whole shop.

import type * as fs from "node:fs";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { inquiries } from "../db/schema";
import { uploadGate } from "../domain/uploads/gate";
import { stagingDirOf } from "../domain/uploads/staging";
import { apiMessages } from "./messages";

vi.mock("node:fs", async (original) => {
  const real = await original<typeof fs>();
  const createWriteStream = ((file: string, options: unknown) => {
    if (!String(file).includes(path.join("tmp", "uploads"))) return real.createWriteStream(file, options as never);
    // Fails once the first bytes are written, as a full disk does.
    return new Writable({
      write(_chunk, _encoding, done) {
        setTimeout(() => done(Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" })), 5);
      },
    });
  }) as typeof real.createWriteStream;
  return { ...real, default: { ...real, createWriteStream }, createWriteStream };
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

describe("an attachment the disk refuses", () => {
  it("fails the inquiry, keeps nothing and gives the slot back", async () => {
    const boundary = "----collins-disk";
    const fields = Object.entries({
      type: "bulk",
      name: "박대표",
      phone: "010-2222-3333",
      email: "buyer@company.co.kr",
      message: "사내 선물로 인센스 세트 200개를 구매하고 싶어요. 견적 부탁드려요.",
      consent: "on",
    }).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    // The attachment's first bytes, then a pause: the disk's error comes while the next ones are awaited.
    const pieces = [
      ...fields,
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`,
      50,
      "x".repeat(1000),
      `\r\n--${boundary}--\r\n`,
    ];
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const piece = pieces.shift();
        if (piece === undefined) return controller.close();
        if (typeof piece === "number") await new Promise((resolve) => setTimeout(resolve, piece));
        else controller.enqueue(encoder.encode(piece));
      },
    });
    const answer = await shopper(t).request("/api/inquiry", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(500);
    expect((await answer.json()).message).toBe(apiMessages.serverError);
    expect(await t.database.db.select().from(inquiries)).toEqual([]);
    const staged = stagingDirOf(t.config.dataDir);
    expect(existsSync(staged) ? readdirSync(staged) : []).toEqual([]);
    expect(uploadGate.inUse).toBe(0);
  });
});
