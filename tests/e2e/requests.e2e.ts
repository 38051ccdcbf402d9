// Issue 22 "Requests" in Chromium at 390×844 and 1440×900: a member's delivered order, the member
// asks for a return on the account page; the operator finds it in the 취소·교환·반품 queue as 요청,
// opens it and approves it; the order is refunded through the PortOne simulator (환불 완료 with the
// amount, in the queue and on the order) and its stock is back where it was before the purchase.
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, viewports, whenHydrated, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payInSimulator } from "./support/checkout";
import { operatorCookie } from "./support/console";
import { deliverOrder } from "./support/deliver";
import { signUpInSession } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();
const SLUG = "moodwater-yuja";

/** The product's name and its stock as the console's product list counts it. */
async function stockOf(slug: string): Promise<{ name: string; stock: number }> {
  const json = { "content-type": "application/json", origin: baseUrl };
  const cookie = await operatorCookie();
  const { product } = (await (await fetch(`${baseUrl}/api/product/${slug}`)).json()) as { product: { name: string } };
  const list = await fetch(`${baseUrl}/api/admin/products?q=${encodeURIComponent(product.name)}`, {
    headers: { ...json, cookie },
  });
  const { items } = (await list.json()) as { items: { slug: string; stock: number }[] };
  const stock = items.find((item) => item.slug === slug)?.stock;
  if (stock === undefined) throw new Error(`no ${slug} in the console's product list`);
  return { name: product.name, stock };
}

describe.each(["phone", "desktop"] as const)("the requests queue at %s size", (viewport) => {
  it("a return asked by the shopper is approved from the queue: refunded once, stock back", async () => {
    const { name, stock: stockBefore } = await stockOf(SLUG);
    let orderId = "";
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await signUpInSession(page, baseUrl, `requests-${viewport}-${Date.now()}@collins.kr`);
      await buyNowOnDesktop(page, SLUG);
      await fillCheckout(page, null);
      orderId = await payInSimulator(page);
      expect((await stockOf(SLUG)).stock).toBe(stockBefore - 1);
      await deliverOrder(browser(), baseUrl, adminPassword, orderId);
      await page.setViewportSize(viewports[viewport]);

      await page.goto(`/account?orderId=${orderId}`);
      await whenHydrated(page);
      const item = page.locator(`#order-${orderId}`);
      await item.getByText("교환·반품 신청").first().click();
      await item.getByRole("radio", { name: "반품" }).check();
      await item.getByLabel("사유").fill("향이 생각과 달라요");
      await item.getByRole("button", { name: "신청하기" }).click();
      await page.getByText("교환·반품 신청을 받았어요.").first().waitFor();
    });

    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      // The login form brings the operator back to the path; the filter comes after.
      await page.goto(`/login/form?next=${encodeURIComponent("/admin/requests")}`);
      await page.getByLabel("이메일").fill("admin@collins.kr");
      await page.getByLabel("비밀번호").fill(adminPassword);
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL("**/admin/requests");
      await page.getByRole("combobox", { name: "종류" }).selectOption("return");
      await page.getByRole("combobox", { name: "처리 상태" }).selectOption("requested");
      await page.getByRole("button", { name: "조회" }).click();
      await page.waitForURL("**/admin/requests?kind=return&state=requested");
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `#${orderId}`, exact: true }) });
      await row.getByText("향이 생각과 달라요").waitFor();
      expect(await row.getByText("요청", { exact: true }).count()).toBe(1);
      // On a phone the row is a card: its amount and its link stay in sight without scrolling sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `requests-queue-${viewport}`);

      await row.getByRole("link", { name: "처리하기" }).click();
      await page.waitForURL(`**/admin/orders/${orderId}`);
      await page.getByLabel(/구매자에게 보낼 안내/).fill("회수한 상품을 확인했어요");
      await page.getByRole("button", { name: "승인", exact: true }).click();
      await page.getByRole("status").filter({ hasText: "반품을 승인했어요. 환불 완료" }).waitFor();
      // The order as it is now: 반품완료, the refund recorded, nothing left to approve or refund.
      await page.getByRole("heading", { level: 1 }).locator("..").getByText("반품완료").waitFor();
      expect(await page.getByRole("button", { name: "승인", exact: true }).count()).toBe(0);
      expect(await page.getByRole("heading", { name: "환불" }).count()).toBe(0);
      await screenshot(page, `requests-approved-${viewport}`);

      await page.goto(`/admin/requests?kind=return&state=approved`);
      const done = page.getByRole("row").filter({ has: page.getByRole("link", { name: `#${orderId}`, exact: true }) });
      await done.getByText(/환불 완료 [\d,]+원/).waitFor();
      expect(await done.getByText("승인/완료", { exact: true }).count()).toBe(1);

      // The returned bottle is back on the shelf: the product list shows the stock from before the purchase.
      await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
      const product = page.getByRole("row").filter({ hasText: name });
      await product.getByText(`${stockBefore}개`, { exact: true }).waitFor();
    });
    expect((await stockOf(SLUG)).stock).toBe(stockBefore);
  });
});
