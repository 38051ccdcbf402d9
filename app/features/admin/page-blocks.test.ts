// Issue 22 "Detail page editor": the product form edits the detail page's tabs and blocks without
// JSON — each step (add, 위로, 아래로, remove) answers with the edited unsaved page, 저장 writes the
// page the storefront renders (spec §2 "Product page": an in-page tab bar of 2 to 9 tabs, each
// scrolling to its section), and a refusal is a Korean 400 beside the block's field with nothing
// written. The page's action as React Router runs it.
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blockInput,
  type EditorBlock,
  type EditorTab,
  MAX_BLOCKS_PER_TAB,
  pageBlockMessages as m,
  type PageState,
  pageStateOf,
  pageStepIntent,
  tabInput,
} from "../../../core/page-blocks";
import type { ProductDocument } from "../../../server/domain/admin/catalog/product-document";
import { signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action } from "../../routes/admin/product";
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
        const id = /^\/admin\/products\/([^/.]+)$/.exec(new URL(request.url).pathname)?.[1];
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

const productFields = (slug: string) => ({
  name: "인센스 상세 블록",
  slug,
  type: "simple",
  title: "인센스",
  regularPrice: "18000",
  salePrice: "",
  stockQuantity: "5",
  maxPerOrder: "",
  giftShopUrl: "",
  paths: "[]",
  upSale: "[]",
  crossSale: "[]",
  related: "[]",
});

const block = (kind: EditorBlock["kind"], fields: Partial<EditorBlock> = {}): EditorBlock => ({
  kind,
  text: "",
  src: "",
  alt: "",
  width: "",
  height: "",
  ...fields,
});

/** The editor's inputs as the form sends them. */
function pageFields(tabs: EditorTab[]) {
  const fields: Record<string, string> = {};
  tabs.forEach((tab, i) => {
    fields[tabInput(i, "title")] = tab.title;
    fields[tabInput(i, "anchor")] = tab.anchor;
    tab.blocks.forEach((each, j) => {
      for (const [name, value] of Object.entries(each)) {
        // An unchosen image sends no radio value.
        if (name === "src" && !value) continue;
        fields[blockInput(i, j, name as keyof EditorBlock)] = value;
      }
    });
  });
  return fields;
}

const post = async (path: string, intent: string, fields: Record<string, string>) => {
  const body = new URLSearchParams({ ...fields, intent }).toString();
  const response = await operator.request(path, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    },
  });
  return { status: response.status, location: response.headers.get("location"), response };
};

const answerOf = async (response: Response) => (await response.json()) as ConsoleAnswer;
const pageOfAnswer = (answer: ConsoleAnswer) => (answer.values as { pageBlocks: PageState }).pageBlocks;
const kinds = (state: PageState) => state.tabs.map((tab) => tab.blocks.map((each) => `${each.kind}:${each.text}`));

const PHOTO = { src: "/media/products/incense.jpg", width: "800", height: "600" };

describe("the detail page editor's steps", () => {
  it("adds, moves and removes blocks and tabs, answering with the unsaved page", async () => {
    const start = [{ title: "", anchor: "", blocks: [block("text", { text: "첫 글" })] }];
    const added = await post("/admin/products/new", pageStepIntent("block-add", 0, "image"), {
      ...productFields("incense-blocks-steps"),
      ...pageFields(start),
    });
    expect(added.status).toBe(200);
    const withImage = pageOfAnswer(await answerOf(added.response));
    expect(kinds(withImage)).toEqual([["text:첫 글", "image:"]]);

    const moved = await post("/admin/products/new", pageStepIntent("block-up", 0, 1), {
      ...productFields("incense-blocks-steps"),
      ...pageFields(withImage.tabs),
    });
    const up = pageOfAnswer(await answerOf(moved.response));
    expect(kinds(up)).toEqual([["image:", "text:첫 글"]]);

    const tabbed = await post("/admin/products/new", pageStepIntent("tab-add"), {
      ...productFields("incense-blocks-steps"),
      ...pageFields(up.tabs),
    });
    const two = pageOfAnswer(await answerOf(tabbed.response));
    expect(two.tabs).toHaveLength(2);

    const swapped = await post("/admin/products/new", pageStepIntent("tab-down", 0), {
      ...productFields("incense-blocks-steps"),
      ...pageFields(two.tabs),
    });
    expect(kinds(pageOfAnswer(await answerOf(swapped.response)))).toEqual([[], ["image:", "text:첫 글"]]);

    const removed = await post("/admin/products/new", pageStepIntent("block-remove", 0, 0), {
      ...productFields("incense-blocks-steps"),
      ...pageFields(up.tabs),
    });
    expect(kinds(pageOfAnswer(await answerOf(removed.response)))).toEqual([["text:첫 글"]]);
  });

  it(`refuses a block past ${MAX_BLOCKS_PER_TAB} in a tab, and a step it does not know`, async () => {
    const full = [
      {
        title: "",
        anchor: "",
        blocks: Array.from({ length: MAX_BLOCKS_PER_TAB }, () => block("text", { text: "글" })),
      },
    ];
    const refused = await post("/admin/products/new", pageStepIntent("block-add", 0, "text"), {
      ...productFields("incense-blocks-full"),
      ...pageFields(full),
    });
    expect(refused.status).toBe(400);
    expect((await answerOf(refused.response)).errors).toEqual({ "page.0": m.blocks });

    const unknown = await post("/admin/products/new", pageStepIntent("block-add", 0, "video"), {
      ...productFields("incense-blocks-full"),
      ...pageFields(full),
    });
    expect(unknown.status).toBe(400);
    expect((await answerOf(unknown.response)).errors).toEqual({ page: m.step });
  });
});

