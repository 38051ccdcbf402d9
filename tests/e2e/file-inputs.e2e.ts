// Issue 21 in Chromium: the inquiry's attachments are chosen with a button in the shop's style, not
// the browser's bare control. The input stays in the tab order (visually hidden, its button showing
// the focus) and the chosen files' names are listed beside the button.
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

describe.each(["phone", "desktop"] as ViewportName[])(
  "the inquiry's file input at the %s size (issue 21)",
  (viewport) => {
    it("is a styled 파일 선택 button, reached by the keyboard, listing the chosen files", async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await page.goto("/inquiry");
        await whenHydrated(page);
        const input = page.getByLabel(/첨부 파일/);
        // The bare control is out of sight: one pixel, clipped.
        const inputBox = await input.boundingBox();
        expect(inputBox?.width ?? 99).toBeLessThanOrEqual(1);
        const button = page.locator("label", { hasText: "파일 선택" });
        const buttonBox = await button.boundingBox();
        expect(buttonBox?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(await button.evaluate((label) => getComputedStyle(label).borderTopStyle)).toBe("solid");

        // The keyboard reaches the input from the consent before it, and its button shows the focus.
        await page.getByLabel("[필수] 개인정보 수집·이용 동의").focus();
        await page.keyboard.press("Tab");
        expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await button.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe("solid");

        await input.setInputFiles([
          { name: "견적요청서.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
          { name: "매장사진.png", mimeType: "image/png", buffer: Buffer.from("89504e47", "hex") },
        ]);
        const names = page.getByRole("list", { name: "2개 선택됨" });
        expect(await names.getByRole("listitem").allTextContents()).toEqual(["견적요청서.pdf", "매장사진.png"]);
        await button.scrollIntoViewIfNeeded();
        await screenshot(page, `inquiry-files-${viewport}`);
      });
    });
  },
);
