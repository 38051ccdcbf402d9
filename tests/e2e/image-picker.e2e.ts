// Issue 22 "Images" in Chromium: an operator uploads two product photos (made here with sharp),
// moves the second before the first, makes it the 대표 이미지 (moved to the front: the gallery's first
// photo, the thumbnail and Open Graph image), and the storefront's product page shows them in that
// order from /media/u/… (stored in the database, WebP); at 390×844 without scripts the 아래로 button
// moves it back. A popup's image is uploaded with the picker,
// which shows its crops and warns that a photo makes the page slow to appear.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { openConsole } from "./support/console";
import { photo } from "./support/photo";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** The alt texts of the product's photos in the console's list, in order. */
const listedAlts = async (page: Page) =>
  page
    .getByRole("region", { name: "이미지" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.querySelector("img")?.getAttribute("alt") ?? ""));

describe("image picker", () => {
  it("uploads product photos, reorders them, picks the thumbnail, and the storefront shows them", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openConsole(page, "/admin/products");
      await page.goto(`/admin/products?q=${encodeURIComponent("인센스 홀더")}`);
      await page.getByRole("link", { name: "인센스 홀더", exact: true }).click();
      await page.waitForURL(/\/admin\/products\/\d+$/);
      const editor = page.url();
      await whenHydrated(page);
      const images = page.getByRole("region", { name: "이미지" });
      for (const [alt, name, colour] of [
        ["테라코타 받침 사진", "terracotta.png", "#b4532a"],
        ["세이지 받침 사진", "sage.png", "#7d9a7a"],
      ] as const) {
        await images.getByLabel("설명").fill(alt);
        await images.getByLabel(/이미지 파일/).setInputFiles(await photo(name, colour));
        await images.getByRole("button", { name: "올리기" }).click();
        // The server resizes the photo with sharp: on a busy machine that takes more than a second.
        await expect.poll(() => listedAlts(page), { timeout: 15_000 }).toContain(alt);
      }
      expect((await listedAlts(page)).slice(-2)).toEqual(["테라코타 받침 사진", "세이지 받침 사진"]);

      const sage = images.getByRole("listitem").last();
      await sage.getByRole("button", { name: /위로/ }).click();
      await images.getByRole("status").getByText("이미지를 앞으로 옮겼어요.").waitFor();
      await expect
        .poll(async () => (await listedAlts(page)).slice(-2))
        .toEqual(["세이지 받침 사진", "테라코타 받침 사진"]);
      // 대표 이미지로 moves the photo to the front: the one the cards, Open Graph and thumbnail use.
      const before = await listedAlts(page);
      const moved = images.getByRole("listitem").filter({ hasText: "세이지 받침 사진" });
      await moved.getByRole("button", { name: /대표 이미지로/ }).click();
      await images.getByRole("status").getByText("대표 이미지로 정하고 맨 앞으로 옮겼어요.").waitFor();
      await expect
        .poll(() => listedAlts(page))
        .toEqual(["세이지 받침 사진", ...before.filter((alt) => alt !== "세이지 받침 사진")]);
      await images.getByRole("listitem").first().getByText("대표 이미지", { exact: true }).waitFor();
      await moved.scrollIntoViewIfNeeded();
      await screenshot(page, "image-picker-product-desktop");

      const shop = await page.context().newPage();
      await shop.goto("/product/incense-holder");
      const slides = shop.getByRole("region", { name: "상품 이미지" }).getByRole("img");
      const alts = await slides.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
      expect(alts[0]).toBe("세이지 받침 사진");
      expect(alts.at(-1)).toBe("테라코타 받침 사진");
      const src = (await slides.first().getAttribute("src")) ?? "";
      expect(src).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);
      const served = await shop.request.get(src);
      expect(served.headers()["content-type"]).toBe("image/webp");
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const api = (await (await shop.request.get("/api/product/incense-holder")).json()) as {
        product: { thumbnail: string };
      };
      expect(api.product.thumbnail).toBe(src.replace("-gallery.webp", "-card.webp"));
      expect(await shop.locator("meta[property='og:image']").getAttribute("content")).toContain(
        src.replace("-gallery.webp", "-og.webp"),
      );

      // At 390×844 without scripts: the 아래로 button is a plain form post.
      const noScript = await browser().newContext({
        baseURL: baseUrl,
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
        viewport: { width: 390, height: 844 },
      });
      const plain = await noScript.newPage();
      await plain.goto(editor);
      const plainSage = plain.getByRole("region", { name: "이미지" }).getByRole("listitem").filter({
        hasText: "세이지 받침 사진",
      });
      await plainSage.getByRole("button", { name: /아래로/ }).click();
      await plain.getByText("이미지를 뒤로 옮겼어요.").waitFor();
      await expect.poll(async () => (await listedAlts(plain)).slice(0, 2)).toEqual([before[0], "세이지 받침 사진"]);
      await plain.getByRole("region", { name: "이미지" }).getByRole("listitem").last().scrollIntoViewIfNeeded();
      await screenshot(plain, "image-picker-product-phone-noscript");
      await noScript.close();
    });
  });

  it("uploads a popup's image at 390×844, shows its crops and the slow-page warning", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openConsole(page, "/admin/popups/new");
      await whenHydrated(page);
      const picker = page.getByRole("group", { name: "모바일 이미지", exact: true });
      await picker.getByText("사진처럼 무거운 이미지는 팝업이 늦게 떠서").waitFor();
      await picker.getByLabel("모바일 이미지 올리기").setInputFiles(await photo("popup.png", "#2f4f4f"));
      await picker.getByRole("button", { name: "사진 올리기" }).click();
      await picker.getByRole("status").getByText("사진을 올렸어요. 저장을 누르면 반영돼요.").waitFor();
      const crops = picker.getByRole("figure");
      await expect.poll(() => crops.count()).toBe(3);
      const og = (await crops.nth(2).locator("img").getAttribute("src")) ?? "";
      expect(og).toMatch(/^\/media\/u\/[0-9a-f]{32}-og\.webp$/);
      expect(await picker.getByText("1200×900px").count()).toBe(1);
      await picker.scrollIntoViewIfNeeded();
      await screenshot(page, "image-picker-popup-phone");
    });
  });
});
