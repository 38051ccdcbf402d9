// Issue 21 "Content that leads somewhere" in Chromium at 390×844 and 1440×900: the brand story and a
// makers note end with the products they talk about (a swipeable row on a phone, one row of four
// on a laptop); an operator changes a page's products in the console (checkboxes posting to the
// page's action) and the page follows; the 404 page (spec §2: any unlisted path goes to /error)
// offers a search that works before and without scripts, and the best-sellers.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const STORY_STRIP = "이야기 속 제품";
const POPULAR_STRIP = "지금 많이 찾는 제품";

const strip = (page: Page, name: string) => page.getByRole("region", { name });

/** The strip's cards: their product links, names and boxes, measured at one moment. */
async function cardsOf(page: Page, name: string) {
  const links = strip(page, name).getByRole("link");
  await links.first().waitFor();
  return links.evaluateAll((elements) =>
    elements.map((link) => {
      const box = link.getBoundingClientRect();
      return {
        href: link.getAttribute("href") ?? "",
        name: link.querySelector("h3")?.textContent ?? "",
        box: { x: box.x, y: box.y, width: box.width },
      };
    }),
  );
}

/** The layout facts of a strip: a swipeable snapping row on a phone, one row of four on a laptop. */
async function expectStripLayout(page: Page, name: string, viewport: "phone" | "desktop") {
  const cards = await cardsOf(page, name);
  expect(cards.length).toBeGreaterThanOrEqual(4);
  expect(cards.every((card) => card.href.startsWith("/product/"))).toBe(true);
  const row = strip(page, name).getByRole("list");
  const layout = await row.evaluate((el) => ({
    snap: getComputedStyle(el).scrollSnapType,
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  const firstFour = cards.slice(0, 4);
  if (viewport === "phone") {
    expect(layout.snap).toContain("x");
    expect(layout.scrollWidth).toBeGreaterThan(layout.clientWidth);
    // The next card peeks in: a card is less than half the screen, more than a third.
    expect(firstFour[0]?.box.width).toBeGreaterThan(390 / 3);
    expect(firstFour[0]?.box.width).toBeLessThan(390 / 2);
    // The row alone is wider than the screen: the cards' visually hidden price labels scroll with it
    // rather than widening the page (a phone then zoomed the whole page out).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  } else {
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    const tops = firstFour.map((card) => card.box.y);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    expect(firstFour[0]?.box.width).toBeGreaterThan(220);
  }
  return cards;
}

/** Unticks every ticked box (one at a time: the ticked set changes under the locator). */
async function uncheckAll(picker: Locator) {
  const ticked = picker.getByRole("checkbox", { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
}

/** Scrolls the strip into view and waits for the pictures on screen (they load lazily) before a screenshot. */
async function showStrip(page: Page, name: string) {
  await strip(page, name).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(selector)]
        .filter((img) => img.getBoundingClientRect().right <= window.innerWidth)
        .every((img) => img.complete && img.naturalWidth > 0),
    "[data-product-strip] img",
  );
}

describe("content ends with its products", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`ends the brand story and a makers note with their product strips on a ${viewport}`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await page.goto("/brandstory");
        const cards = await expectStripLayout(page, STORY_STRIP, viewport);
        expect(cards.map((card) => card.href)).toContain("/product/collins-incense");
        // The strip is where the story ends: after the article's last paragraph, before the footer.
        const order = await page.evaluate(() => {
          const article = document.querySelector("main article, article");
          const section = document.querySelector("[data-product-strip]");
          if (!article || !section) return null;
          return article.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING;
        });
        expect(order).toBeTruthy();
        await showStrip(page, STORY_STRIP);
        await screenshot(page, `content-strip-brandstory-${viewport}`);
        await page.goto("/brandstory");
        await screenshot(page, `content-strip-brandstory-top-${viewport}`);

        await page.goto("/makersnote/winter-gift-wrapping");
        const gifts = await expectStripLayout(page, STORY_STRIP, viewport);
        expect(gifts.map((card) => card.href)).toContain("/product/collins-incense-giftset");
        await showStrip(page, STORY_STRIP);
        await screenshot(page, `content-strip-makersnote-${viewport}`);
      });
    });
  }

  it("follows the products an operator picks in the console", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/admin/content-pages");
      await page.waitForURL(/\/login\/form\?next=/);
      await page.getByLabel("이메일").fill("admin@collins.kr");
      await page.getByLabel("비밀번호").fill(adminPassword);
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL("**/admin/content-pages");
      const list = (await (await page.request.get("/api/admin/content-pages")).json()) as {
        items: { id: number; slug: string }[];
      };
      const id = list.items.find((item) => item.slug === "collinsday1969")?.id;
      expect(id).toBeDefined();
      await page.goto(`/admin/content-pages/${id}`);
      await whenHydrated(page);
      const picker = page.getByRole("group", { name: /함께 보여줄 상품/ });
      await uncheckAll(picker);
      await picker.getByRole("checkbox", { name: "라운지 세트", exact: true }).check();
      await picker.getByRole("checkbox", { name: "에이카드", exact: true }).check();
      await page.getByRole("button", { name: "상품 저장" }).click();
      await page.getByRole("status").filter({ hasText: "함께 보여줄 상품을 저장했어요." }).waitFor();
      await screenshot(page, "content-strip-console-desktop");

      await page.goto("/collinsday1969");
      const cards = await cardsOf(page, STORY_STRIP);
      // In the console list's order (the catalog's), whatever order they were ticked in.
      expect(cards.map((card) => card.name)).toEqual(["에이카드", "라운지 세트"]);

      // No products picked: the page ends with its text, no empty strip.
      await page.goto(`/admin/content-pages/${id}`);
      await whenHydrated(page);
      await uncheckAll(picker);
      await page.getByRole("button", { name: "상품 저장" }).click();
      await page.getByRole("status").filter({ hasText: "함께 보여줄 상품을 저장했어요." }).waitFor();
      await page.goto("/collinsday1969");
      await page.getByRole("heading", { level: 1, name: "COLLINS DAY 1969" }).waitFor();
      expect(await strip(page, STORY_STRIP).count()).toBe(0);
    });
  });
});

