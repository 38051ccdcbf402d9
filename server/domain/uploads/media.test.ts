// Issue 22 "Images": the console's uploads are kept in the database (table media, migration 0024)
// in three WebP variants keyed by the content hash, refused under the spec §5 "Image upload" rules
// and the pixel bound, and served by every instance at /media/u/<id>-<variant>.webp for good.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { media } from "../../db/schema";
import { createServerApp } from "../../http/app";
import { DomainError } from "../errors";
import { uploadMessages } from "./images";
import { storeMedia } from "./media";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const photo = (width: number, height: number, background = "#c9b49a") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const chunk = (name: string, data: Buffer) => {
  const type = Buffer.from(name);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([length, type, data, crc]);
};

/** A PNG whose header claims width × height pixels and whose data holds next to none of them. */
function claimedPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(10))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const rows = async () => t.database.db.select({ id: media.id, variant: media.variant }).from(media);

describe("storeMedia", () => {
  it("keeps the card, gallery and Open Graph variants as WebP with the original's size", async () => {
    const stored = await storeMedia(t.database.db, { name: "room.JPG", bytes: await photo(2400, 1600) });
    expect(stored).toMatchObject({
      src: `/media/u/${stored.id}-gallery.webp`,
      thumbnail: `/media/u/${stored.id}-card.webp`,
      og: `/media/u/${stored.id}-og.webp`,
      width: 1200,
      height: 800,
      originalWidth: 2400,
      originalHeight: 1600,
    });
    const variants = await t.database.db.select().from(media);
    const sizes = Object.fromEntries(variants.map((row) => [row.variant, [row.width, row.height]]));
    expect(sizes).toEqual({ card: [600, 600], gallery: [1200, 800], og: [1200, 630] });
    for (const row of variants) {
      const meta = await sharp(row.bytes).metadata();
      expect([meta.format, meta.width, meta.height], row.variant).toEqual(["webp", row.width, row.height]);
    }
  });

  it("does not enlarge a small photo's gallery image, and stores the same content once", async () => {
    const bytes = await photo(640, 480, "#3a5a40");
    const first = await storeMedia(t.database.db, { name: "small.png", bytes });
    const again = await storeMedia(t.database.db, { name: "again.png", bytes });
    expect(again).toEqual(first);
    expect([first.width, first.height]).toEqual([640, 480]);
    expect((await rows()).filter((row) => row.id === first.id)).toHaveLength(3);
  });

  it("refuses a wrong name, a renamed executable, more than 20 MB and more than 40 million pixels", async () => {
    const before = (await rows()).length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(2048, 1)]);
    const cases: [string, Uint8Array, string, string][] = [
      ["gif", await photo(10, 10), "a.gif", uploadMessages.extension],
      ["executable", elf, "a.png", uploadMessages.notAnImage],
      ["21 MB", Buffer.concat([await photo(10, 10), Buffer.alloc(21 * 1024 * 1024)]), "a.png", uploadMessages.tooLarge],
      ["10000×5000", claimedPng(10_000, 5_000), "big.png", uploadMessages.tooManyPixels],
      ["truncated PNG", claimedPng(100, 100), "cut.png", uploadMessages.notAnImage],
    ];
    for (const [label, bytes, name, message] of cases) {
      const error = await refusal(storeMedia(t.database.db, { name, bytes }));
      expect([error.kind, error.message], label).toEqual(["invalid", message]);
    }
    expect(await rows()).toHaveLength(before);
  });
});

describe("GET /media/u/<id>-<variant>.webp", () => {
  it("serves a stored variant for good with its ETag, 304 when the browser has it, 404 otherwise", async () => {
    const stored = await storeMedia(t.database.db, { name: "og.png", bytes: await photo(1000, 1000, "#884422") });
    const answer = await t.app.request(stored.og);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = answer.headers.get("etag");
    expect(etag).toBe(`"${stored.id}-og"`);
    const meta = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);

    const again = await t.app.request(stored.og, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    for (const missing of [`/media/u/${"0".repeat(32)}-card.webp`, `/media/u/${stored.id}-huge.webp`, "/media/u/x"]) {
      expect((await t.app.request(missing)).status, missing).toBe(404);
    }
  });

  it("is answered by a second instance on the same database", async () => {
    const stored = await storeMedia(t.database.db, { name: "two.png", bytes: await photo(800, 600, "#224488") });
    const other = createServerApp({
      db: t.database.db,
      config: { ...t.config, dataDir: mkdtempSync(path.join(tmpdir(), "collins-other-")) },
    });
    const answer = await other.request(stored.thumbnail);
    expect(answer.status).toBe(200);
    const meta = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 600, 600]);
  });
});
