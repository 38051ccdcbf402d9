// Issue 19: the pages' upload forms (상담 문의, 리뷰 쓰기) post multipart forms to their route actions,
// through the page-form gate, streamed under the API's limits (server/http/page-uploads.ts). Each
// refusal is a Korean 4xx beside its field with the text fields given back, stores nothing and
// leaves no staged file; another site's post is refused before its body is read.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryAction } from "../../app/features/inquiry/inquiry.server";
import { reviewAction } from "../../app/features/reviews/review.server";
import { consentTexts } from "../../core/consent";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { routedFetch, type Shopper, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { apiMessages } from "../api/messages";
import { multipartMessages } from "../api/multipart";
import { inquiries, orderLines, orders as orderRows, reviews } from "../db/schema";
import { inquiryMessages } from "../domain/inquiries/submit";
import { reviewMessages } from "../domain/reviews/write-review";
import { gateMessages, uploadGate } from "../domain/uploads/gate";
import { documentMessages, uploadMessages } from "../domain/uploads/images";
import { stagingDirOf } from "../domain/uploads/staging";
import { pageFormMessages } from "./page-forms";

let t: TestApp;
const { buy } = checkoutFlow(() => t);

/** The renderer as React Router runs these two actions: their data as JSON, with their status. */
const ACTIONS: Record<string, (request: Request, context: AppLoadContext) => Promise<unknown>> = {
  "/inquiry": inquiryAction,
  "/review": reviewAction,
};

beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: "on" },
    {
      fetchImpl: routedFetch(() => t),
      pages: async (request, context) => {
        const action = ACTIONS[new URL(request.url).pathname.replace(/\.data$/, "")];
        if (request.method !== "POST" || !action) return new Response("page");
        const result = (await action(request, context as AppLoadContext)) as UNSAFE_DataWithResponseInit<unknown>;
        return Response.json(result.data, { status: result.init?.status ?? 200 });
      },
    },
  );
});

afterAll(async () => {
  await t.close();
});

const fields = {
  type: "bulk",
  name: "박대표",
  phone: "010-2222-3333",
  email: "page-buyer@company.co.kr",
  message: "사내 선물로 인센스 세트 200개를 구매하고 싶어요. 견적 부탁드려요.",
  consent: "on",
};
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(512, 1)]);

type Upload = { name: string; bytes: Uint8Array };

function multipart(values: Record<string, string>, fileField: string, files: Upload[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  for (const file of files) form.append(fileField, new File([new Uint8Array(file.bytes)], file.name));
  return form;
}

const sendInquiry = (
  s: Shopper,
  values: Record<string, string>,
  files: Upload[],
  init: { path?: string; headers?: Record<string, string> } = {},
) =>
  s.request(init.path ?? "/inquiry", {
    method: "POST",
    body: multipart(values, "attachments", files),
    headers: init.headers,
  });

type Answer = { received?: string; saved?: string; errors: Record<string, string>; values: Record<string, string> };

const inquiryRows = async () =>
  (await t.database.db.select().from(inquiries)).filter((row) => row.email === fields.email).length;
const listed = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const privateFiles = () => listed(path.join(t.config.dataDir, "private", "inquiries"));
const staged = () => listed(stagingDirOf(t.config.dataDir));

describe("상담 문의 page action (multipart)", () => {
  it("stores the inquiry with its PDF, as React Router posts it with and without scripts", async () => {
    for (const pathname of ["/inquiry", "/inquiry.data"]) {
      const before = privateFiles().length;
      const answer = await sendInquiry(shopper(t), fields, [{ name: "견적요청서.pdf", bytes: PDF }], {
        path: pathname,
      });
      expect(answer.status, pathname).toBe(200);
      expect(await answer.json()).toEqual({ received: inquiryMessages.received, errors: {}, values: {} });
      expect(privateFiles()).toHaveLength(before + 1);
    }
    expect(await inquiryRows()).toBe(2);
    expect(staged()).toEqual([]);
  });

  it("answers refused fields beside them, with the values sent, before any file is received", async () => {
    const answer = await sendInquiry(shopper(t), { ...fields, phone: "02-123-4567", message: "짧아요" }, [
      { name: "견적요청서.pdf", bytes: PDF },
    ]);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as Answer;
    expect(body.errors).toEqual({ phone: inquiryMessages.phone, message: inquiryMessages.message });
    expect(body.values).toMatchObject({ name: "박대표", phone: "02-123-4567", email: fields.email });
    expect(await inquiryRows()).toBe(2);
    expect(staged()).toEqual([]);
  });

  it("puts the privacy consent's refusal beside its box when it is not ticked (issue 20)", async () => {
    const { consent: _, ...unticked } = fields;
    const answer = await sendInquiry(shopper(t), unticked, []);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as Answer;
    expect(body.errors).toEqual({ consent: consentTexts.required });
    expect(body.values).toMatchObject({ name: "박대표", email: fields.email });
    expect(await inquiryRows()).toBe(2);
  });

  it("refuses a wrong type, a file over 20 MB and too many files beside the attachments, keeping nothing", async () => {
    const huge = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]);
    const cases: [Upload[], string][] = [
      [[{ name: "estimate.pdf", bytes: ELF }], documentMessages.notADocument],
      [[{ name: "setup.exe", bytes: PDF }], documentMessages.extension],
      [[{ name: "estimate.pdf", bytes: huge }], uploadMessages.tooLarge],
      [Array.from({ length: 6 }, (_, i) => ({ name: `page-${i}.pdf`, bytes: PDF })), inquiryMessages.tooMany],
    ];
    const filesBefore = privateFiles().length;
    for (const [files, message] of cases) {
      const answer = await sendInquiry(shopper(t), fields, files);
      expect(answer.status, message).toBe(400);
      const body = (await answer.json()) as Answer;
      expect(body.errors).toEqual({ attachments: message });
      expect(body.values).toMatchObject({ name: "박대표", message: fields.message });
    }
    expect(await inquiryRows()).toBe(2);
    expect(privateFiles()).toHaveLength(filesBefore);
    expect(staged()).toEqual([]);
  });

  it("refuses a body declared larger than five files allow (413) and a client already sending two (429)", async () => {
    const large = await sendInquiry(shopper(t), fields, [{ name: "a.pdf", bytes: PDF }], {
      headers: { "content-length": String(200 * 1024 * 1024) },
    });
    expect(large.status).toBe(413);
    expect(((await large.json()) as Answer).errors).toEqual({ attachments: multipartMessages.requestTooLarge(5) });

    const s = shopper(t);
    const held = [uploadGate.enter(s.address), uploadGate.enter(s.address)];
    try {
      const busy = await sendInquiry(s, fields, [{ name: "a.pdf", bytes: PDF }]);
      expect(busy.status).toBe(429);
      expect(((await busy.json()) as Answer).errors).toEqual({ attachments: gateMessages.client });
    } finally {
      for (const release of held) if (typeof release === "function") release();
    }
    expect(await inquiryRows()).toBe(2);
  });

  it("refuses another site's post (403) and a multipart body on any other page (415)", async () => {
    const foreign = await sendInquiry(shopper(t), fields, [{ name: "a.pdf", bytes: PDF }], {
      headers: { origin: "https://evil.example", host: "shop.test" },
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as Answer).errors).toEqual({ form: apiMessages.foreignOrigin });

    const elsewhere = await shopper(t).request("/login/find-id", {
      method: "POST",
      body: multipart(fields, "attachments", [{ name: "a.pdf", bytes: PDF }]),
    });
    expect(elsewhere.status).toBe(415);
    expect(await elsewhere.text()).toBe(pageFormMessages.notAForm);
    expect(await inquiryRows()).toBe(2);
    expect(staged()).toEqual([]);
  });
});

