// Issue 22 "Pickers, not ids" in Chromium: the operator makes a new product in the console and
// chooses its collection (홈웨어) and a cross-sale product (허니배저 키링) by name — searching, then
// 넣기 — without typing an id or JSON, saves and publishes it; the storefront's collection lists the
// product and its page links to the cross-sale product (spec §3 "cross_sale_products"). At
// 1440×900 with scripts (the search filters as the operator types) and at 390×844 before any
// script (찾기 is a step of the form the action answers).
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openProduct, screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { logInAsOperator } from "./support/console";

const baseUrl = inject("baseUrl");
const _adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const CROSS_SALE = "허니배저 키링";

async function createWithPicks(page: Page, slug: string, name: string, shot: string, scripts: boolean) {
  await page.goto("/admin/products/new");
  if (scripts) await whenHydrated(page);
  await page.getByLabel("상품명").fill(name);
  await page.getByLabel("주소 (영문 소문자, 숫자, -)").fill(slug);
  await page.getByLabel("상품 페이지 제목").fill(name);
  await page.getByLabel("정가 (원)").fill("39000");
  await page.getByLabel("재고 (단일 상품)").fill("10");
  await page.getByRole("checkbox", { name: "홈웨어" }).check();

  const picker = page.getByRole("group", { name: "다른 구성 상품" });
  await picker.getByRole("searchbox", { name: "다른 구성 상품 찾기" }).fill("키링");
  // Before scripts the search is a step of the form; with them the matches follow the typing.
  if (!scripts) await picker.getByRole("button", { name: "다른 구성 상품 찾기" }).click();
  const matches = picker.getByRole("list", { name: "다른 구성 상품 검색 결과" });
  await matches.getByRole("button", { name: `${CROSS_SALE} 넣기` }).click();
  await picker.getByRole("button", { name: `${CROSS_SALE} 빼기` }).waitFor();
  expect(await picker.getByLabel("표시 이름").inputValue()).toBe(CROSS_SALE);
  // The product's fields and the ticked collection stay as they were across the step.
  expect(await page.getByLabel("상품명").inputValue()).toBe(name);
  expect(await page.getByRole("checkbox", { name: "홈웨어" }).isChecked()).toBe(true);
  await picker.scrollIntoViewIfNeeded();
  await screenshot(page, `${shot}-picked`);
  const width = page.viewportSize()?.width ?? 0;
  expect((await picker.boundingBox())?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(width);

  await page.getByRole("button", { name: "저장", exact: true }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  await page.getByRole("button", { name: "판매 시작" }).click();
  await page.getByRole("button", { name: "숨기기" }).waitFor();
  expect(await page.getByRole("checkbox", { name: "홈웨어" }).isChecked()).toBe(true);
  await page
    .getByRole("group", { name: "다른 구성 상품" })
    .getByRole("button", { name: `${CROSS_SALE} 빼기` })
    .waitFor();
}

async function seeInShop(page: Page, slug: string, name: string, shot: string) {
  await page.goto("/collection/homewear");
  await page.getByText(name).first().waitFor();
  await openProduct(page, slug);
  if (page.viewportSize()?.width === 390) {
    await page.getByRole("button", { name: "구매하기", exact: true }).click();
  }
  const siblings = page.getByRole("navigation", { name: "다른 구성 보기" });
  await siblings.getByRole("link", { name: new RegExp(CROSS_SALE) }).waitFor();
  await screenshot(page, `${shot}-shop`);
}

describe("the product pickers", () => {
  it("at 1440×900: a collection and a cross-sale product chosen by name reach the storefront", async () => {
    const slug = `robe-picks-desktop-${Date.now()}`;
    const name = `리넨 로브 피커 ${Date.now()}`;
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await logInAsOperator(page);
      await createWithPicks(page, slug, name, "product-pickers-desktop", true);
      await seeInShop(page, slug, name, "product-pickers-desktop");
    });
  });

  it("at 390×844: the pickers work before any script, and the phone's purchase sheet links the cross-sale", async () => {
    const slug = `robe-picks-phone-${Date.now()}`;
    const name = `리넨 로브 피커 ${Date.now()}`;
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await logInAsOperator(page);
        await createWithPicks(page, slug, name, "product-pickers-phone-nojs", false);
      },
      [],
      { scripts: false },
    );
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await seeInShop(page, slug, name, "product-pickers-phone");
    });
  });
});
