// Issue 22 "an operator console that shop staff run without typing JSON": a collection's list
// composition (spec §2 "Collection page": the list holds product cards, banner blocks and blank
// blocks) is edited as rows at /admin/collections?blocks={id}. 추가, 위로, 아래로 and 빼기 are steps
// of the form that the action answers with the rows rearranged; 목록 구성 저장 stores them through
// replaceCollectionBlocks; a banner's picture comes through the image picker's upload; bad input is
// a Korean 400 beside its row with nothing written.
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections } from "../../../server/db/schema";
import { collectionBlockChoices, collectionBlocksOf } from "../../../server/domain/admin/catalog/collections";
import { catalogEditorMessages as m } from "../../../server/domain/admin/catalog/messages";
import { mediaMessages } from "../../../server/domain/uploads/media";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action, loader } from "../../routes/admin/collections";
import type { ConsoleAnswer } from "./answer";
import { type BlockRow, blockInput, rowIntent } from "./collection-rows";

let t: TestApp;
let operator: Shopper;

const asResponse = (result: unknown) => {
  if (result instanceof Response) return result;
  if (result && typeof result === "object" && "init" in result) {
    const { data, init } = result as UNSAFE_DataWithResponseInit<unknown>;
    return Response.json(data, { status: init?.status ?? 200 });
  }
  return Response.json(result);
};

beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: "on" },
    {
      pages: async (request, context) => {
        if (!/^\/admin\/collections(\.data)?$/.test(new URL(request.url).pathname)) return new Response("page");
        const args = { request, context: context as AppLoadContext, params: {} };
        const run = request.method === "POST" ? action : loader;
        try {
          return asResponse(await run(args as Parameters<typeof action>[0]));
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

const PATH = "/admin/collections";

/** The rows as the editor's form sends them. */
const rowFields = (rows: Partial<Record<keyof BlockRow, string | number>>[]): [string, string][] =>
  rows.flatMap((row, index) =>
    Object.entries(row).map(([field, value]): [string, string] => [
      blockInput(index, field as keyof BlockRow),
      String(value),
    ]),
  );

const post = async (s: Shopper, intent: string, fields: [string, string][]) => {
  const body = new URLSearchParams([...fields, ["intent", intent]]).toString();
  const response = await s.request(PATH, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    },
  });
  return { status: response.status, answer: (await response.json()) as ConsoleAnswer };
};

const rowsIn = (answer: ConsoleAnswer) => (answer.values?.blocks ?? []) as BlockRow[];

const picture = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: "#8a6d4b" } })
    .jpeg()
    .toBuffer();

