// Integration: the option builder's product document (issue 22 "Option builder") against the real
// app and database — a 2-level product with SKUs, a sold-out and a hidden combination reads back
// as saved; bad grids are refused with their Korean message and write nothing; SKUs are unique
// across the shop; the storefront (spec §4 "Option selection") does not offer a hidden
// combination and the cart API (spec §7 "add to cart") refuses it.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../../tests/helpers/operator";
import { type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog, cartItems, products } from "../../db/schema";
import { catalogEditorMessages as m } from "../../domain/admin/catalog/messages";
import type { ProductDocument } from "../../domain/admin/catalog/product-document";
import { cartMessages } from "../../domain/cart/messages";

let t: TestApp;
let operator: Shopper & { email: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const countOf = async (table: typeof auditLog | typeof products) => {
  const [row] = await db().select({ n: count() }).from(table);
  return row?.n ?? 0;
};

const variation = (scent: string, size: string, cells: Record<string, unknown> = {}) => ({
  attributes: [
    { name: "향", option: scent },
    { name: "사이즈", option: size },
  ],
  regularPrice: size === "대" ? 42000 : 28000,
  salePrice: null,
  stockQuantity: 10,
  image: null,
  loginRequired: false,
  onePurchased: false,
  sku: null,
  hidden: false,
  ...cells,
});

/** A variable product with two levels, as the console's option builder sends it. */
const document = (slug: string, variations = twoLevelVariations()) => ({
  slug,
  type: "variable",
  status: "publish",
  listed: false,
  name: "무드 워터 2단 옵션",
  title: "무드 워터",
  regularPrice: 28000,
  salePrice: null,
  stockQuantity: null,
  attributes: [
    { name: "향", options: ["유자", "바이올렛"] },
    { name: "사이즈", options: ["소", "대"] },
  ],
  variations,
});

const twoLevelVariations = () => [
  variation("유자", "소", { sku: "MW-YUJA-S" }),
  variation("유자", "대", { sku: "MW-YUJA-L", stockQuantity: 0 }),
  variation("바이올렛", "소", { sku: "MW-VIOLET-S", hidden: true }),
  variation("바이올렛", "대", { sku: "MW-VIOLET-L" }),
];

type StoreProduct = {
  id: number;
  product_variations: { id: number; attributes: { option: string }[]; stock_status: string }[];
};

describe("the option builder's document", () => {
  let saved: ProductDocument;

  it("saves a 2-level product with SKUs, a sold-out and a hidden combination and reads it back", async () => {
    const created = await operator.call<{ item: ProductDocument }>(
      "POST",
      "/api/admin/products",
      document("mood-water-two-levels"),
    );
    expect(created.status).toBe(201);
    saved = created.body.item;
    expect(saved.variations.map(({ id: _id, ...rest }) => rest)).toEqual(twoLevelVariations());
    const read = await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${saved.id}`);
    expect(read.body.item).toEqual(saved);

    // A SKU moves between the product's own rows; a blank SKU is none.
    const [a, b, c, d] = saved.variations as [ProductDocument["variations"][number], ...ProductDocument["variations"]];
    const swapped = [{ ...a, sku: b?.sku }, { ...b, sku: a.sku }, { ...c, sku: "" }, d];
    const put = await operator.call<{ item: ProductDocument }>("PUT", `/api/admin/products/${saved.id}`, {
      ...saved,
      variations: swapped,
    });
    expect(put.status).toBe(200);
    expect(put.body.item.variations.map((v) => v.sku)).toEqual(["MW-YUJA-L", "MW-YUJA-S", null, "MW-VIOLET-L"]);
    saved = put.body.item;
  });

  it("refuses bad grids with their message and writes nothing", async () => {
    const productsBefore = await countOf(products);
    const auditBefore = await countOf(auditLog);
    const cases: [string, unknown[], number, string][] = [
      [
        "the same SKU twice",
        [variation("유자", "소", { sku: "DUP" }), variation("유자", "대", { sku: "DUP" })],
        400,
        m.skuTaken,
      ],
      ["a SKU with spaces", [variation("유자", "소", { sku: "MW 1" })], 400, m.sku],
      ["every combination hidden", [variation("유자", "소", { hidden: true })], 400, m.allHidden],
      [
        "levels in the wrong order",
        [
          {
            ...variation("유자", "소"),
            attributes: [
              { name: "사이즈", option: "소" },
              { name: "향", option: "유자" },
            ],
          },
        ],
        400,
        m.variationAttributes,
      ],
      ["a SKU of another product", [variation("유자", "소", { sku: "MW-VIOLET-L" })], 409, m.skuTaken],
    ];
    for (const [label, variations, status, message] of cases) {
      const answer = await operator.call<{ message: string }>(
        "POST",
        "/api/admin/products",
        document(`refused-${status}-${variations.length}`, variations as ReturnType<typeof twoLevelVariations>),
      );
      expect([label, answer.status, answer.body.message]).toEqual([label, status, message]);
    }
    expect(await countOf(products)).toBe(productsBefore);
    expect(await countOf(auditLog)).toBe(auditBefore);
  });

  it("does not offer a hidden combination in the storefront, and the cart API refuses it", async () => {
    const buyer = shopper(t);
    const shop = await buyer.call<{ product: StoreProduct }>("GET", "/api/product/mood-water-two-levels");
    expect(shop.status).toBe(200);
    const offered = shop.body.product.product_variations.map((v) => [
      v.attributes.map((a) => a.option).join("/"),
      v.stock_status,
    ]);
    expect(offered).toEqual([
      ["유자/소", "instock"],
      ["유자/대", "outofstock"],
      ["바이올렛/대", "instock"],
    ]);

    const hidden = saved.variations.find((v) => v.hidden);
    const refused = await buyer.call<{ message: string }>("POST", "/api/cart/item/add", [
      { product_id: saved.id, variation_id: hidden?.id, quantity: 1 },
    ]);
    expect([refused.status, refused.body.message]).toEqual([400, cartMessages.unpurchasable]);
    expect(
      await db()
        .select()
        .from(cartItems)
        .where(eq(cartItems.variationId, hidden?.id ?? 0)),
    ).toEqual([]);

    const shown = saved.variations.find((v) => v.sku === "MW-VIOLET-L");
    const added = await buyer.call("POST", "/api/cart/item/add", [
      { product_id: saved.id, variation_id: shown?.id, quantity: 1 },
    ]);
    expect(added.status).toBe(200);
  });
});
