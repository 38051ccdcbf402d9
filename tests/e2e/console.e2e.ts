// Issue #9 in Chromium: the operator console. A guest is sent to the login form and back, a member
// is refused (the pages and their actions); an operator restocks a sold-out product and the alarm
// reaches the SMS simulator; edits a product through the page's action (a reload shows it, a bad
// price is refused beside its field, with scripts on and off) and adds a photo through the page's
// multipart form (a wrong type and no file refused beside the file field); adds and edits a popup rule and the
// storefront shows it on the matching page only; ships a member's order (the buyer's account shows
// it) and refunds another through the payment simulator. Issue 19: every editor is a form posting
// to its page's action, the page's data comes from its loader.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payInSimulator } from "./support/checkout";
import { logInAsOperator } from "./support/console";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const PRICE_MESSAGE = "가격은 0원부터 10,000,000원까지 원 단위 숫자로 입력해주세요.";

const PHOTO_TYPE_MESSAGE = "jpg, jpeg, png 파일만 올릴 수 있어요.";

/** A small product photo, as an operator's camera would give it. */
const photo = async (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 800, height: 800, channels: 3, background: "#b9a58c" } })
    .png()
    .toBuffer(),
});

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
  // The address changes before React has drawn the console: its menu says it is there.
  await page.getByRole("navigation", { name: "콘솔 메뉴" }).waitFor();
}

async function signUpBuyer(page: Page) {
  await page.goto("/signup/form");
  await whenHydrated(page);
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
  return payInSimulator(page);
}

async function smsInbox(page: Page): Promise<string> {
  await page.goto("/_sim/sms");
  return (await page.getByRole("list", { name: "보낸 문자" }).textContent()) ?? "";
}

