// Issue 22's "Done when" in Chromium, at 390×844 with the console working before any script and at
// 1440×900 with scripts: the owner creates a new variable product in the console — two option
// levels (향: 유자/바이올렛, 사이즈: 50ml/100ml) with prices, stock and SKUs in the option builder,
// two photos made here with sharp, the second one made the 대표 이미지 (moved to the front) — and publishes it; a shopper finds
// it with the storefront's search, sees its photos and both levels, chooses two of 바이올렛 / 100ml
// and pays in the simulator; the owner moves the order to 배송준비중, downloads the shipping list
// CSV, uploads the courier's tracking numbers, and the order shows 배송중; the dashboard has grown
// by the sale (today's revenue and orders, the product among the best sellers, the pipeline's
// 배송중). Every field typed into in the console is a plain one: none of them asks for JSON.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openProduct, screenshot, sharedBrowser, withPage } from "./support/browser";
import { fillCheckout, payButton, payInSimulator } from "./support/checkout";
import { openConsole } from "./support/console";
import { photo } from "./support/photo";
import { SHIPPING_CSV_HEADER, shipByCsv } from "./support/shipping";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const PHOTOS = [
  { alt: "유자 디퓨저 병 사진", file: "yuja.png", colour: "#e3b53c" },
  { alt: "바이올렛 디퓨저 병 사진", file: "violet.png", colour: "#6b4f8a" },
] as const;

/** The rows of the option grid: 향 × 사이즈, the 100ml ones dearer. */
const ROWS = [
  { name: "유자 / 50ml", price: "32000", sku: "YJ-50" },
  { name: "유자 / 100ml", price: "45000", sku: "YJ-100" },
  { name: "바이올렛 / 50ml", price: "32000", sku: "VL-50" },
  { name: "바이올렛 / 100ml", price: "45000", sku: "VL-100" },
] as const;

/**
 * Typing into the console's fields, each one's label and help kept as the operator read them:
 * the test checks at the end that none of them asked for JSON.
 */
function typist() {
  const read: string[] = [];
  return {
    read,
    async type(field: Locator, value: string) {
      await field.fill(value);
      read.push(
        await field.evaluate((input: HTMLInputElement | HTMLTextAreaElement) => {
          const described = (input.getAttribute("aria-describedby") ?? "")
            .split(/\s+/)
            .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""));
          const labels = [...(input.labels ?? [])].map((label) => label.textContent ?? "");
          return [input.getAttribute("aria-label") ?? "", ...labels, ...described, input.placeholder]
            .join(" ")
            .replace(/\s+/g, " ")
            .trim();
        }),
      );
    },
  };
}

/** The dashboard's figures: today's revenue and orders, the pipeline's 배송중, the best sellers' rows. */
async function dashboardFigures(page: Page) {
  await page.goto("/admin");
  await page.getByRole("heading", { name: "대시보드" }).waitFor();
  const today = (await page.getByRole("link", { name: /^오늘 매출/ }).textContent()) ?? "";
  const [, revenue = "", orders = ""] = today.match(/^오늘 매출([\d,]+)원주문 ([\d,]+)건$/) ?? [];
  const shipping = await page
    .getByRole("region", { name: "주문 처리 현황" })
    .getByRole("link", { name: /^배송중/ })
    .textContent();
  const bestSellers = await page
    .getByRole("region", { name: "많이 팔린 상품 (최근 30일)" })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim() ?? "").slice(1)),
    );
  return {
    revenue: Number(revenue.replaceAll(",", "")),
    orders: Number(orders.replaceAll(",", "")),
    shipping: Number(shipping?.match(/(\d+)건/)?.[1]),
    bestSellers,
  };
}

