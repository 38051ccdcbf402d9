// Issue 22 "Option builder": the product page's form builds a variable product's options without
// any JSON — levels and values, '조합 만들기' answering the rebuilt grid, '모두 적용' setting a
// column, a save with SKUs, 품절 and 숨김; renamed and added values keep the rows (and their ids)
// already made; each refusal is a Korean 400 beside its input (spec §4 "Option selection": every
// shown combination is reachable in the picker). The page's action as React Router runs it.
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { optionGridMessages as g } from "../../../core/option-grid";
import type { ProductDocument } from "../../../server/domain/admin/catalog/product-document";
import { signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action } from "../../routes/admin/product";
import type { ConsoleAnswer } from "./answer";
import type { GridCells, OptionsState } from "./option-inputs";

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

/** The product fields of the form, as a new product's page sends them. */
const productFields = (slug: string) => ({
  name: "무드 워터 옵션 빌더",
  slug,
  type: "variable",
  title: "무드 워터",
  subTitle: "",
  displayTitle1: "",
  displayTitle2: "",
  description: "",
  regularPrice: "28000",
  salePrice: "",
  stockQuantity: "",
  thumbnail: "",
  promoText: "",
  giftShopUrl: "",
  maxPerOrder: "",
  paths: "[]",
  upSale: "[]",
  crossSale: "[]",
  related: "[]",
  // As the new product's form shows it: an empty JSON list is no page.
  page: "[]",
});

type Level = { name: string; was?: string; values: [string, string?][] };

