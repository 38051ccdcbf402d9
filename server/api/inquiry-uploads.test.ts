// Integration (issue 18): an inquiry's attachments are streamed, never read whole. The fields and
// the sender's limit are checked before any file byte is taken, a body declared larger than the
// limits allow is refused unread, too many files are refused, an upload cut off leaves nothing,
// and a client (2) or the whole process (4) receives only so many uploads at once (429/503 with
// Retry-After): a process slot only once the fields are in, and for at most UPLOAD_DEADLINE_SECONDS
// however slowly the bytes come. Every refusal is a 4xx with a Korean message and leaves no row and
// no file.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { inquiries } from "../db/schema";
import { inquiryMessages, MAX_ATTACHMENTS } from "../domain/inquiries/submit";
import { gateMessages, RETRY_AFTER_SECONDS, UPLOAD_SLOTS, uploadGate } from "../domain/uploads/gate";
import { UPLOAD_LIMIT_BYTES } from "../domain/uploads/images";
import { stagingDirOf } from "../domain/uploads/staging";
import { multipartMessages, STALL_MS } from "./multipart";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

const fields = {
  type: "bulk",
  name: "박대표",
  phone: "010-2222-3333",
  email: "buyer@company.co.kr",
  message: "사내 선물로 인센스 세트 200개를 구매하고 싶어요. 견적 부탁드려요.",
  consent: "on",
};

const BOUNDARY = "----collins-test-boundary";
const encoder = new TextEncoder();
const PDF = encoder.encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
const END = `--${BOUNDARY}--\r\n`;

/** `trickle`: `send` again every `every` ms, until `until.stopped`. */
type Piece =
  | string
  | Uint8Array
  | { wait: Promise<unknown> }
  | { fail: true }
  | { trickle: string; every: number; until?: { stopped: boolean } };

/** A request body sent piece by piece as the server pulls it; `cancelled` once the server stops reading. */
function streamed(pieces: Piece[]) {
  const state = { cancelled: false };
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const piece = pieces[index++];
        if (piece === undefined) return controller.close();
        if (typeof piece === "string") return controller.enqueue(encoder.encode(piece));
        if (piece instanceof Uint8Array) return controller.enqueue(piece);
        if ("fail" in piece) return controller.error(new Error("connection lost"));
        if ("trickle" in piece) {
          await new Promise((resolve) => setTimeout(resolve, piece.every));
          if (state.cancelled) return;
          if (piece.until?.stopped) continue;
          index -= 1;
          return controller.enqueue(encoder.encode(piece.trickle));
        }
        await piece.wait;
      }
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

