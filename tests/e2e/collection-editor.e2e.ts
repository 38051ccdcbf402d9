// Issue 22 "an operator console that shop staff run without typing JSON", in Chromium: a collection's
// list composition (spec §2 "Collection page": product cards, banner blocks and blank blocks) at
// /admin/collections is edited as rows. At 1440×900 with scripts and at 390×844 without them, the
// operator adds a product by its name and a banner whose picture is uploaded with the image picker,
// moves them, saves, and the storefront's /collection/holiday-2025 shows them in that order. The
// collection is the hidden past campaign, whose list no other spec asserts; its list is restored.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { blocksOfRows, rowOf } from "../../app/features/admin/collection-rows";
import { screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";
import { logInAsOperator, operatorCookie } from "./support/console";
import { photo } from "./support/photo";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const URL_NAME = "holiday-2025";
const TITLE = "홀리데이 2025";
/** The product taken out of the list and added back by name. */
const PRODUCT = "lounge-set";

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { cookie: await operatorCookie(), origin: baseUrl, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

type Stored = Record<string, unknown>;

/** The collection's id and its stored list, to put back once the spec is done. */
async function storedList(): Promise<{ id: number; items: Stored[] }> {
  const { items: all } = await api<{ items: { id: number; url: string }[] }>("GET", "/admin/collections");
  const id = all.find((item) => item.url === URL_NAME)?.id;
  if (id === undefined) throw new Error(`no ${URL_NAME} collection`);
  const { items } = await api<{ items: Stored[] }>("GET", `/admin/collections/${id}/blocks`);
  return { id, items };
}

const restore = (id: number, items: Stored[]) =>
  api("PUT", `/admin/collections/${id}/blocks`, {
    items: blocksOfRows(items.flatMap((item) => rowOf(item) ?? [])),
  });

/** The storefront's list as served (scripts off): product slugs, `banner:<alt>` and `blank`. */
async function storefrontOrder(page: Page): Promise<string[]> {
  await page.goto(`/collection/${URL_NAME}`);
  return page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>("main h2 ~ ul");
    if (!grid) throw new Error("no collection grid");
    return [...grid.children].map((item) => {
      const product = item.querySelector("a[href^='/product/'] h3")?.closest("a");
      if (product) return (product.getAttribute("href") ?? "").replace("/product/", "");
      const banner = item.querySelector("a img");
      return banner ? `banner:${banner.getAttribute("alt")}` : "blank";
    });
  });
}

/** The editor's rows by their legends' kinds and products' names, read from the page. */
const rowNames = (page: Page) =>
  page
    .getByRole("region", { name: "목록 구성" })
    .locator("ol > li > fieldset")
    .evaluateAll((rows) =>
      rows.map((row) => {
        // A row's steps are named after it: "3. 라운지 세트 위로", "4. 배너 위로".
        const named = row.querySelector("button[aria-label$=' 위로']")?.getAttribute("aria-label") ?? "";
        const alt = row.querySelector<HTMLInputElement>("input[name$='.alt']")?.value;
        return alt !== undefined ? `banner:${alt}` : named.replace(/^\d+\.\s*/, "").replace(/ 위로$/, "");
      }),
    );

