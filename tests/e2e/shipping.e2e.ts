// Issue 20 "Shipping and returns on every product page" and the footer's external links, in
// Chromium at 390×844 and 1440×900. Under the price: the fee, the free-shipping threshold and the
// day's dispatch cut-off (Seoul time, worked out on the server); a 배송/교환/반품 tab and section
// on every product page. An operator edits the shipping policy in the console (/admin/settings) and
// the product page (cached pages dropped) and the cart show the new fee and threshold; the footer's
// partnership link follows the console and falls back to the inquiry form when cleared. Every
// change is put back at the end: the other specs of the run share this server.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { dispatchLine, dispatchOf } from "../../core/shipping";
import { screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const PRODUCT = "incense-3-kit";

/** A refused console form answers 400, which Chromium logs. */
const REFUSAL = [/status of 400/];
const SEED = { fee: "3000", freeFrom: "30000", dispatchCutoff: "14:00" };

async function openConsole(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login\/form\?next=/);
  await page.getByLabel("이메일").fill("admin@collins.kr");
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`**${path}`);
}

/** Fills the console's shipping policy form and saves it. */
async function saveShipping(page: Page, fields: { fee: string; freeFrom: string; dispatchCutoff: string }) {
  const form = page.getByRole("form", { name: "배송 정책" });
  await form.getByLabel("배송비 (원)").fill(fields.fee);
  await form.getByLabel("무료배송 기준 금액 (원)").fill(fields.freeFrom);
  await form.getByLabel("당일 출고 마감 (한국 시간)").fill(fields.dispatchCutoff);
  await form.getByRole("button", { name: "배송 정책 저장" }).click();
  await form.getByRole("status").filter({ hasText: "배송 정책을 저장했어요." }).waitFor();
}

async function savePartnership(page: Page, address: string) {
  const form = page.getByRole("form", { name: "푸터 링크" });
  await form.getByLabel("비즈니스 제휴").fill(address);
  await form.getByRole("button", { name: "푸터 링크 저장" }).click();
  await form.getByRole("status").filter({ hasText: "푸터 링크를 저장했어요." }).waitFor();
}

/** What the page under the price should say now (the server's clock; a minute's cache at most). */
const dispatchNow = (cutoff: string) =>
  [0, -60_000].map((ago) => dispatchLine(dispatchOf(new Date(Date.now() + ago), cutoff), cutoff));

const summary = (page: Page) => page.locator("#purchase");

/** The shipping fee of the cart's summary. */
const cartShipping = (page: Page) =>
  page
    .getByRole("complementary", { name: "주문 금액" })
    .locator("div")
    .filter({ has: page.getByText("배송비", { exact: true }) })
    .locator("dd");

afterAll(async () => {
  // The run's other specs expect the seed's policy and links.
  await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
    await openConsole(page, "/admin/settings");
    await saveShipping(page, SEED);
    await savePartnership(page, "");
  });
});

