// The sign-up form (spec §2 "Sign up") filled in as a shopper does (again, after a refusal),
// agreements ticked; the caller sends it and checks what follows. It works with scripts or without.
// Or a member signed up through the API in a page's session, for a spec about what comes after.
import type { Page } from "playwright-core";
import { expect } from "vitest";

export const SIGN_UP_PASSWORD = "향기로운하루2026!";

export async function fillSignUp(
  page: Page,
  shopper: { email: string; lastName: string; firstName: string; phone: string; password?: string },
): Promise<void> {
  const password = shopper.password ?? SIGN_UP_PASSWORD;
  await page.getByLabel("이메일").fill(shopper.email);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호 확인").fill(password);
  await page.getByLabel("성").fill(shopper.lastName);
  await page.getByLabel("이름").fill(shopper.firstName);
  const phone = page.getByLabel("휴대전화 번호");
  await phone.fill("");
  await phone.pressSequentially(shopper.phone);
  await page.getByLabel("전체 동의").check();
}

/** Signs a new member (하늘 김) up through the API in the page's session: the page is logged in after. */
export async function signUpInSession(page: Page, baseUrl: string, email: string): Promise<void> {
  const response = await page.request.post("/api/signup", {
    data: {
      email,
      password: SIGN_UP_PASSWORD,
      first_name: "하늘",
      last_name: "김",
      phone: "010-1234-5678",
      agree_terms: true,
      agree_privacy: true,
    },
    headers: { origin: baseUrl },
  });
  expect(response.status(), await response.text()).toBe(200);
}
