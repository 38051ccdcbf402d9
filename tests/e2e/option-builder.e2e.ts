// Issue 22 "Option builder" in Chromium: the operator creates a new variable product with two
// option levels (향 × 사이즈) in the console without typing any JSON — names the levels and values,
// '조합 만들기' makes the grid, '모두 적용' fills the stock, a SKU, 품절 and 숨김 per row — saves
// and publishes it; the storefront's picker (spec §4 "Option selection") then offers the options
// level by level, shows 유자 / 대 as 품절 and never offers the hidden 바이올렛 / 대. At 1440×900 with
// scripts, and at 390×844 with the console's form working before any script (rows are cards);
// axe finds no serious violation in the builder.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe";
import { openProduct, screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { logInAsOperator } from "./support/console";

const baseUrl = inject("baseUrl");
const _adminPassword = inject("adminPassword");
const browser = sharedBrowser();

/** A new variable product with 향 (유자, 바이올렛) × 사이즈 (소, 대), built in the console and published. */
async function createInConsole(page: Page, slug: string, shot: string, scripts: boolean) {
  await page.goto("/admin/products/new");
  if (scripts) await whenHydrated(page);
  await page.getByLabel("상품명").fill(`디퓨저 옵션 ${slug}`);
  await page.getByLabel("주소 (영문 소문자, 숫자, -)").fill(slug);
  await page.getByLabel("유형").selectOption("variable");
  await page.getByLabel("상품 페이지 제목").fill("디퓨저");
  await page.getByLabel("정가 (원)").fill("32000");
  await page.getByLabel("옵션 1 이름").fill("향");
  await page.getByLabel("옵션 1 값 1").fill("유자");
  await page.getByLabel("옵션 1 값 2").fill("바이올렛");
  await page.getByLabel("옵션 2 이름").fill("사이즈");
  await page.getByLabel("옵션 2 값 1").fill("소");
  await page.getByLabel("옵션 2 값 2").fill("대");
  await page.getByRole("button", { name: "조합 만들기" }).click();
  await page.getByRole("heading", { name: "조합 4개" }).waitFor();
  // The product's fields stay as typed across the round trip.
  expect(await page.getByLabel("상품명").inputValue()).toBe(`디퓨저 옵션 ${slug}`);

  await page.getByLabel("모든 조합의 재고").fill("8");
  await page.getByRole("button", { name: "모두 적용" }).click();
  await page.getByRole("status").getByText("조합을 만들었어요").waitFor();
  await expect.poll(() => page.getByLabel("바이올렛 / 대 재고").inputValue()).toBe("8");
  await page.getByLabel("유자 / 대 정가").fill("45000");
  await page.getByLabel("유자 / 소 SKU").fill(`${slug}-YS`.toUpperCase());
  await page.getByLabel("유자 / 대 품절").check();
  await page.getByLabel("바이올렛 / 대 숨김").check();
  const grid = page.getByRole("list", { name: "옵션 조합" });
  await grid.scrollIntoViewIfNeeded();
  await screenshot(page, `${shot}-grid`, { fullPage: true });
  // Every row fits the screen: on a phone it is a card, not a table cut off at the side.
  const width = page.viewportSize()?.width ?? 0;
  for (const box of await grid
    .getByRole("listitem")
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(width);
  }

  await page.getByRole("button", { name: "저장", exact: true }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  await page.getByRole("button", { name: "판매 시작" }).click();
  await page.getByRole("button", { name: "숨기기" }).waitFor();
  expect(await page.getByLabel("유자 / 소 SKU").inputValue()).toBe(`${slug}-YS`.toUpperCase());
  expect(await page.getByLabel("유자 / 대 품절").isChecked()).toBe(true);
  expect(await page.getByLabel("바이올렛 / 대 숨김").isChecked()).toBe(true);
  // The builder and its grid pass axe's serious and critical rules (axe runs as a page script).
  if (scripts) expect(describeViolations(page.url(), await seriousViolations(page))).toEqual([]);
}

const optionTexts = async (list: ReturnType<Page["getByRole"]>) =>
  (await list.getByRole("button").allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());

/** The picker level by level: 유자 leads to 소 and a sold-out 대; 바이올렛 to 소 only (대 is hidden). */
async function pickInStorefront(page: Page, scope: Page | ReturnType<Page["getByRole"]>, shot: string) {
  const scents = scope.getByRole("list", { name: "향" });
  if (!(await scents.isVisible())) await scope.getByRole("button", { name: "향 선택" }).click();
  expect(await optionTexts(scents)).toEqual(["유자", "바이올렛"]);
  await scents.getByRole("button", { name: "유자" }).click();
  const sizes = scope.getByRole("list", { name: "사이즈" });
  expect(await optionTexts(sizes)).toEqual(["소32,000원", "대품절"]);
  await screenshot(page, `${shot}-yuja`);
  await scope.getByRole("button", { name: "향: 유자" }).click();
  await scents.getByRole("button", { name: "바이올렛" }).click();
  expect(await optionTexts(sizes)).toEqual(["소32,000원"]);
  await sizes.getByRole("button", { name: /소/ }).click();
  await scope.getByText("바이올렛 / 소").first().waitFor();
  await screenshot(page, `${shot}-chosen`);
}

describe("the option builder", () => {
  it("at 1440×900: builds and publishes a two-level product, and the storefront offers its options", async () => {
    const slug = `diffuser-desktop-${Date.now()}`;
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await logInAsOperator(page);
      await createInConsole(page, slug, "option-builder-desktop", true);
      await openProduct(page, slug);
      await pickInStorefront(page, page, "option-builder-desktop-shop");
    });
  });

  it("at 390×844: the console's builder works before any script, and the phone's option sheet offers the options", async () => {
    const slug = `diffuser-phone-${Date.now()}`;
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await logInAsOperator(page);
        await createInConsole(page, slug, "option-builder-phone-nojs", false);
      },
      [],
      { scripts: false },
    );
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openProduct(page, slug);
      await page.getByRole("button", { name: "구매하기", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: "옵션 선택" });
      await sheet.waitFor();
      await pickInStorefront(page, sheet, "option-builder-phone-shop");
    });
  });
});