function post(client: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}, app = t) {
  return shopper(app, client).request("/api/inquiry", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

const fieldsOf = (extra: Record<string, string> = {}) =>
  Object.entries({ ...fields, ...extra }).map(([name, value]) => fieldPart(name, value));

const never = new Promise<never>(() => undefined);

function released() {
  let release: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release: () => release() };
}

const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const leftovers = async (app = t) => ({
  rows: (await app.database.db.select().from(inquiries)).length,
  staged: listing(stagingDirOf(app.config.dataDir)).length,
  stored: listing(path.join(app.config.dataDir, "private", "inquiries")).length,
});

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe("streamed inquiry uploads", () => {
  it("checks the fields before the attachment is taken", async () => {
    const before = await leftovers();
    // The attachment's first bytes come, the rest only after the answer: the check must not wait for it.
    const { stream, state } = streamed([
      ...fieldsOf({ phone: "02-123-4567" }),
      fileHead("estimate.pdf"),
      PDF,
      { wait: never },
    ]);
    const answer = await post("198.51.100.1", stream);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe(inquiryMessages.phone);
    expect(state.cancelled).toBe(true);
    expect(await leftovers()).toEqual(before);
    expect(uploadGate.inUse).toBe(0);
  });

  it("refuses a sender over the limit before taking the attachment", async () => {
    const client = "198.51.100.2";
    for (let i = 0; i < 5; i += 1) {
      const { stream } = streamed([...fieldsOf(), END]);
      expect((await post(client, stream)).status).toBe(200);
    }
    const before = await leftovers();
    const { stream } = streamed([...fieldsOf(), fileHead("estimate.pdf"), PDF, { wait: never }]);
    const answer = await post(client, stream);
    expect(answer.status).toBe(429);
    expect((await answer.json()).message).toBe(inquiryMessages.rateLimited);
    expect(await leftovers()).toEqual(before);
  });

  it("refuses a body declared larger than the attachments allow, without reading it", async () => {
    // Its fields would never end: the answer comes without reading them.
    const { stream } = streamed([{ wait: never }]);
    const answer = await post("198.51.100.3", stream, {
      "content-length": String(MAX_ATTACHMENTS * UPLOAD_LIMIT_BYTES + 2 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toBe(multipartMessages.requestTooLarge(MAX_ATTACHMENTS));
  });

  it("refuses a sixth attachment, keeping none of the five before it", async () => {
    const before = await leftovers();
    const files = Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, n) => [fileHead(`estimate-${n}.pdf`), PDF, "\r\n"]);
    const { stream } = streamed([...fieldsOf(), ...files.flat(), END]);
    const answer = await post("198.51.100.4", stream);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe(inquiryMessages.tooMany);
    expect(await leftovers()).toEqual(before);
  });

  it("leaves nothing behind when the connection is lost mid-attachment", async () => {
    const before = await leftovers();
    const { stream } = streamed([
      ...fieldsOf(),
      fileHead("a.pdf"),
      PDF,
      "\r\n",
      fileHead("b.pdf"),
      PDF,
      { fail: true },
    ]);
    const answer = await post("198.51.100.5", stream);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe(multipartMessages.unreadable);
    expect(await leftovers()).toEqual(before);
    expect(uploadGate.inUse).toBe(0);
  });

  it("gives the slot of an upload that stops sending back after a while, keeping nothing", async () => {
    const before = await leftovers();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    try {
      const { stream, state } = streamed([...fieldsOf(), fileHead("estimate.pdf"), PDF, { wait: never }]);
      const answer = post("198.51.100.6", stream);
      await until(() => uploadGate.inUse === 1 && listing(stagingDirOf(t.config.dataDir)).length === 1);
      await vi.advanceTimersByTimeAsync(STALL_MS);
      expect((await answer).status).toBe(400);
      expect((await (await answer).json()).message).toBe(multipartMessages.stalled);
      expect(state.cancelled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(uploadGate.inUse).toBe(0);
    expect(await leftovers()).toEqual(before);
  });

  it("receives two uploads per client and four in all at once, asking the rest to come back", async () => {
    expect(UPLOAD_SLOTS).toEqual({ perClient: 2, total: 4 });
    const before = await leftovers();
    const hold = released();
    const held = (client: string) => {
      const { stream } = streamed([...fieldsOf(), fileHead("estimate.pdf"), PDF, hold, "\r\n", END]);
      return post(client, stream);
    };
    const first = [held("198.51.100.10"), held("198.51.100.10")];
    await until(() => uploadGate.inUse === 2);

    const again = await post("198.51.100.10", streamed([...fieldsOf(), END]).stream);
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS.client));
    expect((await again.json()).message).toBe(gateMessages.client);

    const second = [held("198.51.100.11"), held("198.51.100.11")];
    await until(() => uploadGate.inUse === 4 && listing(stagingDirOf(t.config.dataDir)).length === 4);
    const crowd = await post(
      "198.51.100.12",
      streamed([...fieldsOf(), fileHead("estimate.pdf"), PDF, "\r\n", END]).stream,
    );
    expect(crowd.status).toBe(503);
    expect(crowd.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS.busy));
    expect((await crowd.json()).message).toBe(gateMessages.busy);
    // The four held attachments are being received; the refused one left nothing.
    expect(await leftovers()).toEqual({ ...before, staged: 4 });

    hold.release();
    expect((await Promise.all([...first, ...second])).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(uploadGate.inUse).toBe(0);
    const retried = await post(
      "198.51.100.12",
      streamed([...fieldsOf(), fileHead("estimate.pdf"), PDF, "\r\n", END]).stream,
    );
    expect(retried.status).toBe(200);
    expect(await leftovers()).toEqual({ rows: before.rows + 5, staged: 0, stored: before.stored + 5 });
  });

  it("takes a slot of the process only once the fields are in: clients that never finish them block no one", async () => {
    const before = await leftovers();
    const slow = { stopped: false };
    // The review's attack: two addresses, two connections each, a field's value a byte at a time.
    const tricklers = ["198.51.100.20", "198.51.100.20", "198.51.100.21", "198.51.100.21"].map((client) =>
      post(
        client,
        streamed([
          fieldPart("type", "bulk"),
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`,
          { trickle: "x", every: 100, until: slow },
          { fail: true },
        ]).stream,
      ),
    );
    await until(() => uploadGate.reading === 4);
    expect(uploadGate.inUse).toBe(0);

    const shopperUpload = await post(
      "198.51.100.22",
      streamed([...fieldsOf(), fileHead("estimate.pdf"), PDF, "\r\n", END]).stream,
    );
    expect(shopperUpload.status).toBe(200);
    expect(await leftovers()).toEqual({ rows: before.rows + 1, staged: 0, stored: before.stored + 1 });

    slow.stopped = true;
    expect((await Promise.all(tricklers)).map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(uploadGate.reading).toBe(0);
  });
});

describe("an upload that takes too long (UPLOAD_DEADLINE_SECONDS)", () => {
  let slowShop: TestApp;

  beforeAll(async () => {
    slowShop = await createTestApp({ TRUST_PROXY: "on", UPLOAD_DEADLINE_SECONDS: "1" });
  });

  afterAll(async () => {
    await slowShop.close();
  });

  it("is cut off at its deadline however steadily its bytes come, keeping nothing and giving its slot back", async () => {
    const before = await leftovers(slowShop);
    const started = Date.now();
    // The review's attack on the files: two addresses, two connections each, a byte every 200 ms
    // (never idle long enough for the 30 s stall timer), holding every slot of the process.
    const trickling = ["198.51.100.30", "198.51.100.30", "198.51.100.31", "198.51.100.31"].map((client) => {
      const { stream, state } = streamed([...fieldsOf(), fileHead("estimate.pdf"), PDF, { trickle: "x", every: 200 }]);
      return { answer: post(client, stream, {}, slowShop), state };
    });
    await until(() => uploadGate.inUse === 4 && listing(stagingDirOf(slowShop.config.dataDir)).length === 4);
    const crowd = await post(
      "198.51.100.32",
      streamed([...fieldsOf(), fileHead("b.pdf"), PDF, "\r\n", END]).stream,
      {},
      slowShop,
    );
    expect(crowd.status).toBe(503);

    for (const { answer, state } of trickling) {
      const refused = await answer;
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe(multipartMessages.tooSlow(1));
      expect(state.cancelled).toBe(true);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(uploadGate.inUse).toBe(0);
    expect(uploadGate.reading).toBe(0);
    expect(await leftovers(slowShop)).toEqual(before);

    const retried = await post(
      "198.51.100.32",
      streamed([...fieldsOf(), fileHead("b.pdf"), PDF, "\r\n", END]).stream,
      {},
      slowShop,
    );
    expect(retried.status).toBe(200);
    expect(await leftovers(slowShop)).toEqual({ rows: before.rows + 1, staged: 0, stored: before.stored + 1 });
  }, 15_000);
});
