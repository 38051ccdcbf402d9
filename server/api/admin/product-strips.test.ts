// Issue 21 "Content that leads somewhere": the brand story, the special pages and each makers note
// end with a product strip the operator picks. The picks are stored with the content through the
// real app and database (PUT /api/admin/{makers-notes|content-pages}/:id/products), checked and
// audited, and the storefront's read leaves out what a shopper may not see.
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog, contentPages, makersNotes, products } from "../../db/schema";
import { popularCards, STRIP_MAX, stripCards, stripMessages } from "../../domain/content/product-strips";
import { publishedPage } from "../../domain/engagement/content-pages";

let t: TestApp;
let operator: Shopper;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function idsOf(...slugs: string[]): Promise<number[]> {
  const rows = await db()
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  return slugs.map((slug) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`no product ${slug}`);
    return row.id;
  });
}

async function pageId(slug: string): Promise<number> {
  const [row] = await db().select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, slug));
  if (!row) throw new Error(`no page ${slug}`);
  return row.id;
}

async function noteOf(slug: string) {
  const [row] = await db().select().from(makersNotes).where(eq(makersNotes.slug, slug));
  if (!row) throw new Error(`no note ${slug}`);
  return row;
}

const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe("the demo content's product strips (seed)", () => {
  it("ends the brand story, both special pages and every published makers note with picked products", async () => {
    for (const slug of ["brandstory", "collinsday1969", "moodwater-teaser"]) {
      const page = await publishedPage(db(), slug);
      expect((await stripCards(db(), page?.productIds ?? [])).length, slug).toBeGreaterThanOrEqual(4);
    }
    const notes = await db().select().from(makersNotes).where(eq(makersNotes.status, "published"));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect((await stripCards(db(), note.productIds)).length, note.slug).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("PUT /api/admin/content-pages/:id/products", () => {
  it("stores the picks in the operator's order, audits them, and the page reads them as cards", async () => {
    const id = await pageId("brandstory");
    const picks = await idsOf("lounge-set", "collins-incense", "moodwater-yuja");
    const before = await auditCount();
    const answer = await operator.call<{ item: { productIds: number[] } }>(
      "PUT",
      `/api/admin/content-pages/${id}/products`,
      { productIds: picks },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.item.productIds).toEqual(picks);
    const page = await publishedPage(db(), "brandstory");
    expect(page?.productIds).toEqual(picks);
    expect((await stripCards(db(), picks)).map((card) => card.slug)).toEqual([
      "lounge-set",
      "collins-incense",
      "moodwater-yuja",
    ]);
    const audit = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.length).toBe(before + 1);
    expect(audit.at(-1)?.action).toBe("contentPage.products");
  });

  it("keeps the page's text when only its products change (the editor's save leaves the picks alone)", async () => {
    const id = await pageId("collinsday1969");
    const before = await publishedPage(db(), "collinsday1969");
    const [only] = await idsOf("incense-holder");
    await operator.call("PUT", `/api/admin/content-pages/${id}/products`, { productIds: [only] });
    const after = await publishedPage(db(), "collinsday1969");
    expect(after?.blocks).toEqual(before?.blocks);
    expect(after?.productIds).toEqual([only]);
    // The whole-page save (its JSON editor) does not take product ids and leaves them as they are.
    const saved = await operator.call("PUT", `/api/admin/content-pages/${id}`, {
      slug: "collinsday1969",
      title: "COLLINS DAY 1969",
      description: after?.description,
      ogImage: after?.ogImage,
      blocks: after?.blocks,
      status: "published",
      productIds: [],
    });
    expect(saved.status).toBe(200);
    expect((await publishedPage(db(), "collinsday1969"))?.productIds).toEqual([only]);
  });

  it.each([
    ["a product the shop does not have", () => ({ productIds: [999_999] }), stripMessages.unknownProduct],
    ["an id that is not a number", () => ({ productIds: ["collins-incense"] }), stripMessages.unknownProduct],
    ["a negative id", () => ({ productIds: [-1] }), stripMessages.unknownProduct],
    // Found by the console fuzzer (CI, 2026-11-27): an id past PostgreSQL's integer answered 500.
    ["an id past the database's integer range", () => ({ productIds: [2_147_483_648] }), stripMessages.unknownProduct],
    ["no list at all", () => ({ productIds: "1,2" }), stripMessages.productIds],
    ["one product twice", () => ({ productIds: [1, 1] }), stripMessages.duplicate],
    [
      `more than ${STRIP_MAX} products`,
      () => ({ productIds: Array.from({ length: STRIP_MAX + 1 }, (_, i) => i + 1) }),
      stripMessages.productIds,
    ],
  ])("refuses %s with a Korean 400 and writes nothing", async (_, body, message) => {
    const id = await pageId("moodwater-teaser");
    const before = [(await publishedPage(db(), "moodwater-teaser"))?.productIds, await auditCount()];
    const answer = await operator.call<{ message: string }>("PUT", `/api/admin/content-pages/${id}/products`, body());
    expect([answer.status, answer.body.message]).toEqual([400, message]);
    expect([(await publishedPage(db(), "moodwater-teaser"))?.productIds, await auditCount()]).toEqual(before);
  });

  it("answers an unknown page with a Korean 404", async () => {
    const answer = await operator.call<{ message: string }>("PUT", "/api/admin/content-pages/99999/products", {
      productIds: [],
    });
    expect([answer.status, answer.body.message]).toEqual([404, "콘텐츠 페이지를 찾을 수 없어요."]);
  });

  it("lets only an operator change the picks (a member 403, a guest 401)", async () => {
    const id = await pageId("brandstory");
    const before = (await publishedPage(db(), "brandstory"))?.productIds;
    const member = await signedInMember(t);
    expect((await member.call("PUT", `/api/admin/content-pages/${id}/products`, { productIds: [] })).status).toBe(403);
    expect((await shopper(t).call("PUT", `/api/admin/content-pages/${id}/products`, { productIds: [] })).status).toBe(
      401,
    );
    expect((await publishedPage(db(), "brandstory"))?.productIds).toEqual(before);
  });
});

describe("PUT /api/admin/makers-notes/:id/products", () => {
  it("stores a note's picks, and the storefront leaves out hidden, unlisted and deleted products", async () => {
    const note = await noteOf("incense-drying-room");
    const picks = await idsOf("collins-incense", "7f3a9c2e", "incense-holder", "collins-tote-bag", "lighter-mini");
    const answer = await operator.call("PUT", `/api/admin/makers-notes/${note.id}/products`, { productIds: picks });
    expect(answer.status).toBe(200);
    const stored = (await noteOf("incense-drying-room")).productIds;
    expect(stored).toEqual(picks);
    // 7f3a9c2e is the hidden edition (listed = false): reachable by its URL, in no list.
    expect((await stripCards(db(), stored)).map((card) => card.slug)).toEqual([
      "collins-incense",
      "incense-holder",
      "collins-tote-bag",
      "lighter-mini",
    ]);
    const [holder, tote] = await idsOf("incense-holder", "collins-tote-bag");
    await db()
      .update(products)
      .set({ status: "hidden" })
      .where(eq(products.id, holder as number));
    await db()
      .delete(products)
      .where(eq(products.id, tote as number));
    expect((await stripCards(db(), stored)).map((card) => card.slug)).toEqual(["collins-incense", "lighter-mini"]);
    await db()
      .update(products)
      .set({ status: "publish" })
      .where(eq(products.id, holder as number));
  });

  it("refuses a deleted product with a Korean 400", async () => {
    const note = await noteOf("moodwater-on-linen");
    const [tote] = await idsOf("collins-incense");
    await db()
      .delete(products)
      .where(eq(products.id, tote as number));
    const answer = await operator.call<{ message: string }>("PUT", `/api/admin/makers-notes/${note.id}/products`, {
      productIds: [tote],
    });
    expect([answer.status, answer.body.message]).toEqual([400, stripMessages.unknownProduct]);
  });
});

describe("the 404 page's popular products", () => {
  it("are the best-sellers in the shop's 인기순 order a shopper can buy: listed, published, in stock", async () => {
    const popular = await popularCards(db(), 4);
    expect(popular).toHaveLength(4);
    const sales = popular.map((card) => card.sales_count);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(popular.every((card) => card.stock_status === "instock")).toBe(true);
    expect(popular.every((card) => card.slug !== "7f3a9c2e")).toBe(true);
    // The best-selling product in the 'all' list is first, unless it is sold out.
    const hot = await popularCards(db(), 30);
    expect(popular.map((card) => card.slug)).toEqual(hot.slice(0, 4).map((card) => card.slug));
    const [best] = await db()
      .select({ slug: products.slug, stock: products.stockQuantity, type: products.type })
      .from(products)
      .where(and(eq(products.listed, true), eq(products.status, "publish")))
      .orderBy(desc(products.salesCount))
      .limit(1);
    if (best?.type === "simple" && (best.stock ?? 0) > 0) expect(popular[0]?.slug).toBe(best.slug);
  });
});
