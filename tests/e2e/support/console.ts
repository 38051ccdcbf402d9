// The operator console in the e2e run: the demo owner logs in through the login form the console
// sends a visitor to and comes back to the page asked for, or (for a spec that sets the shop up
// through the console's API) holds a session from the API login.
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { shopperAddress } from "./browser";

export async function openConsole(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login\/form\?next=/);
  await page.getByLabel("이메일").fill("admin@collins.kr");
  await page.getByLabel("비밀번호").fill(inject("adminPassword"));
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`**${path}`);
  // The address changes before React has drawn the console: its menu says it is there.
  await page.getByRole("navigation", { name: "콘솔 메뉴" }).waitFor();
}

/**
 * The demo owner's session cookies as a `Cookie` header, from the API login. Each login comes from
 * an address of its own: the shop allows 30 password checks per address in 15 minutes.
 */
export async function operatorCookie(): Promise<string> {
  const baseUrl = inject("baseUrl");
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": shopperAddress() },
    body: JSON.stringify({ email: "admin@collins.kr", password: inject("adminPassword") }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** A browser page holding the demo owner's session, as the console holds it after logging in. */
export async function logInAsOperator(page: Page): Promise<void> {
  const baseUrl = inject("baseUrl");
  const cookie = await operatorCookie();
  await page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
}
