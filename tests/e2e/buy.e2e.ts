// Issue 4: choosing options, the cart dialogs of spec §8, promotions in the cart, buy now — on a
// desktop (fixed purchase menu) and a phone (floating bar and option sheet).
import { describe, expect, inject, it } from "vitest";
import {
  alerts,
  type OpenedPage,
  openProduct,
  readAlertDialog,
  screenshot,
  sharedBrowser,
  withPage as withPageAt,
} from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

function withPage(
  viewport: "phone" | "desktop",
  run: (opened: OpenedPage) => Promise<void>,
  expectedErrors: RegExp[] = [],
) {
  return withPageAt(browser(), baseUrl, viewport, run, expectedErrors);
}

const won = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

describe("on a desktop", () => {
  it("picks a two-level product level by level, with the sold-out colour last, and adds it to the cart", async () => {
    await withPage("desktop", async ({ page }) => {
      const said = alerts(page);
      await openProduct(page, "incense-chamber-honeybadger");
      // Spec §2: buy with nothing selected opens the option list instead.
      await page.getByRole("button", { name: "바로 구매하기" }).click();
      const colours = page.getByRole("list", { name: "색상" });
      await colours.waitFor();
      const labels = await colours.getByRole("button").allInnerTexts();
      expect(labels.at(-1)).toContain("밀크 화이트");
      expect(labels.at(-1)).toContain("품절");
      await colours.getByRole("button", { name: /밀크 화이트/ }).click();
      expect(await readAlertDialog(page)).toContain("품절");
      expect(said).toEqual([]);

      await colours.getByRole("button", { name: /허니 옐로우/ }).click();
      const sets = page.getByRole("list", { name: "구성" });
      await sets.getByRole("button", { name: /미니 인센스 5종/ }).click();
      await page.getByText("허니 옐로우 / 챔버 + 미니 인센스 5종").waitFor();
      await screenshot(page, "buy-options-desktop");

      await page.getByRole("button", { name: "장바구니 담기" }).click();
      const added = page.getByRole("dialog", { name: "선택하신 상품을 장바구니에 담았어요." });
      await added.waitFor();
      await expect.poll(() => page.getByTestId("cart-badge").textContent()).toBe("1");
      await added.getByRole("link", { name: "장바구니 보기" }).click();
      await page.waitForURL("**/cart");
      await page.getByText("옵션: 허니 옐로우 / 챔버 + 미니 인센스 5종").waitFor();
    });
  });

  it("shows the bundle deduction and the free gift in the cart, and takes the gift away when the cart shrinks", async () => {
    await withPage("desktop", async ({ page }) => {
      await openProduct(page, "collins-incense");
      await page.getByRole("button", { name: "향 선택" }).click();
      await page.getByRole("list", { name: "향" }).getByRole("button", { name: /우드/ }).click();
      await page.getByRole("button", { name: "수량 더하기" }).first().click();
      const kit = page.locator("li", { hasText: "인센스 3종 키트" });
      // Spec §3 up-sale price, named for screen readers as the product's price block is.
      expect(await kit.textContent()).toMatch(/판매가 3,500원\s*정상가 5,000원/);
      await kit.getByRole("button", { name: "추가" }).click();
      await expect
        .poll(async () => won(await page.getByTestId("selection-total").textContent()))
        .toBe(2 * 15000 + 3500);
      await page.getByRole("button", { name: "장바구니 담기" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "장바구니 보기" }).click();
      await page.waitForURL("**/cart");

      const summary = page.getByRole("complementary", { name: "주문 금액" });
      await summary.getByText("할인 금액").waitFor();
      await page.getByText("무료 증정").waitFor();
      await screenshot(page, "cart-desktop");
      expect(won(await page.getByTestId("cart-total").textContent())).toBe(2 * 15000 + 5000 - 1500);

      const badge = page.getByTestId("cart-badge");
      expect(await badge.textContent()).toBe("3");

      // The steppers and × post to the cart page's action (issue 19); the header's count follows.
      await page.getByRole("button", { name: "콜린스 인센스 수량 빼기" }).click();
      await page.getByText("무료 증정").waitFor({ state: "detached" });
      await expect.poll(async () => won(await page.getByTestId("cart-total").textContent())).toBe(15000 + 3500 + 3000);
      await expect.poll(() => badge.textContent()).toBe("2");

      await page.getByRole("button", { name: "인센스 3종 키트 삭제" }).click();
      await expect.poll(() => badge.textContent()).toBe("1");
      await page.getByRole("button", { name: "콜린스 인센스 삭제" }).click();
      await page.getByText("장바구니가 비어 있어요").waitFor();
      expect(await badge.count()).toBe(0);
    });
  });

  it("asks a guest to log in for a members-only item (spec §6, §8 'Login Required')", async () => {
    await withPage(
      "desktop",
      async ({ page }) => {
        await openProduct(page, "secret-wish-set");
        await page.getByRole("button", { name: "장바구니 담기" }).click();
        const dialog = page.getByRole("dialog", { name: "회원 전용 상품이에요" });
        await dialog.waitFor();
        await dialog.getByRole("link", { name: "회원가입 / 로그인" }).waitFor();
        await dialog.getByRole("button", { name: "확인" }).click();
        await dialog.waitFor({ state: "detached" });
        // Spec §6: "Cart-add answers 401 with a status value to unauthenticated users."
      },
      [/status of 401/],
    );
  });

  it("keeps a one-per-order item at 1 and answers a second add with 'One Purchased'", async () => {
    await withPage(
      "desktop",
      async ({ page }) => {
        await openProduct(page, "a-card-gift-set-2021cal");
        await page.getByRole("button", { name: "수량 더하기" }).click();
        await page.getByText("1회 1개만 구매할 수 있는 상품이에요.").waitFor();
        await page.getByRole("button", { name: "장바구니 담기" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "계속 쇼핑하기" }).click();
        await page.getByRole("button", { name: "장바구니 담기" }).click();
        const dialog = page.getByRole("dialog", { name: "이미 장바구니에 담긴 상품이에요. (1회 1개 구매 가능)" });
        await dialog.waitFor();
        await dialog.getByRole("link", { name: "장바구니 보기" }).waitFor();
        // Spec §8: "400 on cart add … returns the status value".
      },
      [/status of 400/],
    );
  });

  it("offers the 5-pack once per session when 3 a-cards are chosen", async () => {
    await withPage("desktop", async ({ page }) => {
      await openProduct(page, "a-card");
      await page.getByRole("button", { name: "수량 더하기" }).click();
      await page.getByRole("button", { name: "수량 더하기" }).click();
      const offer = page.getByRole("dialog", { name: "더 알뜰하게 구매해보세요" });
      await offer.getByText(/최대 25%/).waitFor();
      await offer.getByRole("button", { name: "지금 선택 유지하기" }).click();
      await page.getByRole("button", { name: "수량 더하기" }).click();
      await page.waitForTimeout(300);
      expect(await offer.count()).toBe(0);
    });
  });
});