/** The builder's inputs: levels (value, and what it was), then the grid's rows as shown. */
function builderFields(levels: Level[], rows: GridCells[] = [], bulk: Record<string, string> = {}) {
  const fields: Record<string, string> = {};
  levels.forEach((level, i) => {
    fields[`levels.${i}.name`] = level.name;
    if (level.was) fields[`levels.${i}.was`] = level.was;
    level.values.forEach(([value, was], j) => {
      fields[`levels.${i}.values.${j}`] = value;
      if (was) fields[`levels.${i}.wasValues.${j}`] = was;
    });
  });
  rows.forEach((row, k) => {
    fields[`grid.${k}.key`] = JSON.stringify(row.attributes);
    if (row.id) fields[`grid.${k}.id`] = String(row.id);
    for (const cell of ["regularPrice", "salePrice", "stockQuantity", "sku"] as const)
      fields[`grid.${k}.${cell}`] = row[cell];
    if (row.soldOut) fields[`grid.${k}.soldOut`] = "on";
    if (row.hidden) fields[`grid.${k}.hidden`] = "on";
  });
  for (const [cell, value] of Object.entries(bulk)) fields[`bulk.${cell}`] = value;
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
const optionsOf = (answer: ConsoleAnswer) => (answer.values as { options: OptionsState }).options;
const names = (rows: GridCells[]) => rows.map((row) => row.attributes.map((a) => a.option).join(" / "));

const TWO_LEVELS: Level[] = [
  { name: "향", values: [["유자"], ["바이올렛"], [""]] },
  { name: "사이즈", values: [["소"], ["대"], [""]] },
  { name: "", values: [[""]] },
];

describe("the option builder's form", () => {
  let id: number;
  let saved: ProductDocument;

  it("builds the grid from two levels, sets a column for all rows, and saves SKUs, 품절 and 숨김", async () => {
    const built = await post("/admin/products/new", "options", {
      ...productFields("mood-water-builder"),
      ...builderFields(TWO_LEVELS),
    });
    expect(built.status).toBe(200);
    const grid = optionsOf(await answerOf(built.response));
    expect(names(grid.rows)).toEqual(["유자 / 소", "유자 / 대", "바이올렛 / 소", "바이올렛 / 대"]);
    expect(grid.rows.map((row) => [row.regularPrice, row.stockQuantity])).toEqual(Array(4).fill(["28000", "0"]));

    const bulk = await post("/admin/products/new", "options-bulk", {
      ...productFields("mood-water-builder"),
      ...builderFields(TWO_LEVELS, grid.rows, { regularPrice: "32000", salePrice: "", stockQuantity: "7" }),
    });
    const filled = optionsOf(await answerOf(bulk.response)).rows;
    expect(filled.map((row) => [row.regularPrice, row.salePrice, row.stockQuantity])).toEqual(
      Array(4).fill(["32000", "", "7"]),
    );

    const rows = filled.map((row, index) => ({
      ...row,
      sku: `MWB-${index + 1}`,
      soldOut: index === 1,
      hidden: index === 2,
    }));
    const created = await post("/admin/products/new", "save", {
      ...productFields("mood-water-builder"),
      ...builderFields(TWO_LEVELS, rows),
    });
    expect(created.status).toBe(302);
    id = Number(/\/admin\/products\/(\d+)$/.exec(created.location ?? "")?.[1]);
    saved = (await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${id}`)).body.item;
    expect(saved.attributes).toEqual([
      { name: "향", options: ["유자", "바이올렛"] },
      { name: "사이즈", options: ["소", "대"] },
    ]);
    expect(saved.variations.map((v) => [v.regularPrice, v.stockQuantity, v.sku, v.hidden])).toEqual([
      [32000, 7, "MWB-1", false],
      [32000, 0, "MWB-2", false],
      [32000, 7, "MWB-3", true],
      [32000, 7, "MWB-4", false],
    ]);
  });

  it("keeps the rows and their ids through a renamed value and an added one", async () => {
    const levels: Level[] = [
      { name: "향", was: "향", values: [["유자 시트러스", "유자"], ["바이올렛", "바이올렛"], ["라벤더"]] },
      {
        name: "사이즈",
        was: "사이즈",
        values: [
          ["소", "소"],
          ["대", "대"],
        ],
      },
    ];
    const rows: GridCells[] = saved.variations.map((v) => ({
      id: v.id,
      attributes: v.attributes,
      regularPrice: String(v.regularPrice),
      salePrice: "",
      stockQuantity: String(v.stockQuantity),
      sku: v.sku ?? "",
      soldOut: v.stockQuantity === 0,
      hidden: v.hidden,
    }));
    const answer = await post(`/admin/products/${id}`, "save", {
      ...productFields("mood-water-builder"),
      ...builderFields(levels, rows),
    });
    expect(answer.status).toBe(200);
    const after = (await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${id}`)).body.item;
    expect(after.variations.map((v) => [v.attributes.map((a) => a.option).join(" / "), v.id, v.sku])).toEqual([
      ["유자 시트러스 / 소", saved.variations[0]?.id, "MWB-1"],
      ["유자 시트러스 / 대", saved.variations[1]?.id, "MWB-2"],
      ["바이올렛 / 소", saved.variations[2]?.id, "MWB-3"],
      ["바이올렛 / 대", saved.variations[3]?.id, "MWB-4"],
      ["라벤더 / 소", expect.any(Number), null],
      ["라벤더 / 대", expect.any(Number), null],
    ]);
    // A new combination starts at the product's price with no stock: sold out until it is filled.
    expect(after.variations.slice(4).map((v) => [v.regularPrice, v.stockQuantity])).toEqual([
      [28000, 0],
      [28000, 0],
    ]);
  });

  it("refuses bad levels and grids beside their inputs, writing nothing", async () => {
    const base = productFields("mood-water-refused");
    const grid = optionsOf(
      await answerOf(
        (await post("/admin/products/new", "options", { ...base, ...builderFields(TWO_LEVELS) })).response,
      ),
    ).rows;
    const cases: [string, Record<string, string>, Record<string, string>][] = [
      ["no levels", builderFields([{ name: "", values: [[""]] }]), { levels: g.noLevels }],
      ["a level without a name", builderFields([{ name: "", values: [["유자"]] }]), { "levels.0.name": g.levelName }],
      [
        "a value twice",
        builderFields([{ name: "향", values: [["유자"], ["유자"]] }]),
        { "levels.0.values.1": g.valueTaken },
      ],
      [
        "the same SKU twice",
        builderFields(
          TWO_LEVELS,
          grid.map((row) => ({ ...row, sku: "SAME" })),
        ),
        { "grid.1.sku": g.skuTaken, "grid.2.sku": g.skuTaken, "grid.3.sku": g.skuTaken },
      ],
      [
        "every row hidden",
        builderFields(
          TWO_LEVELS,
          grid.map((row) => ({ ...row, hidden: true })),
        ),
        { grid: g.allHidden },
      ],
      [
        "a price that is no number",
        builderFields(
          TWO_LEVELS,
          grid.map((row, index) => (index === 0 ? { ...row, regularPrice: "비쌈" } : row)),
        ),
        { "grid.0.regularPrice": "가격은 0원부터 10,000,000원까지 원 단위 숫자로 입력해주세요." },
      ],
    ];
    for (const [label, fields, errors] of cases) {
      const answer = await post("/admin/products/new", "save", { ...base, ...fields });
      expect([label, answer.status, (await answerOf(answer.response)).errors]).toEqual([label, 400, errors]);
    }
    const list = await operator.call<{ items: unknown[] }>("GET", "/api/admin/products?q=mood-water-refused");
    expect(list.body.items).toEqual([]);
  });
});
