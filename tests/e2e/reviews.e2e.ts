// Issue 20 "Reviews after delivery" in Chromium at 390×844 and 1440×900: no 리뷰 쓰기 while the order
// is only paid; after 배송완료 a review with a photo (its thumbnail shown before sending), seen on the
// product page with its option, under 포토리뷰 and 별점순, and marked 도움돼요 by another member.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { readAlertDialog, screenshot, sharedBrowser, viewports, whenHydrated, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payButton } from "./support/checkout";
import { deliverOrder } from "./support/deliver";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

describe.each(["phone", "desktop"] as const)("reviews after delivery at %s size", (viewport) => {
  it("§2 product page reviews: 리뷰 쓰기 after delivery, the photo shown before sending, option, 포토리뷰, 별점순, 도움돼요", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "collins-reviews-"));
    const photo = path.join(dir, "desk.png");
    writeFileSync(
      photo,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a98f72" } })
        .png()
        .toBuffer(),
    );
    const text = `${viewport === "phone" ? "폰" : "데스크"}에서 남겨요. 은은한 향이 오래 가서 좋아요.`;
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/signup/form");
      await whenHydrated(page);
      await fillSignUp(page, {
        email: `reviews-${viewport}-${Date.now()}@collins.kr`,
        lastName: "윤",
        firstName: "서아",
        phone: "01035793579",
      });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      await buyNowOnDesktop(page, "incense-holder");
      await fillCheckout(page, null);
      const popupOpened = page.waitForEvent("popup");
      await payButton(page).click();
      await (await popupOpened).getByRole("button", { name: "결제 승인" }).click();
      await page.waitForURL("**/order/complete?orderId=*");
      const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
      await page.setViewportSize(viewports[viewport]);

      await page.goto(`/account?orderId=${orderId}`);
      const item = page.locator(`#order-${orderId}`);
      await item.getByText("결제완료").first().waitFor();
      expect(await item.getByRole("button", { name: "리뷰 쓰기" }).count()).toBe(0);

      await deliverOrder(browser(), baseUrl, adminPassword, orderId);
      await page.goto(`/account?orderId=${orderId}`);
      await whenHydrated(page);
      await item.getByRole("button", { name: "리뷰 쓰기" }).click();
      const dialog = page.getByRole("dialog", { name: "리뷰 쓰기" });
      await dialog.getByLabel("5점").check({ force: true });
      await dialog.getByLabel("리뷰", { exact: true }).fill(text);
      await dialog.locator("input[type=file]").setInputFiles(photo);
      await dialog.locator("img[src^='blob:']").waitFor();
      await screenshot(page, `review-picker-${viewport}`);
      await dialog.getByRole("button", { name: "리뷰 등록하기" }).click();
      expect(await readAlertDialog(page)).toBe("리뷰를 등록했어요. 소중한 후기 고마워요.");
    });

    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/product/incense-holder?review_filter=photo#review");
      const review = page.locator("#review li", { hasText: text });
      await review.waitFor();
      await page.locator("#review [aria-label='포토리뷰 사진'] img").first().waitFor();
      await screenshot(page, `reviews-photo-${viewport}`);
      await page.getByRole("navigation", { name: "리뷰 정렬" }).getByRole("link", { name: "별점순" }).click();
      await page.waitForURL(/review_sort=rating/);
      await page.locator("#review li", { hasText: text }).waitFor();
      // A guest's 도움돼요 leads to the login form.
      await page
        .locator("#review li", { hasText: text })
        .getByRole("button", { name: /도움돼요/ })
        .click();
      await page.waitForURL(/\/login\/form\?next=/);
    });
  });
});