describe("shipping and returns on every product page (issue 20)", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`shows the fee, the threshold and today's cut-off under the price, and a 배송/교환/반품 section, on a ${viewport}`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await page.goto(`/product/${PRODUCT}`);
        await summary(page).getByText("배송비 3,000원 (30,000원 이상 무료배송)").waitFor();
        const dispatch = (await summary(page).getByText(/출발$/).textContent()) ?? "";
        expect(dispatchNow("14:00")).toContain(dispatch);
        // The old fixed note is gone: the cut-off line is spec §2's 'order now and it ships today'.
        expect(await page.getByText("지금 주문하면 오늘 출발해요").count()).toBe(0);

        await whenHydrated(page);
        const tabs = page.getByRole("navigation", { name: "상품 상세 메뉴" });
        await tabs.getByRole("link", { name: "배송/교환/반품" }).click();
        const section = page.getByRole("region", { name: "배송/교환/반품" });
        await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(400);
        expect(await section.getByRole("definition").allTextContents()).toEqual([
          "3,000원",
          "30,000원 이상 구매 시 무료",
          "평일 오후 2시까지 결제한 주문은 당일 출고해요. 그 이후와 주말에 결제한 주문은 다음 평일에 출고해요.",
        ]);
        await section
          .getByText("상품을 받은 날부터 7일 이내에 교환·반품을 신청할 수 있어요.", { exact: false })
          .waitFor();
        await screenshot(page, `shipping-returns-${viewport}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `shipping-summary-${viewport}`);

        // A product that does not leave the day it is paid for shows the fee but no cut-off.
        await page.goto("/product/collins-incense-mix");
        await summary(page).getByText("배송비 3,000원 (30,000원 이상 무료배송)").waitFor();
        expect(await summary(page).getByText(/출발$/).count()).toBe(0);
        await page.getByRole("region", { name: "배송/교환/반품" }).waitFor();
      });
    });

    it(`follows the fee and threshold an operator saves in the console, on the product page and in the cart, on a ${viewport}`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        // A guest's cart with one kit (5,000원), read before the change.
        const product = (await (await page.request.get(`/api/product/${PRODUCT}`)).json()) as {
          product: { id: number };
        };
        const added = await page.request.post("/api/cart/item/add", {
          data: [{ product_id: product.product.id, variation_id: null, quantity: 1 }],
        });
        expect(added.status()).toBe(200);
        await page.goto("/cart");
        expect(await cartShipping(page).textContent()).toBe("3,000원");
        // The product page is kept by the full-page cache now.
        await page.goto(`/product/${PRODUCT}`);
        await page.goto(`/product/${PRODUCT}`);

        await withPage(browser(), baseUrl, viewport, async ({ page: admin }) => {
          await openConsole(admin, "/admin/settings");
          await saveShipping(admin, { fee: "3,500", freeFrom: "100000", dispatchCutoff: "16:30" });
          await screenshot(admin, `console-settings-${viewport}`);
        });

        await page.goto(`/product/${PRODUCT}`);
        await summary(page).getByText("배송비 3,500원 (100,000원 이상 무료배송)").waitFor();
        const dispatch = (await summary(page).getByText(/출발$/).textContent()) ?? "";
        expect(dispatchNow("16:30")).toContain(dispatch);
        const section = page.getByRole("region", { name: "배송/교환/반품" });
        expect(await section.getByRole("definition").first().textContent()).toBe("3,500원");

        await page.goto("/cart");
        expect(await cartShipping(page).textContent()).toBe("3,500원");
        await page.getByText("95,000원 더 담으면 무료배송이에요.").waitFor();
        expect(await page.getByTestId("cart-total").textContent()).toBe("8,500원");

        await withPage(
          browser(),
          baseUrl,
          viewport,
          async ({ page: admin }) => {
            // A refused fee is answered beside its field and changes nothing; then the seed's policy again.
            await openConsole(admin, "/admin/settings");
            const form = admin.getByRole("form", { name: "배송 정책" });
            await form.getByLabel("배송비 (원)").fill("삼천원");
            await form.getByRole("button", { name: "배송 정책 저장" }).click();
            await form.getByText("배송비는 0원부터 100,000원까지 원 단위 숫자로 입력해주세요.").waitFor();
            await page.goto("/cart");
            expect(await cartShipping(page).textContent()).toBe("3,500원");
            await admin.goto("/admin/settings");
            await saveShipping(admin, SEED);
          },
          REFUSAL,
        );
        await page.goto("/cart");
        expect(await cartShipping(page).textContent()).toBe("3,000원");
      });
    });

    it(`points the footer's partnership link to the operator's address, or the inquiry form when unset, on a ${viewport}`, async () => {
      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          const partnership = () => page.getByRole("contentinfo").getByRole("link", { name: "비즈니스 제휴" });
          await page.goto("/");
          expect(await partnership().getAttribute("href")).toBe("/inquiry?type=partnership");
          expect(
            await page.getByRole("contentinfo").getByRole("link", { name: "대량 구매·유통 문의" }).getAttribute("href"),
          ).toBe("/inquiry?type=bulk");

          await openConsole(page, "/admin/settings");
          await savePartnership(page, "https://partners.collins.example/apply");
          await page.goto("/");
          expect(await partnership().getAttribute("href")).toBe("https://partners.collins.example/apply");
          expect(await partnership().getAttribute("target")).toBe("_blank");
          expect(await partnership().getAttribute("rel")).toBe("noopener noreferrer");

          // A script address is refused beside the field.
          await page.goto("/admin/settings");
          const form = page.getByRole("form", { name: "푸터 링크" });
          await form.getByLabel("비즈니스 제휴").fill("javascript:alert(1)");
          await form.getByRole("button", { name: "푸터 링크 저장" }).click();
          await form.getByText("http:// 또는 https://로 시작하는 주소를 500자 이내로 입력하거나 비워두세요.").waitFor();

          await page.goto("/admin/settings");
          await savePartnership(page, "");
          await page.goto(`/product/${PRODUCT}`);
          expect(await partnership().getAttribute("href")).toBe("/inquiry?type=partnership");
          await partnership().click();
          await page.waitForURL("**/inquiry?type=partnership");
        },
        REFUSAL,
      );
    });
  }
});
