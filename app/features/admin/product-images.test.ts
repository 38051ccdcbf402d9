// Issue 19: the console's product photo (spec §5 "Image upload") is a multipart `<Form>` posted to
// the product page's action (/admin/products/{id}), read streamed through the page-form gate under
// the API's upload limits (server/http/page-uploads.ts). Only an operator of this site may post it;
// each refusal is a Korean 4xx beside its field, and nothing is stored or left staged. Issue 22: the
// photo is kept in the database (table media), reordered and made the thumbnail by the same action.
import { existsSync, readdirSync } from "node:fs";
import { eq, ne } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "../../../core/links";
import { variantUrlOf } from "../../../core/media";
import { apiMessages } from "../../../server/api/messages";
import { auditLog, media, productImages, products } from "../../../server/db/schema";
import { catalogEditorMessages as m } from "../../../server/domain/admin/catalog/messages";
import { uploadMessages } from "../../../server/domain/uploads/images";
import { stagingDirOf } from "../../../server/domain/uploads/staging";
import { pageFormMessages } from "../../../server/http/page-forms";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action } from "../../routes/admin/product";
import type { ConsoleAnswer } from "./answer";

let t: TestApp;
let operator: Shopper;

/** The renderer as React Router runs the product page's action: its data as JSON, with its status. */
const asResponse = (result: unknown) => {
  if (result instanceof Response) return result;
  const { data, init } = result as UNSAFE_DataWithResponseInit<unknown>;
  return Response.json(data, { status: init?.status ?? 200 });
};

beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: "on" },
    {
      pages: async (request, context) => {
        const id = /^\/admin\/products\/([^/.]+)(\.data)?$/.exec(new URL(request.url).pathname)?.[1];
        if (request.method !== "POST" || !id) return new Response("page");
        const args = { request, context: context as AppLoadContext, params: { id } };
        try {
          return asResponse(await action(args as Parameters<typeof action>[0]));
        } catch (thrown) {
          return asResponse(thrown);
        }
      },
    },
  );
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

const png = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c9b49a" } })
    .png()
    .toBuffer();

type Photo = { name: string; bytes: Uint8Array };

/** The form as the browser sends it: 설명 first, then the file (an empty input sends a nameless part). */
function photoForm(alt: string, file?: Photo) {
  const form = new FormData();
  form.append("alt", alt);
  form.append("file", file ? new File([new Uint8Array(file.bytes)], file.name) : new File([], ""));
  form.append("intent", "images");
  return form;
}

const post = (s: Shopper, pathname: string, alt: string, file?: Photo, headers?: Record<string, string>) =>
  s.request(pathname, { method: "POST", body: photoForm(alt, file), headers });

async function holder() {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, "incense-holder"));
  if (!row) throw new Error("missing product incense-holder");
  return row.id;
}

const photosOf = async (id: number) =>
  t.database.db.select().from(productImages).where(eq(productImages.productId, id));
const listed = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const stored = async () => (await t.database.db.select({ id: media.id }).from(media)).length;
const staged = () => listed(stagingDirOf(t.config.dataDir));

describe("console product photo (page action, multipart)", () => {
  it("stores an operator's photo as the API does, posted with and without scripts", async () => {
    const id = await holder();
    const before = (await photosOf(id)).length;
    for (const pathname of [`/admin/products/${id}`, `/admin/products/${id}.data`]) {
      const answer = await post(operator, pathname, "황동 인센스 홀더", { name: "holder.PNG", bytes: await png() });
      expect(answer.status, pathname).toBe(200);
      expect(await answer.json()).toEqual({ form: "images", ok: "이미지를 올렸어요.", errors: {} });
    }
    const photos = await photosOf(id);
    expect(photos).toHaveLength(before + 2);
    expect(photos.at(-1)).toMatchObject({ alt: "황동 인센스 홀더", width: 1200, height: 900 });
    // The same photo twice is one stored image (its content hash), in its three variants.
    expect(photos.at(-1)?.src).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
    expect(photos.at(-2)?.src).toBe(photos.at(-1)?.src);
    expect(await stored()).toBe(3);
    expect(staged()).toEqual([]);
  });

  it("refuses a member (403) and another site's post (403) before any file is stored", async () => {
    const id = await holder();
    const before = (await photosOf(id)).length;
    const member = await post(await signedInMember(t), `/admin/products/${id}`, "", {
      name: "photo.png",
      bytes: await png(),
    });
    expect(member.status).toBe(403);

    const foreign = await post(
      operator,
      `/admin/products/${id}.data`,
      "",
      { name: "photo.png", bytes: await png() },
      { origin: "https://evil.example", host: "shop.test" },
    );
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as ConsoleAnswer).message).toBe(apiMessages.foreignOrigin);

    const guest = await post(shopper(t), `/admin/products/${id}`, "", { name: "photo.png", bytes: await png() });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe(
      `${links.loginForm}?next=${encodeURIComponent(`/admin/products/${id}`)}`,
    );

    expect(await photosOf(id)).toHaveLength(before);
    expect(await stored()).toBe(3);
    expect(staged()).toEqual([]);
  });

  it("answers a wrong type, a renamed executable, 21 MB, no file and a long 설명 beside their fields, keeping nothing", async () => {
    const id = await holder();
    const before = (await photosOf(id)).length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(2048, 1)]);
    const huge = Buffer.concat([await png(), Buffer.alloc(21 * 1024 * 1024)]);
    const cases: [string, string, Photo | undefined, Record<string, string>][] = [
      ["gif", "", { name: "photo.gif", bytes: await png() }, { file: uploadMessages.extension }],
      ["renamed executable", "", { name: "photo.png", bytes: elf }, { file: uploadMessages.notAnImage }],
      ["21 MB", "", { name: "photo.jpg", bytes: huge }, { file: uploadMessages.tooLarge }],
      ["no file", "선반 위", undefined, { file: m.noFile }],
      ["long 설명", "가".repeat(201), { name: "photo.png", bytes: await png() }, { alt: m.alt }],
    ];
    for (const [label, alt, file, errors] of cases) {
      const answer = await post(operator, `/admin/products/${id}.data`, alt, file);
      expect(answer.status, label).toBe(400);
      const body = (await answer.json()) as ConsoleAnswer;
      expect(body, label).toMatchObject({ form: "images", errors, values: { alt } });
      expect(body.message, label).toBeUndefined();
    }
    expect(await photosOf(id)).toHaveLength(before);
    expect(await stored()).toBe(3);
    expect(staged()).toEqual([]);
  });

  it("refuses an unknown product (404) before its photo, and a multipart body to /admin/products/new (415)", async () => {
    const unknown = await post(operator, "/admin/products/999999", "", { name: "photo.png", bytes: await png() });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ConsoleAnswer).message).toBe(m.productNotFound);

    const created = await post(operator, "/admin/products/new", "", { name: "photo.png", bytes: await png() });
    expect(created.status).toBe(415);
    expect(await created.text()).toBe(pageFormMessages.notAForm);
    expect(await stored()).toBe(3);
    expect(staged()).toEqual([]);
  });
});

