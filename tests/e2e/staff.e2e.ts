// Issue 22 "Staff" in Chromium at 390×844: the owner invites a new staff member on /admin/staff and
// copies the one-time link; the invitee signs up from the link, comes back to it and accepts; their
// console shows only the areas of 스태프 (orders and inquiries), a page outside them answers 403 with
// a Korean message, and the used link is refused. The owner withdraws a pending invitation (초대 취소)
// at both sizes, and its link then says it was withdrawn.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { openConsole } from "./support/console";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const INVITEE = `staff-${Date.now()}@collins.kr`;

async function ownerCreatesInvite(page: Page): Promise<string> {
  await page.goto("/admin/staff");
  await page.waitForURL(/\/login\/form\?next=/);
  await page.getByLabel("이메일").fill("admin@collins.kr");
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL("**/admin/staff");
  await page.getByLabel("초대할 분의 이메일").fill(INVITEE);
  await page.getByLabel("권한", { exact: true }).selectOption("staff");
  await page.getByRole("button", { name: "초대 링크 만들기" }).click();
  const link = page.getByLabel("초대 링크 (복사해서 보내주세요)");
  await link.waitFor();
  await page.getByText(INVITEE).first().waitFor();
  return link.inputValue();
}

describe("staff invitations", () => {
  it("lets the owner invite a staff member, who accepts once and sees only their areas", async () => {
    let invite = "";
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      invite = await ownerCreatesInvite(page);
      expect(invite).toMatch(/\/admin\/invite\/[\w-]{32}$/);
    });

    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await page.goto(new URL(invite).pathname);
        await page.getByText("스태프 권한으로 초대했어요").waitFor();
        await whenHydrated(page);
        await page.getByRole("main").getByRole("link", { name: "회원가입" }).click();
        await page.waitForURL(/\/signup\/form\?next=/);
        await fillSignUp(page, { email: INVITEE, lastName: "이", firstName: "준", phone: "01066667777" });
        await page.getByRole("button", { name: "가입하기" }).click();
        await page.waitForURL("**/admin/invite/**");
        await page.getByRole("button", { name: "초대 수락하기" }).click();
        await page.waitForURL("**/admin/orders");

        const menu = page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link");
        // The URL changes as the client navigation commits, a moment before the console's menu renders.
        await menu.first().waitFor();
        expect(await menu.allTextContents()).toEqual(["주문", "취소·교환·반품", "문의"]);
        expect(await page.getByText(`${INVITEE} · 스태프`).count()).toBe(1);

        await page.goto("/admin/products");
        await page.getByText("스태프 계정은 이 메뉴를 사용할 수 없어요. 대표에게 권한을 요청해주세요.").waitFor();
        expect((await page.request.get("/api/admin/products")).status()).toBe(403);
        expect((await page.request.get("/api/admin/orders")).status()).toBe(200);

        const again = await page.goto(new URL(invite).pathname);
        expect(again?.status()).toBe(409);
        await page.getByText("이미 사용된 초대 링크예요. 대표에게 새 링크를 요청해주세요.").waitFor();
      },
      [/status of 403/, /status of 409/],
    );
  });

  for (const viewport of ["phone", "desktop"] as const) {
    it(`lets the owner withdraw a pending invitation at ${viewport}, and its link says so`, async () => {
      const email = `withdrawn-${viewport}-${Date.now()}@collins.kr`;
      let invite = "";
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await openConsole(page, "/admin/staff");
        await whenHydrated(page);
        await page.getByLabel("초대할 분의 이메일").fill(email);
        await page.getByLabel("권한", { exact: true }).selectOption("manager");
        await page.getByRole("button", { name: "초대 링크 만들기" }).click();
        invite = await page.getByLabel("초대 링크 (복사해서 보내주세요)").inputValue();
        const pending = page
          .getByRole("region", { name: "수락을 기다리는 초대" })
          .getByRole("row")
          .filter({ hasText: email });
        await pending.getByText("매니저").waitFor();
        await pending.scrollIntoViewIfNeeded();
        await screenshot(page, `staff-invites-${viewport}`);
        page.once("dialog", (dialog) => dialog.accept());
        await pending.getByRole("button", { name: "초대 취소" }).click();
        await page.getByText("초대를 취소했어요. 보낸 링크는 더 이상 쓸 수 없어요.").waitFor();
        await expect.poll(() => pending.count()).toBe(0);
      });
      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          const opened = await page.goto(new URL(invite).pathname);
          expect(opened?.status()).toBe(409);
          await page.getByText("대표가 취소한 초대 링크예요.", { exact: false }).waitFor();
          await screenshot(page, `staff-invite-withdrawn-${viewport}`);
        },
        [/status of 409/],
      );
    });
  }
});
