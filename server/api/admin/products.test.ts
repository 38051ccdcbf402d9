// Integration: the catalog editor of the console (issue #9) against the real app and database —
// product list and filters, the whole product document (create, read, replace), restock alarms on
// a stock change, photos (spec §5 image upload rules), collections and their block lists, and the
// audit row of every change. A refused change writes nothing.
import { and, asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../../tests/helpers/operator";
import { type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import {
  auditLog,
  collectionBlocks,
  collections,
  media,
  outboxMessages,
  productImages,
  products,
  productVariations,
  restockRequests,
  subCategories,
} from "../../db/schema";
import { catalogEditorMessages as m } from "../../domain/admin/catalog/messages";
import type { ProductDocument } from "../../domain/admin/catalog/product-document";
import { uploadMessages } from "../../domain/uploads/images";

let t: TestApp;
let operator: Shopper & { email: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

type ListBody = {
  items: {
    id: number;
    slug: string;
    name: string;
    type: string;
    stock: number;
    collections: string[];
    waiting: number;
  }[];
  page: number;
  pageCount: number;
  total: number;
};

const db = () => t.database.db;

async function idOf(slug: string): Promise<number> {
  const [row] = await db().select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`missing product ${slug}`);
  return row.id;
}

async function collectionIdOf(url: string): Promise<number> {
  const [row] = await db().select({ id: collections.id }).from(collections).where(eq(collections.url, url));
  if (!row) throw new Error(`missing collection ${url}`);
  return row.id;
}

async function documentOf(slug: string): Promise<ProductDocument> {
  const answer = await operator.call<{ item: ProductDocument }>("GET", `/api/admin/products/${await idOf(slug)}`);
  expect(answer.status).toBe(200);
  return answer.body.item;
}

const put = (doc: ProductDocument | Record<string, unknown>, id: number) =>
  operator.call<{ item: ProductDocument; message: string }>("PUT", `/api/admin/products/${id}`, doc);

/** The audit rows of one action on one entity, oldest first. */
async function auditRows(action: string, entityId: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

async function countOf(table: PgTable) {
  const [row] = await db().select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function storefront(slug: string) {
  return shopper(t).call<{ product: { name: string; product_variations: unknown[] } }>("GET", `/api/product/${slug}`);
}

/** A complete variable product, as the console's form would send it. */
async function newProductDocument(slug: string) {
  const fragrance = await collectionIdOf("fragrance");
  const [incense] = await db().select().from(subCategories).where(eq(subCategories.slug, "incense"));
  return {
    slug,
    type: "variable",
    status: "publish",
    listed: true,
    name: "콜린스 인센스 우디 에디션",
    title: "우디 에디션",
    subTitle: "깊고 따뜻한 나무 향",
    displayTitle1: "콜린스",
    displayTitle2: "우디 에디션",
    description: "오래 머무는 나무 향을 담았어요.",
    regularPrice: 18000,
    salePrice: 16200,
    stockQuantity: null,
    thumbnail: "/media/products/collins-incense/thumb.webp",
    parentProductId: null,
    promoText: "출시 기념 10% 할인",
    isNpayAvailable: true,
    loginRequired: false,
    onePurchased: false,
    maxPerOrder: 5,
    shippingAvailableToday: true,
    giftShopUrl: "https://gift.kakao.com/product/1234",
    images: [{ src: "/media/products/collins-incense/1.webp", alt: "우디 에디션 상자", width: 1000, height: 1000 }],
    attributes: [{ name: "향", options: ["시더", "샌달우드"] }],
    variations: [
      {
        attributes: [{ name: "향", option: "시더" }],
        regularPrice: 18000,
        salePrice: 16200,
        stockQuantity: 12,
        image: null,
        loginRequired: false,
        onePurchased: false,
        sku: "INCENSE-CEDAR",
        hidden: false,
      },
      {
        attributes: [{ name: "향", option: "샌달우드" }],
        regularPrice: 18000,
        salePrice: null,
        stockQuantity: 0,
        image: "/media/products/collins-incense/2.webp",
        loginRequired: true,
        onePurchased: true,
        sku: null,
        hidden: false,
      },
    ],
    paths: [{ collectionId: fragrance, subCategoryId: incense?.termId ?? null }],
    upSale: [
      {
        itemProductId: await idOf("lighter-mini"),
        addProductThumbnail: "/media/products/lighter-mini/thumb.webp",
        addProductWording: "라이터도 함께",
      },
    ],
    crossSale: [
      {
        itemProductId: await idOf("collins-incense-giftset"),
        broProductTitle: "선물이라면",
        broProductThumbnail: "/media/products/collins-incense-giftset/thumb.webp",
        broProductWording: "선물 세트로 만나보세요",
      },
    ],
    related: [await idOf("collins-incense"), await idOf("incense-holder")],
    page: {
      mobileContent: [
        { type: "heading", anchor: "story", text: "나무의 이야기" },
        { type: "text", text: "숲을 걷는 기분을 담았어요." },
        { type: "image", src: "/media/pages/collins-incense/scene.webp", alt: "숲", width: 1000, height: 750 },
        { type: "heading", anchor: "how-to", text: "사용 방법" },
        { type: "list", items: ["불을 붙여요", "연기를 즐겨요"] },
      ],
      navigation: [{ data: { title: "이야기", anchor: "story" } }, { data: { title: "사용법", anchor: "how-to" } }],
    },
    eventId: null,
  };
}

describe("GET /api/admin/products", () => {
  it("pages the catalog 20 at a time with stock, collections and waiting restock requests", async () => {
    const first = await operator.call<ListBody>("GET", "/api/admin/products");
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body).toMatchObject({ page: 1, total: await countOf(products) });
    expect(first.body.pageCount).toBe(Math.ceil(first.body.total / 20));
    const second = await operator.call<ListBody>("GET", "/api/admin/products?page=2");
    expect(second.body.page).toBe(2);
    expect(second.body.items.map((item) => item.id)).not.toContain(first.body.items[0]?.id);

    const keyring = await idOf("keyring-honeybadger");
    const asked = await shopper(t).call("POST", "/api/wait/update", {
      productId: keyring,
      destName: "김하늘",
      destPhone: "010-7100-0001",
      consent: true,
    });
    expect(asked.status).toBe(200);
    const soldOut = await operator.call<ListBody>("GET", "/api/admin/products?stock=soldout&q=키링");
    expect(soldOut.body.items.find((item) => item.id === keyring)).toMatchObject({ stock: 0, waiting: 1 });
  });

  it("sums a variable product's options as its stock", async () => {
    const chamber = await documentOf("incense-chamber-honeybadger");
    const listed = await operator.call<ListBody>("GET", "/api/admin/products?q=incense-chamber-honeybadger");
    expect(listed.body.items.find((item) => item.id === chamber.id)?.stock).toBe(
      chamber.variations.reduce((sum, v) => sum + v.stockQuantity, 0),
    );
  });

  it("filters by search words, collection, stock and status", async () => {
    const all = async (query: string) => {
      const answer = await operator.call<ListBody>("GET", `/api/admin/products?${query}`);
      expect(answer.status, query).toBe(200);
      return answer.body.items;
    };
    const mood = await all("collection=mood");
    expect(mood.length).toBeGreaterThan(0);
    expect(mood.every((item) => item.collections.includes("mood"))).toBe(true);
    const soldOut = await all("stock=soldout");
    expect(soldOut.map((item) => item.slug)).toContain("keyring-honeybadger");
    expect(soldOut.every((item) => item.stock === 0)).toBe(true);
    const kit = await idOf("incense-3-kit");
    expect((await operator.call("POST", "/api/admin/stock", { product_id: kit, quantity: 3 })).status).toBe(200);
    const low = await all("stock=low");
    expect(low.map((item) => item.id)).toContain(kit);
    expect(low.every((item) => item.stock >= 1 && item.stock <= 5)).toBe(true);
    const moodwater = await all("q=무드워터");
    expect(moodwater.length).toBeGreaterThan(0);
    expect(moodwater.every((item) => item.name.includes("무드워터"))).toBe(true);
    expect(await all("q=100%25")).toEqual([]);
    expect(await all("collection=no-such-collection")).toEqual([]);

    const yuja = await idOf("moodwater-yuja");
    expect((await all("status=hidden")).map((item) => item.id)).not.toContain(yuja);
    await operator.call("POST", `/api/admin/products/${yuja}/status`, { status: "hidden" });
    expect((await all("status=hidden")).map((item) => item.id)).toContain(yuja);
    expect((await all("status=publish")).map((item) => item.id)).not.toContain(yuja);
    await operator.call("POST", `/api/admin/products/${yuja}/status`, { status: "publish" });

    for (const query of ["stock=some", "status=draft", `q=${"향".repeat(101)}`]) {
      const refused = await operator.call<{ message: string }>("GET", `/api/admin/products?${query}`);
      expect([query, refused.status, refused.body.message]).toEqual([query, 400, m.listQuery]);
    }
  });
});

describe("the product document", () => {
  it("creates a product whose document reads back the same, shown in the shop and its collection list", async () => {
    const input = await newProductDocument("collins-incense-woody");
    const created = await operator.call<{ item: ProductDocument }>("POST", "/api/admin/products", input);
    expect(created.status).toBe(201);
    const { id, images, variations, ...rest } = created.body.item;
    const { images: inputImages, variations: inputVariations, ...inputRest } = input;
    expect(rest).toEqual(inputRest);
    expect(images.map(({ id: _id, ...image }) => image)).toEqual(inputImages);
    expect(variations.map(({ id: _id, ...variation }) => variation)).toEqual(inputVariations);
    expect((await operator.call("GET", `/api/admin/products/${id}`)).body).toEqual({ item: created.body.item });

    const shop = await storefront("collins-incense-woody");
    expect(shop.status).toBe(200);
    expect(shop.body.product).toMatchObject({
      name: input.name,
      is_npay_available: true,
      gift_shop_url: input.giftShopUrl,
      paths: [{ slug: "fragrance" }],
    });
    expect(shop.body.product.product_variations).toHaveLength(2);
    const fragrance = await collectionIdOf("fragrance");
    const blocks = await db().select().from(collectionBlocks).where(eq(collectionBlocks.collectionId, fragrance));
    expect(blocks.filter((block) => block.productId === id)).toHaveLength(1);

    const [audit] = await auditRows("product.create", id);
    expect(audit).toMatchObject({ entity: "product", before: null, operatorEmail: operator.email });
    expect(audit?.after).toEqual(created.body.item);
  });

  it("takes every seeded product back unchanged: the shop and collection lists read the same after a save", async () => {
    const rows = await db().select({ slug: products.slug }).from(products).orderBy(products.id);
    const listsBefore = await db().select().from(collectionBlocks).orderBy(collectionBlocks.id);
    for (const { slug } of rows) {
      const doc = await documentOf(slug);
      const shopBefore = await storefront(slug);
      const saved = await put(doc, doc.id);
      expect([slug, saved.status]).toEqual([slug, 200]);
      expect(saved.body.item).toEqual(doc);
      expect((await storefront(slug)).body, slug).toEqual(shopBefore.body);
    }
    expect(await db().select().from(collectionBlocks).orderBy(collectionBlocks.id)).toEqual(listsBefore);
  });

  it("refuses bad documents with a Korean message and writes nothing", async () => {
    const valid = await newProductDocument("collins-incense-refused");
    const variation = valid.variations[0];
    const fragrance = await collectionIdOf("fragrance");
    const [otherSub] = await db().select().from(subCategories).where(eq(subCategories.slug, "discovery"));
    const cases: [string, unknown, number, string][] = [
      ["no body", undefined, 400, m.invalidProduct],
      ["an array", [], 400, m.invalidProduct],
      ["uppercase slug", { ...valid, slug: "Collins-Incense" }, 400, m.slug],
      ["slug with a space", { ...valid, slug: "collins incense" }, 400, m.slug],
      ["slug in use", { ...valid, slug: "collins-incense" }, 409, m.slugTaken],
      ["empty name", { ...valid, name: "   " }, 400, m.name],
      ["price above 10,000,000", { ...valid, regularPrice: 10_000_001 }, 400, m.price],
      ["price with won fractions", { ...valid, regularPrice: 1800.5 }, 400, m.price],
      ["price as text", { ...valid, regularPrice: "18000" }, 400, m.price],
      ["sale price not below the price", { ...valid, salePrice: 18000 }, 400, m.salePrice],
      ["option stock of 100,000", { ...valid, variations: [{ ...variation, stockQuantity: 100_000 }] }, 400, m.stock],
      ["simple product without stock", { ...valid, type: "simple", attributes: [], variations: [] }, 400, m.stock],
      ["simple product with options", { ...valid, type: "simple", stockQuantity: 3 }, 400, m.simpleWithOptions],
      ["variable product without options", { ...valid, variations: [] }, 400, m.variableWithoutOptions],
      [
        "option that no attribute offers",
        { ...valid, variations: [{ ...variation, attributes: [{ name: "향", option: "라벤더" }] }] },
        400,
        m.variationAttributes,
      ],
      ["the same option twice", { ...valid, variations: [variation, variation] }, 400, m.variationTaken],
      ["unknown up-sale product", { ...valid, upSale: [{ itemProductId: 999_999 }] }, 400, m.unknownLinkedProduct],
      ["unknown collection", { ...valid, paths: [{ collectionId: 999_999 }] }, 400, m.unknownCollection],
      ["unknown event", { ...valid, eventId: 999_999 }, 400, m.unknownEvent],
      [
        "sub-category of another collection",
        { ...valid, paths: [{ collectionId: fragrance, subCategoryId: otherSub?.termId }] },
        400,
        m.subCategoryElsewhere,
      ],
      ["javascript link", { ...valid, giftShopUrl: "javascript:alert(1)" }, 400, m.url],
      ["plain http link", { ...valid, giftShopUrl: "http://gift.kakao.com/product/1" }, 400, m.url],
      ["protocol-relative image", { ...valid, thumbnail: "//evil.example/a.webp" }, 400, m.url],
      [
        "raw HTML content block",
        { ...valid, page: { ...valid.page, mobileContent: [{ type: "html", html: "<script></script>" }] } },
        400,
        m.contentBlock,
      ],
      [
        "a tab pointing nowhere",
        {
          ...valid,
          page: { ...valid.page, navigation: [...valid.page.navigation, { data: { title: "배송", anchor: "ship" } }] },
        },
        400,
        m.navigationAnchor,
      ],
      [
        "a single tab (spec §2: 2 to 9 tabs)",
        { ...valid, page: { ...valid.page, navigation: valid.page.navigation.slice(0, 1) } },
        400,
        m.navigation,
      ],
    ];
    const productsBefore = await countOf(products);
    const auditBefore = await countOf(auditLog);
    for (const [label, body, status, message] of cases) {
      const answer = await operator.call<{ message: string }>("POST", "/api/admin/products", body);
      expect([label, answer.status, answer.body.message]).toEqual([label, status, message]);
    }
    expect(await countOf(products)).toBe(productsBefore);
    expect(await countOf(auditLog)).toBe(auditBefore);
  });

  it("leaves a product untouched when its replacement is refused", async () => {
    const doc = await documentOf("collins-incense");
    const auditBefore = await countOf(auditLog);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ["taken slug", { ...doc, slug: "collins-incense-giftset", name: "바뀐 이름" }, 409, m.slugTaken],
      ["linking itself", { ...doc, related: [doc.id] }, 400, m.linkedItself],
      [
        "a stranger's option id",
        { ...doc, variations: [{ ...doc.variations[0], id: 999_999 }] },
        400,
        m.unknownVariation,
      ],
      ["an image of another product", { ...doc, images: [{ ...doc.images[0], id: 999_999 }] }, 400, m.unknownImage],
    ];
    for (const [label, body, status, message] of cases) {
      const answer = await put(body, doc.id);
      expect([label, answer.status, answer.body.message]).toEqual([label, status, message]);
    }
    expect(await documentOf("collins-incense")).toEqual(doc);
    expect(await countOf(auditLog)).toBe(auditBefore);
    expect((await operator.call("GET", "/api/admin/products/999999")).status).toBe(404);
    expect((await put(doc, 999_999)).status).toBe(404);
  });

  it("keeps option ids on a save, and refuses to drop an option that is in a cart (409)", async () => {
    const doc = await documentOf("linen-robe");
    const [kept, dropped] = doc.variations;
    if (!kept || !dropped) throw new Error("linen-robe has two options");
    const buyer = shopper(t);
    const added = await buyer.call("POST", "/api/cart/item/add", [
      { product_id: doc.id, variation_id: dropped.id, quantity: 1 },
    ]);
    expect(added.status).toBe(200);
    const withoutDropped = {
      ...doc,
      attributes: [{ name: "사이즈", options: [kept.attributes[0]?.option ?? ""] }],
      variations: [kept],
    };
    const refused = await put(withoutDropped, doc.id);
    expect([refused.status, refused.body.message]).toEqual([409, m.variationInCart]);
    expect(await documentOf("linen-robe")).toEqual(doc);

    const basket = await buyer.call<{ items: { cart_item_key: string }[] }>("GET", "/api/cart/item");
    for (const item of basket.body.items) {
      await buyer.call("POST", "/api/cart/item/remove", { cart_item_key: item.cart_item_key });
    }
    const repriced = { ...kept, regularPrice: kept.regularPrice + 1000 };
    const saved = await put({ ...withoutDropped, variations: [repriced] }, doc.id);
    expect(saved.status).toBe(200);
    expect(saved.body.item.variations).toEqual([repriced]);
    const audit = (await auditRows("product.update", doc.id)).at(-1);
    const [before, after] = [audit?.before, audit?.after] as ProductDocument[];
    expect(before?.variations).toHaveLength(2);
    expect(after?.variations).toEqual([repriced]);
  });

  it("refuses to drop an option a promotion rule prices (spec §9 lighter add-on), 409", async () => {
    const doc = await documentOf("lighter-mini");
    const [basic] = doc.variations;
    const refused = await put(
      { ...doc, attributes: [{ name: "타입", options: ["베이직"] }], variations: basic ? [basic] : [] },
      doc.id,
    );
    expect([refused.status, refused.body.message]).toEqual([409, m.variationInPromotion]);
    expect(await documentOf("lighter-mini")).toEqual(doc);
  });

  it("queues restock alarms when a save brings a product or an option back from 0, like a stock change", async () => {
    const violet = await documentOf("moodwater-violet");
    const chamber = await documentOf("incense-chamber-honeybadger");
    const soldOut = chamber.variations.find((v) => v.stockQuantity === 0);
    if (violet.stockQuantity !== 0 || !soldOut) throw new Error("the seed has sold-out stock");
    for (const [productId, variationId, phone] of [
      [violet.id, undefined, "010-7200-0001"],
      [chamber.id, soldOut.id, "010-7200-0002"],
    ] as const) {
      const asked = await shopper(t).call("POST", "/api/wait/update", {
        productId,
        variationId,
        destName: "재입고",
        destPhone: phone,
        consent: true,
      });
      expect(asked.body).toBe(true);
    }
    expect((await put({ ...violet, stockQuantity: 4 }, violet.id)).status).toBe(200);
    const restocked = chamber.variations.map((v) => (v.id === soldOut.id ? { ...v, stockQuantity: 6 } : v));
    expect((await put({ ...chamber, variations: restocked }, chamber.id)).status).toBe(200);

    const requests = await db()
      .select()
      .from(restockRequests)
      .where(eq(restockRequests.destPhone, "010-7200-0001"))
      .union(db().select().from(restockRequests).where(eq(restockRequests.destPhone, "010-7200-0002")));
    expect(requests.map((r) => r.status)).toEqual(["notified", "notified"]);
    for (const request of requests) {
      const [message] = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, `restock:${request.id}`));
      expect(message).toMatchObject({ kind: "restock", recipient: request.destPhone, status: "pending" });
      // An option's text names the option the shopper asked for (issue 20).
      if (request.variationId !== 0) {
        expect(message?.body).toContain(`${chamber.name} (${soldOut.attributes.map((a) => a.option).join(" / ")})`);
      }
    }
    // Saved again with the same stock: nothing comes back from 0, nothing more is queued.
    const queued = await countOf(outboxMessages);
    expect((await put(await documentOf("moodwater-violet"), violet.id)).status).toBe(200);
    expect(await countOf(outboxMessages)).toBe(queued);
  });
});