describe("console product photo list (issue 22: 위로/아래로, 대표 이미지, 빼기 without scripts)", () => {
  /** The step's form as a browser posts it without scripts (URL-encoded, with its length). */
  const step = (s: Shopper, id: number, imageId: number | string, value: string) => {
    const body = new URLSearchParams({ intent: "image-step", image_id: String(imageId), step: value }).toString();
    return s.request(`/admin/products/${id}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
    });
  };
  const order = async (id: number) =>
    (await photosOf(id)).sort((a, b) => a.position - b.position).map((photo) => photo.id);

  const thumbnailOf = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.thumbnail;
  /** The square card crop of one photo: what the thumbnail of its product is when it is in front. */
  const cardOf = async (imageId: number) => {
    const [photo] = await t.database.db.select().from(productImages).where(eq(productImages.id, imageId));
    return variantUrlOf(photo?.src ?? "", "card");
  };

  it("moves a photo, makes one the 대표 이미지 (moved to the front, its square crop the thumbnail) and removes one, each with its audit entry", async () => {
    const id = await holder();
    const [first, second] = await order(id);
    if (!first || !second) throw new Error("the photos of the first test are there");
    const down = await step(operator, id, first, "down");
    expect(down.status).toBe(200);
    expect(await down.json()).toEqual({ form: "image-step", ok: "이미지를 뒤로 옮겼어요.", errors: {} });
    expect((await order(id)).slice(0, 2)).toEqual([second, first]);
    await step(operator, id, first, "up");
    expect((await order(id)).slice(0, 2)).toEqual([first, second]);

    // 대표 이미지로 (issue 22): the photo the storefront's cards, Open Graph and thumbnail all use.
    const before = await order(id);
    const last = before.at(-1) as number;
    const chosen = await step(operator, id, last, "thumbnail");
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({
      form: "image-step",
      ok: "대표 이미지로 정하고 맨 앞으로 옮겼어요.",
      errors: {},
    });
    expect(await order(id)).toEqual([last, ...before.slice(0, -1)]);
    expect(await thumbnailOf(id)).toBe(await cardOf(last));
    const shown = await t.app.request(`/api/product/incense-holder`);
    const detail = (await shown.json()) as { product: { thumbnail: string; images: { src: string }[] } };
    expect(detail.product.images[0]?.src).toBe((await photosOf(id)).find((row) => row.id === last)?.src);
    expect(detail.product.thumbnail).toBe(await cardOf(last));

    // Moving the 대표 이미지 back moves the thumbnail to the photo now in front.
    expect((await step(operator, id, last, "down")).status).toBe(200);
    expect(await thumbnailOf(id)).toBe(await cardOf(before[0] as number));

    const count = (await order(id)).length;
    expect((await step(operator, id, last, "remove")).status).toBe(200);
    expect(await order(id)).toHaveLength(count - 1);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "product.image.arrange"));
    expect(entries).toHaveLength(5);
  });

  it("refuses another product's photo, an unknown step and a member, changing nothing", async () => {
    const id = await holder();
    const before = await order(id);
    const [other] = await t.database.db.select().from(productImages).where(ne(productImages.productId, id)).limit(1);
    if (!other) throw new Error("the demo catalog has photos");
    const cases: [string, Response, number, string][] = [
      ["another product's", await step(operator, id, other.id, "up"), 400, m.unknownImage],
      ["unknown step", await step(operator, id, before[0] as number, "sideways"), 400, m.imageStep],
      ["member", await step(await signedInMember(t), id, before[0] as number, "down"), 403, ""],
    ];
    for (const [label, answer, status, message] of cases) {
      expect(answer.status, label).toBe(status);
      if (message) expect(JSON.stringify(await answer.json()), label).toContain(message);
    }
    expect(await order(id)).toEqual(before);
  });
});