describe("a collection's list composition as rows (/admin/collections?blocks=)", () => {
  let id: number;
  let members: { id: number; name: string }[];
  const member = (index: number) => members[index] as { id: number; name: string };
  const storedOf = () => collectionBlocksOf(t.database.db, id);

  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.url, "homewear"));
    if (!row) throw new Error("the seed has the homewear collection");
    id = row.id;
    members = await collectionBlockChoices(t.database.db, id);
    if (members.length < 3) throw new Error("homewear has three listed products");
  });

  it("opens the stored list as rows, with the collection's products offered by name and thumbnail", async () => {
    const response = await operator.request(`${PATH}?blocks=${id}`);
    expect(response.status).toBe(200);
    const { opened } = (await response.json()) as {
      opened: { rows: BlockRow[]; choices: { id: number; name: string; thumbnail: string }[] };
    };
    const stored = await storedOf();
    expect(opened.rows.map((row) => row.blockType)).toEqual(stored.map((block) => block.blockType));
    const banner = opened.rows.find((row) => row.blockType === "banner");
    expect(banner).toMatchObject({ alt: "라운지 세트와 리넨 로브, 룸 삭스", link: "/product/lounge-set" });
    expect(opened.choices.map((choice) => choice.name)).toContain(member(0).name);
    expect(opened.choices.every((choice) => choice.thumbnail)).toBe(true);
  });

  it("adds banners, blank cells and ticked products, moves and removes rows, all as steps (nothing saved)", async () => {
    const before = await storedOf();
    const rows = [{ blockType: "product", productId: member(0).id }];
    const added = await post(operator, rowIntent("add", "banner"), [["id", String(id)], ...rowFields(rows)]);
    expect(added.status).toBe(200);
    expect(rowsIn(added.answer).map((row) => row.blockType)).toEqual(["product", "banner"]);

    const picked = await post(operator, rowIntent("add-picked"), [
      ["id", String(id)],
      ...rowFields(rows),
      ["blocks.pick", String(member(1).id)],
      ["blocks.pick", String(member(0).id)],
      ["blocks.q", "로브"],
    ]);
    expect(rowsIn(picked.answer).map((row) => row.productId)).toEqual([String(member(0).id), String(member(1).id)]);
    expect(picked.answer.values?.q).toBe("");

    const all = await post(operator, rowIntent("add-missing"), [["id", String(id)], ...rowFields(rows)]);
    expect(
      rowsIn(all.answer)
        .map((row) => Number(row.productId))
        .sort(),
    ).toEqual(members.map((each) => each.id).sort());

    const three = [
      { blockType: "product", productId: member(0).id },
      { blockType: "blank", anchor: "soap" },
      { blockType: "product", productId: member(1).id },
    ];
    const moved = await post(operator, rowIntent("up", 2), [["id", String(id)], ...rowFields(three)]);
    expect(rowsIn(moved.answer).map((row) => row.blockType)).toEqual(["product", "product", "blank"]);
    expect(rowsIn(moved.answer)[2]?.anchor).toBe("soap");
    const removed = await post(operator, rowIntent("remove", 0), [["id", String(id)], ...rowFields(three)]);
    expect(rowsIn(removed.answer).map((row) => row.blockType)).toEqual(["blank", "product"]);
    expect(await storedOf()).toEqual(before);
  });

  it("saves products, a banner and a blank cell in the rows' order", async () => {
    const saved = await post(operator, "blocks", [
      ["id", String(id)],
      ...rowFields([
        {
          blockType: "banner",
          imgUrl: "/media/collections/homewear.jpg",
          imgUrlMobile: "",
          imgWidth: 1200,
          imgHeight: 600,
          alt: "리넨 로브",
          link: "/product/linen-robe",
          anchor: "",
        },
        { blockType: "product", productId: member(1).id },
        { blockType: "blank", anchor: "soap" },
        { blockType: "product", productId: member(0).id },
      ]),
    ]);
    expect(saved).toMatchObject({ status: 200, answer: { ok: "목록 구성을 저장했어요." } });
    const stored = await storedOf();
    expect(stored.map((block) => [block.blockType, block.productId, block.anchor, block.alt])).toEqual([
      ["banner", null, null, "리넨 로브"],
      ["product", member(1).id, null, null],
      ["blank", null, "soap", null],
      ["product", member(0).id, null, null],
    ]);
  });

  it("refuses an unknown product, a banner without alt text or with a bad link: Korean 400 beside the row, nothing saved", async () => {
    const before = await storedOf();
    const banner = {
      blockType: "banner",
      imgUrl: "/media/collections/homewear.jpg",
      imgWidth: 1200,
      imgHeight: 600,
      alt: "리넨 로브",
      link: "/product/linen-robe",
    };
    const cases: [Parameters<typeof rowFields>[0], string, string][] = [
      [[{ blockType: "product", productId: "999999" }], blockInput(0, "productId"), m.blockProductElsewhere],
      [[banner, { ...banner, alt: " " }], blockInput(1, "alt"), m.bannerAlt],
      [[{ ...banner, imgUrl: "" }], blockInput(0, "imgUrl"), m.bannerPicture],
      [[{ ...banner, link: "javascript:location='//evil.example'" }], blockInput(0, "link"), m.url],
      [[{ blockType: "blank", anchor: "Soap Bar" }], blockInput(0, "anchor"), m.anchor],
      [
        [
          { blockType: "product", productId: String(member(0).id) },
          { blockType: "product", productId: String(member(0).id) },
        ],
        blockInput(1, "productId"),
        m.blockProductTwice,
      ],
    ];
    for (const [rows, field, message] of cases) {
      const refused = await post(operator, "blocks", [["id", String(id)], ...rowFields(rows)]);
      expect(refused.status, field).toBe(400);
      expect(refused.answer.errors[field], field).toBe(message);
      // The form comes back as it was typed.
      expect(rowsIn(refused.answer).length, field).toBe(rows.length);
    }
    expect(await storedOf()).toEqual(before);
  });

  it("puts an uploaded picture into its banner row, keeping the other rows; refuses a row that is no banner", async () => {
    const rows: BlockRow[] = [
      {
        blockType: "product",
        productId: String(member(0).id),
        imgUrl: "",
        imgUrlMobile: "",
        imgWidth: "",
        imgHeight: "",
        alt: "",
        link: "",
        anchor: "",
      },
      {
        blockType: "banner",
        productId: "",
        imgUrl: "",
        imgUrlMobile: "",
        imgWidth: "",
        imgHeight: "",
        alt: "새 배너",
        link: "",
        anchor: "",
      },
    ];
    const upload = async (field: string) => {
      const form = new FormData();
      form.append("intent", "image");
      form.append("field", field);
      form.append("state", JSON.stringify(rows));
      form.append("file", new File([new Uint8Array(await picture())], "banner.jpg"));
      const response = await operator.request(PATH, { method: "POST", body: form });
      return { status: response.status, answer: (await response.json()) as ConsoleAnswer };
    };
    const done = await upload(blockInput(1, "imgUrl"));
    expect(done.status).toBe(200);
    const sent = done.answer.values?.blocks as BlockRow[];
    expect(sent[0]).toEqual(rows[0]);
    expect(sent[1]).toMatchObject({ alt: "새 배너", imgWidth: "1200", imgHeight: "600" });
    expect(sent[1]?.imgUrl).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
    const mobile = await upload(blockInput(1, "imgUrlMobile"));
    expect(rowsIn(mobile.answer)[1]?.imgUrlMobile).toMatch(/^\/media\/u\//);

    const refused = await upload(blockInput(0, "imgUrl"));
    expect(refused.status).toBe(400);
    expect(refused.answer.errors.form ?? refused.answer.message).toBe(mediaMessages.field);
  });

  it("takes the collection's background picture through the image picker", async () => {
    const form = new FormData();
    form.append("intent", "image");
    form.append("field", "backgroundImage");
    form.append("backgroundImage", "");
    form.append("file", new File([new Uint8Array(await picture())], "bg.jpg"));
    const response = await operator.request(PATH, { method: "POST", body: form });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ConsoleAnswer;
    expect(String(answer.values?.backgroundImage)).toMatch(/^\/media\/u\//);
  });

  it("is refused to a member (403), before anything is read or saved", async () => {
    const before = await storedOf();
    const refused = await post(await signedInMember(t), "blocks", [["id", String(id)]]);
    expect(refused.status).toBe(403);
    expect(await storedOf()).toEqual(before);
  });
});
