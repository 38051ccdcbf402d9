// Moves a paid order on to 배송완료 as the operator does (issue 20: reviews open after delivery):
// signed in to the console in its own page, 발송 처리 with a courier and number, then 배송 완료.
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { withPage } from "./browser";

export async function deliverOrder(browser: Browser, baseUrl: string, adminPassword: string, orderId: string) {
  await withPage(browser, baseUrl, "desktop", async ({ page }) => {
    await page.goto(`/login/form?next=${encodeURIComponent(`/admin/orders/${orderId}`)}`);
    await page.getByLabel("이메일").fill("admin@collins.kr");
    await page.getByLabel("비밀번호").fill(adminPassword);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL(`**/admin/orders/${orderId}`);
    for (const body of [
      { status: "shipped", courier: "한진택배", trackingNumber: "4123-4567-8901" },
      { status: "delivered" },
    ]) {
      const answer = await page.request.post(`${baseUrl}/api/admin/orders/${orderId}/status`, { data: body });
      expect(answer.status(), body.status).toBe(200);
    }
  });
}
