// Issue 19: no React error (421, 345 or any other), console error or uncaught page error in 200
// consecutive loads of the product, collection and login pages with the CPU four times slower
// (Lighthouse's phone), while the shopper taps and types as soon as the page shows something to tap:
// the product's tabs and purchase buttons, the collection's selector and sort, the login fields.
// Nothing holds those events back until hydration (decision 19), so React must take them as they come.
import type { CDPSession, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, sharedBrowser } from "./support/browser";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();
const LOADS = Number(process.env.REACT_ERROR_LOADS ?? 200);

/** Clicks the element as soon as it is on screen, however far the page is from being hydrated. */
async function tapWhenShown(target: Locator): Promise<void> {
  await target.click({ timeout: 10_000, noWaitAfter: true });
}

const pages: { path: string; act: (page: Page) => Promise<void> }[] = [
  {
    path: "/product/collins-incense",
    act: async (page) => {
      const tabs = page.getByRole("navigation", { name: "상품 상세 메뉴" });
      await tapWhenShown(tabs.getByRole("link", { name: /^리뷰/ }));
      await tapWhenShown(tabs.getByRole("link", { name: "향 소개" }));
      // The purchase area is a chunk of its own: its first button (option picker or buy bar) once it shows.
      await tapWhenShown(page.locator("#purchase button:visible").first());
    },
  },
  {
    path: "/collection/all",
    act: async (page) => {
      await tapWhenShown(page.locator("button[aria-haspopup]").first());
      await page.getByLabel("정렬").selectOption({ index: 1 }, { timeout: 10_000, noWaitAfter: true });
    },
  },
  {
    path: "/login/form",
    act: async (page) => {
      await page.getByLabel("이메일").pressSequentially("admin@collins.kr", { timeout: 10_000 });
      await page.getByLabel("비밀번호").pressSequentially(adminPassword.slice(0, 6), { timeout: 10_000 });
    },
  },
];

async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

describe("React errors while the page comes alive (issue 19)", () => {
  it(`none in ${LOADS} loads of product, collection and login at a 4× slower CPU, tapped and typed into at once`, async () => {
    const started = Date.now();
    const failures: string[] = [];
    let done = 0;
    for (const viewport of ["phone", "desktop"] as const) {
      const opened = await openPage(browser(), baseUrl, viewport);
      const { page, consoleErrors } = opened;
      await throttled(page);
      try {
        const half = viewport === "phone" ? Math.ceil(LOADS / 2) : Math.floor(LOADS / 2);
        for (let load = 0; load < half; load += 1) {
          const { path, act } = pages[load % pages.length] as (typeof pages)[number];
          consoleErrors.length = 0;
          try {
            await page.goto(path, { waitUntil: "commit" });
            await act(page);
            await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
            // Effects and lazy chunks after hydration (the purchase area, the engagement chunk).
            await page.waitForLoadState("load");
            await page.waitForTimeout(100);
          } catch (error) {
            failures.push(
              `${viewport} ${path} #${load}: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
            );
          }
          for (const error of consoleErrors) failures.push(`${viewport} ${path} #${load}: ${error}`);
          if (consoleErrors.length > 0) console.info(`${viewport} ${path} #${load}: ${consoleErrors.join(" | ")}`);
          done += 1;
        }
      } finally {
        await opened.context.close();
      }
    }
    console.info(`${done} loads in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} errors`);
    expect(failures).toEqual([]);
  }, 1_200_000);
});
