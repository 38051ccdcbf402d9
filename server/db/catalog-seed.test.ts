// Integration: migrations and the demo catalog (issue 2 "Database" and "The demo catalog").
import { existsSync } from "node:fs";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/helpers/test-db";
import { newArrivals } from "../domain/catalog/home-sections";
import { getProductResponse } from "../domain/catalog/product-detail";
import { publicDir } from "../paths";
import * as t from "./schema";
import { catalog } from "./seed/catalog";
import { prepareDatabase } from "./setup";

const database = testDatabase();

async function productBySlug(slug: string) {
  const [row] = await database.db.select().from(t.products).where(eq(t.products.slug, slug));
  if (!row) throw new Error(`missing product ${slug}`);
  return row;
}

async function variationsOf(slug: string) {
  const product = await productBySlug(slug);
  return database.db.select().from(t.productVariations).where(eq(t.productVariations.productId, product.id));
}

describe("the seeded demo catalog", () => {
  it("has the seven collection slugs of spec §2, plus a hidden one", async () => {
    const rows = await database.db.select().from(t.collections);
    const urls = rows.map((row) => row.url);
    for (const slug of ["mood", "fragrance", "gift", "homewear", "hygiene", "goods", "all"]) {
      expect(urls).toContain(slug);
    }
    expect(rows.filter((row) => !row.isExpose).length).toBeGreaterThanOrEqual(1);
    expect(rows.find((row) => row.url === "mood")?.theme).toBe("mood");
  });

  it("gives every collection list a banner block and a blank block besides its products", async () => {
    const blocks = await database.db.select().from(t.collectionBlocks);
    const collections = await database.db.select().from(t.collections);
    for (const collection of collections.filter((c) => c.isExpose)) {
      const types = new Set(blocks.filter((block) => block.collectionId === collection.id).map((b) => b.blockType));
      expect([collection.url, ...[...types].sort()]).toEqual([collection.url, "banner", "blank", "product"]);
    }
    expect(blocks.some((block) => block.blockType === "banner")).toBe(true);
    expect(blocks.some((block) => block.blockType === "blank")).toBe(true);
  });

  it("seeds every product of the catalog with the flags catalog.md asks for", async () => {
    const [row] = await database.db.select({ n: count() }).from(t.products);
    expect(row?.n).toBe(catalog.products.length);
    expect((await productBySlug("secret-wish-set")).loginRequired).toBe(true);
    expect((await productBySlug("a-card-gift-set-2021cal")).onePurchased).toBe(true);
    expect((await productBySlug("keyring-honeybadger")).stockQuantity).toBe(0);
    expect((await productBySlug("moodwater-violet")).stockQuantity).toBe(0);
    expect((await productBySlug("7f3a9c2e")).listed).toBe(false);
    expect((await productBySlug("collins-incense-giftset")).giftShopUrl).toMatch(/^https:\/\/gift\.kakao\.com\//);
  });

  it("keeps stock and prices per variation (collins-incense: 8+ scents, exactly one sold out)", async () => {
    const scents = await variationsOf("collins-incense");
    expect(scents.length).toBeGreaterThanOrEqual(8);
    expect(scents.filter((v) => v.stockQuantity === 0)).toHaveLength(1);
    expect(scents.every((v) => v.attributes.length === 1 && v.regularPrice > 0)).toBe(true);
  });

  it("has a two-level product with one combination sold out entirely", async () => {
    const variations = await variationsOf("incense-chamber-honeybadger");
    expect(variations.every((v) => v.attributes.length === 2)).toBe(true);
    const stockPerCombination = variations.map((v) => v.stockQuantity);
    expect(stockPerCombination).toContain(0);
    expect(stockPerCombination.some((stock) => stock > 0)).toBe(true);
  });

  it("gives every tab-bar slug of spec §2 a product page with 2 to 9 tabs", async () => {
    const pages = await database.db
      .select({ slug: t.products.slug, navigation: t.productPages.navigation })
      .from(t.productPages)
      .innerJoin(t.products, eq(t.products.id, t.productPages.productId));
    const bySlug = new Map(pages.map((page) => [page.slug, page.navigation]));
    const required = [
      "collins-incense-giftset",
      "collins-incense",
      "lighter-mini",
      "7f3a9c2e",
      "collins-incense-edition-goodtimes",
      "incense-chamber-honeybadger",
      "keyring-honeybadger",
      "secret-wish-set",
      "moodwater-discovery-3",
      "moodwater-yuja",
      "moodwater-violet",
      "moodwater-juniper",
      "moodwater-variety-3",
      "mood-soap-3scents",
      "collins-incense-mix",
      "collins-incense-mindxmood",
      "collins-sachets",
    ];
    for (const slug of required) {
      const tabs = bySlug.get(slug);
      expect(tabs, slug).toBeDefined();
      expect(tabs?.length, slug).toBeGreaterThanOrEqual(2);
      expect(tabs?.length, slug).toBeLessThanOrEqual(9);
    }
    expect([...bySlug.keys()].filter((slug) => slug.endsWith("-pr2404"))).toHaveLength(3);
    expect([...bySlug.keys()].filter((slug) => slug.startsWith("moodwater-60-")).length).toBeGreaterThanOrEqual(1);
  });

  it("stores the promotion rules of spec §9", async () => {
    const rules = await database.db.select().from(t.promotionRules);
    const addOnPrices = rules.filter((r) => r.kind === "addon_price").map((r) => [r.price, r.discountRate]);
    expect(addOnPrices).toEqual(
      expect.arrayContaining([
        [3500, 30],
        [1900, 24],
        [2400, 20],
        [14310, 10],
      ]),
    );
    const deductions = rules.filter((r) => r.kind === "bundle_deduction").map((r) => r.amountPerUnit);
    expect(deductions).toEqual(expect.arrayContaining([1500, 600, 1590]));
    expect(rules.some((r) => r.kind === "free_gift")).toBe(true);
  });

  it("keeps each product's rating summary in step with its reviews", async () => {
    const rows = await database.db
      .select({ slug: t.products.slug, ratingCount: t.products.ratingCount, reviews: count(t.reviews.id) })
      .from(t.products)
      .leftJoin(t.reviews, eq(t.reviews.productId, t.products.id))
      .groupBy(t.products.id);
    expect(rows.filter((row) => row.ratingCount !== row.reviews)).toEqual([]);
    expect(rows.some((row) => row.reviews > 0)).toBe(true);
  });

  // Issue 21 "Home that sells": 신상품 are the season's launches, in the order they launched.
  it("lists the season's launches as new arrivals, newest first, and not the free tote bag", async () => {
    const cards = await newArrivals(database.db, 8);
    const slugs = cards.map((card) => card.slug);
    expect(slugs.slice(0, 3).sort()).toEqual(["moodwater-juniper", "moodwater-violet", "moodwater-yuja"]);
    expect(slugs).toContain("incense-chamber-honeybadger");
    expect(slugs).not.toContain("collins-tote-bag");
    const launched = await Promise.all(slugs.map(async (slug) => (await productBySlug(slug)).createdAt.getTime()));
    expect(launched).toEqual([...launched].sort((a, b) => b - a));
  });

  it("refers only to media files that exist in public/: products, collections, events and popups", async () => {
    const db = database.db;
    const [images, products, collections, blocks, events, popups] = await Promise.all([
      db.select({ src: t.productImages.src }).from(t.productImages),
      db.select({ src: t.products.thumbnail }).from(t.products),
      db.select({ src: t.collections.backgroundImage }).from(t.collections),
      db.select({ wide: t.collectionBlocks.imgUrl, phone: t.collectionBlocks.imgUrlMobile }).from(t.collectionBlocks),
      db.select({ src: t.events.bannerImage }).from(t.events),
      db.select({ phone: t.sitePopups.mobileImageUrl, wide: t.sitePopups.desktopImageUrl }).from(t.sitePopups),
    ]);
    const sources = [
      ...[...images, ...products, ...collections, ...events].map((row) => row.src),
      ...[...blocks, ...popups].flatMap((row) => [row.wide, row.phone]),
    ].filter((src): src is string => src !== null);
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((src) => !existsSync(path.join(publicDir, src)))).toEqual([]);
  });

  // Issue 21 "Demo content that reads current": the demo is a shop in late November 2026.
  it("shows no out-of-season text: no 4월 기획전, no 2021 캘린더 in anything a shopper can read", async () => {
    const db = database.db;
    const [products, events, collections, blocks, pages, contentPages, notes, popups, banners] = await Promise.all([
      db.select().from(t.products).where(eq(t.products.status, "publish")),
      db.select().from(t.events),
      db.select().from(t.collections).where(eq(t.collections.isExpose, true)),
      db.select().from(t.collectionBlocks),
      db.select().from(t.productPages),
      db.select().from(t.contentPages),
      db.select().from(t.makersNotes).where(eq(t.makersNotes.status, "published")),
      db.select().from(t.sitePopups),
      db.select().from(t.topBanners),
    ]);
    const readable = [products, events, collections, blocks, pages, contentPages, notes, popups, banners]
      .flatMap((rows) => rows.map((row) => JSON.stringify(row)))
      // Slugs and image paths are addresses, not text (a-card-gift-set-2021cal is a spec slug).
      .map((json) => json.replace(/"[^"]*2021cal[^"]*"/g, '""'));
    const outOfSeason = readable.filter((json) => /4월|2021\s*(년|캘린더)|4월 30일/.test(json));
    expect(outOfSeason).toEqual([]);
    expect((await productBySlug("a-card-gift-set-2021cal")).name).toContain("2027 캘린더");
    expect((await productBySlug("incense-woody-pr2404")).title).toContain("연말 기획전");
  });

  it("gives every product event banner its event's words (the banner's text names the event)", () => {
    const events = catalog.products.flatMap((product) =>
      product.event ? [[product.slug, product.event] as const] : [],
    );
    expect(events.length).toBeGreaterThan(0);
    const mismatched = events.filter(([, event]) => !event.bannerImage.alt.startsWith(event.title));
    expect(mismatched.map(([slug, event]) => `${slug}: ${event.title} / ${event.bannerImage.alt}`)).toEqual([]);
  });

  it("gives every seeded event a period that has not ended when the shop is seeded", async () => {
    const rows = await database.db.select().from(t.events);
    expect(rows.length).toBeGreaterThan(0);
    const seededAt = Date.now();
    const outOfPeriod = rows.filter(
      (event) =>
        !event.startsAt || !event.endsAt || event.startsAt >= event.endsAt || event.endsAt.getTime() <= seededAt,
    );
    expect(outOfPeriod.map((event) => event.title)).toEqual([]);
  });

  it("gives no live product a breadcrumb step into a hidden collection (spec §2 Product page breadcrumb)", async () => {
    // The seed keeps the past campaign's products in it (its URL still lists them); the product
    // page's breadcrumb leaves a hidden collection out.
    const [hidden] = await database.db.select().from(t.collections).where(eq(t.collections.isExpose, false));
    expect(hidden?.url).toBe("holiday-2025");
    const members = await database.db
      .select({ slug: t.products.slug })
      .from(t.productPaths)
      .innerJoin(t.products, eq(t.products.id, t.productPaths.productId))
      .where(and(eq(t.products.status, "publish"), eq(t.productPaths.collectionId, hidden?.id ?? -1)));
    expect(members.length).toBeGreaterThan(0);
    for (const { slug } of members) {
      const product = await getProductResponse(database.db, slug);
      const steps = product?.product.paths.map((step) => step.slug);
      expect([slug, steps?.includes("holiday-2025")]).toEqual([slug, false]);
      expect([slug, steps?.length]).not.toEqual([slug, 0]);
    }
  });

  it("does not seed twice when the database is prepared again", async () => {
    await prepareDatabase(database);
    const [row] = await database.db.select({ n: count() }).from(t.products);
    expect(row?.n).toBe(catalog.products.length);
  });
});
