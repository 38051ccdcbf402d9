// Issue 22 "Images": an editor's image field (popups, makers notes, places, playlists, content
// pages) is uploaded by its own multipart form to the editor page's action
// (/admin/{resource}/{id or new}), read streamed under the upload limits; the stored image's address
// (and, for a popup, its size) comes back as the form's values, the other image fields as they were,
// for 저장 to keep. Refusals are Korean 4xx.
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../../server/db/schema";
import { uploadMessages } from "../../../server/domain/uploads/images";
import { mediaMessages } from "../../../server/domain/uploads/media";
import { pageFormMessages } from "../../../server/http/page-forms";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action } from "../../routes/admin/resource-edit";
import type { ConsoleAnswer } from "./answer";

let t: TestApp;
let operator: Shopper;

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
        const match = /^\/admin\/([a-z-]+)\/([^/.]+)(\.data)?$/.exec(new URL(request.url).pathname);
        if (request.method !== "POST" || !match) return new Response("page");
        const args = { request, context: context as AppLoadContext, params: { resource: match[1], id: match[2] } };
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

const banner = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: "#2f4f4f" } })
    .png()
    .toBuffer();

/** The upload form as the browser sends it: its hidden fields first, then the file. */
function imageForm(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file ? new File([new Uint8Array(file.bytes)], file.name) : new File([], ""));
  return form;
}

const upload = (
  s: Shopper,
  pathname: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) => s.request(pathname, { method: "POST", body: imageForm(fields, file) });

const stored = async () => (await t.database.db.select({ id: media.id }).from(media)).length;

describe("an editor's image field (multipart, to the editor's action)", () => {
  it("stores a popup's image and answers its address and size, keeping the other image field", async () => {
    for (const pathname of ["/admin/popups/new", "/admin/popups/new.data"]) {
      const answer = await upload(
        operator,
        pathname,
        { intent: "image", field: "mobileImageUrl", mobileImageUrl: "", desktopImageUrl: "/media/popups/pc.webp" },
        { name: "popup.png", bytes: await banner() },
      );
      expect(answer.status, pathname).toBe(200);
      const body = (await answer.json()) as ConsoleAnswer;
      expect(body).toMatchObject({
        form: "image",
        ok: "사진을 올렸어요. 저장을 누르면 반영돼요.",
        values: {
          field: "mobileImageUrl",
          desktopImageUrl: "/media/popups/pc.webp",
          imageWidth: 900,
          imageHeight: 1200,
        },
      });
      const src = String(body.values?.mobileImageUrl);
      expect(src).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
      expect((await t.app.request(src)).headers.get("content-type")).toBe("image/webp");
    }
    expect(await stored()).toBe(3);
  });

  it("takes a makers note's cover, a place's image, a playlist's cover and a content page's share image", async () => {
    for (const [pathname, field] of [
      ["/admin/makers-notes/1", "coverImage"],
      ["/admin/places/new", "image"],
      ["/admin/playlists/new", "coverImage"],
      ["/admin/content-pages/1", "ogImage"],
    ] as const) {
      const answer = await upload(
        operator,
        pathname,
        { intent: "image", field, [field]: "" },
        {
          name: "cover.jpg",
          bytes: await sharp(await banner())
            .jpeg()
            .toBuffer(),
        },
      );
      expect(answer.status, pathname).toBe(200);
      const body = (await answer.json()) as ConsoleAnswer;
      expect(String(body.values?.[field]), pathname).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
    }
  });

  it("refuses a field that is no image, a wrong type, no file and a member, storing nothing", async () => {
    const before = await stored();
    const png = { name: "a.png", bytes: await banner() };
    const cases: [string, Response, number, Partial<ConsoleAnswer>][] = [
      [
        "not an image field",
        await upload(operator, "/admin/popups/new", { intent: "image", field: "title" }, png),
        400,
        { errors: {}, message: mediaMessages.field },
      ],
      [
        "gif",
        await upload(operator, "/admin/places/new", { intent: "image", field: "image" }, { ...png, name: "a.gif" }),
        400,
        { errors: { file: uploadMessages.extension } },
      ],
      [
        "no file",
        await upload(operator, "/admin/places/new", { intent: "image", field: "image" }),
        400,
        { errors: { file: mediaMessages.noFile } },
      ],
      [
        "member",
        await upload(await signedInMember(t), "/admin/places/new", { intent: "image", field: "image" }, png),
        403,
        {},
      ],
    ];
    for (const [label, answer, status, body] of cases) {
      expect(answer.status, label).toBe(status);
      if (status === 400) expect(await answer.json(), label).toMatchObject({ form: "image", ...body });
    }
    expect(await stored()).toBe(before);
  });

  it("is not taken by an editor without image fields (multipart refused before the action)", async () => {
    const answer = await upload(operator, "/admin/top-banners/new", { intent: "image", field: "url" });
    expect(answer.status).toBe(415);
    expect(await answer.text()).toBe(pageFormMessages.notAForm);
  });
});
