// Issue 22 "Shipping in bulk" in Chromium, at 390×844 (without scripts) and 1440×900: a shopper pays for an order; the
// operator ticks it in the orders list and moves it to 배송준비중, downloads the shipping list CSV
// (UTF-8 with its BOM, Korean headers), uploads the courier's file of tracking numbers, sees the
// preview, confirms, and the order shows 배송중 with its courier and number.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { parseCsv } from "../../core/csv";
import { screenshot, sharedBrowser, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payInSimulator } from "./support/checkout";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const HEADER = "주문번호,받는 분,연락처,우편번호,주소,상세주소,상품,수량,배송 메모,택배사,송장번호";

async function openConsole(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login\/form\?next=/);
  await page.getByLabel("이메일").fill("admin@collins.kr");
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "로그인" }).click();
  await page.waitForURL(`**${path}`);
}

/** A guest pays for one product; answers the order's id. */
async function paidOrder(): Promise<string> {
  let id = "";
  await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
    await buyNowOnDesktop(page, "moodwater-yuja");
    await fillCheckout(page, "ship-csv@collins.kr");
    id = await payInSimulator(page);
  });
  return id;
}

describe("shipping in bulk", () => {
  // The phone runs without scripts: every step is a plain form or link.
  for (const [viewport, tracking, scripts] of [
    ["phone", "612300000390", false],
    ["desktop", "612300001440", true],
  ] as const) {
    it(`prepares, lists, and ships an order from the courier's CSV at ${viewport}`, async () => {
      const id = await paidOrder();
      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          // The login form brings the operator back to the path; the filter comes after.
          await openConsole(page, "/admin/orders");
          await page.goto("/admin/orders?status=paid");
          await page.getByRole("checkbox", { name: `주문 #${id} 선택` }).check();
          await page.getByRole("button", { name: "선택한 주문 배송준비중으로" }).click();
          await page.getByRole("status").filter({ hasText: "1건을 배송준비중으로 바꿨어요." }).waitFor();
          await screenshot(page, `shipping-prepared-${viewport}`);

          await page.goto("/admin/orders?status=preparing");
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.getByRole("link", { name: "배송 목록 CSV 내려받기" }).click(),
          ]);
          const stream = await download.createReadStream();
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          const bytes = Buffer.concat(chunks);
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const text = bytes.toString("utf8");
          expect(text.slice(1, text.indexOf("\r\n"))).toBe(HEADER);
          const row = parseCsv(text).find((cells) => cells[0]?.endsWith(`-${id.padStart(6, "0")}`));
          expect(row?.slice(1, 2)).toEqual(["김콜린"]);

          await page.getByRole("link", { name: "송장 일괄 등록" }).click();
          await page.getByRole("heading", { name: "송장 일괄 등록" }).waitFor();
          await page.getByLabel("CSV 파일").setInputFiles({
            name: "cj-tracking.csv",
            mimeType: "text/csv",
            buffer: Buffer.from(`\uFEFF주문번호,택배사,송장번호\r\n${row?.[0]},CJ대한통운,${tracking}\r\n`),
          });
          await page.getByRole("button", { name: "파일 올려 미리보기" }).click();
          const preview = page.getByRole("region", { name: /^미리보기/ });
          await preview.getByRole("cell", { name: tracking }).waitFor();
          expect(await preview.textContent()).toContain("배송준비중 → 배송중");
          await screenshot(page, `shipping-preview-${viewport}`);
          await page.getByRole("button", { name: "1건 배송중으로 등록" }).click();
          await page.getByRole("status").filter({ hasText: "1건을 배송중으로 바꾸고" }).waitFor();

          await page.goto(`/admin/orders/${id}`);
          await page
            .getByRole("definition")
            .filter({ hasText: `CJ대한통운 ${tracking}` })
            .waitFor();
          // The buyer was texted once, as the single order's 발송 처리 texts.
          const texts = page.getByRole("listitem").filter({ hasText: `출발했어요. CJ대한통운 ${tracking},` });
          expect(await texts.count()).toBe(1);
          expect(await page.getByRole("heading", { level: 1 }).locator("..").textContent()).toContain("배송중");
        },
        [],
        { scripts },
      );
    });
  }
});