describe("on a phone", () => {
  it("opens the option sheet, chooses normal buying and buys now straight to the checkout", async () => {
    await withPage("phone", async ({ page }) => {
      const said = alerts(page);
      await openProduct(page, "collins-incense");
      await page.getByRole("button", { name: "구매하기", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: "옵션 선택" });
      await sheet.waitFor();
      expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(true);
      // With the wallet available, the sheet offers the wallet and normal buying first.
      await sheet.getByRole("button", { name: "네이버페이로 구매" }).waitFor();
      await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
      await sheet.getByRole("button", { name: "장바구니 담기" }).click();
      expect(await readAlertDialog(page)).toBe("옵션을 선택해주세요.");
      expect(said).toEqual([]);

      await sheet.getByRole("list", { name: "향" }).getByRole("button", { name: /유자/ }).click();
      await screenshot(page, "buy-sheet-phone");
      await sheet.getByRole("button", { name: "바로 구매하기" }).click();
      await page.waitForURL("**/checkout?buy=now");
      await page.getByRole("region", { name: "주문 상품" }).getByText("유자").waitFor();
    });
  });

  it("closes the sheet with the dim area, clearing the selection and the purchase mode", async () => {
    await withPage("phone", async ({ page }) => {
      await openProduct(page, "collins-incense");
      await page.getByRole("button", { name: "구매하기", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: "옵션 선택" });
      await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
      await sheet.getByRole("list", { name: "향" }).getByRole("button", { name: /우드/ }).click();
      await page.mouse.click(195, 40);
      await sheet.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(false);
      await page.getByRole("button", { name: "구매하기", exact: true }).click();
      await sheet.getByRole("button", { name: "네이버페이로 구매" }).waitFor();
      expect(await sheet.getByRole("list", { name: "옵션 선택" }).count()).toBe(0);
    });
  });
});
