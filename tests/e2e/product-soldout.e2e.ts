// Issue 21 in Chromium at 1440×900 and 390×844 (spec §2 "Product page", §4 Stock): a sold-out
// product (허니배저 키링) offers one full-size 재입고 알림 신청 (as tall as the buy button), says 일시품절
// beside its price, and shows no 총 상품 금액 0원; a product without reviews shows no empty stars; a
// product with one sold-out option (콜린스 인센스, 로즈) keeps its buy buttons. The sticky tab bar
// and the phone's floating bar are opaque: the text scrolling beneath does not show through.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  backgroundAlpha,
  openProduct,
  screenshot,
  sharedBrowser,
  type ViewportName,
  withPage,
} from "./support/browser";
import { setStock } from "./support/stock";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** The alpha of an element's computed background colour (1 is opaque). */
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

async function productInfo(slug: string) {
  const answer = await fetch(`${baseUrl}/api/product/${slug}`);
  const { product } = (await answer.json()) as { product: { stock_status: string; rating_count: number } };
  return product;
}

describe.each(["desktop", "phone"] as ViewportName[])("the product page at the %s size (issue 21)", (viewport) => {
  it("offers a sold-out product's restock alarm at full size, says 일시품절 and hides 총 상품 금액", async () => {
    await setStock("keyring-honeybadger", 0);
    expect(await productInfo("keyring-honeybadger")).toMatchObject({ stock_status: "outofstock" });
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await openProduct(page, "keyring-honeybadger");
      const restock = page.getByRole("link", { name: "재입고 알림 신청" }).filter({ visible: true });
      expect(await restock.count()).toBe(1);
      const box = await restock.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThan(300);
      expect(await visible(page, "일시품절").count()).toBe(1);
      expect(await page.getByText("총 상품 금액").count()).toBe(0);
      expect(await page.getByRole("button", { name: /장바구니 담기|바로 구매하기|구매하기/ }).count()).toBe(0);
      await screenshot(page, `product-soldout-${viewport}`);
    });
  });

  it("shows no stars on a product without reviews, and says so in the review section", async () => {
    expect(await productInfo("room-socks")).toMatchObject({ rating_count: 0 });
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await openProduct(page, "room-socks");
      expect(await page.getByRole("img", { name: /^별점/ }).count()).toBe(0);
      await page.getByText("아직 작성된 리뷰가 없어요. 첫 리뷰를 남겨주세요.").waitFor({ state: "attached" });
    });
  });

  it("keeps the buy flow of a product with one sold-out option", async () => {
    expect(await productInfo("collins-incense")).toMatchObject({ stock_status: "instock" });
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await openProduct(page, "collins-incense");
      expect(await visible(page, "일시품절").count()).toBe(0);
      const buy =
        viewport === "desktop"
          ? page.getByRole("button", { name: "바로 구매하기" })
          : page.getByRole("button", { name: "구매하기", exact: true });
      expect(await buy.filter({ visible: true }).count()).toBe(1);
      if (viewport === "desktop") expect(await visible(page, "총 상품 금액").count()).toBe(1);
    });
  });

  it("keeps the sticky tab bar opaque over the text scrolling beneath it", async () => {
    await setStock("keyring-honeybadger", 0);
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await openProduct(page, "keyring-honeybadger");
      const tabs = page.getByRole("navigation", { name: "상품 상세 메뉴" });
      await page.locator("#shipping-returns").scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(400);
      // Stuck to the top (under the header or in its place), with the sections' text beneath it.
      const box = await tabs.boundingBox();
      expect(box?.y ?? 999).toBeLessThanOrEqual(120);
      expect(await backgroundAlpha(tabs)).toBe(1);
      if (viewport === "phone") {
        const bar = page.getByRole("link", { name: "재입고 알림 신청" }).locator("..");
        expect(await backgroundAlpha(bar)).toBe(1);
      }
      await screenshot(page, `product-soldout-tabs-${viewport}`);
    });
  });
});
