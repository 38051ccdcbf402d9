// Issue 22 "makers notes and content pages without JSON": a note's or content page's body is edited
// with the block editor in its single page mode (글, 이미지, 이미지 + 글, 안내, 소제목; no tab bar).
// Each step answers with the unsaved body; a picture uploaded on the page (multipart, stored in the
// media table) is offered to the image blocks with the server's size; 저장 stores the blocks the
// storefront renders, the API's ContentBlock shape; a refusal is a Korean 400 beside the block's
// field, nothing written. The editor page's action as React Router runs it.
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BlockImage,
  blankBlock,
  blockInput,
  type EditorBlock,
  pageBlockMessages as m,
  type PageState,
  pageStateOf,
  pageStepIntent,
  tabInput,
  uploadedInput,
} from "../../../core/page-blocks";
import { contentPages, makersNotes } from "../../../server/db/schema";
import { seedContentPages } from "../../../server/db/seed/content-pages";
import { signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action, loader } from "../../routes/admin/resource-edit";
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
        if (!match) return new Response("page");
        const args = { request, context: context as AppLoadContext, params: { resource: match[1], id: match[2] } };
        try {
          if (request.method !== "POST") return Response.json(await loader(args as Parameters<typeof loader>[0]));
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

const block = (kind: EditorBlock["kind"], fields: Partial<EditorBlock> = {}): EditorBlock => ({
  ...blankBlock(kind),
  ...fields,
});

/** The note form's fields and its body's inputs, as the browser sends them. */
function noteFields(slug: string, blocks: EditorBlock[], uploaded: string[] = []) {
  const fields: Record<string, string> = {
    slug,
    title: "건조실의 하루",
    summary: "",
    coverImage: "/media/notes/drying.webp",
    coverAlt: "",
    status: "draft",
    [tabInput(0, "title")]: "",
    [tabInput(0, "anchor")]: "",
  };
  blocks.forEach((each, j) => {
    for (const [name, value] of Object.entries(each)) {
      if (name === "src" && !value) continue;
      fields[blockInput(0, j, name as keyof EditorBlock)] = value;
    }
  });
  uploaded.forEach((src, index) => {
    fields[uploadedInput(index)] = src;
  });
  return fields;
}

const post = async (path: string, intent: string, fields: Record<string, string>) => {
  const body = new URLSearchParams({ ...fields, intent }).toString();
  return operator.request(path, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    },
  });
};

const answerOf = async (response: Response) => (await response.json()) as ConsoleAnswer;
const bodyOf = (answer: ConsoleAnswer) => (answer.values as { pageBlocks: PageState }).pageBlocks;
const kinds = (state: PageState) => state.tabs.map((tab) => tab.blocks.map((each) => `${each.kind}:${each.text}`));

async function uploadPicture(path: string, uploaded: string[] = []) {
  const form = new FormData();
  form.append("intent", "image");
  form.append("field", "bodyImages");
  form.append("coverImage", "/media/notes/drying.webp");
  uploaded.forEach((src, index) => {
    form.append(uploadedInput(index), src);
  });
  const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#8a6f4e" } })
    .png()
    .toBuffer();
  form.append("file", new File([new Uint8Array(png)], "room.png"));
  return operator.request(path, { method: "POST", body: form });
}