/** 무드워터 유자 through the list's search: products other specs create can push it off the first page. */
const MOODWATER_YUJA_IN_LIST = `/admin/products?q=${encodeURIComponent("무드워터 유자")}`;

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
        // The page's action refuses a member as the API does, and changes nothing.
        const action = await page.request.post("/admin/coupons", {
          form: {
            intent: "issue",
            email: BUYER.email,
            couponName: "셀프 쿠폰",
            couponAmount: "50000",
            expiryDate: "2099-12-31",
          },
          maxRedirects: 0,
        });
        expect(action.status()).toBe(403);
      },
      [/status of 403/],
    );
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openConsole(page, "/admin/orders");
      await page.getByRole("heading", { name: /^주문 \(/ }).waitFor();
      const coupons = await page.request.get("/admin/coupons?q=console-buyer");
      expect(await coupons.text()).not.toContain("셀프 쿠폰");
      expect(coupons.headers()["cache-control"]).toBe("private, no-store");
      const data = await page.request.get("/admin/orders.data");
      expect([data.status(), data.headers()["cache-control"]]).toEqual([200, "private, no-store"]);
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
          const link = menu.filter({ hasText: label }).first();
          const href = (await link.getAttribute("href")) ?? "";
          await link.click();
          // The address changes once the page's loader has answered: the page shown is the new one.
          await page.waitForURL((url) => url.pathname === href);
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
        await page.getByRole("link", { name: "목록 구성 편집" }).first().click();
        await page.getByRole("button", { name: "목록 구성 저장" }).click();
        await page.getByRole("status").getByText("목록 구성을 저장했어요.").waitFor();
        await page.getByRole("group", { name: "하위 카테고리" }).first().scrollIntoViewIfNeeded();
        await screenshot(page, `console-collections-${viewport}`);
        await page.goto(MOODWATER_YUJA_IN_LIST);
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
      body: JSON.stringify({
        productId: product.product.id,
        destName: "윤가을",
        destPhone: "010-2468-1357",
        consent: true,
      }),
    });
    expect(asked.status).toBe(200);

    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openConsole(page, "/admin/products");
      await page.getByLabel("재고").selectOption("soldout");
      await page.getByRole("button", { name: "조회" }).click();
      await page.waitForURL(/\/admin\/products\?.*stock=soldout/);
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

  it("saves a product through its page's action, and shows a refused price beside its field with scripts on and off", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        await openConsole(page, "/admin/products");
        await page.goto(MOODWATER_YUJA_IN_LIST);
        await page.getByRole("link", { name: "무드워터 유자", exact: true }).click();
        const editor = page.getByRole("form", { name: "상품 정보" });
        await editor.getByLabel("프로모션 문구").fill("콘솔에서 바꾼 문구");
        await editor.getByRole("button", { name: "저장", exact: true }).click();
        await editor.getByRole("status").getByText("저장했어요.").waitFor();
        await page.reload();
        expect(await page.getByRole("form", { name: "상품 정보" }).getByLabel("프로모션 문구").inputValue()).toBe(
          "콘솔에서 바꾼 문구",
        );

        await editor.getByLabel("정가 (원)").fill("삼만원");
        await editor.getByRole("button", { name: "저장", exact: true }).click();
        const price = editor.getByLabel("정가 (원)");
        await expect.poll(() => price.getAttribute("aria-invalid")).toBe("true");
        const describedBy = (await price.getAttribute("aria-describedby")) ?? "";
        expect(await page.locator(`#${describedBy.split(" ").pop()}`).textContent()).toBe(PRICE_MESSAGE);
        expect(await price.inputValue()).toBe("삼만원");
        await price.scrollIntoViewIfNeeded();
        await screenshot(page, "console-product-refused-desktop");

        // The same without scripts: the form posts, the server answers the page with the message.
        const noScript = await browser().newContext({
          baseURL: baseUrl,
          javaScriptEnabled: false,
          storageState: await page.context().storageState(),
          viewport: { width: 390, height: 844 },
        });
        const plain = await noScript.newPage();
        await plain.goto(page.url());
        const plainEditor = plain.getByRole("form", { name: "상품 정보" });
        await plainEditor.getByLabel("정가 (원)").fill("-1");
        await plainEditor.getByRole("button", { name: "저장", exact: true }).click();
        await plain.getByText(PRICE_MESSAGE).waitFor();
        expect(await plain.getByRole("form", { name: "상품 정보" }).getByLabel("정가 (원)").inputValue()).toBe("-1");
        await plain.getByRole("form", { name: "상품 정보" }).getByLabel("정가 (원)").scrollIntoViewIfNeeded();
        await screenshot(plain, "console-product-refused-phone-noscript");
        await plain.getByRole("form", { name: "상품 정보" }).getByLabel("정가 (원)").fill("29000");
        await plain.getByRole("form", { name: "상품 정보" }).getByRole("button", { name: "저장", exact: true }).click();
        await plain.getByText("저장했어요.").waitFor();
        await noScript.close();
      },
      [/status of 400/],
    );
  });

  it("adds a product photo through the page's multipart form, refusing a wrong type beside its field, with scripts on and off", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        await openConsole(page, "/admin/products");
        await page.goto(MOODWATER_YUJA_IN_LIST);
        await page.getByRole("link", { name: "무드워터 유자", exact: true }).click();
        await page.waitForURL(/\/admin\/products\/\d+$/);
        const images = page.getByRole("region", { name: "이미지" });
        await images.waitFor();
        // One list item per photo (its picture, its crops and its 위로/아래로 buttons).
        const before = await images.getByRole("listitem").count();
        await whenHydrated(page);
        await images.getByLabel("설명").fill("욕실 선반 위의 유자 디퓨저");
        await images.getByLabel(/이미지 파일/).setInputFiles(await photo("yuja.gif"));
        await images.getByRole("button", { name: "올리기" }).click();
        const file = images.getByLabel(/이미지 파일/);
        await expect.poll(() => file.getAttribute("aria-invalid")).toBe("true");
        const describedBy = (await file.getAttribute("aria-describedby")) ?? "";
        expect(await page.locator(`#${describedBy.split(" ").pop()}`).textContent()).toBe(PHOTO_TYPE_MESSAGE);
        expect(await images.getByLabel("설명").inputValue()).toBe("욕실 선반 위의 유자 디퓨저");
        await images.scrollIntoViewIfNeeded();
        await screenshot(page, "console-product-photo-refused-desktop");

        await images.getByLabel(/이미지 파일/).setInputFiles(await photo("yuja.png"));
        await images.getByRole("button", { name: "올리기" }).click();
        await images.getByRole("status").getByText("이미지를 올렸어요.").waitFor();
        await expect.poll(() => images.getByRole("listitem").count()).toBe(before + 1);
        expect(await images.getByRole("listitem").last().getByRole("img").first().getAttribute("alt")).toBe(
          "욕실 선반 위의 유자 디퓨저",
        );
        expect(await images.getByLabel("설명").inputValue()).toBe("");
        await screenshot(page, "console-product-photo-desktop");

        // The same without scripts: the browser posts the multipart form, the page comes back.
        const noScript = await browser().newContext({
          baseURL: baseUrl,
          javaScriptEnabled: false,
          storageState: await page.context().storageState(),
          viewport: { width: 390, height: 844 },
        });
        const plain = await noScript.newPage();
        await plain.goto(page.url());
        const plainImages = plain.getByRole("region", { name: "이미지" });
        await plainImages.getByRole("button", { name: "올리기" }).click();
        await plainImages.getByText("올릴 이미지 파일을 하나 골라주세요.").waitFor();
        await plainImages.getByLabel(/이미지 파일/).setInputFiles(await photo("yuja-2.png"));
        await plainImages.getByRole("button", { name: "올리기" }).click();
        await plainImages.getByText("이미지를 올렸어요.").waitFor();
        expect(await plainImages.getByRole("listitem").count()).toBe(before + 2);
        await plainImages.scrollIntoViewIfNeeded();
        await screenshot(plain, "console-product-photo-phone-noscript");
        await noScript.close();
      },
      [/status of 400/],
    );
  });

  it("adds a popup for one page, moves it to another, and the shop shows it on the matching page only", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await openConsole(page, "/admin/popups");
      await page.getByRole("link", { name: "팝업 추가" }).click();
      await whenHydrated(page);
      // Issue 22: the images are uploaded with the picker, each by its own form, before the rest.
      for (const [field, name] of [
        ["모바일 이미지", "popup-mobile.png"],
        ["PC 이미지", "popup-desktop.png"],
      ] as const) {
        const picker = page.getByRole("group", { name: field, exact: true });
        await picker.getByLabel(`${field} 올리기`).setInputFiles(await photo(name));
        await picker.getByRole("button", { name: "사진 올리기" }).click();
        await picker.getByRole("status").getByText("사진을 올렸어요. 저장을 누르면 반영돼요.").waitFor();
      }
      await page.getByLabel("이름 (이미지 대체 텍스트)").fill("스토어 방문 이벤트");
      await page.getByLabel("노출 범위").selectOption("url_unit");
      await page.getByLabel("새 URL 조건 URL").fill("/places");
      await page.getByLabel("새 URL 조건 조건").selectOption("starts_with");
      await page.getByRole("group", { name: "URL 조건" }).scrollIntoViewIfNeeded();
      await screenshot(page, "console-popup-rows-desktop");
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
      await page.getByLabel("URL 조건 1 URL").fill("/music");
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
      await page.getByRole("button", { name: "배송준비중으로 변경" }).click();
      await page.getByRole("status").getByText("배송준비중으로 바꿨어요.").waitFor();
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
      await page.getByText("환불완료").first().waitFor();
    });

    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/login/form");
      await logIn(page, BUYER.email, BUYER.password);
      await page.waitForURL("**/account");
      await page.goto(`/account?orderId=${shipped}`);
      const order = page.locator(`#order-${shipped}`);
      await order.getByText("배송중").waitFor();
      await order.getByText("CJ대한통운 6543-2109-8765").waitFor();
      await page.locator(`#order-${refunded}`).getByText("환불완료").waitFor();
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

  it("hydrates the top banner's countdown preview on a browser clock minutes apart from the server's", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await logInAsOperator(page);
      // The preview counts down in minutes. Drawn with each side's own clock, a page hydrated in
      // another minute than it was rendered in did not match (React errors #418 and #423).
      await page.clock.install({ time: Date.now() + 3 * 60_000 });
      await page.goto("/admin/top-banners");
      const href = await page
        .locator('main a[href^="/admin/top-banners/"]:not([href$="/new"])')
        .first()
        .getAttribute("href");
      const html = await (await page.request.get(href ?? "")).text();
      const served = html.match(/종료까지 \d[^<"]*/)?.[0];
      expect(served).toMatch(/^종료까지 \d/);
      await page.goto(href ?? "");
      await whenHydrated(page);
      // Alive, it counts on the browser's clock: three minutes fewer than the server drew. Errors
      // while hydrating fail withPage.
      await page.clock.runFor(1_500);
      const preview = page.getByRole("region", { name: "미리보기" });
      await expect.poll(() => preview.textContent()).toMatch(/종료까지 \d/);
      expect(await preview.textContent()).not.toContain(served);
    });
  });

  it("lays the top banner's preview out as wide as its form on a laptop", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await logInAsOperator(page);
      await page.goto("/admin/top-banners");
      await page.locator('main a[href^="/admin/top-banners/"]:not([href$="/new"])').first().click();
      await page.waitForURL(/\/admin\/top-banners\/\d+$/);
      const preview = await page.getByRole("region", { name: "미리보기" }).boundingBox();
      const form = await page
        .getByRole("button", { name: "저장" })
        .locator("xpath=ancestor::div[contains(@class, 'panel')][1]")
        .boundingBox();
      // One column of panels at 1440 px: the preview below the form, edge to edge with it.
      expect(form?.width).toBeGreaterThan(600);
      expect(preview?.x).toBe(form?.x);
      expect(preview?.width).toBe(form?.width);
    });
  });
});
