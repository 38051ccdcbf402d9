// Issue 3: browsing in Chromium on a phone and a desktop — home → collection → sort →
// sub-category → product → related product; the header on the phone; search.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { eventDays } from "../../core/dates";
import { openProduct, screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const wonOf = (text: string) => Number(text.replace(/[^0-9]/g, ""));

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator("main ul li a[href^='/product/'] p").filter({ hasText: "판매가" }).allInnerTexts();
  return texts.map(wonOf);
}

describe("server-rendered product page", () => {
  it("carries title, canonical, absolute Open Graph image and JSON-LD Product", async () => {
    const response = await fetch(`${baseUrl}/product/collins-incense`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Collins - 콜린스 인센스</title>");
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/product/collins-incense"/>`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${baseUrl}/media/products/collins-incense/1\\.webp"`),
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const product = JSON.parse(ld ?? "{}");
    expect(product).toMatchObject({
      "@type": "Product",
      name: "콜린스 인센스",
      offers: { priceCurrency: "KRW", price: 15000, availability: "https://schema.org/InStock" },
      aggregateRating: { reviewCount: expect.any(Number) },
    });
  });

  it("sends a missing product and an unknown collection to /error", async () => {
    for (const path of ["/product/no-such-thing", "/collection/no-such-collection"]) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe("/error");
    }
  });

  it("publishes sitemap.xml and robots.txt", async () => {
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`${baseUrl}/product/collins-incense`);
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain("Sitemap:");
  });
});

describe.each<ViewportName>(["phone", "desktop"])("browsing on a %s", (viewport) => {
  it("goes home → collection → sort → sub-category → product → related product", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/");
      await page
        .getByRole("navigation", { name: "컬렉션 바로가기" })
        .getByRole("link", { name: /무드워터/ })
        .click();
      await page.waitForURL("**/collection/mood");
      await expect.poll(() => page.title()).toBe("Collins - 무드워터");
      await page.getByText(/^총 \d+개$/).waitFor();

      await page.getByLabel("정렬").selectOption({ label: "낮은가격순" });
      await page.waitForURL("**/collection/mood?sort=priceAs");
      await expect
        .poll(async () => {
          const prices = await cardPrices(page);
          return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
        })
        .toBe(true);

      await page.getByRole("navigation", { name: "세부 카테고리" }).getByRole("link", { name: "60ml" }).click();
      await page.waitForURL(/subcollection=mini/);
      await expect.poll(() => page.locator("main a[href^='/product/moodwater-60-']").count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator("main a[href='/product/moodwater-yuja']").count()).toBe(0);
      await screenshot(page, `browse-collection-${viewport}`);

      await page.locator("main a[href='/product/moodwater-60-yuja']").click();
      await page.waitForURL("**/product/moodwater-60-yuja");
      await page.getByRole("heading", { level: 1, name: "무드워터 유자 60ml" }).waitFor();
      await expect.poll(() => page.title()).toBe("Collins - 무드워터 유자 60ml");
      await screenshot(page, `browse-product-${viewport}`);

      const related = page.locator("#related a[href^='/product/']").first();
      const href = await related.getAttribute("href");
      await related.click();
      await page.waitForURL(`**${href}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
    });
  });

  it("shows the product's tabs and scrolls to the reviews", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      // Once live (decision 14): a tab tapped earlier is replayed while the purchase area still loads.
      await openProduct(page, "collins-incense");
      const tabs = page.getByRole("navigation", { name: "상품 상세 메뉴" });
      await tabs.getByRole("link", { name: "이벤트 혜택" }).waitFor();
      await tabs.getByRole("link", { name: "향 소개" }).waitFor();
      await tabs.getByRole("link", { name: /^리뷰 \(\d+\)$/ }).click();
      // A smooth scroll down a desktop's long page took more than the poll's default second under CI's load.
      await expect
        .poll(() => page.locator("#review").evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          timeout: 5_000,
        })
        .toBeLessThan(300);
      await page
        .getByRole("img", { name: /별점 5점 만점에/ })
        .first()
        .waitFor();
    });
  });

  it("writes the event's title and period over the left part of its banner, the link named by them", async () => {
    const { event } = (await (await fetch(`${baseUrl}/api/product/collins-incense`)).json()) as {
      event: { title: string; starts_at: string; ends_at: string };
    };
    const period = eventDays(event.starts_at, event.ends_at);
    expect(period).toMatch(/^\d{1,2}\.\d{1,2} – \d{1,2}\.\d{1,2}$/);
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/product/collins-incense");
      const banner = page.getByRole("link", { name: `${event.title} ${period}`, exact: true });
      // The server's HTML already gives the box its 4:1 shape, so the words do not move it.
      const box = await banner.boundingBox();
      expect(box?.width).toBeGreaterThan(viewport === "phone" ? 340 : 380);
      expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) / 4)).toBeLessThan(1);
      expect(await banner.locator("img").getAttribute("alt")).toBe("");
      for (const words of [event.title, period ?? ""]) {
        const text = await banner.getByText(words, { exact: true }).evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { left, right, top, bottom } = range.getBoundingClientRect();
          return { left, right, top, bottom };
        });
        const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
        expect([words, text.left >= x, text.right <= x + width * 0.55]).toEqual([words, true, true]);
        expect([words, text.top >= y, text.bottom <= y + height]).toEqual([words, true, true]);
      }
      await whenHydrated(page);
      expect(await banner.boundingBox()).toEqual(box);
      await screenshot(page, `event-banner-${viewport}`);
    });
  });

  it("finds mood water by typing 무드, and shows the empty state for nonsense", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/collection/fragrance");
      // Before the page is live the link opens the results page (tests/e2e/nojs-support.e2e.ts).
      await whenHydrated(page);
      await page.getByRole("link", { name: "검색", exact: true }).click();
      const panel = page.getByRole("dialog", { name: "상품 검색" });
      await panel.getByRole("searchbox").fill("무드");
      await panel.getByText(/^검색 결과 \d+개$/).waitFor();
      await expect(panel.locator("a[href='/product/moodwater-yuja']").count()).resolves.toBe(1);
      expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(true);
      await screenshot(page, `search-${viewport}`);
      await panel.getByRole("searchbox").fill("ㅁㄴㅇㄹ없는향");
      await panel.getByText("검색 결과가 없어요").waitFor();
      await panel.getByRole("button", { name: "검색 닫기" }).click();
      await panel.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(false);
    });
  });
});