describe("the 404 page", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`sends an unlisted path to /error with a search and the best-sellers on a ${viewport}`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await page.goto("/no-such-page-2026");
        await page.waitForURL("**/error");
        await page.getByRole("heading", { level: 1, name: "페이지를 찾을 수 없어요" }).waitFor();
        await expectStripLayout(page, POPULAR_STRIP, viewport);
        await screenshot(page, `content-strip-404-${viewport}`);
        await showStrip(page, POPULAR_STRIP);
        await screenshot(page, `content-strip-404-products-${viewport}`);

        await whenHydrated(page);
        const search = page.getByRole("search").filter({ has: page.locator("#error-search-keyword") });
        await search.getByRole("searchbox").fill("유자");
        await search.getByRole("button", { name: "검색하기" }).click();
        await page.waitForURL(/\/search\?keyword=%EC%9C%A0%EC%9E%90$/);
        await page.getByText(/^검색 결과 \d+개$/).waitFor();
        expect(await page.locator('a[href^="/product/"]').count()).toBeGreaterThan(0);
      });
    });
  }

  it("searches without scripts (a GET form to /search)", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await page.goto("/error");
        expect((await cardsOf(page, POPULAR_STRIP)).length).toBe(4);
        await page.locator("#error-search-keyword").fill("인센스");
        await page.locator("#error-search-keyword").press("Enter");
        await page.waitForURL(/\/search\?keyword=/);
        await page.getByText(/^검색 결과 \d+개$/).waitFor();
      },
      [],
      { scripts: false },
    );
  });
});
