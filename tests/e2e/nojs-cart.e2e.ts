// Issue 19 in Chromium with JavaScript disabled: a shopper puts a simple product in the cart from
// the product page's form, changes its quantity on the cart page, fills the checkout's details
// (a wrong phone first: its Korean message beside the field) and reaches the payment step, with
// the order prepared at the cart's amount. A product with options says in Korean that choosing
// one needs the page fully loaded (the decision of this issue: no select of a first variation).
import { describe, expect, inject, it } from "vitest";
import { type OpenedPage, screenshot, sharedBrowser, type ViewportName, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** The refused forms of these tests: the browser logs their 400 answer. */
const REFUSED = [/status of 400/];

/** A page of a fresh context without scripts, from an address of its own (TRUST_PROXY). */
const withoutScripts = (viewport: ViewportName, run: (opened: OpenedPage) => Promise<void>, expected: RegExp[] = []) =>
  withPage(browser(), baseUrl, viewport, run, expected, { scripts: false });

describe("the cart and checkout without JavaScript (issue 19)", () => {
  it("a phone shopper adds a simple product, changes its quantity and reaches the payment step", async () => {
    await withoutScripts(
      "phone",
      async ({ page, context }) => {
        await page.goto("/product/moodwater-yuja");
        // The floating bar's button sends the product's form: one in the cart, then the cart page.
        await page.getByRole("button", { name: "구매하기", exact: true }).click();
        await page.waitForURL("**/cart");
        const quantity = page.getByRole("status", { name: "무드워터 유자 수량" });
        expect(await quantity.textContent()).toBe("1");
        expect(await page.getByTestId("cart-total").textContent()).toBe("32,000원");

        await page.getByRole("button", { name: "무드워터 유자 수량 더하기" }).click();
        await page.waitForURL("**/cart");
        expect(await quantity.textContent()).toBe("2");
        expect(await page.getByTestId("cart-total").textContent()).toBe("58,000원");
        await screenshot(page, "nojs-cart-phone");

        await page.getByRole("link", { name: "주문하기" }).click();
        await page.waitForURL("**/checkout");
        await page.getByLabel("받는 분").fill("김콜린");
        await page.getByLabel("휴대전화", { exact: true }).fill("02-123-4567");
        await page.getByLabel("우편번호").fill("04778");
        await page.getByLabel("주소", { exact: true }).fill("서울 성동구 성수이로 78");
        await page.getByLabel("상세 주소").fill("3층");
        await page.getByLabel("이메일").fill("nojs-phone@collins.kr");
        await page.getByLabel(/구매 조건에 동의해요/).check();
        await page.getByRole("button", { name: "58,000원 결제하기" }).click();

        // Refused: the message beside the phone, everything else as typed.
        const phone = page.getByLabel("휴대전화", { exact: true });
        await page.getByText("휴대전화 번호를 010-0000-0000 형식으로 정확히 입력해주세요.").waitFor();
        expect(await phone.getAttribute("aria-invalid")).toBe("true");
        expect(await page.getByLabel("받는 분").inputValue()).toBe("김콜린");
        expect(await page.getByLabel("주소", { exact: true }).inputValue()).toBe("서울 성동구 성수이로 78");
        await screenshot(page, "nojs-checkout-refused-phone");

        await phone.fill("010-9876-5432");
        await page.getByLabel(/구매 조건에 동의해요/).check();
        await page.getByRole("button", { name: "58,000원 결제하기" }).click();
        await page.getByRole("heading", { name: "결제 단계" }).waitFor();
        expect(await page.getByTestId("payment-total").textContent()).toBe("58,000원");
        await page.getByText("결제창은 자바스크립트가 켜진 브라우저에서만 열 수 있어요.", { exact: false }).waitFor();
        await screenshot(page, "nojs-payment-step-phone");

        // The order is in the database, waiting for its payment at the cart's amount.
        const number = (await page.getByTestId("payment-order").textContent()) ?? "";
        expect(number).toMatch(/^\d{8}-\d{6}$/);
        const order = await context.request.get(`/api/order/${Number(number.split("-")[1])}`);
        expect(order.status()).toBe(200);
        expect(await order.json()).toMatchObject({ number, status: "pending", totals: { total: 58000 } });
      },
      REFUSED,
    );
  });

  it("a desktop shopper sends the quantity typed in the purchase menu", async () => {
    await withoutScripts("desktop", async ({ page }) => {
      await page.goto("/product/moodwater-juniper");
      await page.getByRole("textbox", { name: /수량$/ }).fill("3");
      await page.getByRole("button", { name: "장바구니 담기" }).click();
      await page.waitForURL("**/cart");
      expect(await page.getByRole("status", { name: /수량$/ }).textContent()).toBe("3");
      await screenshot(page, "nojs-cart-desktop");
    });
  });

  it("a refused add comes back as a Korean message on the cart page", async () => {
    await withoutScripts(
      "desktop",
      async ({ page }) => {
        await page.goto("/product/moodwater-juniper");
        await page.getByRole("textbox", { name: /수량$/ }).fill("100");
        await page.getByRole("button", { name: "장바구니 담기" }).click();
        await page.getByRole("alert").getByText("수량은 1개부터 99개까지 담을 수 있어요.").waitFor();
      },
      REFUSED,
    );
  });

  it("a product with options says that choosing one needs the page fully loaded", async () => {
    await withoutScripts("phone", async ({ page }) => {
      await page.goto("/product/collins-incense");
      // Playwright's text search skips <noscript>; its paragraph is shown on a page without scripts.
      const notice = page.locator("noscript p").filter({ visible: true });
      expect(await notice.textContent()).toBe(
        "옵션이 있는 상품은 페이지가 모두 열린 뒤에 옵션을 골라 담을 수 있어요. 자바스크립트를 켜고 페이지를 새로 고쳐주세요.",
      );
      expect(await page.getByRole("button", { name: "구매하기", exact: true }).isVisible()).toBe(false);
      await screenshot(page, "nojs-options-phone");
    });
  });
});
