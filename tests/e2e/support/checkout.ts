// Driving the checkout in Chromium: buy now from a product page (straight to the checkout of the
// chosen lines, decision 5), fill the checkout form (with the postcode search simulator), and the
// pay button.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { openProduct, whenHydrated } from "./browser";

export async function buyNowOnDesktop(page: Page, slug: string) {
  await openProduct(page, slug);
  await page.getByRole("button", { name: "바로 구매하기" }).click();
  await page.waitForURL("**/checkout?buy=now");
}

/** Fills the checkout form, coming from the cart's 주문하기 unless buy now already opened it. */
export async function fillCheckout(page: Page, email: string | null) {
  if (new URL(page.url()).pathname !== "/checkout") {
    await page.getByRole("link", { name: "주문하기" }).click();
    await page.waitForURL("**/checkout");
  }
  await page.getByRole("heading", { name: "주문/결제" }).waitFor();
  await whenHydrated(page);
  await page.getByLabel("받는 분").fill("김콜린");
  await page.getByLabel("휴대전화", { exact: true }).fill("");
  await page.getByLabel("휴대전화", { exact: true }).pressSequentially("01098765432");
  expect(await page.getByLabel("휴대전화", { exact: true }).inputValue()).toBe("010-9876-5432");
  await page.getByRole("button", { name: "주소 검색" }).click();
  await page.getByRole("searchbox", { name: "도로명, 건물명 또는 지번 검색" }).fill("성수");
  await page.getByRole("list", { name: "주소 검색 결과" }).getByRole("button").first().click();
  expect(await page.getByLabel("우편번호").inputValue()).toBe("04778");
  await page.getByLabel("상세 주소").fill("3층");
  if (email) await page.getByLabel("이메일").fill(email);
  await page.getByLabel(/구매 조건에 동의해요/).check();
}

export const payButton = (page: Page) => page.getByRole("button", { name: /원 결제하기$/ });

/**
 * Pays in the payment simulator's window, a redirect on a phone or a popup on a desktop (whichever
 * opens), and waits for the completion page: the order's id.
 */
export async function payInSimulator(page: Page): Promise<string> {
  const popup = page.waitForEvent("popup").catch(() => null);
  await payButton(page).click();
  const window = await Promise.race([popup, page.waitForURL("**/_sim/portone/window**").then(() => page)]);
  await (window ?? page).getByRole("button", { name: "결제 승인" }).click();
  await page.waitForURL("**/order/complete?orderId=*");
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}