describe("리뷰 쓰기 page action (the review dialog's fetcher)", () => {
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: "#c9b49a" } })
      .png()
      .toBuffer();
  const sendReview = (s: Shopper, values: Record<string, string>, files: Upload[] = []) =>
    s.request("/review.data", { method: "POST", body: multipart(values, "photos", files) });

  it("refuses a guest, shows a short text beside its field, then stores the buyer's review with a photo", async () => {
    const guest = await sendReview(shopper(t), {
      order_line_id: "1",
      rating: "5",
      content: "향이 정말 좋아요 다시 살게요",
    });
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as Answer).errors).toEqual({ form: reviewMessages.notYours });

    const s = shopper(t);
    const signed = await s.call("POST", "/api/signup", {
      email: `page-review-${Date.now()}@collins.kr`,
      password: "collins-review-2026!",
      first_name: "하늘",
      last_name: "김",
      phone: "010-2020-3030",
      agree_terms: true,
      agree_privacy: true,
    });
    expect(signed.status).toBe(200);
    await buy(s, "incense-holder", 1);
    const orders = await s.call<{ lines: { id: number }[] }[]>("GET", "/api/my/orders");
    const line = orders.body[0]?.lines[0];
    if (!line) throw new Error("no order line");
    // Issue 20: not at payment, a Korean 409 and no photo received; then the operator delivers it.
    const early = await sendReview(s, {
      order_line_id: String(line.id),
      rating: "4",
      content: "향이 정말 좋아요 다시 살게요",
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as Answer).errors).toEqual({ form: reviewMessages.notDelivered });
    const [row] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    await t.database.db
      .update(orderRows)
      .set({ status: "delivered" })
      .where(eq(orderRows.id, row?.orderId ?? 0));

    const short = await sendReview(s, { order_line_id: String(line.id), rating: "4", content: "좋아요" }, [
      { name: "holder.png", bytes: await png() },
    ]);
    expect(short.status).toBe(400);
    expect((await short.json()) as Answer).toMatchObject({ errors: { content: reviewMessages.text } });

    const content = "책상 위에 두니 향을 피우는 시간이 기다려져요.";
    const saved = await sendReview(s, { order_line_id: String(line.id), rating: "4", content }, [
      { name: "holder.png", bytes: await png() },
    ]);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Answer).saved).toBe(reviewMessages.saved);
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.orderLineId, line.id));
    expect(stored).toMatchObject({ rating: 4, content });
    expect(stored?.images).toHaveLength(1);
    expect(staged()).toEqual([]);
  });
});
