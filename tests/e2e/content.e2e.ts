// Issue 8 (first part) in Chromium: the content pages render at both sizes with their own titles
// and Open Graph tags and no console error; maintenance mode sends pages to /maintenance while the
// health check still answers.
import { afterAll, describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, withPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

const PAGES = [
  ["/brandstory", "브랜드 스토리"],
  ["/collinsday1969", "COLLINS DAY 1969"],
  ["/moodwater-teaser", "무드워터, 곧 만나요"],
  ["/terms", "이용약관"],
  ["/privacy", "개인정보처리방침"],
] as const;

describe("content pages", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`renders every content page on a ${viewport}`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        for (const [path, title] of PAGES) {
          await page.goto(path);
          await page.getByRole("heading", { level: 1, name: title }).waitFor();
          expect(await page.title()).toBe(`Collins - ${title}`);
          expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(`Collins - ${title}`);
          expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(`${baseUrl}${path}`);
        }
        await page.goto("/brandstory");
        await page.getByRole("img", { name: "창가에 놓인 콜린스 무드워터와 인센스" }).waitFor();
        await screenshot(page, `brandstory-${viewport}`);
      });
    });
  }

  it("sends a bulk-purchase inquiry from the footer with a PDF attached", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "대량 구매·유통 문의" }).click();
      await page.waitForURL("**/inquiry?type=bulk");
      expect(await page.getByLabel("문의 유형").inputValue()).toBe("bulk");
      await page.getByLabel("이름").fill("박대표");
      await page.getByLabel("연락처 (휴대전화)").pressSequentially("01022223333");
      await page.getByLabel("이메일").fill("buyer@company.co.kr");
      await page.getByLabel("문의 내용").fill("사내 선물로 인센스 세트 200개 견적을 부탁드려요.");
      await page.getByLabel(/첨부 파일/).setInputFiles({
        name: "견적요청서.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
      });
      await screenshot(page, "inquiry-phone");
      await page.getByRole("button", { name: "문의 보내기" }).click();
      await page.getByRole("status").getByText("문의를 접수했어요").waitFor();
    });
  });

  it("opens the terms from the footer", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/cart");
      await page.getByRole("contentinfo").getByRole("link", { name: "이용약관" }).click();
      await page.waitForURL("**/terms");
      await page.getByRole("heading", { name: "제1조 (목적)" }).waitFor();
    });
  });
});

describe("maintenance mode", () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("sends every page to /maintenance and keeps the health check answering", async () => {
    server = await startServer({ env: { MAINTENANCE_MODE: "on" } });
    const home = await fetch(`${server.url}/`, { redirect: "manual" });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/maintenance");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const api = await fetch(`${server.url}/api/v2/collection/all`);
    expect(api.status).toBe(503);
    const url = server.url;
    await withPage(
      browser(),
      url,
      "phone",
      async ({ page }) => {
        await page.goto("/product/collins-incense");
        await page.waitForURL("**/maintenance");
        await page.getByRole("heading", { name: "더 나은 콜린스를 위해 점검 중이에요" }).waitFor();
        await screenshot(page, "maintenance-phone");
      },
      [/status of 503/],
    );
  });
});
