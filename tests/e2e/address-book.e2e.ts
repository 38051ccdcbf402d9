// Issue 20 in Chromium, on a phone (390×844) and a desktop (1440×900): a new member buys with
// 기본 배송지로 저장 ticked (it is, by default) and the next checkout starts from that address; a
// second address added on the account page shows in 배송지 선택, and picking it fills the form;
// 배송지 관리 sets the default back and deletes an address. Without scripts, the shipping form,
// 배송지 선택 and the account's forms work the same.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openProduct, screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";
import { fillCheckout, payInSimulator } from "./support/checkout";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** 바로 구매 of 유자 무드워터 (a simple product): straight to its checkout. */
async function buyYujaNow(page: Page, viewport: ViewportName) {
  await openProduct(page, "moodwater-yuja");
  if (viewport === "phone") {
    await page.getByRole("button", { name: "구매하기", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "옵션 선택" });
    await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
    await sheet.getByRole("button", { name: "바로 구매하기" }).click();
  } else {
    await page.getByRole("button", { name: "바로 구매하기" }).click();
  }
  await page.waitForURL("**/checkout?buy=now");
  await page.getByRole("heading", { name: "주문/결제" }).waitFor();
  await whenHydrated(page);
}

const VIEWPORTS: ViewportName[] = ["phone", "desktop"];

describe("address book (issue 20)", () => {
  for (const viewport of VIEWPORTS) {
    it(`saves the checkout's address as the default and offers saved addresses at the next checkout (${viewport})`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await page.goto("/signup/form");
        await whenHydrated(page);
        await fillSignUp(page, {
          email: `book-${viewport}-${Date.now()}@collins.kr`,
          lastName: "김",
          firstName: "하늘",
          phone: "01012345678",
        });
        await page.getByRole("button", { name: "가입하기" }).click();
        await page.waitForURL("**/welcome");

        // First order: the box is ticked for a member, and nothing to choose from yet.
        await buyYujaNow(page, viewport);
        expect(await page.getByRole("navigation", { name: "배송지 선택" }).count()).toBe(0);
        const save = page.getByRole("checkbox", { name: "기본 배송지로 저장" });
        expect(await save.isChecked()).toBe(true);
        await fillCheckout(page, null);
        await save.scrollIntoViewIfNeeded();
        await screenshot(page, `address-book-first-checkout-${viewport}`);
        await payInSimulator(page);

        // The next checkout starts from the saved address.
        await buyYujaNow(page, viewport);
        expect(await page.getByLabel("받는 분").inputValue()).toBe("김콜린");
        expect(await page.getByLabel("휴대전화", { exact: true }).inputValue()).toBe("010-9876-5432");
        expect(await page.getByLabel("우편번호").inputValue()).toBe("04778");
        expect(await page.getByLabel("상세 주소").inputValue()).toBe("3층");

        // A second address from the account page's 배송지 관리 becomes the default.
        await page.goto("/account");
        const book = page.getByRole("region", { name: "배송지 관리" });
        await book.getByRole("link", { name: "새 배송지 추가" }).click();
        await page.waitForURL("**/account/shipping/form");
        await whenHydrated(page);
        await page.getByRole("button", { name: "주소 검색" }).click();
        await page.getByRole("searchbox", { name: "도로명, 건물명 또는 지번 검색" }).fill("가로수길");
        await page.getByRole("list", { name: "주소 검색 결과" }).getByRole("button").first().click();
        expect(await page.getByLabel("우편번호").inputValue()).toBe("06035");
        await page.getByLabel("상세 주소").fill("2층");
        await page.getByRole("button", { name: "저장하기" }).click();
        await page.waitForURL("**/account");
        const entries = book.getByRole("listitem");
        await expect.poll(() => entries.count()).toBe(2);
        const sinsa = entries.filter({ hasText: "[06035]" });
        const seongsu = entries.filter({ hasText: "[04778]" });
        await sinsa.getByText("기본 배송지").waitFor();
        await book.scrollIntoViewIfNeeded();
        await screenshot(page, `address-book-account-${viewport}`);

        // 기본으로 설정 puts the first one back as the default.
        await seongsu.getByRole("button", { name: "기본으로 설정" }).click();
        await seongsu.getByText("기본 배송지").waitFor();
        expect(await sinsa.getByText("기본 배송지").count()).toBe(0);

        // At checkout the default is filled and the other one is a pick away.
        await buyYujaNow(page, viewport);
        expect(await page.getByLabel("우편번호").inputValue()).toBe("04778");
        const choices = page.getByRole("navigation", { name: "배송지 선택" });
        await choices.scrollIntoViewIfNeeded();
        await screenshot(page, `address-book-choices-${viewport}`);
        await choices.getByRole("link", { name: /06035/ }).click();
        await page.waitForURL("**/checkout?buy=now&address=*");
        await expect.poll(() => page.getByLabel("우편번호").inputValue()).toBe("06035");
        expect(await page.getByLabel("상세 주소").inputValue()).toBe("2층");
        expect(await choices.getByRole("link", { name: /06035/ }).getAttribute("aria-current")).toBe("true");
        await screenshot(page, `address-book-picked-${viewport}`);
        await page.getByLabel(/구매 조건에 동의해요/).check();
        await page.getByRole("checkbox", { name: "기본 배송지로 저장" }).uncheck();
        await payInSimulator(page);

        // 삭제 leaves one address, the default.
        await page.goto("/account");
        await sinsa.getByRole("button", { name: "삭제" }).click();
        await expect.poll(() => entries.count()).toBe(1);
        await seongsu.getByText("기본 배송지").waitFor();
      });
    });
  }
});