/** The product built in the console, its photos uploaded and the second made the 대표 이미지, published. */
async function createProduct(page: Page, product: { name: string; slug: string }, shot: string): Promise<string[]> {
  const { read, type } = typist();
  await openConsole(page, "/admin/products/new");
  await type(page.getByLabel("상품명"), product.name);
  await type(page.getByLabel("주소 (영문 소문자, 숫자, -)"), product.slug);
  await page.getByLabel("유형").selectOption("variable");
  await type(page.getByLabel("상품 페이지 제목"), "가든 디퓨저");
  await type(page.getByLabel("정가 (원)"), "32000");
  for (const [level, name, values] of [
    [1, "향", ["유자", "바이올렛"]],
    [2, "사이즈", ["50ml", "100ml"]],
  ] as const) {
    await type(page.getByLabel(`옵션 ${level} 이름`), name);
    for (const [index, value] of values.entries()) {
      await type(page.getByLabel(`옵션 ${level} 값 ${index + 1}`), value);
    }
  }
  await page.getByRole("button", { name: "조합 만들기" }).click();
  await page.getByRole("heading", { name: "조합 4개" }).waitFor();
  // The grid's cells, not the 재고 panel's fields of the same name once the product is saved.
  const grid = page.getByRole("list", { name: "옵션 조합" });
  await type(page.getByLabel("모든 조합의 재고"), "10");
  await page.getByRole("button", { name: "모두 적용" }).click();
  await page.getByRole("status").getByText("조합을 만들었어요").waitFor();
  await expect.poll(() => grid.getByLabel("바이올렛 / 100ml 재고").inputValue()).toBe("10");
  for (const row of ROWS) {
    await type(grid.getByLabel(`${row.name} 정가`), row.price);
    await type(grid.getByLabel(`${row.name} SKU`), `${product.slug}-${row.sku}`.toUpperCase());
  }
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  // No field of the saved product's page asks for JSON: options, photos, collections, linked products
  // and the detail page each have an editor of their own (issue 22).
  expect(await page.locator("label, legend").filter({ hasText: "JSON" }).count()).toBe(0);
  for (const row of ROWS) {
    expect(await grid.getByLabel(`${row.name} SKU`).inputValue()).toBe(`${product.slug}-${row.sku}`.toUpperCase());
    expect(await grid.getByLabel(`${row.name} 재고`).inputValue()).toBe("10");
  }

  const images = page.getByRole("region", { name: "이미지" });
  for (const [index, { alt, file, colour }] of PHOTOS.entries()) {
    await type(images.getByLabel("설명"), alt);
    await images.getByLabel("이미지 파일 추가").setInputFiles(await photo(file, colour));
    await images.getByRole("button", { name: "올리기" }).click();
    await images.getByRole("listitem").nth(index).getByRole("img", { name: alt }).first().waitFor();
  }
  await images.getByRole("button", { name: "2번째 사진을 대표 이미지로" }).click();
  // The 대표 이미지 moves to the front of the list.
  await images.getByRole("listitem").first().getByRole("img", { name: PHOTOS[1].alt }).first().waitFor();
  await images.getByRole("listitem").first().getByText("대표 이미지", { exact: true }).waitFor();
  await images.scrollIntoViewIfNeeded();
  await screenshot(page, `${shot}-photos`);

  await page.getByRole("button", { name: "판매 시작" }).click();
  await page.getByRole("button", { name: "숨기기" }).waitFor();
  await screenshot(page, `${shot}-published`, { fullPage: true });
  return read;
}

/**
 * The shopper finds the product with the search, sees its photos (the 대표 이미지 on the card) and its
 * two levels, buys two of 바이올렛 / 100ml now and pays: answers the order's id and the amount paid.
 */
