// Issue 20 in Chromium: a sold-out option is no dead end. 로즈 of 콜린스 인센스 (the product is in
// stock) offers 재입고 알림 신청 in its own row; the popup names the option, refuses a request without
// the privacy consent beside the box ([필수] 개인정보 수집·이용 동의, with what is kept and how long),
// and registers it with spec §8's success message; the operator's console counts the request
// against 로즈. Before the scripts run the row's link is the restock page for that option. The inquiry
// form asks for its own consent the same way.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { alerts, openProduct, readAlertDialog, screenshot, sharedBrowser, withPage } from "./support/browser";
import { logInAsOperator, operatorCookie } from "./support/console";

const baseUrl = inject("baseUrl");
const _adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const REGISTERED = "잘 등록되었어요. 제품의 입고 후 판매가 재개되면, 입력하신 연락처로 알려드릴게요.";
const CONSENT = "[필수] 개인정보 수집·이용 동의";
const REFUSED = "개인정보 수집·이용에 동의해주세요.";
/** The refusal without consent is a 400 answer, which the browser logs. */
const REFUSAL_LOGGED = [/status of 400/];

type Incense = { product: { id: number; product_variations: { id: number; attributes: { option: string }[] }[] } };

async function incense() {
  const { product } = (await (await fetch(`${baseUrl}/api/product/collins-incense`)).json()) as Incense;
  const rose = product.product_variations.find((v) => v.attributes[0]?.option === "로즈");
  if (!rose) throw new Error("the seed has 로즈");
  return { productId: product.id, roseId: rose.id };
}

async function waitingFor(productId: number, phone: string) {
  const cookie = await operatorCookie();
  const answer = await fetch(`${baseUrl}/api/admin/restock/${productId}`, { headers: { cookie } });
  const { items } = (await answer.json()) as { items: { variationId: number; destPhone: string; status: string }[] };
  return items.filter((item) => item.destPhone === phone);
}

/** The 로즈 row's restock link in the open option list, then the popup: refused, then registered. */
async function registerFromRow(page: Page, list: ReturnType<Page["getByRole"]>, phone: string, shot: string) {
  const { productId, roseId } = await incense();
  const row = list.getByRole("listitem").filter({ hasText: "로즈" });
  const link = row.getByRole("link", { name: "재입고 알림 신청" });
  // Before the scripts run, the same link is the restock page for the option.
  expect(await link.getAttribute("href")).toBe(`/restock/${productId}?option=${roseId}`);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, `${shot}-row`);
  await link.click();

  const popup = page.getByRole("dialog", { name: "재입고 알림 신청" });
  await popup.getByText("'콜린스 인센스 (로즈)' 상품이 다시 입고되면 문자로 알려드릴게요.").waitFor();
  await popup.getByLabel("이름").fill("김하늘");
  await popup.getByLabel("휴대전화 번호").pressSequentially(phone);
  const submit = popup.getByRole("button", { name: "알림 신청하기" });
  expect(await submit.getAttribute("data-ready")).toBe("false");
  await popup.getByText("재입고 알림 발송 후 30일 또는 신청일로부터 6개월 중 먼저 오는 때 파기").waitFor();
  await popup.getByText("이름, 휴대전화 번호").waitFor();

  // Without the box ticked the server refuses it beside the box, and stores nothing.
  await submit.click();
  await popup.getByText(REFUSED).waitFor();
  const consent = popup.getByLabel(CONSENT);
  expect(await consent.getAttribute("aria-invalid")).toBe("true");
  expect(await waitingFor(productId, phone)).toEqual([]);
  await screenshot(page, `${shot}-refused`);

  await consent.check();
  expect(await submit.getAttribute("data-ready")).toBe("true");
  await submit.click();
  expect(await readAlertDialog(page)).toBe(REGISTERED);
  await popup.waitFor({ state: "detached" });
  expect(await waitingFor(productId, phone)).toEqual([
    expect.objectContaining({ variationId: roseId, status: "waiting" }),
  ]);
}

