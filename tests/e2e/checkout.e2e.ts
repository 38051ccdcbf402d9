// Issue 6 in Chromium: a guest buys on a phone (payment window by redirect) and on a desktop
// (popup), a failed payment alerts and keeps the checkout, a member pays with the welcome coupon and
// finds the order on the account page, and Naver Pay goes through its order sheet.
import { describe, expect, inject, it } from "vitest";
import {
  alerts,
  openProduct,
  readAlertDialog,
  screenshot,
  sharedBrowser,
  whenHydrated,
  withPage,
} from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payButton, payInSimulator } from "./support/checkout";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** The fire-and-forget processCheckout after a failed payment answers 400. */
const FAILED_PAYMENT_ERRORS = [/status of 400/];

describe("checkout in Chromium", () => {
  it("a guest pays on a phone through the redirect-style window and sees the completion page", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openProduct(page, "moodwater-yuja");
      await page.getByRole("button", { name: "구매하기", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: "옵션 선택" });
      await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
      await sheet.getByRole("button", { name: "바로 구매하기" }).click();
      await page.waitForURL("**/checkout?buy=now");
      await fillCheckout(page, "guest-phone@collins.kr");
      expect(await page.getByTestId("checkout-total").textContent()).toBe("32,000원");
      await screenshot(page, "checkout-phone");
      await payButton(page).click();
      await page.waitForURL("**/_sim/portone/window**");
      await page.getByText("32,000원").waitFor();
      await screenshot(page, "payment-window-phone");
      await page.getByRole("button", { name: "결제 승인" }).click();
      await page.waitForURL("**/order/complete?orderId=*");
      await page.getByRole("heading", { name: "주문이 완료되었어요" }).waitFor();
      await page.getByText("무드워터 유자").first().waitFor();
      await page.getByText("[04778] 서울 성동구 성수이로 78 (성수동2가, 콜린스빌딩) 3층").waitFor();
      await page.getByText("신용·체크카드").waitFor();
      await screenshot(page, "order-complete-phone");
      expect(await page.locator("header").getByText(/^\d+$/).count()).toBe(0);
    });
  });

  it("a guest pays on a desktop through the popup window", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await buyNowOnDesktop(page, "moodwater-juniper");
      await fillCheckout(page, "guest-desktop@collins.kr");
      await page.getByLabel("간편결제").check();
      await screenshot(page, "checkout-desktop");
      const popupOpened = page.waitForEvent("popup");
      await payButton(page).click();
      const popup = await popupOpened;
      await popup.getByRole("button", { name: "결제 승인" }).click();
      await page.waitForURL("**/order/complete?orderId=*");
      await page.getByRole("heading", { name: "주문이 완료되었어요" }).waitFor();
      await page.getByText("간편결제").waitFor();
      await screenshot(page, "order-complete-desktop");
    });
  });

  it("a failed payment shows the provider's message and keeps the checkout", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        const said = alerts(page);
        await buyNowOnDesktop(page, "incense-holder");
        await fillCheckout(page, "guest-failed@collins.kr");
        const popupOpened = page.waitForEvent("popup");
        await payButton(page).click();
        const popup = await popupOpened;
        await popup.getByRole("button", { name: "결제 실패" }).click();
        expect(await readAlertDialog(page)).toBe("결제에 실패했어요.\n카드사에서 승인을 거절했어요.");
        expect(said).toEqual([]);
        expect(page.url()).toContain("/checkout?buy=now");
        await page.reload();
        await page.getByText("인센스 홀더").first().waitFor();
        expect(await page.getByLabel("받는 분").inputValue()).toBe("김콜린");
      },
      FAILED_PAYMENT_ERRORS,
    );
  });

  it("a member pays with the welcome coupon and finds the order on the account page", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/signup/form");
      await whenHydrated(page);
      await fillSignUp(page, {
        email: `buyer-${Date.now()}@collins.kr`,
        lastName: "이",
        firstName: "서준",
        phone: "01055556666",
      });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      await buyNowOnDesktop(page, "moodwater-yuja");
      await fillCheckout(page, null);
      expect(await page.getByLabel("이메일").inputValue()).toMatch(/^buyer-/);
      await page.getByRole("combobox", { name: "쿠폰 선택" }).selectOption({ index: 1 });
      expect(await page.getByRole("combobox", { name: "쿠폰 선택" }).locator("option:checked").textContent()).toContain(
        "신규 회원 웰컴 쿠폰",
      );
      await page.getByText("쿠폰 할인").waitFor();
      expect(await page.getByTestId("checkout-total").textContent()).toBe("29,000원");
      const orderId = await payInSimulator(page);
      await page.getByRole("link", { name: "주문 내역 보기" }).click();
      await page.waitForURL(`**/account?orderId=${orderId}`);
      const focused = page.locator("article[data-focused='true']");
      await focused.getByText("결제완료").waitFor();
      await focused.getByText("29,000원").first().waitFor();
      await screenshot(page, "account-orders-desktop");
    });
  });

  it("pays with Naver Pay from the product page through its order sheet", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openProduct(page, "a-card");
      const npay = page.getByTestId("npay-button").first();
      await npay.getByRole("button", { name: "네이버페이로 구매하기" }).click();
      await page.waitForURL("**/_sim/npay/order/**");
      await page.getByText("에이카드").first().waitFor();
      await page.getByRole("button", { name: "네이버페이로 결제하기" }).click();
      await page.waitForURL("**/order/complete?orderId=*");
      await page.getByText("네이버페이", { exact: true }).waitFor();
      await page.getByText("네이버페이 주문서에서 입력하신 배송지로 보내드려요.").waitFor();
    });
  });
});
