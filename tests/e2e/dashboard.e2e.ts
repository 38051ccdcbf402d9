// Issue 22 in Chromium at 390×844 and 1440×900: a shopper's paid order shows on the console's
// dashboard (today's sales, the pipeline's 결제완료), the pipeline's link opens the orders list
// filtered to that status, and on a phone every console table is a stack of cards: the orders list
// shows each order's amount and status with nothing wider than the screen. 웹 성능 has its own page.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, viewports, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payInSimulator } from "./support/checkout";
import { openConsole } from "./support/console";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** The page is no wider than its window: nothing to scroll sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the console's dashboard", () => {
  it("a shopper pays an order", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await buyNowOnDesktop(page, "moodwater-yuja");
      await fillCheckout(page, `dashboard-${Date.now()}@collins.kr`);
      expect(await payInSimulator(page)).toMatch(/^\d+$/);
    });
  });

  for (const viewport of ["phone", "desktop"] as const) {
    it(`shows the day's sales and the pipeline, whose link opens the filtered list (${viewport})`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await openConsole(page, "/admin");
        await page.getByRole("heading", { name: "대시보드" }).waitFor();
        expect(await page.getByRole("link", { name: /^오늘 매출/ }).textContent()).toMatch(
          /^오늘 매출[1-9][\d,]*원주문 [1-9]\d*건$/,
        );
        const pipeline = page.getByRole("region", { name: "주문 처리 현황" });
        const paid = pipeline.getByRole("link", { name: /^결제완료/ });
        const paidCount = Number((await paid.textContent())?.match(/(\d+)건/)?.[1]);
        expect(paidCount).toBeGreaterThanOrEqual(1);
        expect(await pipeline.getByRole("link").allTextContents()).toEqual([
          expect.stringMatching(/^결제완료\d+건$/),
          expect.stringMatching(/^배송준비중\d+건$/),
          expect.stringMatching(/^배송중\d+건$/),
          expect.stringMatching(/^배송완료\d+건$/),
          expect.stringMatching(/^구매확정\d+건$/),
        ]);
        expect(await page.getByRole("region", { name: "취소·교환·반품" }).getByRole("link").count()).toBe(3);
        await page.getByRole("heading", { name: "많이 팔린 상품 (최근 30일)" }).waitFor();
        expect(await fitsWidth(page)).toBe(true);
        await screenshot(page, `dashboard/dashboard-${viewport}`, { fullPage: true });

        await paid.click();
        await page.waitForURL((url) => url.pathname === "/admin/orders" && url.searchParams.get("status") === "paid");
        await page.getByRole("heading", { name: `주문 (${paidCount}건)` }).waitFor();
        expect(await page.getByLabel("상태").inputValue()).toBe("paid");
        const statuses = page.locator("main tbody td[data-label='상태']");
        expect(await statuses.allTextContents()).toEqual(Array(Math.min(paidCount, 20)).fill("결제완료"));
        await screenshot(page, `dashboard/orders-${viewport}`);

        await page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link", { name: "웹 성능" }).click();
        await page.getByRole("heading", { name: "웹 성능" }).waitFor();
        await page.goto("/admin/products");
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await fitsWidth(page)).toBe(true);
        await screenshot(page, `dashboard/products-${viewport}`);
      });
    });
  }

  it("shows the orders list as cards on a phone: amount and status in sight, nothing wider than 390px", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openConsole(page, "/admin/orders");
      const card = page.locator("main tbody tr").first();
      expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe("block");
      expect((await page.locator("main thead").boundingBox())?.height).toBeLessThanOrEqual(1);
      for (const [label, text] of [
        ["결제 금액", /^[1-9][\d,]*원/],
        ["상태", /^결제완료$/],
      ] as const) {
        const cell = card.locator(`td[data-label='${label}']`);
        expect(await cell.textContent()).toMatch(text);
        const box = await cell.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewports.phone.width).toBe(true);
        // The cell's heading is written beside its value.
        expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe(`"${label}"`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page
        .getByRole("link", { name: /^#\d+$/ })
        .first()
        .click();
      await page.waitForURL(/\/admin\/orders\/\d+$/);
      expect(await fitsWidth(page)).toBe(true);
    });
  });
});
