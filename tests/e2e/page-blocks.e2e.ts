// Issue 22 "Detail page editor" in Chromium: the operator adds a text block and an image block (a
// photo of the product, chosen from its 이미지, with its description) to a product's detail page
// without typing any JSON, saves and publishes it, and the storefront's product page (spec §2
// "Product page": the product information section) shows both. At 1440×900 with scripts, where the
// preview beside the editor follows the typing, and at 390×844 with the console's form working
// before any script (each step a plain submit), the preview below the editor.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { openProduct, screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { logInAsOperator } from "./support/console";

const baseUrl = inject("baseUrl");
const _adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const photo = async () => ({
  name: "incense.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8a6f4e" } })
    .png()
    .toBuffer(),
});

const TEXT = "향이 은은하게 오래 남는 인센스예요.";
const ALT = "나무 받침 위의 인센스";

async function buildPage(page: Page, slug: string, shot: string, scripts: boolean) {
  await page.goto("/admin/products/new");
  if (scripts) await whenHydrated(page);
  await page.getByLabel("상품명").fill(`상세 블록 ${slug}`);
  await page.getByLabel("주소 (영문 소문자, 숫자, -)").fill(slug);
  await page.getByLabel("상품 페이지 제목").fill("인센스");
  await page.getByLabel("정가 (원)").fill("18000");
  await page.getByLabel("재고 (단일 상품)").fill("5");
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  if (scripts) await whenHydrated(page);

  const images = page.getByRole("region", { name: "이미지" });
  await images.getByLabel("설명", { exact: true }).fill("인센스 사진");
  await images.getByLabel(/이미지 파일/).setInputFiles(await photo());
  await images.getByRole("button", { name: "올리기" }).click();
  await images.getByRole("img", { name: "인센스 사진" }).first().waitFor();

  await page.getByRole("button", { name: "+ 글", exact: true }).click();
  await page.getByRole("group", { name: "1. 글" }).waitFor();
  await page.getByRole("group", { name: "1. 글" }).getByRole("textbox", { name: "글", exact: true }).fill(TEXT);
  await page.getByRole("button", { name: "+ 이미지", exact: true }).click();
  const image = page.getByRole("group", { name: "2. 이미지", exact: true });
  await image.waitFor();
  // The text typed before the step came back with the edited page.
  expect(
    await page.getByRole("group", { name: "1. 글" }).getByRole("textbox", { name: "글", exact: true }).inputValue(),
  ).toBe(TEXT);
  await image.getByRole("radio", { name: "인센스 사진" }).check();
  await image.getByLabel("2. 이미지 이미지 설명").fill(ALT);
  const preview = page.getByRole("region", { name: "상세 페이지 미리보기" });
  if (scripts) await preview.getByRole("img", { name: ALT }).waitFor();
  await preview.getByText(TEXT).waitFor();
  await preview.scrollIntoViewIfNeeded();
  await screenshot(page, `${shot}-editor`);
  // The preview is a phone's width at most, and on a phone it fits the screen.
  const box = await preview.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  await page.getByRole("button", { name: "저장", exact: true }).click();
  await page.getByRole("status").getByText("저장했어요.").waitFor();
  await page.getByRole("button", { name: "판매 시작" }).click();
  await page.getByRole("button", { name: "숨기기" }).waitFor();
  expect(await image.getByLabel("2. 이미지 이미지 설명").inputValue()).toBe(ALT);
}

async function seeOnStorefront(page: Page, shot: string) {
  const detail = page.locator("#detail");
  await detail.getByText(TEXT).waitFor();
  const shown = detail.getByRole("img", { name: ALT });
  await shown.scrollIntoViewIfNeeded();
  expect(await shown.getAttribute("src")).toMatch(/^\/media\/u\//);
  await screenshot(page, `${shot}-shop`);
}

describe("the detail page editor", () => {
  it("at 1440×900: adds a text and an image block with the preview beside, and the product page shows them", async () => {
    const slug = `incense-blocks-desktop-${Date.now()}`;
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await logInAsOperator(page);
      await buildPage(page, slug, "page-blocks-desktop", true);
      await openProduct(page, slug);
      await seeOnStorefront(page, "page-blocks-desktop");
    });
  });

  it("at 390×844: the editor works before any script, and the phone's product page shows the blocks", async () => {
    const slug = `incense-blocks-phone-${Date.now()}`;
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await logInAsOperator(page);
        await buildPage(page, slug, "page-blocks-phone-nojs", false);
      },
      [],
      { scripts: false },
    );
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openProduct(page, slug);
      await seeOnStorefront(page, "page-blocks-phone");
    });
  });
});
