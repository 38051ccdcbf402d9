// Issue 18 (identity): 비밀번호 찾기 in Chromium: a logged-in member asks for a code, reads it in
// the SMS simulator's inbox, sets a new password, is logged out everywhere and logs in with the new
// password (phone). 아이디 찾기 with scripts turned off, as the plain forms must work (desktop).
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, viewports, whenHydrated, withPage } from "./support/browser";
import { fillSignUp, SIGN_UP_PASSWORD } from "./support/signup";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();
const NEW_PASSWORD = "새로운향기2026?";

/** A phone number of this test's own, so its texts are found among the run's. */
function uniquePhone(): string {
  const digits = String(Date.now() % 100_000_000).padStart(8, "0");
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

async function signUp(page: Page, email: string, phone: string) {
  await page.goto("/signup/form");
  await whenHydrated(page);
  await fillSignUp(page, { email, lastName: "김", firstName: "하늘", phone: phone.replaceAll("-", "") });
  await page.getByRole("button", { name: "가입하기" }).click();
  await page.waitForURL("**/welcome");
}

/** The newest code texted to the phone, as the SMS simulator's inbox shows it (read from this machine). */
async function textedCode(phone: string, purpose: "아이디 찾기" | "비밀번호 찾기"): Promise<string> {
  const digits = phone.replaceAll("-", "");
  let code = "";
  await expect
    .poll(
      async () => {
        const inbox = await (await fetch(`${baseUrl}/_sim/sms`)).text();
        const entry = inbox.split("<li>").find((item) => item.includes(digits) && item.includes(purpose));
        code = entry?.match(/인증번호: (\d{6})/)?.[1] ?? "";
        return code;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

describe("account recovery in Chromium", () => {
  it("finds the password by a texted code, ends the session and logs in with the new password (phone)", async () => {
    const email = `recover-${Date.now()}@collins.kr`;
    const phone = uniquePhone();
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await signUp(page, email, phone);

        await page.goto("/login/form");
        await page.getByRole("link", { name: "비밀번호 찾기" }).click();
        await page.waitForURL("**/login/find-password");
        await page.getByRole("heading", { name: "비밀번호 찾기" }).waitFor();
        await screenshot(page, "find-password-phone");
        await page.getByLabel("이메일").fill(email);
        await page.getByLabel("휴대전화 번호").fill(phone);
        await page.getByRole("button", { name: "인증번호 받기" }).click();
        await page.getByRole("status").getByText("입력하신 정보와 일치하는 회원이 있으면").waitFor();

        // A wrong code is refused beside its field, with the tries left.
        const code = await textedCode(phone, "비밀번호 찾기");
        await page.getByLabel("인증번호", { exact: true }).fill(code === "000000" ? "111111" : "000000");
        await page.getByLabel("새 비밀번호", { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel("새 비밀번호 확인").fill(NEW_PASSWORD);
        await page.getByRole("button", { name: "비밀번호 변경" }).click();
        await page.getByText("인증번호가 올바르지 않아요. 4번 더 입력할 수 있어요.").waitFor();
        await screenshot(page, "find-password-code-phone");

        await page.getByLabel("인증번호", { exact: true }).fill(code);
        await page.getByLabel("새 비밀번호", { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel("새 비밀번호 확인").fill(NEW_PASSWORD);
        await page.getByRole("button", { name: "비밀번호 변경" }).click();
        await page.getByRole("heading", { name: "비밀번호를 바꿨어요" }).waitFor();
        await screenshot(page, "find-password-done-phone");

        // The session of this browser ended with the reset.
        const info = await page.request.get("/api/my/info");
        expect(await info.json()).toEqual({});

        await page.getByRole("link", { name: "로그인하기" }).click();
        await page.waitForURL("**/login/form");
        await whenHydrated(page);
        await page.getByLabel("이메일").fill(email);
        await page.getByLabel("비밀번호").fill(SIGN_UP_PASSWORD);
        await page.getByRole("button", { name: "로그인" }).click();
        await page.getByRole("alert").getByText("이메일 또는 비밀번호가 올바르지 않아요.").waitFor();
        await page.getByLabel("비밀번호").fill(NEW_PASSWORD);
        await page.getByRole("button", { name: "로그인" }).click();
        await page.waitForURL("**/account");
        await page.getByRole("heading", { name: "안녕하세요, 하늘님" }).waitFor();
      },
      [/status of 400/],
    );
  });

  it("finds the e-mail with scripts turned off, every step a plain form (desktop)", async () => {
    const email = `findid-${Date.now()}@collins.kr`;
    const phone = uniquePhone();
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await signUp(page, email, phone);
      await page.goto("/login/form");
      await screenshot(page, "login-form-desktop");
    });

    const context = await browser().newContext({
      baseURL: baseUrl,
      viewport: viewports.desktop,
      javaScriptEnabled: false,
      locale: "ko-KR",
      extraHTTPHeaders: { "x-forwarded-for": "10.18.0.5" },
    });
    try {
      const page = await context.newPage();
      const opened = await page.goto("/login/find-id");
      expect(opened?.headers()["cache-control"]).toBe("private, no-store");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

      await page.getByLabel("이름").fill("김 하늘");
      await page.getByLabel("휴대전화 번호").fill("02-123");
      await page.getByRole("button", { name: "인증번호 받기" }).click();
      await page.getByText("휴대전화 번호를 정확히 입력해주세요.").waitFor();
      expect(await page.getByLabel("이름").inputValue()).toBe("김 하늘");

      await page.getByLabel("휴대전화 번호").fill(phone.replaceAll("-", ""));
      await page.getByRole("button", { name: "인증번호 받기" }).click();
      await page.getByRole("status").getByText("입력하신 정보와 일치하는 회원이 있으면").waitFor();
      await screenshot(page, "find-id-code-desktop");

      await page.getByLabel("인증번호").fill(await textedCode(phone, "아이디 찾기"));
      await page.getByRole("button", { name: "확인" }).click();
      await page.getByRole("heading", { name: "회원님의 아이디예요" }).waitFor();
      const masked = `${email.slice(0, 2)}${"*".repeat(email.indexOf("@") - 2)}@collins.kr`;
      await page.getByText(masked).waitFor();
      await screenshot(page, "find-id-found-desktop");
    } finally {
      await context.close();
    }
  });
});
