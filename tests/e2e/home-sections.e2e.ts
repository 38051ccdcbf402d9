// Issue 21 "Home that sells", in Chromium against the production build: below the film and the
// best-sellers the home is a stack of picture-led sections (collection banners, new arrivals, gifts,
// photo reviews, the latest makers note) in the order the shop setting home_sections gives; every
// picture is lazy and has its size, and nothing on the home moves as it loads or is scrolled through
// (layout shift ≤ 0.05, spec §2 "lazily loaded sections"). The operator moves and hides a section
// in the console's form, without scripts as well, and the home follows at once (the page cache is
// dropped by the setting's change).
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const SEEDED_ORDER = ["categories", "newArrivals", "gift", "photoReviews", "makersNote"];

/** Sums the page's layout shifts not caused by input, from its first paint on (web-vitals' CLS, unwindowed). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { total: 0 };
    (window as unknown as { __shifts: typeof seen }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.total += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);

/** Scrolls down the page a screen at a time, as a shopper reads it, then back to the top. */
async function readDown(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.8));
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(120);
  }
}

const shownSections = (page: Page) =>
  page
    .locator("[data-home-section]")
    .evaluateAll((sections) => sections.map((s) => s.getAttribute("data-home-section")));

/** A full-page picture: sections off screen are laid out for it (content-visibility skips them). */
async function fullPage(page: Page, name: string) {
  await page.addStyleTag({ content: "[data-home-section], footer { content-visibility: visible !important; }" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: await screenshot(page, name), fullPage: true });
}

describe.each<ViewportName>(["phone", "desktop"])("the home's sections on a %s", (viewport) => {
  it("shows the sections in the seeded order with their pictures, and nothing shifts (CLS ≤ 0.05)", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto("/");
      await page.locator("[data-home-section]").first().waitFor({ state: "attached" });
      expect(await shownSections(page)).toEqual(SEEDED_ORDER);
      await whenHydrated(page);
      // The first screen is the film, as before: no section is on it.
      const firstTop = await page
        .locator("[data-home-section]")
        .first()
        .evaluate((s) => s.getBoundingClientRect().top);
      expect(firstTop).toBeGreaterThan(await page.evaluate(() => window.innerHeight));
      await readDown(page);

      const sections = page.locator("[data-home-section]");
      const banners = page.getByRole("navigation", { name: "컬렉션 바로가기" });
      expect(await banners.getByRole("link").count()).toBe(6);
      await expect(banners.getByRole("link", { name: /^인센스/ }).getAttribute("href")).resolves.toBe(
        "/collection/fragrance",
      );
      expect(await page.locator("[data-home-section=newArrivals] a[href^='/product/']").count()).toBe(8);
      expect(await page.locator("[data-home-section=gift] a[href^='/product/']").count()).toBe(4);
      const reviewLinks = page.locator("[data-home-section=photoReviews] a");
      expect(await reviewLinks.count()).toBe(6);
      expect(await reviewLinks.first().getAttribute("href")).toMatch(/^\/product\/[\w-]+#review$/);
      expect(await page.locator("[data-home-section=makersNote] a[href^='/makersnote/']").count()).toBe(1);

      // Every picture is lazy, sized before it loads, and loaded once read down to (a phone's
      // sideways rows load the rest as they are swiped; a laptop shows four new arrivals).
      const pictures = await sections.locator("img").evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => {
          const box = image.getBoundingClientRect();
          return {
            src: image.getAttribute("src"),
            lazy: image.loading === "lazy",
            sized: image.getAttribute("width") !== null && image.getAttribute("height") !== null,
            loaded: (image.complete && image.naturalWidth > 0) || box.width === 0 || box.left >= window.innerWidth,
          };
        }),
      );
      expect(pictures.length).toBeGreaterThanOrEqual(6 + 8 + 4 + 6 + 1);
      expect(pictures.filter((picture) => !(picture.lazy && picture.sized && picture.loaded))).toEqual([]);
      // Category banners reuse the generated collection pictures.
      expect(pictures.filter((picture) => picture.src?.startsWith("/media/collections/"))).toHaveLength(6);

      // Nothing beside the page's width: a sideways row scrolls inside itself.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        await page.evaluate(() => window.innerWidth),
      );
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
      await fullPage(page, `home-sections-${viewport}`);
    });
  });
});

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await page.waitForURL(/\/login\/form\?next=/);
  await page.getByLabel("이메일").fill("admin@collins.kr");
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL("**/admin/settings");
}

const homeForm = (page: Page) => page.getByRole("form", { name: "홈 화면 구성" });

/** The home as a new shopper's browser gets it (the full-page cache answers if it kept the page). */
async function homeOrder(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return [...html.matchAll(/data-home-section="(\w+)"/g)].map((match) => match[1] ?? "");
}

describe("the operator arranges the home in the console", () => {
  it("moves a section up and hides another through the form, and the home follows; works without scripts", async () => {
    expect(await homeOrder()).toEqual(SEEDED_ORDER);
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        await openSettings(page);
        await whenHydrated(page);
        const form = homeForm(page);
        await form.getByLabel("신상품 홈에 보이기").uncheck();
        await form.getByLabel("1. 컬렉션 배너 제목").fill("카테고리");
        await form.getByRole("button", { name: "포토 리뷰 위로" }).click();
        await form.getByRole("status").getByText("홈 화면 구성을 저장했어요. 홈에 바로 반영돼요.").waitFor();
        // The list is shown in its new order: 포토 리뷰 is third now.
        await expect(form.getByLabel("3. 포토 리뷰 제목").inputValue()).resolves.toBe("사진으로 보는 후기");
        await form.scrollIntoViewIfNeeded();
        await screenshot(page, "console-home-sections-desktop");

        // An empty title is refused beside its input, in Korean, and nothing is saved.
        await form.getByLabel("4. 선물 (선물 컬렉션의 상품) 제목").fill(" ");
        await form.getByRole("button", { name: "홈 화면 저장" }).click();
        await form.getByText("구역 제목을 1자 이상 40자 이하로 입력해주세요.").waitFor();
        await form.getByRole("alert").getByText("저장하지 못했어요. 표시된 항목을 확인해주세요.").waitFor();
        // The refusal is the action's 400, which the browser reports.
      },
      [/status of 400/],
    );
    expect(await homeOrder()).toEqual(["categories", "photoReviews", "gift", "makersNote"]);
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain(">카테고리</h2>");

    // Without scripts: the same form, a plain post to the page's action, puts it back as seeded.
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await openSettings(page);
        const form = homeForm(page);
        await form.getByLabel("1. 컬렉션 배너 제목").fill("컬렉션");
        await form.getByRole("button", { name: "포토 리뷰 아래로" }).click();
        await page.waitForURL("**/admin/settings");
        await homeForm(page).getByRole("status").waitFor();
        await homeForm(page).getByLabel("신상품 홈에 보이기").check();
        await homeForm(page).getByRole("button", { name: "홈 화면 저장" }).click();
        await homeForm(page).getByRole("status").waitFor();
        await homeForm(page).scrollIntoViewIfNeeded();
        await screenshot(page, "console-home-sections-phone");
      },
      [],
      { scripts: false },
    );
    expect(await homeOrder()).toEqual(SEEDED_ORDER);
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain(">컬렉션</h2>");
  });
});