describe("POST /api/admin/products/:id/status", () => {
  it("hides and publishes a product, audited, and refuses an unknown status", async () => {
    const id = await idOf("room-socks");
    const hidden = await operator.call<{ item: ProductDocument }>("POST", `/api/admin/products/${id}/status`, {
      status: "hidden",
    });
    expect([hidden.status, hidden.body.item.status]).toEqual([200, "hidden"]);
    expect((await storefront("room-socks")).status).toBe(404);
    await operator.call("POST", `/api/admin/products/${id}/status`, { status: "publish" });
    expect((await storefront("room-socks")).status).toBe(200);
    const audits = await auditRows("product.status", id);
    expect(audits.map((row) => row.after)).toEqual([{ status: "hidden" }, { status: "publish" }]);

    const refused = await operator.call<{ message: string }>("POST", `/api/admin/products/${id}/status`, {
      status: "draft",
    });
    expect([refused.status, refused.body.message]).toEqual([400, m.status]);
  });
});

describe("POST /api/admin/products/:id/images (spec §5 image upload rules)", () => {
  const png = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c9b49a" } })
      .png()
      .toBuffer();
  const upload = (id: number, file?: { name: string; bytes: Uint8Array }, alt = "") => {
    const form = new FormData();
    if (file) form.append("file", new File([new Uint8Array(file.bytes)], file.name));
    form.append("alt", alt);
    return operator.request(`/api/admin/products/${id}/images`, { method: "POST", body: form });
  };
  /** The stored images' variants (issue 22: kept in the database, table media). */
  const stored = async () => countOf(media);

  it("re-encodes a photo to a web-sized WebP and appends it to the product's images", async () => {
    const doc = await documentOf("incense-holder");
    const answer = await upload(doc.id, { name: "holder.PNG", bytes: await png() }, "황동 인센스 홀더");
    expect(answer.status).toBe(201);
    const { item } = (await answer.json()) as { item: ProductDocument["images"][number] };
    expect(item).toMatchObject({ alt: "황동 인센스 홀더", width: 1200, height: 900 });
    expect(item.src).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
    const served = await t.app.request(item.src);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await documentOf("incense-holder")).images).toEqual([...doc.images, item]);
    expect(await auditRows("product.image.add", doc.id)).toHaveLength(1);
  });

  it("gives a new product without a thumbnail its first photo's thumbnail", async () => {
    const created = await operator.call<{ item: ProductDocument }>("POST", "/api/admin/products", {
      slug: "linen-pouch",
      type: "simple",
      name: "리넨 파우치",
      title: "리넨 파우치",
      regularPrice: 9000,
      stockQuantity: 10,
    });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ status: "hidden", thumbnail: "", listed: true, images: [] });
    const answer = await upload(created.body.item.id, {
      name: "pouch.jpg",
      bytes: await sharp(await png())
        .jpeg()
        .toBuffer(),
    });
    expect(answer.status).toBe(201);
    expect((await documentOf("linen-pouch")).thumbnail).toMatch(/^\/media\/u\/[0-9a-f]{32}-card\.webp$/);
  });

  it("refuses a renamed executable, a 21 MB file, a wrong type, no file and an unknown product, storing nothing", async () => {
    const id = await idOf("incense-holder");
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(2048, 1)]);
    const huge = Buffer.concat([await png(), Buffer.alloc(21 * 1024 * 1024)]);
    const filesBefore = await stored();
    const imagesBefore = await countOf(productImages);
    const cases: [string, number, { name: string; bytes: Uint8Array } | undefined, number, string][] = [
      ["renamed executable", id, { name: "photo.png", bytes: elf }, 400, uploadMessages.notAnImage],
      ["21 MB", id, { name: "photo.jpg", bytes: huge }, 400, uploadMessages.tooLarge],
      ["gif", id, { name: "photo.gif", bytes: await png() }, 400, uploadMessages.extension],
      ["exe", id, { name: "run.exe", bytes: elf }, 400, uploadMessages.extension],
      ["no file", id, undefined, 400, m.noFile],
      ["unknown product", 999_999, { name: "photo.png", bytes: await png() }, 404, m.productNotFound],
    ];
    for (const [label, productId, file, status, message] of cases) {
      const answer = await upload(productId, file);
      expect([label, answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
        label,
        status,
        message,
      ]);
    }
    expect(await stored()).toBe(filesBefore);
    expect(await countOf(productImages)).toBe(imagesBefore);
  });
});

