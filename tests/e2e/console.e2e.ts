// Issue #9 in Chromium: the operator console. A guest is sent to the login form and back, a member
// is refused; an operator restocks a sold-out product and the alarm reaches the SMS simulator; adds
// and edits a popup rule and the storefront shows it on the matching page only; ships a member's
// order (the buyer's account shows it) and refunds another through the payment simulator.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, whenLive, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payButton } from "./support/checkout";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const BUYER = { email: `console-buyer-${Date.now()}@collins.kr`, password: "향기로운하루2026!" };

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인" }).click();
}

async function openConsole(page: Page, path = "/admin") {
  await page.goto(path);
  await page.waitForURL(/\/login\/form\?next=/);
  await logIn(page, "admin@collins.kr", adminPassword);
  await page.waitForURL(`**${path}`);
}

async function signUpBuyer(page: Page) {
  await page.goto("/signup/form");
  await whenLive(page);
  await fillSignUp(page, {
    email: BUYER.email,
    lastName: "정",
    firstName: "하루",
    phone: "01077778888",
    password: BUYER.password,
  });
  await page.getByRole("button", { name: "가입하기" }).click();
  await page.waitForURL("**/welcome");
}

/** The buyer pays for one product in the popup payment window; answers the order id. */
async function buy(page: Page, slug: string): Promise<string> {
  await buyNowOnDesktop(page, slug);
  await fillCheckout(page, null);
  const popupOpened = page.waitForEvent("popup");
  await payButton(page).click();
  await (await popupOpened).getByRole("button", { name: "결제 승인" }).click();
  await page.waitForURL("**/order/complete?orderId=*");
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

async function smsInbox(page: Page): Promise<string> {
  await page.goto("/_sim/sms");
  return (await page.getByRole("list", { name: "보낸 문자" }).textContent()) ?? "";
}

describe("operator console", () => {
  it("sends a guest to the login form and back, and refuses a member", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        await page.goto("/admin/orders");
        await page.waitForURL("**/login/form?next=%2Fadmin%2Forders");
        await signUpBuyer(page);
        await page.goto("/admin");
        await page.getByRole("heading", { name: "운영자만 볼 수 있는 페이지예요." }).waitFor();
        expect(await page.getByRole("navigation", { name: "콘솔 메뉴" }).count()).toBe(0);
        const api = await page.request.get("/api/admin/orders");
        expect(api.status()).toBe(403);
      },
      [/status of 403/],
    );
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openConsole(page, "/admin/orders");
      await page.getByRole("heading", { name: /^주문 \(/ }).waitFor();
      await page.getByRole("link", { name: "대시보드" }).click();
      await page.getByText("오늘 매출").waitFor();
      await screenshot(page, "console-dashboard-desktop");
    });
  });

  for (const viewport of ["phone", "desktop"] as const) {
    it(`opens every console page on a ${viewport} without an error`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await openConsole(page);
        const menu = page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link");
        const labels = await menu.allTextContents();
        expect(labels.length).toBeGreaterThanOrEqual(14);
        for (const label of labels) {
          await menu.filter({ hasText: label }).first().click();
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          expect(await page.getByRole("alert").count()).toBe(0);
          const rows = page.getByRole("main").getByRole("link");
          if (label === "사이트 팝업" || label === "메이커스 노트" || label === "오프라인 스토어") {
            await rows.first().click();
            await page.getByRole("button", { name: "저장" }).first().waitFor();
            expect(await page.getByRole("alert").count()).toBe(0);
          }
        }
        await page.goto("/admin/collections");
        await page.getByRole("button", { name: "목록 구성 편집" }).first().click();
        await page.getByRole("button", { name: "목록 구성 저장" }).click();
        await page.getByRole("status").getByText("목록 구성을 저장했어요.").waitFor();
        await page.goto("/admin/products");
        await page.getByRole("link", { name: "무드워터 유자", exact: true }).click();
        await page.getByRole("heading", { name: "상품 정보" }).waitFor();
        await screenshot(page, `console-product-editor-${viewport}`);
      });
    });
  }

  it("restocks a sold-out product and the restock alarm reaches the SMS inbox", async () => {
    const product = (await (await fetch(`${baseUrl}/api/product/keyring-honeybadger`)).json()) as {
      product: { id: number };
    };
    const asked = await fetch(`${baseUrl}/api/wait/update`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId: product.product.id, destName: "윤가을", destPhone: "010-2468-1357" }),
    });
    expect(asked.status).toBe(200);

    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openConsole(page, "/admin/products");
      await page.getByLabel("재고").selectOption("soldout");
      await page.getByRole("button", { name: "조회" }).click();
      await page.waitForURL("**/admin/products?stock=soldout");
      await page.getByRole("link", { name: "허니배저 키링" }).click();
      const restock = page.getByRole("region", { name: /재입고 알림/ });
      await restock.getByText("윤가을 · 010-2468-1357").waitFor();
      await screenshot(page, "console-product-phone");
      await page.getByLabel("상품 재고").fill("8");
      await page.getByRole("button", { name: "재고 저장" }).click();
      await page.getByRole("status").getByText("재고를 저장했어요.").waitFor();
      await restock.getByText(/알림 \d{4}/).waitFor();
      await expect.poll(() => smsInbox(page), { timeout: 20_000, interval: 1000 }).toContain("01024681357");
      expect(await smsInbox(page)).toContain("허니배저 키링");
    });
  });

  it("adds a popup for one page, moves it to another, and the shop shows it on the matching page only", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openConsole(page, "/admin/popups");
      await page.getByRole("link", { name: "팝업 추가" }).click();
      await page.getByLabel("이름 (이미지 대체 텍스트)").fill("스토어 방문 이벤트");
      await page.getByLabel("모바일 이미지 주소").fill("/media/popups/winter-gift-mobile.svg");
      await page.getByLabel("PC 이미지 주소").fill("/media/popups/winter-gift-desktop.svg");
      await page.getByLabel("노출 범위").selectOption("url_unit");
      await page.getByRole("button", { name: "URL 조건 추가" }).click();
      await page.getByLabel("URL", { exact: true }).fill("/places");
      await page.getByLabel("조건", { exact: true }).selectOption("starts_with");
      await page.getByRole("button", { name: "지금 설정으로 확인" }).click();
      const preview = page.getByRole("list", { name: "미리보기 결과" });
      await preview.getByText("/cart — 노출되지 않아요").waitFor();
      await page.getByLabel("확인할 주소 (한 줄에 하나)").fill("/places\n/music");
      await page.getByRole("button", { name: "지금 설정으로 확인" }).click();
      await preview.getByText("/places — 노출돼요").waitFor();
      await page.getByRole("button", { name: "저장" }).click();
      await page.waitForURL(/\/admin\/popups\/\d+$/);
      const editor = page.url();
      await screenshot(page, "console-popup-desktop");

      const shop = await page.context().newPage();
      await shop.goto("/places");
      await shop.getByRole("dialog").getByRole("img", { name: "스토어 방문 이벤트" }).waitFor();
      await shop.goto("/music");
      await shop.getByRole("heading", { level: 1, name: "뮤직" }).waitFor();
      await shop.waitForTimeout(500);
      expect(await shop.getByRole("img", { name: "스토어 방문 이벤트" }).count()).toBe(0);

      await page.goto(editor);
      await page.getByLabel("URL", { exact: true }).fill("/music");
      await page.getByRole("button", { name: "저장" }).click();
      await page.getByRole("status").getByText("저장했어요.").waitFor();

      const fresh = await page.context().browser()?.newContext({ baseURL: baseUrl });
      const visitor = await fresh?.newPage();
      if (!visitor) throw new Error("no page");
      await visitor.goto("/music");
      await visitor.getByRole("dialog").getByRole("img", { name: "스토어 방문 이벤트" }).waitFor();
      await visitor.goto("/places");
      await visitor.getByRole("heading", { level: 1, name: "오프라인 스토어" }).waitFor();
      await visitor.waitForTimeout(500);
      expect(await visitor.getByRole("img", { name: "스토어 방문 이벤트" }).count()).toBe(0);
      await fresh?.close();

      page.once("dialog", (dialog) => dialog.accept());
      await page.getByRole("button", { name: "삭제" }).last().click();
      await page.waitForURL("**/admin/popups");
    });
  });

  it("ships a member's order, which the buyer's account shows, and refunds another through the payment simulator", async () => {
    let shipped = "";
    let refunded = "";
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/login/form");
      await logIn(page, BUYER.email, BUYER.password);
      await page.waitForURL("**/account");
      shipped = await buy(page, "moodwater-yuja");
      refunded = await buy(page, "moodwater-yuja");
    });

    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openConsole(page, `/admin/orders/${shipped}`);
      await page.getByRole("button", { name: "상품 준비중으로 변경" }).click();
      await page.getByRole("status").getByText("상품 준비중으로 바꿨어요.").waitFor();
      await page.getByLabel("택배사").selectOption("CJ대한통운");
      await page.getByLabel("송장번호").fill("6543-2109-8765");
      await page.getByRole("button", { name: "발송 처리" }).click();
      await page.getByRole("status").getByText("발송 처리했어요.").waitFor();
      await page.getByText("CJ대한통운 6543-2109-8765").first().waitFor();
      await screenshot(page, "console-order-desktop");

      await page.goto(`/admin/orders/${refunded}`);
      page.once("dialog", (dialog) => dialog.accept());
      await page.getByLabel("환불 사유").fill("고객 변심");
      await page.getByRole("button", { name: "환불하기" }).click();
      await page.getByRole("status").getByText("환불했어요.").waitFor();
      await page.getByText("환불 완료").first().waitFor();
    });

    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/login/form");
      await logIn(page, BUYER.email, BUYER.password);
      await page.waitForURL("**/account");
      await page.goto(`/account?orderId=${shipped}`);
      const order = page.locator(`#order-${shipped}`);
      await order.getByText("배송중").waitFor();
      await order.getByText("CJ대한통운 6543-2109-8765").waitFor();
      await page.locator(`#order-${refunded}`).getByText("환불 완료").waitFor();
      await screenshot(page, "console-buyer-account-phone");
      // The outbox sends every few seconds: the shipping and refund texts arrive shortly.
      await expect
        .poll(
          async () => {
            const inbox = await smsInbox(page);
            return [inbox.includes("주문하신 상품이 출발했어요"), /32,000원이 환불되었어요/.test(inbox)];
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toEqual([true, true]);
    });
  });
});