describe("a makers note's body as blocks", () => {
  it("adds, moves and removes blocks, answering with the unsaved body (one tab, no tab bar)", async () => {
    const added = await post(
      "/admin/makers-notes/new",
      pageStepIntent("block-add", 0, "heading"),
      noteFields("drying-room-steps", [block("text", { text: "첫 글" })]),
    );
    expect(added.status).toBe(200);
    const withHeading = bodyOf(await answerOf(added));
    expect(kinds(withHeading)).toEqual([["text:첫 글", "heading:"]]);

    const moved = await post(
      "/admin/makers-notes/new",
      pageStepIntent("block-up", 0, 1),
      noteFields("drying-room-steps", [block("text", { text: "첫 글" }), block("heading", { text: "건조실" })]),
    );
    expect(kinds(bodyOf(await answerOf(moved)))).toEqual([["heading:건조실", "text:첫 글"]]);

    const removed = await post(
      "/admin/makers-notes/new",
      pageStepIntent("block-remove", 0, 0),
      noteFields("drying-room-steps", [block("heading", { text: "건조실" }), block("text", { text: "첫 글" })]),
    );
    expect(kinds(bodyOf(await answerOf(removed)))).toEqual([["text:첫 글"]]);

    const tab = await post("/admin/makers-notes/new", pageStepIntent("tab-add"), noteFields("drying-room-steps", []));
    expect(tab.status).toBe(400);
    expect((await answerOf(tab)).errors).toEqual({ page: m.tabs });
  });

  it("offers a picture uploaded on the page to its image blocks, sized by the server, and saves the body", async () => {
    const uploaded = await uploadPicture("/admin/makers-notes/new");
    expect(uploaded.status).toBe(200);
    const answer = await answerOf(uploaded);
    expect(answer).toMatchObject({ form: "image", ok: "사진을 올렸어요. 이미지 블록에서 고를 수 있어요." });
    const src = (answer.values?.bodyImages as string[] | undefined)?.[0] ?? "";
    expect(src).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
    expect(answer.values?.blockImages).toEqual([{ src, alt: "", width: 900, height: 1200 }]);

    // A second upload keeps the first (the upload form sends the pictures uploaded so far).
    const again = await answerOf(await uploadPicture("/admin/makers-notes/new", [src]));
    expect((again.values?.bodyImages as string[] | undefined)?.[0]).toBe(src);

    const blocks = [
      block("heading", { text: "건조실의 아침" }),
      block("imageText", { src, alt: "향을 말리는 건조실", text: "바람이 잘 드는 방이에요." }),
      block("notice", { text: "하루에 두 번 뒤집어요.\n\n사흘을 말려요." }),
    ];
    const saved = await post("/admin/makers-notes/new", "save", noteFields("drying-room-saved", blocks, [src]));
    expect(saved.status).toBe(302);
    const [note] = await t.database.db.select().from(makersNotes).where(eq(makersNotes.slug, "drying-room-saved"));
    expect(note?.blocks).toEqual([
      { type: "heading", text: "건조실의 아침" },
      { type: "image", src, alt: "향을 말리는 건조실", width: 900, height: 1200 },
      { type: "text", text: "바람이 잘 드는 방이에요." },
      { type: "list", items: ["하루에 두 번 뒤집어요.", "사흘을 말려요."] },
    ]);

    // The editor offers the body's picture again when the note is opened.
    const opened = (await (await operator.request(`/admin/makers-notes/${note?.id}`)).json()) as {
      item: { blockImages: BlockImage[] };
    };
    expect(opened.item.blockImages).toContainEqual({ src, alt: "향을 말리는 건조실", width: 900, height: 1200 });
  });

  it("refuses an empty text, a missing picture and alt beside their fields, writing nothing", async () => {
    const blocks = [block("text", { text: "  " }), block("image", { alt: "" })];
    const refused = await post("/admin/makers-notes/new", "save", noteFields("drying-room-refused", blocks));
    expect(refused.status).toBe(400);
    const answer = await answerOf(refused);
    expect(answer.errors).toEqual({
      [blockInput(0, 0, "text")]: m.text,
      [blockInput(0, 1, "src")]: m.image,
      [blockInput(0, 1, "alt")]: m.alt,
    });
    expect(kinds(bodyOf(answer))).toEqual([["text:  ", "image:"]]);
    expect(answer.values?.title).toBe("건조실의 하루");
    const rows = await t.database.db.select().from(makersNotes).where(eq(makersNotes.slug, "drying-room-refused"));
    expect(rows).toEqual([]);
  });
});

describe("a content page's body as blocks", () => {
  it("keeps the seeded terms as they are when saved through the editor, and takes a 5,000-character article", async () => {
    const terms = seedContentPages.find((page) => page.slug === "terms");
    const [row] = await t.database.db.select().from(contentPages).where(eq(contentPages.slug, "terms"));
    if (!terms || !row) throw new Error("the seed has the terms");
    const state = pageStateOf({ mobileContent: row.blocks, navigation: [] });
    const article = "가".repeat(4000);
    const fields: Record<string, string> = {
      slug: "terms",
      title: row.title,
      description: row.description ?? "",
      ogImage: row.ogImage ?? "",
      status: row.status,
      [tabInput(0, "title")]: "",
      [tabInput(0, "anchor")]: "",
    };
    const blocks = [...(state.tabs[0]?.blocks ?? []), block("text", { text: article })];
    blocks.forEach((each, j) => {
      for (const [name, value] of Object.entries(each)) fields[blockInput(0, j, name as keyof EditorBlock)] = value;
    });
    const saved = await post(`/admin/content-pages/${row.id}`, "save", fields);
    expect(saved.status).toBe(200);
    const [after] = await t.database.db.select().from(contentPages).where(eq(contentPages.id, row.id));
    expect(after?.blocks).toEqual([...terms.blocks, { type: "text", text: article }]);
  });
});
