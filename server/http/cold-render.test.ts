// Issue 23, "A cheap cold render": "A product page rendered with empty caches asks the database at
// most 3 questions". Each page is rendered by the real app and renderer (every loader of the
// document request: the root's and the page's) with no full-page cache and no kept catalog reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "../../tests/helpers/count-queries";
import { createPageRenderer, type PageRenderer } from "../../tests/helpers/page-renderer";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let renderer: PageRenderer;
let shop: TestApp;

beforeAll(async () => {
  renderer = await createPageRenderer();
  shop = await createTestApp({}, { pages: renderer.pages });
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await renderer?.close();
});

/** The questions one render of `path` asks, with the page it answered. */
async function coldRender(path: string) {
  const { queries, answer } = await countQueries(shop.database.db, async () => {
    const response = await shop.app.request(`http://shop.test${path}`);
    return { status: response.status, html: await response.text() };
  });
  expect(answer.status).toBe(200);
  return { queries, html: answer.html };
}

describe("a page rendered with empty caches", () => {
  // The layout and the product page's one question, which carries its review section as it opens
  // (최신순, the first page); another view or page of the reviews asks one question more, and the
  // product is still read once for all of them.
  it("asks at most 3 questions for a product page: 2 as it opens, 3 on another view or page of its reviews", async () => {
    const { queries, html } = await coldRender("/product/collins-incense");
    expect(html).toContain("콜린스 인센스");
    expect(queries).toBeLessThanOrEqual(3);
    expect(queries).toBe(2);
    for (const query of ["?review_sort=rating", "?review_page=2"]) {
      const other = await coldRender(`/product/collins-incense${query}`);
      expect(other.html, query).toContain("리뷰");
      expect(other.queries, query).toBe(3);
    }
  });

  // A NUL is in no PostgreSQL text: asked about, the database refused it and the page was a 500.
  it("sends an address that can name no product to /error without asking for the product", async () => {
    for (const path of ["/product/a%00b", "/product/it's", "/product/%5C"]) {
      const { statements, answer } = await countQueries(shop.database.db, async () =>
        shop.app.request(`http://shop.test${path}`, { redirect: "manual" }),
      );
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toBe("/error");
      expect(
        statements.filter((statement) => /WITH target AS|collins_product/.test(statement)),
        path,
      ).toEqual([]);
    }
  });

  // No target for these (27 and 13 questions before the product page's were cut): the figures are
  // pinned, so a question more or less is seen. The home and the collection page take their
  // collection from the page's list of every collection, a list and its cards are one question,
  // and the home's sections come from the root's layout read (one for the render).
  it("asks 8 questions for the home page and 3 for a collection", async () => {
    const home = await coldRender("/");
    expect(home.html).toContain("콜린스 인센스");
    expect(home.queries).toBe(8);
    const collection = await coldRender("/collection/all");
    expect(collection.html).toContain("콜린스 인센스");
    expect(collection.queries).toBe(3);
  });

  // entry.server.tsx aborts a render still going after its deadline. The deadline's timer waited six
  // seconds after every page, holding the render: 1,032 MB against 761 MB of a server rendering
  // product pages at 150 a second (2026-12-05).
  it("leaves no timer waiting once a page is written", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    await coldRender("/product/collins-incense");
    await settled();
    const before = timers();
    for (const path of ["/product/collins-incense", "/", "/collection/all", "/product/collins-incense"]) {
      await coldRender(path);
    }
    await settled();
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
