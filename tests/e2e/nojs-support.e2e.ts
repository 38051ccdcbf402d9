// Issue 19 in Chromium with JavaScript disabled, on a phone (390×844): the shopper's support forms
// are real forms that the server answers. A consultation inquiry with a file attached (a refusal
// first, shown beside its field with the text kept), a restock text for a sold-out simple product
// (spec §3 "Restock request", §8's success message), texted once the operator restocks; a search
// from the header reaching its results (spec §2 "Search").
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, screenshot, viewports } from "./support/browser";
import { operatorCookie } from "./support/console";

const baseUrl = inject("baseUrl");
const _adminPassword = inject("adminPassword");

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

let shoppers = 0;

/** A phone page with scripts off, from an address of its own (the server trusts X-Forwarded-For). */
async function withoutScripts(run: (page: Page) => Promise<void>) {
  shoppers += 1;
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: false,
    viewport: viewports.phone,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    extraHTTPHeaders: { "x-forwarded-for": `10.19.${Date.now() % 250}.${shoppers}` },
  });
  const page = await context.newPage();
  try {
    await run(page);
  } catch (error) {
    const file = await screenshot(page, `failed-nojs-${Date.now()}`).catch(() => "none");
    console.error(`failed at ${page.url()} (screenshot ${file})`);
    throw error;
  } finally {
    await context.close();
  }
}

/** The operator's API session, as the console would hold it. */
async function operator() {
  const json = { "content-type": "application/json", origin: baseUrl };
  const cookie = await operatorCookie();
  return {
    get: async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json()) as T,
    setStock: async (productId: number, quantity: number) => {
      const saved = await fetch(`${baseUrl}/api/admin/stock`, {
        method: "POST",
        headers: { ...json, cookie },
        body: JSON.stringify({ product_id: productId, quantity }),
      });
      expect(saved.status, await saved.text()).toBe(200);
    },
  };
}

describe("support forms without JavaScript (phone)", () => {
  it("sends a consultation inquiry with a PDF, after a refusal shown beside its field", async () => {
    const email = `nojs-${Date.now()}@company.co.kr`;
    await withoutScripts(async (page) => {
      await page.goto("/inquiry?type=bulk");
      expect(await page.getByLabel("문의 유형").inputValue()).toBe("bulk");
      await page.getByLabel("이름").fill("박대표");
      await page.getByLabel("연락처 (휴대전화)").fill("02-123-4567");
      await page.getByLabel("이메일").fill(email);
      await page.getByLabel("문의 내용").fill("사내 선물로 인센스 세트 200개 견적을 부탁드려요.");
      await page.getByLabel("[필수] 개인정보 수집·이용 동의").check();
      await page.getByRole("button", { name: "문의 보내기" }).click();
      await page.waitForURL("**/inquiry?type=bulk");
      // Refused beside the phone field, with what was typed kept.
      const phone = page.getByLabel("연락처 (휴대전화)");
      expect(await phone.getAttribute("aria-invalid")).toBe("true");
      await page.getByText("연락받으실 휴대전화 번호를 정확히 입력해주세요.").waitFor();
      expect(await page.getByLabel("이메일").inputValue()).toBe(email);
      expect(await page.getByLabel("문의 내용").inputValue()).toContain("200개");
      expect(await page.getByLabel("[필수] 개인정보 수집·이용 동의").isChecked()).toBe(true);
      await screenshot(page, "nojs-inquiry-refused-phone");

      await phone.fill("010-2222-3333");
      await page.getByLabel(/첨부 파일/).setInputFiles({
        name: "견적요청서.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
      });
      await page.getByRole("button", { name: "문의 보내기" }).click();
      await page.getByRole("status").getByText("문의를 접수했어요").waitFor();
      await screenshot(page, "nojs-inquiry-received-phone");
    });
    const { items } = await (await operator()).get<{ items: { email: string; attachments: unknown[] }[] }>(
      "/api/admin/inquiries",
    );
    expect(items.find((inquiry) => inquiry.email === email)?.attachments).toHaveLength(1);
  });

  it("asks for a restock text for a sold-out simple product, and the text is sent once it is back", async () => {
    const shop = await operator();
    const { product } = (await (await fetch(`${baseUrl}/api/product/keyring-honeybadger`)).json()) as {
      product: { id: number };
    };
    // Other specs on this server restock the seeded sold-out products: this one sells it out itself.
    await shop.setStock(product.id, 0);
    await withoutScripts(async (page) => {
      await page.goto("/product/keyring-honeybadger");
      // The sold-out product's button is a link to the restock page. The purchase area stays
      // invisible until its chunk is live (product.module.css, html:not([data-purchase-ready])), so
      // the link is followed by its address rather than clicked.
      const restock = page.locator("a", { hasText: "재입고 알림 신청" }).first();
      const href = await restock.getAttribute("href");
      expect(href).toBe(`/restock/${product.id}`);
      await page.goto(href ?? "");
      await page.getByRole("heading", { name: "재입고 알림 신청" }).waitFor();
      await page.getByLabel("이름").fill("한겨울");
      await page.getByLabel("휴대전화 번호").fill("010-13");
      await page.getByLabel("[필수] 개인정보 수집·이용 동의").check();
      await page.getByRole("button", { name: "알림 신청하기" }).click();
      await page.getByText("SMS 알림을 받을 수 있는 형태의 휴대전화 번호를 정확히 입력해주세요.").waitFor();
      expect(await page.getByLabel("이름").inputValue()).toBe("한겨울");
      await screenshot(page, "nojs-restock-refused-phone");

      await page.getByLabel("휴대전화 번호").fill("+82 10-1357-2468");
      await page.getByRole("button", { name: "알림 신청하기" }).click();
      await page
        .getByRole("status")
        .getByText("잘 등록되었어요. 제품의 입고 후 판매가 재개되면, 입력하신 연락처로 알려드릴게요.")
        .waitFor();
      await screenshot(page, "nojs-restock-registered-phone");
    });
    const { items } = await shop.get<{ items: { destName: string; destPhone: string; status: string }[] }>(
      `/api/admin/restock/${product.id}`,
    );
    expect(items).toContainEqual(
      expect.objectContaining({ destName: "한겨울", destPhone: "010-1357-2468", status: "waiting" }),
    );

    await shop.setStock(product.id, 5);
    await withoutScripts(async (page) => {
      await expect
        .poll(
          async () => {
            await page.goto("/_sim/sms");
            return page.getByRole("list", { name: "보낸 문자" }).textContent();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toContain("01013572468");
    });
  });

  it("searches from the header and reaches the results, then the empty state", async () => {
    await withoutScripts(async (page) => {
      await page.goto("/collection/fragrance");
      await page.getByRole("link", { name: "검색", exact: true }).click();
      await page.waitForURL("**/search");
      await page.getByRole("searchbox", { name: "상품 검색" }).fill("무드");
      await page.getByRole("button", { name: "검색하기" }).click();
      await page.waitForURL("**/search?keyword=*");
      await page.getByText(/^검색 결과 \d+개$/).waitFor();
      await expect(page.locator("a[href='/product/moodwater-yuja']").count()).resolves.toBe(1);
      await screenshot(page, "nojs-search-results-phone");

      await page.getByRole("searchbox", { name: "상품 검색" }).fill("ㅁㄴㅇㄹ없는향");
      await page.getByRole("searchbox", { name: "상품 검색" }).press("Enter");
      await page.getByText("검색 결과가 없어요").waitFor();
    });
  });
});
