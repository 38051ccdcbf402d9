// Integration: the consultation inquiry (spec §5 upload rules for attachments: .jpg, .png, .jpeg,
// .pdf, 20,971,520 bytes, checked by content; emoji stripped): a renamed executable and a 21 MB
// file are refused and nothing is stored; a PDF is kept privately; requests are rate-limited.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentTexts } from "../../core/consent";
import { shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { inquiries } from "../db/schema";
import { inquiryMessages } from "../domain/inquiries/submit";
import { documentMessages, uploadMessages } from "../domain/uploads/images";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

const fields = {
  type: "bulk",
  name: "박대표 🙂",
  phone: "+82 10-2222-3333",
  email: "buyer@company.co.kr",
  message: "사내 선물로 인센스 세트 200개를 구매하고 싶어요. 견적 부탁드려요 🎁",
  consent: "on",
};

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(512, 1)]);

function send(s: ReturnType<typeof shopper>, extra: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...extra })) form.append(key, value);
  for (const file of files) form.append("attachments", new File([new Uint8Array(file.bytes)], file.name));
  return s.request("/api/inquiry", { method: "POST", body: form });
}

const privateFiles = () => {
  const dir = path.join(t.config.dataDir, "private", "inquiries");
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("POST /api/inquiry", () => {
  it("stores an inquiry with a PDF privately, with the emoji left out and the phone normalised", async () => {
    const answer = await send(shopper(t), {}, [{ name: "견적요청서.PDF", bytes: PDF }]);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: inquiryMessages.received });
    const [stored] = await t.database.db.select().from(inquiries).where(eq(inquiries.email, "buyer@company.co.kr"));
    expect(stored).toMatchObject({ type: "bulk", name: "박대표", phone: "010-2222-3333", status: "open" });
    expect(stored?.message).not.toMatch(/🎁/);
    expect(stored?.attachments).toEqual([
      expect.objectContaining({ name: "견적요청서.PDF", type: "pdf", size: PDF.length }),
    ]);
    expect(privateFiles()).toContain(stored?.attachments[0]?.file);
    // Attachments are never public.
    expect((await t.app.request(`/uploads/${stored?.attachments[0]?.file}`)).status).toBe(404);
  });

  it("refuses a renamed executable and a 21 MB file, storing nothing", async () => {
    const s = shopper(t);
    const rowsBefore = (await t.database.db.select().from(inquiries)).length;
    const filesBefore = privateFiles().length;
    const huge = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]);
    const cases: [{ name: string; bytes: Buffer }[], string][] = [
      [[{ name: "estimate.pdf", bytes: ELF }], documentMessages.notADocument],
      [[{ name: "photo.jpg", bytes: ELF }], documentMessages.notADocument],
      [[{ name: "setup.exe", bytes: ELF }], documentMessages.extension],
      [[{ name: "estimate.pdf", bytes: huge }], uploadMessages.tooLarge],
      [
        [
          { name: "ok.pdf", bytes: PDF },
          { name: "bad.pdf", bytes: ELF },
        ],
        documentMessages.notADocument,
      ],
    ];
    for (const [files, message] of cases) {
      const answer = await send(s, {}, files);
      expect(answer.status, files[0]?.name).toBe(400);
      expect((await answer.json()).message).toBe(message);
    }
    expect((await t.database.db.select().from(inquiries)).length).toBe(rowsBefore);
    expect(privateFiles().length).toBe(filesBefore);
  });

  it("checks every field, the privacy consent too, with a Korean message", async () => {
    const s = shopper(t);
    const cases: [Record<string, string>, string][] = [
      [{ type: "sales" }, inquiryMessages.type],
      [{ name: " 🙂 " }, inquiryMessages.name],
      [{ phone: "02-123-4567" }, inquiryMessages.phone],
      [{ email: "buyer@company" }, inquiryMessages.email],
      [{ message: "짧아요" }, inquiryMessages.message],
      // PostgreSQL cannot store a NUL character: refused, never a server error.
      [{ name: "박\u0000대표" }, inquiryMessages.name],
      [{ message: `${fields.message}\u0000` }, inquiryMessages.message],
      // Issue 20: the privacy consent is required (core/consent.ts); an unticked box sends nothing.
      [{ consent: "" }, consentTexts.required],
      [{ consent: "false" }, consentTexts.required],
    ];
    for (const [extra, message] of cases) {
      const answer = await send(s, extra, []);
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toBe(message);
    }
  });

  it("keeps an attachment whose name holds characters the database cannot store, under a cleaned name", async () => {
    const answer = await send(shopper(t), { email: "odd-name@company.co.kr" }, [
      { name: "견적\u0000요청서.pdf", bytes: PDF },
    ]);
    expect(answer.status).toBe(200);
    const [stored] = await t.database.db.select().from(inquiries).where(eq(inquiries.email, "odd-name@company.co.kr"));
    expect(stored?.attachments).toEqual([expect.objectContaining({ name: "견적_요청서.pdf", type: "pdf" })]);
  });

  it("limits inquiries to 5 per client address per hour", async () => {
    const s = shopper(t);
    for (let i = 0; i < 5; i += 1) expect((await send(s, {}, [])).status).toBe(200);
    const limited = await send(s, {}, []);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe(inquiryMessages.rateLimited);
  });
});
