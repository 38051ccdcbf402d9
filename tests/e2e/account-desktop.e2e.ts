// Issue 21 "My page on a laptop" in Chromium: a member with orders in several steps sees, at
// 1440×900, 마이페이지's menu on the left of the content (the content wider than 700 px) and
// 주문 처리 현황 counting their orders per step (결제완료 / 배송준비중 / 배송중 / 배송완료, as the
// server counted them); the editing forms (spec §2 "/name/form … Account editing forms") keep the
// same menu, whose 로그아웃 posts (spec §4 "Logout: post to the server, then go to /"). At 390×844
// the same page is one column without horizontal scroll, the four counts in one row.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payInSimulator } from "./support/checkout";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

/** 바로 구매 of 유자 무드워터 paid through the simulator: the order's id. The first checkout fills the form; later ones start from the saved address. */
async function buy(page: Page, first: boolean): Promise<string> {
  await buyNowOnDesktop(page, "moodwater-yuja");
  if (first) await fillCheckout(page, null);
  else {
    await whenHydrated(page);
    await page.getByLabel(/구매 조건에 동의해요/).check();
  }
  return payInSimulator(page);
}

/** The operator moves orders on (배송준비중, 발송 처리) through the console's API. */
async function moveOrders(moves: [string, object][]) {
  await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
    await page.goto(`/login/form?next=${encodeURIComponent("/admin/orders")}`);
    await page.getByLabel("이메일").fill("admin@collins.kr");
    await page.getByLabel("비밀번호").fill(adminPassword);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL("**/admin/orders");
    for (const [orderId, body] of moves) {
      const answer = await page.request.post(`${baseUrl}/api/admin/orders/${orderId}/status`, { data: body });
      expect(answer.status(), `${orderId} ${JSON.stringify(body)}`).toBe(200);
    }
  });
}

const summaryOf = (page: Page) => page.getByRole("region", { name: "주문 처리 현황" });

/** The four counts as shown, by their step's name. */
async function countsOf(summary: Locator): Promise<Record<string, string>> {
  const counts: Record<string, string> = {};
  for (const step of await summary.getByRole("listitem").all()) {
    const texts = await step.locator("span").allTextContents();
    counts[texts[0] ?? ""] = texts[1] ?? "";
  }
  return counts;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

describe("마이페이지 on a laptop and a phone (issue 21)", () => {
  it("shows the side menu left of the content and the member's order counts; one column on a phone", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ context, page }) => {
      await page.goto("/signup/form");
      await whenHydrated(page);
      await fillSignUp(page, {
        email: `mypage-${Date.now()}@collins.kr`,
        lastName: "윤",
        firstName: "서하",
        phone: "01024681357",
      });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");

      const placed = [await buy(page, true)];
      for (let i = 0; i < 3; i += 1) placed.push(await buy(page, false));
      const [, preparing, shipped] = placed;
      await moveOrders([
        [preparing ?? "", { status: "preparing" }],
        [shipped ?? "", { status: "shipped", courier: "한진택배", trackingNumber: "4123-4567-8901" }],
      ]);

      await page.goto("/account");
      await page.getByRole("heading", { name: "안녕하세요, 서하님" }).waitFor();
      const expected = { 결제완료: "2", 배송준비중: "1", 배송중: "1", 배송완료: "0" };
      expect(await countsOf(summaryOf(page))).toEqual(expected);

      const menu = page.getByRole("navigation", { name: "마이페이지 메뉴" });
      const content = page.getByRole("heading", { name: "안녕하세요, 서하님" }).locator("..");
      const menuBox = await box(menu);
      const contentBox = await box(content);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(contentBox.x);
      expect(contentBox.width).toBeGreaterThan(700);
      for (const name of ["주문 내역", "배송지 관리", "기본 정보 수정", "이름 변경", "비밀번호 변경", "상담 문의"]) {
        expect(await menu.getByRole("link", { name }).getAttribute("href"), name).toMatch(/^\//);
      }
      await screenshot(page, "account-desktop");

      // The same page on a phone: one column, the four counts in one row, no horizontal scroll.
      const cookies = await context.cookies();
      await withPage(browser(), baseUrl, "phone", async ({ context: phone, page: mobile }) => {
        await phone.addCookies(cookies);
        await mobile.goto("/account");
        const summary = summaryOf(mobile);
        expect(await countsOf(summary)).toEqual(expected);
        const steps = await summary.getByRole("listitem").all();
        const tops = await Promise.all(steps.map(async (step) => (await box(step)).y));
        expect(new Set(tops).size).toBe(1);
        for (const step of steps) expect(await step.isVisible()).toBe(true);
        expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
        const phoneMenu = await box(mobile.getByRole("navigation", { name: "마이페이지 메뉴" }));
        const orders = await box(mobile.getByRole("region", { name: "주문 내역" }));
        expect(phoneMenu.y).toBeGreaterThan(orders.y);
        await screenshot(mobile, "account-phone-summary");
        await mobile.goto("/name/form");
        await mobile.getByRole("heading", { name: "이름 변경" }).waitFor();
        expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      });

      // An editing form keeps the menu on the left, its own item marked, and 로그아웃 posts from there.
      await page.goto("/name/form");
      const form = page.getByRole("heading", { name: "이름 변경", level: 1 });
      await form.waitFor();
      const current = menu.getByRole("link", { name: "이름 변경" });
      expect(await current.getAttribute("aria-current")).toBe("page");
      expect((await box(menu)).x + (await box(menu)).width).toBeLessThanOrEqual((await box(form)).x);
      await screenshot(page, "account-name-form-desktop");
      await menu.getByRole("button", { name: "로그아웃" }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.goto("/account");
      await page.waitForURL(`${baseUrl}/`);
    });
  });
});
