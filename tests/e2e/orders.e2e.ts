// Issue 20 "No dead ends for a shopper" in Chromium, on a phone (390×844) and a desktop (1440×900):
// a guest buys with an order password through the payment simulator, finds the order at
// 비회원 주문조회 with its number and password and cancels it (the refund shows on the order and
// the stock comes back); a member's order shipped by the operator with a courier and number shows
// 배송조회 linking to the carrier's page, then 구매확정 once delivered.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openProduct, screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";
import { fillCheckout, payInSimulator } from "./support/checkout";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const SLUG = "moodwater-yuja";
const GUEST_PASSWORD = "collins-2026";

/** The product's stock as the console reads it (the storefront's product answer may be cached). */
async function stockOf(console: Page): Promise<number> {
  const answer = await console.request.get(`${baseUrl}/api/admin/products?q=${encodeURIComponent("유자")}`);
  const { items } = (await answer.json()) as { items: { slug: string; stock: number }[] };
  const item = items.find((product) => product.slug === SLUG);
  if (!item) throw new Error(`${SLUG} is not in the console's list`);
  return item.stock;
}

/** Buy now from the product page (straight to the checkout, decision 5), the checkout form, and an approved payment: the order's id. */
async function buy(page: Page, viewport: ViewportName, orderPassword?: string): Promise<string> {
  await openProduct(page, SLUG);
  if (viewport === "phone") {
    await page.getByRole("button", { name: "구매하기", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "옵션 선택" });
    await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
    await sheet.getByRole("button", { name: "바로 구매하기" }).click();
  } else {
    await page.getByRole("button", { name: "바로 구매하기" }).click();
  }
  await page.waitForURL("**/checkout?buy=now");
  await fillCheckout(page, orderPassword ? `guest-lookup-${Date.now()}@collins.kr` : null);
  if (orderPassword) await page.getByLabel("주문 비밀번호 (선택)").fill(orderPassword);
  return payInSimulator(page);
}

async function openConsole(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login\/form\?next=/);
  await page.getByLabel("이메일").fill("admin@collins.kr");
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`**${path}`);
}

describe.each(["phone", "desktop"] as const)("orders after payment at %s size", (viewport) => {
  it("a guest looks the order up by number and password and cancels it: refunded, stock back", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page: console }) => {
      await openConsole(console, "/admin/products");
      // A miss is answered 404, which the browser logs.
      await withPage(browser(), baseUrl, viewport, (opened) => guestBuysAndCancels(opened.page, console), [
        /status of 404/,
      ]);
    });
  });

  async function guestBuysAndCancels(page: Page, console: Page) {
    const stockBefore = await stockOf(console);
    const orderId = await buy(page, viewport, GUEST_PASSWORD);
    expect(await stockOf(console)).toBe(stockBefore - 1);
    const number =
      (await page
        .getByText(/^\d{8}-\d{6}$/)
        .first()
        .textContent()) ?? "";
    expect(number).toMatch(new RegExp(`-0*${orderId}$`));

    // From the order-complete page, in a browser that only has what the guest typed.
    await page.getByRole("link", { name: "비회원 주문조회" }).click();
    await page.waitForURL("**/order/lookup");
    await page.context().clearCookies();
    await page.getByLabel("주문번호").fill(number);
    await page.getByLabel("주문 비밀번호").fill("wrong-pass");
    await page.getByRole("button", { name: "주문 조회하기" }).click();
    await page
      .getByRole("alert")
      .getByText("입력하신 정보와 일치하는 비회원 주문이 없어요", { exact: false })
      .waitFor();
    await page.getByLabel("주문 비밀번호").fill(GUEST_PASSWORD);
    await page.getByRole("button", { name: "주문 조회하기" }).click();
    await page.waitForURL(`**/order/lookup?orderId=${orderId}`);
    await page.getByRole("heading", { name: "주문 상세" }).waitFor();
    const order = page.getByRole("article", { name: `주문번호 ${number}` });
    await order.getByText("결제완료").waitFor();
    await screenshot(page, `order-lookup-${viewport}`);

    await whenHydrated(page);
    await page.getByText("주문 취소", { exact: true }).click();
    await page.getByText("결제 수단으로 환불되고", { exact: false }).waitFor();
    await screenshot(page, `order-cancel-open-${viewport}`);
    await page.getByRole("button", { name: "주문 취소하기" }).click();
    await page.getByRole("status").getByText("주문을 취소했어요.", { exact: false }).waitFor();
    await order.getByText("취소완료").waitFor();
    await order.getByText("환불 금액").waitFor();
    expect(await order.locator("dd").filter({ hasText: "32,000원" }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText("주문 취소", { exact: true }).count()).toBe(0);
    expect(await stockOf(console)).toBe(stockBefore);
    await screenshot(page, `order-cancelled-${viewport}`);
  }

  it("a member's shipped order shows 배송조회 to the carrier's page, then 구매확정 after delivery", async () => {
    let orderId = "";
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/signup/form");
      await whenHydrated(page);
      await fillSignUp(page, {
        email: `orders-${viewport}-${Date.now()}@collins.kr`,
        lastName: "한",
        firstName: "결",
        phone: "01024682468",
      });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      orderId = await buy(page, viewport);

      await withPage(browser(), baseUrl, "desktop", async ({ page: console }) => {
        await openConsole(console, `/admin/orders/${orderId}`);
        await console.getByLabel("택배사").selectOption("한진택배");
        await console.getByLabel("송장번호").fill("4123-4567-8901");
        await console.getByRole("button", { name: "발송 처리" }).click();
        await console.getByRole("status").getByText("발송 처리했어요.").waitFor();
      });

      await page.goto(`/account?orderId=${orderId}`);
      const item = page.locator(`#order-${orderId}`);
      await item.getByText("배송중").waitFor();
      const track = item.getByRole("link", { name: /배송조회/ });
      expect(await track.getAttribute("href")).toBe(
        "https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=412345678901",
      );
      expect(await track.getAttribute("target")).toBe("_blank");
      expect(await item.getByText("구매확정", { exact: true }).count()).toBe(0);
      await screenshot(page, `order-tracking-${viewport}`);

      await withPage(browser(), baseUrl, "desktop", async ({ page: console }) => {
        await openConsole(console, `/admin/orders/${orderId}`);
        await console.getByRole("button", { name: "배송 완료로 변경" }).click();
        await console.getByRole("status").getByText("배송 완료로 바꿨어요.").waitFor();
      });

      await page.goto(`/account?orderId=${orderId}`);
      await item.getByText("배송완료").waitFor();
      await whenHydrated(page);
      await item.getByText("구매확정", { exact: true }).click();
      await item.getByRole("button", { name: "구매확정하기" }).click();
      await page.getByRole("status").getByText("구매확정했어요.", { exact: false }).waitFor();
      await item.locator("[data-status='confirmed']").getByText("구매확정").waitFor();
      expect(await item.getByText("교환·반품 신청").count()).toBe(0);
      await screenshot(page, `order-confirmed-${viewport}`);
    });
  });
});
