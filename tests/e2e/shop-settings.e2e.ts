// Issue 22 "Shop settings", in Chromium against the production build, on a phone (390×844) and a
// laptop (1440×900): the operator jumps to 사업자 정보 and 개인정보처리방침 by the page's in-page
// links, changes the business phone and the privacy text, and a new shopper sees both at once in the
// storefront's footer and on /privacy, with the day of the change (the full-page cache is dropped by
// the setting's change, migration 0016). The seeded values are put back at the end.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const SEEDED_PHONE = "02-0000-0000";

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await page.waitForURL(/\/login\/form\?next=/);
  await page.getByLabel("이메일").fill("admin@collins.kr");
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL("**/admin/settings");
}

const businessForm = (page: Page) => page.getByRole("form", { name: "사업자 정보" });
const privacyForm = (page: Page) => page.getByRole("form", { name: "개인정보처리방침" });

/** A page as a new shopper's browser gets it (the full-page cache answers if it kept the page). */
const shopperHtml = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

describe.each<ViewportName>(["phone", "desktop"])("shop settings on a %s", (viewport) => {
  it("changes the business phone and the privacy text, and the storefront shows them", async () => {
    const phone = viewport === "phone" ? "02-390-0844" : "02-1440-0900";
    const privacy = `1. 수집하는 개인정보\n${viewport} 화면에서 고친 개인정보처리방침이에요.`;
    // The pages are in the full-page cache before the change.
    expect(await shopperHtml("/")).not.toContain(phone);
    expect(await shopperHtml("/privacy")).not.toContain(`${viewport} 화면에서 고친`);

    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await openSettings(page);
      await whenHydrated(page);
      const nav = page.getByRole("navigation", { name: "설정 바로가기" });
      await screenshot(page, `console-settings-${viewport}`);
      await nav.getByRole("link", { name: "사업자 정보" }).click();
      await page.waitForURL("**/admin/settings#business");
      const business = businessForm(page);
      await business.getByLabel("전화").fill(phone);
      await business.getByRole("button", { name: "사업자 정보 저장" }).click();
      const saved = business.getByRole("status").getByText("사업자 정보를 저장했어요. 쇼핑몰 하단에 바로 반영돼요.");
      await saved.waitFor();
      // The page's data is loaded again and the form drawn anew from the saved setting.
      await page.waitForLoadState("networkidle");
      await expect(business.getByLabel("전화").inputValue()).resolves.toBe(phone);
      // Scrolled by the page itself: the form may be drawn anew once more while Playwright waits for
      // the message to hold still (a CI run saw it detached), and the message is drawn again with it.
      await saved.evaluate((message) => message.scrollIntoView({ block: "center" }));
      await screenshot(page, `console-business-info-${viewport}`);

      await nav.getByRole("link", { name: "개인정보처리방침" }).click();
      const form = privacyForm(page);
      await form.getByLabel("개인정보처리방침 내용").fill(privacy);
      await form.getByRole("button", { name: "개인정보처리방침 저장" }).click();
      await form.getByRole("status").getByText("개인정보처리방침을 저장했어요. 쇼핑몰에 바로 반영돼요.").waitFor();

      // Nothing beside the page's width, on a phone as well.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        await page.evaluate(() => window.innerWidth),
      );

      await page.goto("/privacy");
      await page.getByRole("heading", { name: "1. 수집하는 개인정보" }).waitFor();
      await page.getByText(`${viewport} 화면에서 고친 개인정보처리방침이에요.`).waitFor();
      await page.getByText(/^최종 변경일: 20\d\d\. \d{1,2}\. \d{1,2}\.$/).waitFor();
      const footer = page.locator("footer");
      await footer.getByText(phone).scrollIntoViewIfNeeded();
      await screenshot(page, `storefront-privacy-footer-${viewport}`);
    });

    expect(await shopperHtml("/")).toContain(phone);
    expect(await shopperHtml("/privacy")).toContain(`${viewport} 화면에서 고친 개인정보처리방침이에요.`);
  });
});

describe("the settings page refuses a malformed phone", () => {
  it("answers beside the field in Korean, keeps what was sent, then the seeded phone is put back", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await openSettings(page);
        await whenHydrated(page);
        const business = businessForm(page);
        await business.getByLabel("전화").fill("0200000000");
        await business.getByRole("button", { name: "사업자 정보 저장" }).click();
        await business.getByText("전화번호를 02-1234-5678 또는 1588-1234처럼 입력해주세요.").waitFor();
        await expect(business.getByLabel("전화").inputValue()).resolves.toBe("0200000000");
        await business.getByLabel("전화").fill(SEEDED_PHONE);
        await business.getByRole("button", { name: "사업자 정보 저장" }).click();
        await business
          .getByRole("status")
          .getByText("사업자 정보를 저장했어요. 쇼핑몰 하단에 바로 반영돼요.")
          .waitFor();
      },
      [/status of 400/],
    );
    expect(await shopperHtml("/")).toContain(SEEDED_PHONE);
  });
});
