// Issue 22 "Pickers, not ids": the product page's form chooses collections (with a sub-category)
// and up-sale, cross-sale and related products by name — 넣기, 위로, 아래로 and 빼기 are steps of
// the form that the action answers with the lists rearranged, a save stores them in the document's
// shape (spec §3 "Product": paths, up_sale_products, cross_sale_products; §2 "related products"),
// and an id that does not exist is a Korean 400 beside its picker with nothing written.
import { asc, eq, ne } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, products, subCategories } from "../../../server/db/schema";
import { catalogEditorMessages as m } from "../../../server/domain/admin/catalog/messages";
import type { ProductDocument } from "../../../server/domain/admin/catalog/product-document";
import { signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action, loader } from "../../routes/admin/product";
import type { ConsoleAnswer } from "./answer";
import { pickIntent } from "./product-picks";

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
        const id = /^\/admin\/products\/([^/.]+)$/.exec(new URL(request.url).pathname)?.[1];
        if (!id) return new Response("page");
        const args = { request, context: context as AppLoadContext, params: { id } };
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

const productFields = (slug: string) => ({
  name: "인센스 피커",
  slug,
  type: "simple",
  title: "인센스 피커",
  regularPrice: "12000",
  salePrice: "",
  stockQuantity: "5",
  thumbnail: "",
  giftShopUrl: "",
  maxPerOrder: "",
  page: "[]",
});