describe("a sold-out option's restock request", () => {
  it("on a desktop (1440×900): from the option list's 로즈 row, with consent, counted in the console", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        const said = alerts(page);
        await openProduct(page, "collins-incense");
        await page.getByRole("button", { name: "향 선택" }).click();
        const list = page.getByRole("list", { name: "향" });
        await list.waitFor();
        await registerFromRow(page, list, "010-2020-0001", "restock-option-desktop");
        expect(said).toEqual([]);

        // The console counts the waiting request against 로즈's stock row.
        const { productId } = await incense();
        await logInAsOperator(page);
        await page.goto(`/admin/products/${productId}`);
        const stock = page.getByRole("region", { name: "재고", exact: true });
        const rose = stock.locator("form").filter({ has: page.getByLabel("로즈 재고") });
        await rose.getByText(/알림 대기 \d+명/).waitFor();
        expect(await rose.getByText(/알림 대기 \d+명/).textContent()).toMatch(/알림 대기 [1-9]\d*명/);
        await rose.scrollIntoViewIfNeeded();
        await screenshot(page, "restock-option-console-desktop");
      },
      REFUSAL_LOGGED,
    );
  });

  it("on a phone (390×844): from the option sheet's 로즈 row, with consent", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        const said = alerts(page);
        await openProduct(page, "collins-incense");
        await page.getByRole("button", { name: "구매하기", exact: true }).click();
        const sheet = page.getByRole("dialog", { name: "옵션 선택" });
        await sheet.waitFor();
        // With the wallet available, the sheet offers the wallet and normal buying first.
        await sheet.getByRole("button", { name: "네이버페이로 구매" }).waitFor();
        await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
        const list = sheet.getByRole("list", { name: "향" });
        if (!(await list.isVisible())) await sheet.getByRole("button", { name: "향 선택" }).click();
        await list.waitFor();
        await registerFromRow(page, list, "010-2020-0002", "restock-option-phone");
        expect(said).toEqual([]);
      },
      REFUSAL_LOGGED,
    );
  });

  it("without scripts (390×844): the row's address is the option's restock page, which asks for consent", async () => {
    const { productId, roseId } = await incense();
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await page.goto(`/restock/${productId}?option=${roseId}`);
        await page.getByRole("heading", { name: "재입고 알림 신청" }).waitFor();
        await page.getByText("'콜린스 인센스 (로즈)' 상품이 다시 입고되면 문자로 알려드릴게요.").waitFor();
        await page.getByLabel("이름").fill("한겨울");
        await page.getByLabel("휴대전화 번호").fill("010-2020-0003");
        await page.getByRole("button", { name: "알림 신청하기" }).click();
        await page.getByText(REFUSED).waitFor();
        expect(await page.getByLabel("이름").inputValue()).toBe("한겨울");
        await screenshot(page, "restock-option-nojs-refused-phone");
        await page.getByLabel(CONSENT).check();
        await page.getByRole("button", { name: "알림 신청하기" }).click();
        await page.getByRole("status").getByText(REGISTERED).waitFor();
      },
      REFUSAL_LOGGED,
      { scripts: false },
    );
    expect(await waitingFor(productId, "010-2020-0003")).toEqual([
      expect.objectContaining({ variationId: roseId, status: "waiting" }),
    ]);
  });
});

describe("the inquiry form's privacy consent", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`asks for it beside the box and sends the inquiry once ticked (${viewport})`, async () => {
      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          await page.goto("/inquiry");
          await page.getByLabel("이름").fill("박대표");
          await page.getByLabel("연락처 (휴대전화)").pressSequentially("01022223333");
          await page.getByLabel("이메일").fill(`consent-${viewport}@company.co.kr`);
          await page.getByLabel("문의 내용").fill("사내 선물로 인센스 세트 200개 견적을 부탁드려요.");
          await page.getByText("이름, 휴대전화 번호, 이메일, 문의 내용, 첨부 파일").waitFor();
          await page.getByRole("button", { name: "문의 보내기" }).click();
          const consent = page.getByLabel(CONSENT);
          await page.getByText(REFUSED).waitFor();
          expect(await consent.getAttribute("aria-invalid")).toBe("true");
          expect(await page.getByLabel("문의 내용").inputValue()).toContain("200개");
          await consent.scrollIntoViewIfNeeded();
          await screenshot(page, `inquiry-consent-refused-${viewport}`);
          await consent.check();
          await page.getByRole("button", { name: "문의 보내기" }).click();
          await page.getByRole("status").getByText("문의를 접수했어요").waitFor();
        },
        REFUSAL_LOGGED,
      );
    });
  }
});
