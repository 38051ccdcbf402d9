// Issue 21 in Chromium: the cart's 전체선택 n/m and 선택삭제, with JavaScript (phone) and without it
// (desktop). Nothing checked is refused with a Korean message beside the button; 전체선택 checks every
// line; 선택삭제 removes only the checked lines. The quantity's number sits in the centre of its
// stepper box.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  type OpenedPage,
  screenshot,
  sharedBrowser,
  type ViewportName,
  whenHydrated,
  withPage,
} from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const NOTHING_SELECTED = "삭제할 상품을 선택해주세요.";
/** The refused 선택삭제 is a 400 answer, which the browser logs. */
const REFUSED = [/status of 400/];

const run = (viewport: ViewportName, scripts: boolean, test: (opened: OpenedPage) => Promise<void>) =>
  withPage(browser(), baseUrl, viewport, test, REFUSED, { scripts });

/** Simple products put in the cart: the product page's own form without scripts, the API with them. */
async function fill(page: Page, slugs: string[], scripts: boolean) {
  for (const slug of slugs) {
    await page.goto(`/product/${slug}`);
    if (scripts) {
      const added = await page.evaluate(async (slug) => {
        const { product } = await (await fetch(`/api/product/${slug}`)).json();
        const line = [{ product_id: product.id, variation_id: null, quantity: 1 }];
        const body = JSON.stringify(line);
        return (
          await fetch("/api/cart/item/add", { method: "POST", headers: { "content-type": "application/json" }, body })
        ).status;
      }, slug);
      expect(added).toBe(200);
    } else {
      await page.getByRole("button", { name: "장바구니 담기" }).click();
      await page.waitForURL("**/cart");
    }
  }
  if (scripts) await page.goto("/cart");
}

/** The number's text box: its centre within 1 px of its stepper's centre (issue 21). */
async function expectCentredQuantity(page: Page) {
  const offset = await page
    .getByRole("status", { name: /수량$/ })
    .first()
    .evaluate((output) => {
      const range = document.createRange();
      range.selectNodeContents(output);
      const text = range.getBoundingClientRect();
      const stepper = (output.parentElement as HTMLElement).getBoundingClientRect();
      return {
        x: Math.abs(text.left + text.width / 2 - (stepper.left + stepper.width / 2)),
        y: Math.abs(text.top + text.height / 2 - (stepper.top + stepper.height / 2)),
      };
    });
  expect(offset.x).toBeLessThanOrEqual(1);
  expect(offset.y).toBeLessThanOrEqual(1);
}

describe("the cart's 전체선택 and 선택삭제 (issue 21)", () => {
  it("with JavaScript on a phone: refuses nothing checked, checks all, removes the checked lines", async () => {
    await run("phone", true, async ({ page }) => {
      await fill(page, ["moodwater-yuja", "moodwater-juniper", "collins-tote-bag"], true);
      await whenHydrated(page);
      const all = page.getByRole("checkbox", { name: /전체선택/ });
      await page.getByText("전체선택 0/3").waitFor();
      await expectCentredQuantity(page);

      await page.getByRole("button", { name: "선택삭제" }).click();
      await page.getByRole("alert").getByText(NOTHING_SELECTED).waitFor();
      expect(
        await page
          .getByRole("listitem")
          .filter({ has: page.getByRole("checkbox") })
          .count(),
      ).toBe(3);

      await all.check();
      // The message goes once the shopper changes what is checked.
      expect(await page.getByRole("alert").count()).toBe(0);
      for (const box of await page.getByRole("checkbox", { name: / 선택$/ }).all())
        expect(await box.isChecked()).toBe(true);
      await page.getByText("전체선택 3/3").waitFor();
      await page.getByRole("checkbox", { name: "무드워터 주니퍼 선택" }).uncheck();
      expect(await all.isChecked()).toBe(false);
      await page.getByText("전체선택 2/3").waitFor();
      await screenshot(page, "cart-select-phone");

      await page.getByRole("button", { name: "선택삭제" }).click();
      await page.getByText("전체선택 0/1").waitFor();
      expect(await page.getByRole("checkbox", { name: / 선택$/ }).getAttribute("aria-label")).toBe(
        "무드워터 주니퍼 선택",
      );
      expect(await page.getByRole("alert").count()).toBe(0);
      await screenshot(page, "cart-after-select-remove-phone");
    });
  });

  it("without JavaScript on a desktop: removes a checked line, refuses nothing checked, removes all with 전체선택", async () => {
    await run("desktop", false, async ({ page }) => {
      await fill(page, ["moodwater-yuja", "moodwater-juniper"], false);
      await expectCentredQuantity(page);
      await page.getByRole("checkbox", { name: "무드워터 유자 선택" }).check();
      await screenshot(page, "cart-select-desktop");
      await page.getByRole("button", { name: "선택삭제" }).click();
      await page.waitForURL("**/cart");
      await page.getByRole("checkbox", { name: "무드워터 유자 선택" }).waitFor({ state: "detached" });
      expect(await page.getByRole("checkbox", { name: / 선택$/ }).count()).toBe(1);

      await page.getByRole("button", { name: "선택삭제" }).click();
      await page.getByRole("alert").getByText(NOTHING_SELECTED).waitFor();
      expect(await page.getByRole("checkbox", { name: "무드워터 주니퍼 선택" }).count()).toBe(1);

      await page.getByRole("checkbox", { name: /전체선택/ }).check();
      await page.getByRole("button", { name: "선택삭제" }).click();
      await page.getByText("장바구니가 비어 있어요").waitFor();
    });
  });
});