describe("saving the detail page", () => {
  it("refuses empty text, a missing image or alt and unnamed tabs beside their fields, writing nothing", async () => {
    const tabs = [
      { title: "", anchor: "", blocks: [block("text", { text: "  " }), block("image", { alt: "향 사진" })] },
      { title: "사용법", anchor: "", blocks: [block("imageText", { ...PHOTO, text: "불을 붙여요" })] },
    ];
    const refused = await post("/admin/products/new", "save", {
      ...productFields("incense-blocks-refused"),
      ...pageFields(tabs),
    });
    expect(refused.status).toBe(400);
    const answer = await answerOf(refused.response);
    expect(answer.errors).toEqual({
      [tabInput(0, "title")]: m.tabTitle,
      [blockInput(0, 0, "text")]: m.text,
      [blockInput(0, 1, "src")]: m.image,
      [blockInput(1, 0, "alt")]: m.alt,
    });
    // The page comes back as sent, for the form to show it again.
    expect(pageOfAnswer(answer).tabs[1]?.blocks[0]?.text).toBe("불을 붙여요");
    const list = await operator.call<{ items: { slug: string }[] }>(
      "GET",
      "/api/admin/products?q=incense-blocks-refused",
    );
    expect(list.body.items.filter((item) => item.slug === "incense-blocks-refused")).toEqual([]);
  });

  it("saves tabs and blocks as the storefront's page and reads them back as the same blocks", async () => {
    const tabs: EditorTab[] = [
      {
        title: "제품 정보",
        anchor: "",
        blocks: [
          block("text", { text: "천천히 타는 인센스예요." }),
          block("imageText", { ...PHOTO, alt: "인센스 한 갑", text: "한 갑에 30개" }),
        ],
      },
      {
        title: "주의사항",
        anchor: "",
        blocks: [block("notice", { text: "불 곁을 떠나지 마세요.\n\n아이 손에 닿지 않게 두세요." })],
      },
    ];
    const created = await post("/admin/products/new", "save", {
      ...productFields("incense-blocks-saved"),
      ...pageFields(tabs),
    });
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/products\/(\d+)$/.exec(created.location ?? "")?.[1]);
    const saved = (await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${id}`)).body.item;
    expect(saved.page).toEqual({
      navigation: [{ data: { title: "제품 정보", anchor: "tab-1" } }, { data: { title: "주의사항", anchor: "tab-2" } }],
      mobileContent: [
        { type: "heading", anchor: "tab-1", text: "제품 정보" },
        { type: "text", text: "천천히 타는 인센스예요." },
        { type: "image", src: PHOTO.src, alt: "인센스 한 갑", width: 800, height: 600 },
        { type: "text", text: "한 갑에 30개" },
        { type: "heading", anchor: "tab-2", text: "주의사항" },
        { type: "list", items: ["불 곁을 떠나지 마세요.", "아이 손에 닿지 않게 두세요."] },
      ],
    });
    const again = pageStateOf(saved.page);
    expect(kinds(again)).toEqual([
      ["text:천천히 타는 인센스예요.", "imageText:한 갑에 30개"],
      ["notice:불 곁을 떠나지 마세요.\n아이 손에 닿지 않게 두세요."],
    ]);
    expect(again.tabs.map((tab) => [tab.title, tab.anchor])).toEqual([
      ["제품 정보", "tab-1"],
      ["주의사항", "tab-2"],
    ]);

    // Removing every block and the second tab leaves no page: the storefront shows the description.
    const emptied = await post(`/admin/products/${id}`, "save", {
      ...productFields("incense-blocks-saved"),
      ...pageFields([{ title: "제품 정보", anchor: "tab-1", blocks: [] }]),
    });
    expect(emptied.status).toBe(200);
    const after = (await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${id}`)).body.item;
    expect(after.page).toBeNull();
  });
});