async function buyInStorefront(page: Page, product: { name: string; slug: string }, phone: boolean, shot: string) {
  await page.goto(`/search?keyword=${encodeURIComponent(product.name)}`);
  const card = page.locator(`main a[href='/product/${product.slug}']`).first();
  const cardImage = (await card.locator("img").getAttribute("src")) ?? "";
  await openProduct(page, product.slug);
  const gallery = page.getByRole("region", { name: "상품 이미지" }).getByRole("img");
  expect(await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
    [...PHOTOS].reverse().map(({ alt }) => alt),
  );
  // The card, the gallery's first photo and the thumbnail are all the 대표 이미지 the operator picked.
  const [first = ""] = await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  expect(first).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
  expect(cardImage).toBe(first);

  let scope: Page | Locator = page;
  if (phone) {
    await page.getByRole("button", { name: "구매하기", exact: true }).click();
    scope = page.getByRole("dialog", { name: "옵션 선택" });
    await scope.waitFor();
  }
  const scents = scope.getByRole("list", { name: "향" });
  if (!(await scents.isVisible())) await scope.getByRole("button", { name: "향 선택" }).click();
  expect(await scents.getByRole("button").allTextContents()).toEqual(["유자", "바이올렛"]);
  await scents.getByRole("button", { name: "바이올렛" }).click();
  const sizes = scope.getByRole("list", { name: "사이즈" });
  expect((await sizes.getByRole("button").allTextContents()).map((text) => text.replace(/\s+/g, ""))).toEqual([
    "50ml32,000원",
    "100ml45,000원",
  ]);
  await sizes.getByRole("button", { name: /100ml/ }).click();
  await scope.getByText("바이올렛 / 100ml").first().waitFor();
  await scope.getByRole("button", { name: "수량 더하기" }).click();
  await scope.getByText("90,000원").first().waitFor();
  await screenshot(page, `${shot}-chosen`);
  await scope.getByRole("button", { name: "바로 구매하기" }).click();
  await page.waitForURL("**/checkout?buy=now");
  const line = page.getByRole("region", { name: "주문 상품" });
  await line.getByText(product.name).waitFor();
  // The order's line shows the 대표 이미지, cut for a card.
  expect(await line.locator("img").first().getAttribute("src")).toBe(first.replace("-gallery.webp", "-card.webp"));
  await fillCheckout(page, `journey-${Date.now()}@collins.kr`);
  const paid = Number((await payButton(page).textContent())?.replace(/[^\d]/g, ""));
  expect(paid).toBeGreaterThanOrEqual(90000);
  return { id: await payInSimulator(page), paid };
}

describe("issue 22: an operator's product from the console to the dashboard", () => {
  // The dashboard lists ten best sellers, most units first and then by name: two units of a
  // product named 가… keep it among them after the other specs' orders of the run.
  // The phone's console runs without scripts: every console step is a plain form or link.
  for (const [viewport, tracking, scripts] of [
    ["phone", "612300022390", false],
    ["desktop", "612300022144", true],
  ] as const) {
    it(`creates, sells, ships and counts a two-level product at ${viewport}`, async () => {
      const stamp = Date.now();
      const product = { name: `가든 디퓨저 ${viewport} ${stamp}`, slug: `journey-${viewport}-${stamp}` };
      const shot = `operator-journey/${viewport}`;
      let before = { revenue: 0, orders: 0, shipping: 0, bestSellers: [] as string[][] };
      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          const typed = await createProduct(page, product, shot);
          expect(typed.length).toBe(21);
          expect(typed.filter((read) => /JSON|[[{]"/.test(read))).toEqual([]);
          before = await dashboardFigures(page);
        },
        [],
        { scripts },
      );

      let order = { id: "", paid: 0 };
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        order = await buyInStorefront(page, product, viewport === "phone", shot);
      });

      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          await openConsole(page, "/admin/orders");
          const row = await shipByCsv(page, order.id, tracking, shot);
          const column = (name: string) => row[SHIPPING_CSV_HEADER.split(",").indexOf(name)];
          expect(column("상품")).toContain(product.name);
          expect(column("상품")).toContain("바이올렛 / 100ml");
          expect(column("수량")).toBe("2");

          const after = await dashboardFigures(page);
          expect(after.revenue - before.revenue).toBe(order.paid);
          expect(after.orders - before.orders).toBe(1);
          expect(after.shipping - before.shipping).toBe(1);
          expect(after.bestSellers).toContainEqual([product.name, "2개", "1건"]);
          await screenshot(page, `${shot}-dashboard`, { fullPage: true });
        },
        [],
        { scripts },
      );
    }, 180_000);
  }
});