describe("collections", () => {
  type CollectionItem = {
    id: number;
    url: string;
    title: string;
    subCategories: { termId: number; slug: string; name: string; position: number }[];
  };

  it("edits a collection's texts and sub-categories, keeping the term ids of the kept ones", async () => {
    const listed = await operator.call<{ items: CollectionItem[] }>("GET", "/api/admin/collections");
    const fragrance = listed.body.items.find((item) => item.url === "fragrance");
    if (!fragrance) throw new Error("fragrance is seeded");
    const [incense, chamber] = fragrance.subCategories;
    const body = {
      title: "프래그런스",
      titleDescription: "하루의 끝을 위한 향",
      promoText: "인센스 2+1",
      isExpose: true,
      position: 1,
      theme: null,
      backgroundImage: null,
      subCategories: [
        { termId: chamber?.termId, slug: "incense", name: "챔버" },
        { termId: incense?.termId, slug: "chamber", name: "인센스" },
        { slug: "candle", name: "캔들" },
      ],
    };
    const saved = await operator.call<{ item: CollectionItem }>("PUT", `/api/admin/collections/${fragrance.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.item).toMatchObject({ title: "프래그런스", promoText: "인센스 2+1" });
    expect(saved.body.item.subCategories.map(({ termId, slug }) => [termId, slug])).toEqual([
      [chamber?.termId, "incense"],
      [incense?.termId, "chamber"],
      [expect.any(Number), "candle"],
    ]);
    const shop = await shopper(t).call<{ url: string; title: string }[]>("GET", "/api/v2/collection/all");
    expect(shop.body.find((item) => item.url === "fragrance")?.title).toBe("프래그런스");
    const [audit] = await auditRows("collection.update", fragrance.id);
    expect(audit?.before).toMatchObject({ title: fragrance.title });

    const auditBefore = await countOf(auditLog);
    const cases: [string, Record<string, unknown>, string][] = [
      ["no title", { ...body, title: "" }, m.collectionTitle],
      ["unknown theme", { ...body, theme: "dark" }, m.theme],
      ["negative position", { ...body, position: -1 }, m.position],
      [
        "the same slug twice",
        {
          ...body,
          subCategories: [
            { slug: "a", name: "가" },
            { slug: "a", name: "나" },
          ],
        },
        m.subCategoryTaken,
      ],
      [
        "another collection's term id",
        { ...body, subCategories: [{ termId: 999_999, slug: "a", name: "가" }] },
        m.unknownSubCategory,
      ],
      ["javascript background", { ...body, backgroundImage: "javascript:alert(1)" }, m.url],
    ];
    for (const [label, input, message] of cases) {
      const answer = await operator.call<{ message: string }>("PUT", `/api/admin/collections/${fragrance.id}`, input);
      expect([label, answer.status, answer.body.message]).toEqual([label, 400, message]);
    }
    expect(await countOf(auditLog)).toBe(auditBefore);
    expect((await operator.call("PUT", "/api/admin/collections/999999", body)).status).toBe(404);
  });

  it("replaces a collection's ordered blocks, which the shop's default order then follows", async () => {
    const goods = await collectionIdOf("goods");
    const answer = await operator.call<{ items: (typeof collectionBlocks.$inferSelect)[] }>(
      "GET",
      `/api/admin/collections/${goods}/blocks`,
    );
    expect(answer.status).toBe(200);
    const reversed = [...answer.body.items]
      .reverse()
      .map(({ id: _id, collectionId: _c, position: _p, ...block }) => block);
    const saved = await operator.call<{ items: { blockType: string; productId: number | null }[] }>(
      "PUT",
      `/api/admin/collections/${goods}/blocks`,
      { items: reversed },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.items.map((block) => block.productId)).toEqual(reversed.map((block) => block.productId));
    const shop = await shopper(t).call<{ data: { list: { blockType: string }[] } }>(
      "GET",
      `/api/v2/collection/list?id=${goods}&type=regular`,
    );
    expect(shop.body.data.list.map((block) => block.blockType)).toEqual(reversed.map((block) => block.blockType));
    expect(await auditRows("collection.blocks.update", goods)).toHaveLength(1);

    const stranger = await idOf("moodwater-yuja");
    const banner = reversed.find((block) => block.blockType === "banner");
    const product = reversed.find((block) => block.blockType === "product");
    const cases: [string, unknown[], string][] = [
      ["a banner without alt text", [{ ...banner, alt: "" }], m.banner],
      ["a banner linking to javascript", [{ ...banner, link: "javascript:alert(1)" }], m.url],
      ["an unknown block type", [{ blockType: "video", src: "/a.mp4" }], m.blocks],
      ["a product of another collection", [{ blockType: "product", productId: stranger }], m.blockProductElsewhere],
      ["the same product twice", [product, product], m.blockProductTwice],
    ];
    for (const [label, items, message] of cases) {
      const refused = await operator.call<{ message: string }>("PUT", `/api/admin/collections/${goods}/blocks`, {
        items,
      });
      expect([label, refused.status, refused.body.message]).toEqual([label, 400, message]);
    }
    expect((await operator.call("GET", `/api/admin/collections/${goods}/blocks`)).body).toEqual(saved.body);
  });

  it("keeps collection lists in step when a product leaves or joins a collection", async () => {
    const doc = await documentOf("collins-tote-bag");
    const goods = await collectionIdOf("goods");
    const gift = await collectionIdOf("gift");
    const listOf = (collectionId: number) =>
      db().select().from(collectionBlocks).where(eq(collectionBlocks.collectionId, collectionId));
    const blocksOf = async (collectionId: number) =>
      (await listOf(collectionId)).filter((block) => block.productId === doc.id).map((block) => block.position);
    expect(await blocksOf(goods)).toHaveLength(1);
    const giftEnd = Math.max(...(await listOf(gift)).map((block) => block.position));

    const moved = { ...doc, paths: [...doc.paths.filter((p) => p.collectionId !== goods), { collectionId: gift }] };
    expect((await put(moved, doc.id)).status).toBe(200);
    expect(await blocksOf(goods)).toEqual([]);
    expect(await blocksOf(gift)).toEqual([giftEnd + 1]);

    // Taken off the gift list by the operator, it stays off when the product is saved again.
    const giftList = await operator.call<{ items: (typeof collectionBlocks.$inferSelect)[] }>(
      "GET",
      `/api/admin/collections/${gift}/blocks`,
    );
    const without = giftList.body.items
      .filter((block) => block.productId !== doc.id)
      .map(({ id: _id, collectionId: _c, position: _p, ...block }) => block);
    expect((await operator.call("PUT", `/api/admin/collections/${gift}/blocks`, { items: without })).status).toBe(200);
    expect((await put(moved, doc.id)).status).toBe(200);
    expect(await blocksOf(gift)).toEqual([]);

    // Unlisted, then listed again: it comes back at the end of its lists.
    expect((await put({ ...moved, listed: false }, doc.id)).status).toBe(200);
    expect((await put(moved, doc.id)).status).toBe(200);
    expect(await blocksOf(gift)).toHaveLength(1);
    expect((await put({ ...moved, listed: false }, doc.id)).status).toBe(200);
    expect(await blocksOf(gift)).toEqual([]);
  });
});

describe("a save from the console's form", () => {
  it("keeps the status it leaves out, ignores a variable product's own stock and adds a new option", async () => {
    const doc = await documentOf("room-socks");
    await operator.call("POST", `/api/admin/products/${doc.id}/status`, { status: "hidden" });
    const { status: _status, ...form } = doc;
    const option = { ...doc.variations[0], id: undefined, attributes: [{ name: "사이즈", option: "270-285" }] };
    const attributes = [{ name: "사이즈", options: [...(doc.attributes[0]?.options ?? []), "270-285"] }];
    const saved = await put({ ...form, stockQuantity: 0, attributes, variations: [...doc.variations, option] }, doc.id);
    expect(saved.status).toBe(200);
    expect(saved.body.item).toMatchObject({ status: "hidden", stockQuantity: null });
    const added = saved.body.item.variations.at(-1);
    const [row] = await db()
      .select()
      .from(productVariations)
      .where(eq(productVariations.id, added?.id ?? 0));
    expect(row).toMatchObject({
      productId: doc.id,
      stockQuantity: option.stockQuantity,
      position: doc.variations.length,
    });
    expect(saved.body.item.variations.slice(0, -1)).toEqual(doc.variations);
  });
});
