// The operator console in Chromium: the demo owner logs in through the login form the console
// sends a visitor to, and comes back to the page asked for (with or without the page's scripts).
import type { Page } from "playwright-core";
import { inject } from "vitest";

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