describe("address book without JavaScript (issue 20)", () => {
  it("keeps two addresses from the form, picks one at checkout and deletes the other (phone)", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await page.goto("/signup/form");
        await fillSignUp(page, {
          email: `book-nojs-${Date.now()}@collins.kr`,
          lastName: "김",
          firstName: "하늘",
          phone: "01012345678",
        });
        await page.getByRole("button", { name: "가입하기" }).click();
        await page.waitForURL("**/welcome");

        for (const [postcode, address] of [
          ["04778", "서울 성동구 성수이로 78"],
          ["06035", "서울 강남구 가로수길 43"],
        ] as const) {
          await page.goto("/account/shipping/form");
          await page.getByLabel("우편번호").fill(postcode);
          await page.getByLabel("주소", { exact: true }).fill(address);
          await page.getByLabel("상세 주소").fill("1층");
          await page.getByRole("button", { name: "저장하기" }).click();
          await page.waitForURL("**/account");
        }

        await page.goto("/product/moodwater-yuja");
        await page.getByRole("button", { name: "구매하기", exact: true }).click();
        await page.waitForURL("**/cart");
        await page.getByRole("link", { name: "주문하기" }).click();
        await page.waitForURL("**/checkout");
        expect(await page.getByLabel("우편번호").inputValue()).toBe("06035");
        const choices = page.getByRole("navigation", { name: "배송지 선택" });
        await choices.getByRole("link", { name: /04778/ }).click();
        await page.waitForURL("**/checkout?address=*");
        expect(await page.getByLabel("우편번호").inputValue()).toBe("04778");
        expect(await page.getByRole("checkbox", { name: "기본 배송지로 저장" }).isChecked()).toBe(true);

        await page.goto("/account");
        const entries = page.getByRole("region", { name: "배송지 관리" }).getByRole("listitem");
        await entries.filter({ hasText: "[04778]" }).getByRole("button", { name: "기본으로 설정" }).click();
        await page.waitForURL("**/account#addresses");
        await entries.filter({ hasText: "[04778]" }).getByText("기본 배송지").waitFor();
        await entries.filter({ hasText: "[06035]" }).getByRole("button", { name: "삭제" }).click();
        await page.waitForURL("**/account#addresses");
        expect(await entries.count()).toBe(1);
        await screenshot(page, "address-book-nojs-account-phone");
      },
      [],
      { scripts: false },
    );
  });
});
