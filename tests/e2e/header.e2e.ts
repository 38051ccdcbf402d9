// Issue 21 "Desktop header" and "Opaque sticky bars": from 1201 px the exposed collections are a
// horizontal menu (GNB) instead of the hamburger; 로그인 / 마이페이지 and the cart sit at the right
// on every viewport; the home logo stays findable after scrolling; the solid header is opaque.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  backgroundAlpha,
  screenshot,
  sharedBrowser,
  type ViewportName,
  viewports,
  whenHydrated,
  withPage,
} from "./support/browser";
import { signUpInSession } from "./support/signup";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

type Collection = { url: string; title: string; isExpose: boolean };

async function exposedCollections(): Promise<Collection[]> {
  const all = (await (await fetch(`${baseUrl}/api/v2/collection/all`)).json()) as Collection[];
  const exposed = all.filter((collection) => collection.isExpose);
  expect(exposed.length).toBeGreaterThan(3);
  return exposed;
}

const header = (page: Page) => page.locator("header[data-solid]");
const gnb = (page: Page) => header(page).getByRole("navigation", { name: "쇼핑 메뉴" });
const accountLink = (page: Page, name = "로그인") => header(page).getByRole("link", { name, exact: true });
const cartLink = (page: Page) => header(page).getByRole("link", { name: /^장바구니/ });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

/** Right of the logo, and on a desktop in the right part of the bar. */
async function expectAtTheRight(page: Page, viewport: ViewportName, locator: Locator) {
  const { x } = await box(locator);
  const logo = await box(header(page).getByRole("link", { name: "Collins 홈" }));
  expect(x).toBeGreaterThanOrEqual(logo.x + logo.width);
  if (viewport === "desktop") expect(x).toBeGreaterThan(viewports.desktop.width * 0.7);
}

describe("the desktop header at 1440×900", () => {
  it("shows every exposed collection as a horizontal menu, no hamburger, and 로그인 and the cart at the right", async () => {
    const collections = await exposedCollections();
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/collection/all");
      await whenHydrated(page);
      for (const collection of collections) {
        const link = gnb(page).getByRole("link", { name: collection.title, exact: true });
        expect(await link.isVisible(), collection.title).toBe(true);
        expect(await link.getAttribute("href")).toBe(`/collection/${collection.url}`);
      }
      // The current collection is marked in the menu.
      const all = collections.find((collection) => collection.url === "all");
      if (all) {
        const current = gnb(page).getByRole("link", { name: all.title, exact: true });
        expect(await current.getAttribute("aria-current")).toBe("page");
      }
      expect(await page.getByRole("button", { name: "메뉴 열기" }).count()).toBe(0);
      expect(await accountLink(page).getAttribute("href")).toBe("/login/menu");
      await expectAtTheRight(page, "desktop", accountLink(page));
      await expectAtTheRight(page, "desktop", cartLink(page));
      expect((await box(accountLink(page))).x).toBeLessThan((await box(cartLink(page))).x);
      await screenshot(page, "header-collection-desktop");

      const incense = collections.find((collection) => collection.url === "fragrance");
      if (!incense) throw new Error("the seed exposes the incense collection");
      await gnb(page).getByRole("link", { name: incense.title, exact: true }).click();
      await page.waitForURL(`**/collection/${incense.url}`);
      await page.getByRole("heading", { level: 1, name: incense.title }).waitFor();
    });
  });

  it("keeps the account slot's width when the login state arrives: 로그인 and 마이페이지 share it", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/collection/all");
      await whenHydrated(page);
      const guest = await box(accountLink(page));
      await signUpInSession(page, baseUrl, `header-${Date.now()}@collins.kr`);
      // The same cached HTML for everyone: the server renders the guest's link, the client settles it.
      await page.goto("/collection/all");
      const member = accountLink(page, "마이페이지");
      await member.waitFor();
      expect(await member.getAttribute("href")).toBe("/account");
      expect(await box(member)).toEqual(guest);
      await member.click();
      await page.waitForURL("**/account");
    });
  });
});

describe("the header without scripts", () => {
  it.each<ViewportName>(["phone", "desktop"])("leads a guest to login on a %s", async (viewport) => {
    await withPage(
      browser(),
      baseUrl,
      viewport,
      async ({ page }) => {
        await page.goto("/collection/all");
        await accountLink(page).click();
        await page.waitForURL("**/login/menu");
        await page.getByRole("link", { name: "이메일로 로그인" }).waitFor();
      },
      [],
      { scripts: false },
    );
  });
});

describe("the phone header at 390×844", () => {
  it("keeps the hamburger, hides the horizontal menu, and has the account and the cart at the right", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/collection/all");
      await whenHydrated(page);
      expect(await page.getByRole("button", { name: "메뉴 열기" }).isVisible()).toBe(true);
      expect(await page.locator('nav[aria-label="쇼핑 메뉴"]').isVisible()).toBe(false);
      expect(await accountLink(page).getAttribute("href")).toBe("/login/menu");
      await expectAtTheRight(page, "phone", accountLink(page));
      await expectAtTheRight(page, "phone", cartLink(page));
      // The logo stays centred beside three icons.
      const logo = await box(header(page).getByRole("link", { name: "Collins 홈" }));
      expect(Math.abs(logo.x + logo.width / 2 - viewports.phone.width / 2)).toBeLessThan(6);
      await screenshot(page, "header-collection-phone");
    });
  });
});

describe.each<ViewportName>(["phone", "desktop"])("the header on a %s", (viewport) => {
  it("shows the logo on home once the header is solid (issue 21 overrides spec §2 'The logo turns transparent beyond 15px of scroll on the home page')", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/");
      await whenHydrated(page);
      expect(await header(page).getAttribute("data-solid")).toBe("false");
      await screenshot(page, `header-home-${viewport}`);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(400);
      // Spec §2: a phone's header hides while scrolling down and comes back on scroll up.
      if (viewport === "phone") await page.mouse.wheel(0, -60);
      await expect.poll(() => header(page).getAttribute("data-hidden")).toBe("false");
      await expect.poll(() => header(page).getAttribute("data-solid")).toBe("true");
      const logo = header(page).getByRole("link", { name: "Collins 홈" });
      await expect.poll(() => logo.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
      expect(await logo.isVisible()).toBe(true);
      await expect.poll(() => header(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
      await screenshot(page, `header-home-scrolled-${viewport}`);
    });
  });

  it("is opaque once solid, so the text scrolling below does not show through (issue 21)", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/product/collins-incense");
      await whenHydrated(page);
      expect(await header(page).getAttribute("data-solid")).toBe("true");
      await expect.poll(() => backgroundAlpha(header(page))).toBe(1);
      expect(await header(page).evaluate((element) => getComputedStyle(element).backdropFilter)).toBe("none");
      await screenshot(page, `header-product-${viewport}`);

      await page.goto("/");
      await whenHydrated(page);
      expect(await backgroundAlpha(header(page))).toBeLessThan(1);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => header(page).getAttribute("data-solid")).toBe("true");
      await expect.poll(() => backgroundAlpha(header(page))).toBe(1);
    });
  });
});