async function editCollection(page: Page, viewport: ViewportName, scripts: boolean) {
  const productName = (
    (await (await fetch(`${baseUrl}/api/product/${PRODUCT}`)).json()) as { product: { name: string } }
  ).product.name;
  const alt = `${viewport} 홀리데이 배너`;
  await page.goto("/admin/collections");
  await screenshot(page, `collection-list-${viewport}`);
  await page.getByRole("link", { name: `${TITLE} 설정·목록 구성 편집` }).click();
  await page.waitForURL(/\/admin\/collections\?blocks=\d+$/);
  if (scripts) await whenHydrated(page);
  const editor = page.getByRole("region", { name: "목록 구성" });
  // No JSON left to type: the list is rows, the background a picture.
  expect(await page.locator("textarea, [name=items]").count()).toBe(0);
  expect(await page.getByText("JSON").count()).toBe(0);
  await page.getByText("홈 화면의 카테고리 배너로도 쓰여요").waitFor();
  await page.getByRole("group", { name: "배경 이미지" }).waitFor();

  const before = await rowNames(page);
  const at = before.indexOf(productName);
  expect(at).toBeGreaterThanOrEqual(0);
  // Out of the list, then back by its name: at the list's end.
  await editor.getByRole("button", { name: `${at + 1}. ${productName} 빼기` }).click();
  await expect.poll(() => rowNames(page)).not.toContain(productName);
  await editor.getByLabel("상품 이름으로 찾기").fill(productName);
  if (!scripts) await editor.getByRole("button", { name: "상품 찾기" }).click();
  await editor.getByRole("list", { name: "추가할 상품" }).getByLabel(productName).check();
  await editor.getByRole("button", { name: "고른 상품 추가" }).click();
  await expect.poll(() => rowNames(page)).toContain(productName);

  // A banner row at the end, its picture uploaded with the picker, then its texts.
  await editor.getByRole("button", { name: "+ 배너 추가" }).click();
  const count = before.length + 1;
  const picker = editor.getByRole("group", { name: `${count}번째 줄 배너 사진`, exact: true });
  await picker.getByLabel(`${count}번째 줄 배너 사진 올리기`).setInputFiles(await photo("holiday.png", "#7a2e2e"));
  await picker.getByRole("button", { name: "사진 올리기", exact: true }).click();
  await picker.getByRole("status").getByText("사진을 올렸어요. 저장을 누르면 반영돼요.").waitFor({ timeout: 15_000 });
  await editor.getByLabel(`${count}번째 줄 이미지 설명 (대체 텍스트)`).fill(alt);
  await editor.getByLabel(`${count}번째 줄 누르면 갈 주소`).fill("/collection/gift");

  // The banner goes up two places, above the product added back; the product goes up one.
  await editor.getByRole("button", { name: `${count}. 배너 위로` }).click();
  await expect.poll(async () => (await rowNames(page))[count - 2]).toBe(`banner:${alt}`);
  await editor.getByRole("button", { name: `${count - 1}. 배너 위로` }).click();
  await expect.poll(async () => (await rowNames(page))[count - 3]).toBe(`banner:${alt}`);
  const expected = await rowNames(page);
  expect(expected.slice(-3)).toEqual([`banner:${alt}`, expect.any(String), productName]);
  await editor.getByRole("button", { name: `${count}. ${productName} 위로` }).click();
  await expect.poll(async () => (await rowNames(page))[count - 2]).toBe(productName);
  const edited = await rowNames(page);
  expect(edited.slice(-3)).toEqual([`banner:${alt}`, productName, expected[count - 2]]);

  await editor.getByRole("button", { name: "목록 구성 저장" }).click();
  await editor.getByRole("status").getByText("목록 구성을 저장했어요.").waitFor();
  await editor.getByRole("group", { name: `${count - 2}. 배너` }).scrollIntoViewIfNeeded();
  await screenshot(page, `collection-editor-${viewport}`);
  await screenshot(page, `collection-editor-${viewport}-full`, { fullPage: true });
  return { alt, productName };
}

describe("collection list editor (/admin/collections)", () => {
  for (const [viewport, scripts] of [
    ["desktop", true],
    ["phone", false],
  ] as const) {
    it(`at ${viewport === "desktop" ? "1440×900 with" : "390×844 without"} scripts: a product by name and an uploaded banner, moved, reach the storefront in order`, async () => {
      const original = await storedList();
      try {
        await withPage(browser(), baseUrl, viewport, async ({ page }) => {
          await logInAsOperator(page);
          const context = scripts
            ? page.context()
            : await browser().newContext({
                baseURL: baseUrl,
                javaScriptEnabled: false,
                storageState: await page.context().storageState(),
                viewport: { width: 390, height: 844 },
              });
          const editorPage = scripts ? page : await context.newPage();
          try {
            const { alt } = await editCollection(editorPage, viewport, scripts);
            const saved = (await storedList()).items.map((item) =>
              item.blockType === "product" ? Number(item.productId) : `${item.blockType}:${item.alt ?? ""}`,
            );
            const order = await storefrontOrder(editorPage);
            const bannerAt = order.indexOf(`banner:${alt}`);
            expect(bannerAt).toBeGreaterThanOrEqual(0);
            expect(order.slice(bannerAt + 1, bannerAt + 2)).toEqual([PRODUCT]);
            expect(saved.filter((item) => item === `banner:${alt}`)).toHaveLength(1);
            const banner = editorPage.locator(`main img[alt="${alt}"]`);
            expect(await banner.getAttribute("src")).toMatch(/^\/media\/u\/[0-9a-f]{32}-/);
            await banner.scrollIntoViewIfNeeded();
            await screenshot(editorPage, `collection-editor-storefront-${viewport}`);
          } finally {
            if (!scripts) await context.close();
          }
        });
      } finally {
        await restore(original.id, original.items);
      }
      expect((await storedList()).items.length).toBe(original.items.length);
    });
  }
});
