// Shipping in bulk in the console (issue 22): a paid order ticked in the orders list moves to
// 배송준비중, the shipping list comes down as a CSV (UTF-8 with its BOM, Korean headers), the
// courier's CSV of tracking numbers goes up with a preview, and the order shows 배송중.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { parseCsv } from "../../../core/csv";
import { screenshot } from "./browser";

export const SHIPPING_CSV_HEADER = "주문번호,받는 분,연락처,우편번호,주소,상세주소,상품,수량,배송 메모,택배사,송장번호";

/**
 * Ships the paid order `id` with CJ대한통운 `tracking` through the console's CSV steps, as the
 * logged-in operator on `page`; answers the order's row of the shipping list, as its cells.
 */
export async function shipByCsv(page: Page, id: string, tracking: string, shot: string): Promise<string[]> {
  await page.goto("/admin/orders?status=paid");
  await page.getByRole("checkbox", { name: `주문 #${id} 선택` }).check();
  await page.getByRole("button", { name: "선택한 주문 배송준비중으로" }).click();
  await page.getByRole("status").filter({ hasText: "1건을 배송준비중으로 바꿨어요." }).waitFor();
  await screenshot(page, `${shot}-prepared`);

  await page.goto("/admin/orders?status=preparing");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "배송 목록 CSV 내려받기" }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text.slice(1, text.indexOf("\r\n"))).toBe(SHIPPING_CSV_HEADER);
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
  await screenshot(page, `${shot}-preview`);
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
  return row ?? [];
}
