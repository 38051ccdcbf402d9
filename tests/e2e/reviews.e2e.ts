// Issue 20 "Reviews after delivery" in Chromium at 390×844 and 1440×900: no 리뷰 쓰기 while the order
// is only paid; after 배송완료 a review of 콜린스 인센스 (우드) with two photos (their thumbnails shown
// before sending), seen on the product page with its option, under 포토리뷰 and 별점순; a guest's
// 도움돼요 goes to the login and back, and the other member's 도움돼요 counts once.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import {
  openProduct,
  readAlertDialog,
  screenshot,
  sharedBrowser,
  viewports,
  whenHydrated,
  withPage,
} from "./support/browser";
import { fillCheckout, payInSimulator } from "./support/checkout";
import { deliverOrder } from "./support/deliver";
import { fillSignUp, SIGN_UP_PASSWORD } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

/** The review section at the top of the window, below the header and the tabs. */
async function showReviews(page: Page) {
  await page
    .locator("#review")
    .evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 110));
}

describe.each(["phone", "desktop"] as const)("reviews after delivery at %s size", (viewport) => {
  it("§2 product page reviews: 리뷰 쓰기 after delivery, photos shown before sending, option, 포토리뷰, 별점순, 도움돼요", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "collins-reviews-"));
    const photos = await Promise.all(
      ["#a98f72", "#5f6b58"].map(async (background, index) => {
        const file = path.join(dir, `desk-${index + 1}.png`);
        writeFileSync(
          file,
          await sharp({ create: { width: 800, height: 600, channels: 3, background } })
            .png()
            .toBuffer(),
        );
        return file;
      }),
    );
    const text = `${viewport === "phone" ? "폰" : "데스크"}에서 남겨요. 은은한 우드 향이 오래 가서 좋아요.`;
    const stamp = Date.now();
    // Another member, who finds the review helpful later.
    const helper = { email: `reviews-helper-${viewport}-${stamp}@collins.kr`, password: SIGN_UP_PASSWORD };
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/signup/form");
      await whenHydrated(page);
      await fillSignUp(page, { email: helper.email, lastName: "한", firstName: "도움", phone: "01024682468" });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
    });

    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/signup/form");
      await whenHydrated(page);
      await fillSignUp(page, {
        email: `reviews-${viewport}-${stamp}@collins.kr`,
        lastName: "윤",
        firstName: "서아",
        phone: "01035793579",
      });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      // 콜린스 인센스 in 우드: the review shows the option bought.
      await openProduct(page, "collins-incense");
      await page.getByRole("button", { name: "향 선택" }).click();
      await page.getByRole("list", { name: "향" }).getByRole("button", { name: /우드/ }).click();
      await page.getByRole("button", { name: "바로 구매하기" }).click();
      await page.waitForURL("**/checkout?buy=now");
      await fillCheckout(page, null);
      const orderId = await payInSimulator(page);
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
      await dialog.locator("input[type=file]").setInputFiles(photos);
      await expect.poll(() => dialog.locator("img[src^='blob:']").count()).toBe(2);
      // The dialog has risen (0.28 s) before its picture is taken.
      await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      await screenshot(page, `review-picker-${viewport}`);
      await dialog.getByRole("button", { name: "리뷰 등록하기" }).click();
      expect(await readAlertDialog(page)).toBe("리뷰를 등록했어요. 소중한 후기 고마워요.");
    });

    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/product/collins-incense?review_filter=photo#review");
      const review = page.locator("#review li", { hasText: text });
      await review.waitFor();
      expect(await review.getByText(/^옵션: .*우드/).count()).toBe(1);
      expect(await review.locator("img[src^='/uploads/reviews/']").count()).toBe(2);
      await page.locator("#review [aria-label='포토리뷰 사진'] img").first().waitFor();
      await whenHydrated(page);
      await showReviews(page);
      await screenshot(page, `reviews-photo-${viewport}`);
      await page.getByRole("navigation", { name: "리뷰 정렬" }).getByRole("link", { name: "별점순" }).click();
      await page.waitForURL(/review_sort=rating/);
      await page.locator("#review li", { hasText: text }).waitFor();

      // A guest's 도움돼요 leads to the login form, and the login back to the reviews as they were.
      await page
        .locator("#review li", { hasText: text })
        .getByRole("button", { name: /도움돼요/ })
        .click();
      await page.waitForURL(/\/login\/form\?next=/);
      await whenHydrated(page);
      await page.getByLabel("이메일").fill(helper.email);
      await page.getByLabel("비밀번호").fill(helper.password);
      await page.getByRole("button", { name: "로그인" }).click();
      // 별점순 kept 포토리뷰 on: the view comes back whole.
      await page.waitForURL(/\/product\/collins-incense\?review_sort=rating&review_filter=photo#review$/);
      const helpful = page.locator("#review li", { hasText: text }).getByRole("button", { name: /도움돼요/ });
      expect(await helpful.textContent()).toBe("도움돼요0");

      // The member's 도움돼요 counts once.
      await helpful.click();
      await page.waitForURL(/review_filter=photo#review-\d+$/);
      const marked = page.locator("#review li", { hasText: text });
      await marked.getByRole("status").getByText("도움돼요를 눌렀어요.").waitFor();
      expect(await marked.getByRole("button", { name: /도움돼요/ }).textContent()).toBe("도움돼요1");
      expect(await marked.getByRole("button", { name: /도움돼요/ }).getAttribute("aria-pressed")).toBe("true");
      await whenHydrated(page);
      await screenshot(page, `reviews-helpful-${viewport}`);
      await marked.getByRole("button", { name: /도움돼요/ }).click();
      await page
        .locator("#review li", { hasText: text })
        .getByRole("status")
        .getByText("이미 도움돼요를 누른 리뷰예요.")
        .waitFor();
      expect(
        await page
          .locator("#review li", { hasText: text })
          .getByRole("button", { name: /도움돼요/ })
          .textContent(),
      ).toBe("도움돼요1");
    });
  });
});