const post = async (path: string, intent: string, fields: [string, string][]) => {
  const body = new URLSearchParams([...fields, ["intent", intent]]).toString();
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
const documentOf = async (id: number) =>
  (await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${id}`)).body.item;

describe("the product form's pickers", () => {
  let id: number;
  let others: { id: number; name: string }[];
  let collection: { id: number; title: string };
  let sub: { termId: number; collectionId: number };
  let foreignSub: { termId: number; collectionId: number };
  let base: [string, string][];
  const other = (index: number) => others[index] as { id: number; name: string };

  beforeAll(async () => {
    const created = await post("/admin/products/new", "save", Object.entries(productFields("incense-picker")));
    expect(created.status).toBe(302);
    id = Number(/\/admin\/products\/(\d+)$/.exec(created.location ?? "")?.[1]);
    const db = t.database.db;
    others = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(ne(products.id, id))
      .orderBy(asc(products.id))
      .limit(3);
    const subs = await db.select().from(subCategories).orderBy(asc(subCategories.termId));
    const first = subs[0];
    const elsewhere = subs.find((other) => other.collectionId !== first?.collectionId);
    if (!first || !elsewhere || others.length < 3) throw new Error("the seed has products and sub-categories");
    sub = first;
    foreignSub = elsewhere;
    const [row] = await db
      .select({ id: collections.id, title: collections.title })
      .from(collections)
      .where(eq(collections.id, first.collectionId));
    collection = row as typeof collection;
    base = Object.entries(productFields("incense-picker"));
  });

  it("offers the shop's products by name and its collections with their sub-categories", async () => {
    const response = await operator.request(`/admin/products/${id}`);
    const { choices } = (await response.json()) as {
      choices: { products: { id: number; name: string }[]; collections: { id: number; title: string }[] };
    };
    expect(choices.products).toContainEqual(expect.objectContaining(others[0]));
    expect(choices.collections).toContainEqual(expect.objectContaining(collection));
  });

  it("adds, moves and removes products as steps of the form, keeping the search", async () => {
    const [a, b] = [other(0), other(1)];
    const added = await post(`/admin/products/${id}`, pickIntent("crossSale", "add", b.id), [
      ...base,
      ["crossSale.0.itemProductId", String(a.id)],
      ["crossSale.0.broProductTitle", "30개입"],
      ["crossSale.0.broProductWording", ""],
      ["crossSale.0.broProductThumbnail", ""],
      ["crossSale.q", "인센스"],
      ["related.q", "무드"],
    ]);
    expect(added.status).toBe(200);
    const answer = await answerOf(added.response);
    expect(answer.values?.crossSale).toEqual([
      { itemProductId: a.id, broProductTitle: "30개입", broProductWording: "", broProductThumbnail: "" },
      { itemProductId: b.id, broProductTitle: "", broProductWording: "", broProductThumbnail: "" },
    ]);
    // The search that found the product is done; another list's search stays.
    expect(answer.values?.pickSearch).toMatchObject({ crossSale: "", related: "무드" });

    const moved = await answerOf(
      (
        await post(`/admin/products/${id}`, pickIntent("related", "up", 1), [
          ...base,
          ["related.0.itemProductId", String(a.id)],
          ["related.1.itemProductId", String(b.id)],
        ])
      ).response,
    );
    expect(moved.values?.related).toEqual([b.id, a.id]);
    const removed = await answerOf(
      (
        await post(`/admin/products/${id}`, pickIntent("related", "remove", 0), [
          ...base,
          ["related.0.itemProductId", String(a.id)],
          ["related.1.itemProductId", String(b.id)],
        ])
      ).response,
    );
    expect(removed.values?.related).toEqual([b.id]);
    // A step saves nothing.
    expect((await documentOf(id)).related).toEqual([]);
  });

  it("saves the picks in order and reads them back", async () => {
    const [a, b, c] = [other(0), other(1), other(2)];
    const saved = await post(`/admin/products/${id}`, "save", [
      ...base,
      ["paths.order", ""],
      ["paths.collection", String(collection.id)],
      [`paths.sub.${collection.id}`, String(sub.termId)],
      ["upSale.0.itemProductId", String(c.id)],
      ["upSale.0.addProductWording", "함께 쓰면 좋아요"],
      ["upSale.0.addProductThumbnail", ""],
      ["crossSale.0.itemProductId", String(b.id)],
      ["crossSale.0.broProductTitle", "대용량"],
      ["crossSale.0.broProductWording", "60개입"],
      ["crossSale.0.broProductThumbnail", ""],
      ["related.0.itemProductId", String(b.id)],
      ["related.1.itemProductId", String(a.id)],
    ]);
    expect(saved.status).toBe(200);
    const doc = await documentOf(id);
    expect(doc.paths).toEqual([{ collectionId: collection.id, subCategoryId: sub.termId }]);
    expect(doc.upSale).toEqual([
      { itemProductId: c.id, addProductThumbnail: "", addProductWording: "함께 쓰면 좋아요" },
    ]);
    expect(doc.crossSale).toEqual([
      { itemProductId: b.id, broProductTitle: "대용량", broProductThumbnail: "", broProductWording: "60개입" },
    ]);
    expect(doc.related).toEqual([b.id, a.id]);
  });

  it.each([
    ["an unknown related product", [["related.0.itemProductId", "999999"]], "related", m.unknownLinkedProduct],
    [
      "an unknown up-sale product",
      [
        ["upSale.0.itemProductId", "999999"],
        ["upSale.0.addProductWording", ""],
      ],
      "upSale",
      m.unknownLinkedProduct,
    ],
    ["the product itself", [["crossSale.0.itemProductId", "SELF"]], "crossSale", m.linkedItself],
    ["an unknown collection", [["paths.collection", "999999"]], "paths", m.unknownCollection],
    [
      "another collection's sub-category",
      [
        ["paths.collection", "COLLECTION"],
        ["paths.sub.COLLECTION", "FOREIGN"],
      ],
      "paths",
      m.subCategoryElsewhere,
    ],
  ] as [string, [string, string][], string, string][])(
    "refuses %s beside its picker and writes nothing",
    async (_, picks, field, message) => {
      const before = await documentOf(id);
      const fill = (text: string) =>
        text
          .replace("SELF", String(id))
          .replace("COLLECTION", String(collection.id))
          .replace("FOREIGN", String(foreignSub.termId));
      const refused = await post(`/admin/products/${id}`, "save", [
        ...base,
        ...picks.map(([name, value]) => [fill(name), fill(value)] as [string, string]),
      ]);
      expect(refused.status).toBe(400);
      expect((await answerOf(refused.response)).errors[field]).toBe(message);
      expect(await documentOf(id)).toEqual(before);
    },
  );
});