describe("the collection selector on a desktop", () => {
  it("lists exposed collections only and opens a second column for sub-categories", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/collection/goods");
      await page.getByRole("button", { name: /컬렉션 선택/ }).click();
      const collections = page.getByRole("list", { name: "컬렉션" });
      await collections.waitFor();
      expect(await collections.getByText("홀리데이", { exact: false }).count()).toBe(0);
      await collections.getByRole("button", { name: /무드워터/ }).click();
      await page.getByRole("list", { name: "무드워터" }).getByRole("link", { name: "60ml" }).click();
      await page.waitForURL("**/collection/mood?subcollection=mini");
      await page.getByRole("navigation", { name: "세부 카테고리" }).getByRole("link", { name: "60ml" }).waitFor();
      expect(
        await page
          .getByRole("navigation", { name: "세부 카테고리" })
          .getByRole("link", { name: "60ml" })
          .getAttribute("aria-current"),
      ).toBe("page");

      await page.getByRole("button", { name: /컬렉션 선택/ }).click();
      await page.getByRole("list", { name: "컬렉션" }).waitFor();
      await page.mouse.click(5, 800);
      await page.getByRole("list", { name: "컬렉션" }).waitFor({ state: "detached" });
    });
  });
});

describe("the desktop purchase menu", () => {
  it("stays fixed while it fits the window (margin 88px) and scrolls with the page when it does not", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openProduct(page, "collins-incense");
      const menu = page.locator("#purchase");
      const fixed = () => expect.poll(() => menu.getAttribute("data-fixed"), { timeout: 5_000 });
      // The incense menu is about 1,050 px tall: at 1440×900 it does not fit and scrolls with the page.
      // (The page starts as "fixed" and is measured 500 ms later, so only a change after a measurement
      // proves anything; the test used to pass by reading that first state.)
      await fixed().toBe("false");
      const height = await menu.evaluate((element) => (element as HTMLElement).offsetHeight);
      await page.setViewportSize({ width: 1440, height: height + 88 });
      await fixed().toBe("true");
      await page.setViewportSize({ width: 1440, height: height + 87 });
      await fixed().toBe("false");
    });
  });
});

describe("the header on a phone", () => {
  it("hides while scrolling down past 50px and comes back on scroll up", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/collection/all");
      const header = page.locator("header[data-solid]");
      await page.mouse.wheel(0, 600);
      await expect.poll(() => header.getAttribute("data-hidden")).toBe("true");
      await page.mouse.wheel(0, -200);
      await expect.poll(() => header.getAttribute("data-hidden")).toBe("false");
    });
  });

  it("never hides on a desktop", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/collection/all");
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      expect(await page.locator("header[data-solid]").getAttribute("data-hidden")).toBe("false");
    });
  });
});

describe("the phone layout", () => {
  it.each([
    "/",
    "/collection/fragrance",
    "/collection/all",
    "/product/collins-incense",
    "/product/incense-chamber-honeybadger",
    "/cart",
    "/signup/form",
    "/login/form",
  ])("%s never scrolls sideways (nothing wider than 390px)", async (path) => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    });
  });
});
