// Issue 19: with JavaScript turned off, a shopper signs up, types a shipping address, logs out and
// logs in on a phone (390×844). Every form is a plain form posting to its route's action: a refusal comes back beside
// its field (or above the form) with what was typed, never the password; the account page comes
// from its loader, answered private and never cached; a visitor without a session is sent home
// (spec §2 "Account pages redirect to /"), and a logout goes home too (spec §4).
import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, viewports } from "./support/browser";
import { fillSignUp, SIGN_UP_PASSWORD } from "./support/signup";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** A phone-sized page that runs no script at all, with an address of its own for the limits. */
async function withoutScripts(run: (page: Page) => Promise<void>, from: Browser = browser()): Promise<void> {
  const context = await from.newContext({
    baseURL: baseUrl,
    viewport: viewports.phone,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
    locale: "ko-KR",
    extraHTTPHeaders: { "x-forwarded-for": `10.19.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` },
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The member's own page: the loader's data, answered private and not to be stored. */
async function openAccount(page: Page) {
  const opened = await page.goto("/account");
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await page.getByRole("heading", { name: "안녕하세요, 하늘님" }).waitFor();
}

describe("accounts without JavaScript (phone)", () => {
  it("signs up after the refusals are shown beside their fields, sees the account and logs out", async () => {
    const email = `nojs-${Date.now()}@collins.kr`;
    await withoutScripts(async (page) => {
      const opened = await page.goto("/signup/form");
      expect(opened?.headers()["cache-control"]).toBe("private, no-store");
      await fillSignUp(page, { email, lastName: "김", firstName: "하늘", phone: "01012345678" });
      await page.getByLabel("비밀번호 확인").fill("다른비밀번호2026");
      await page.getByRole("button", { name: "가입하기" }).click();
      // Beside its field; the browser's own bubbles are off (noValidate).
      await page.getByText("비밀번호가 서로 달라요. 다시 확인해주세요.").waitFor();
      expect(await page.getByLabel("비밀번호 확인").getAttribute("aria-invalid")).toBe("true");

      await fillSignUp(page, { email: "nojs@", lastName: "김", firstName: "하늘", phone: "01012345678" });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.getByText("이메일 주소를 정확히 입력해주세요.").waitFor();
      expect(await page.getByLabel("이메일").getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByLabel("이메일").inputValue()).toBe("nojs@");
      expect(await page.getByLabel("이름").inputValue()).toBe("하늘");
      expect(await page.getByLabel("비밀번호", { exact: true }).inputValue()).toBe("");
      await screenshot(page, "nojs-signup-refused-phone");

      // Only 전체 동의 is ticked again, as a shopper would: it stands for every agreement.
      await fillSignUp(page, { email, lastName: "김", firstName: "하늘", phone: "01012345678" });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      await page.getByRole("heading", { name: "하늘님, 환영해요" }).waitFor();

      await openAccount(page);
      await page.getByText("010-1234-5678").waitFor();
      await page.getByText(email).waitFor();
      await screenshot(page, "nojs-account-phone");

      // The postcode search needs scripts: without them the shopper types the address, and the
      // server checks it as it checks the search's.
      await page.getByRole("link", { name: "새 배송지 추가" }).click();
      await page.waitForURL("**/account/shipping/form");
      await page.getByLabel("우편번호").fill("4778");
      await page.getByLabel("주소", { exact: true }).fill("서울 성동구 성수이로 78");
      await page.getByLabel("상세 주소").fill("3층");
      await page.getByRole("button", { name: "저장하기" }).click();
      await page.getByText("우편번호 5자리를 정확히 입력해주세요.").waitFor();
      expect(await page.getByLabel("주소", { exact: true }).inputValue()).toBe("서울 성동구 성수이로 78");
      await screenshot(page, "nojs-shipping-refused-phone");
      await page.getByLabel("우편번호").fill("04778");
      await page.getByRole("button", { name: "저장하기" }).click();
      await page.waitForURL("**/account");
      await page.getByText("[04778] 서울 성동구 성수이로 78 3층").waitFor();

      await page.getByRole("button", { name: "로그아웃" }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.goto("/account");
      await page.waitForURL(`${baseUrl}/`);
    });
  });

  it("logs in after a wrong password, keeping the e-mail but not the password", async () => {
    const email = `nojs-login-${Date.now()}@collins.kr`;
    const signup = await fetch(`${baseUrl}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.202.${Date.now() % 250}.7` },
      body: JSON.stringify({
        email,
        password: SIGN_UP_PASSWORD,
        first_name: "하늘",
        phone: "010-1234-5678",
        agree_terms: true,
        agree_privacy: true,
      }),
    });
    expect(signup.status).toBe(200);
    await withoutScripts(async (page) => {
      await page.goto("/login/menu");
      await page.getByRole("link", { name: "이메일로 로그인" }).click();
      await page.waitForURL("**/login/form");
      await page.getByLabel("이메일").fill(email);
      await page.getByLabel("비밀번호").fill("틀린비밀번호입니다");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.getByRole("alert").getByText("이메일 또는 비밀번호가 올바르지 않아요.").waitFor();
      expect(await page.getByLabel("이메일").inputValue()).toBe(email);
      expect(await page.getByLabel("비밀번호").inputValue()).toBe("");
      await screenshot(page, "nojs-login-refused-phone");

      await page.getByLabel("비밀번호").fill(SIGN_UP_PASSWORD);
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL("**/account");
      await openAccount(page);

      await page.getByRole("button", { name: "로그아웃" }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.goto("/account");
      await page.waitForURL(`${baseUrl}/`);
    });
  });
});
