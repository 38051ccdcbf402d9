// Issue 8 in Chromium: the content, editorial and service pages render at both sizes with their own
// titles and no console error; the stores open in Naver Map and Kakao Map, the music opens through
// /ytvid, makers notes page and link to their neighbours, a draft preview is refused to a guest and
// shown to an operator; maintenance mode sends pages to /maintenance while the health check answers.
import { afterAll, describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, withPage } from "./support/browser";
import { logInAsOperator, operatorCookie } from "./support/console";
import { type RunningServer, startServer } from "./support/server";

const baseUrl = inject("baseUrl");
const _adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const PAGES = [
  ["/brandstory", "브랜드 스토리"],
  ["/collinsday1969", "COLLINS DAY 1969"],
  ["/moodwater-teaser", "무드워터, 곧 만나요"],
  ["/terms", "이용약관"],
  ["/privacy", "개인정보처리방침"],
  ["/places", "오프라인 스토어"],
  ["/music", "뮤직"],
  ["/makersnote", "메이커스 노트"],
  ["/makersnote/winter-gift-wrapping", "겨울 선물 포장 이야기"],
] as const;

const SERVICE_PAGES = [
  ["/welcome", "Collins - 환영해요"],
  ["/error", "Collins - 페이지를 찾을 수 없어요"],
  ["/maintenance", "Collins - 점검 중이에요"],
  ["/inquiry", "Collins - 상담 문의"],
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
        for (const [path, title] of SERVICE_PAGES) {
          await page.goto(path);
          await page.getByRole("heading", { level: 1 }).waitFor();
          expect(await page.title()).toBe(title);
        }
      });
    });
  }

  it("opens a store's address in Naver Map and Kakao Map", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/places");
      const store = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "콜린스 성수 쇼룸" }) });
      await store.getByText("매일 12:00 - 20:00 (설·추석 당일 휴무)").waitFor();
      const address = encodeURIComponent("서울 성동구 연무장길 28-1");
      expect(await store.getByRole("link", { name: "콜린스 성수 쇼룸 네이버 지도" }).getAttribute("href")).toBe(
        `https://map.naver.com/p/search/${address}`,
      );
      expect(await store.getByRole("link", { name: "콜린스 성수 쇼룸 카카오맵" }).getAttribute("href")).toBe(
        `https://map.kakao.com/link/search/${address}`,
      );
      expect(await store.getByRole("link", { name: "02-6953-1969" }).getAttribute("href")).toBe("tel:0269531969");
      await screenshot(page, "places-phone");
    });
  });

  it("plays a film of the music page through /ytvid", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "뮤직", exact: true }).first().click();
      await page.waitForURL("**/music");
      const playlist = page.getByRole("region", { name: "향으로 듣는 플레이리스트" });
      const film = playlist.getByRole("link", { name: /바이올렛 무드워터 필름/ });
      expect(await film.getAttribute("href")).toBe("/ytvid/mw-violet-kr");
      const redirect = await fetch(`${baseUrl}/ytvid/mw-violet-kr`, { redirect: "manual" });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
      await screenshot(page, "music-desktop");
    });
  });

  it("goes from the makers note list to an entry and on to the older note", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "메이커스 노트" }).click();
      await page.waitForURL("**/makersnote");
      const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      expect(titles).toEqual(["겨울 선물 포장 이야기", "무드워터를 패브릭에 쓰는 법", "인센스가 마르는 7일"]);
      expect(await page.getByText("봄의 향을 준비하며").count()).toBe(0);
      await screenshot(page, "makersnote-phone");
      await page.getByRole("link", { name: /무드워터를 패브릭에 쓰는 법/ }).click();
      await page.getByRole("heading", { level: 1, name: "무드워터를 패브릭에 쓰는 법" }).waitFor();
      await page.getByRole("link", { name: /다음 글\s*겨울 선물 포장 이야기/ }).waitFor();
      await page.getByRole("link", { name: /이전 글\s*인센스가 마르는 7일/ }).click();
      await page.waitForURL("**/makersnote/incense-drying-room");
      await page.getByRole("heading", { level: 1, name: "인센스가 마르는 7일" }).waitFor();
      expect(await page.getByText("이전 글").count()).toBe(0);
      await screenshot(page, "makersnote-entry-phone");
      await page.goto("/makersnote?page=7");
      await page.waitForURL(/\/makersnote$/);
    });
  });

  it("refuses a draft preview to a guest and shows it to an operator", async () => {
    const cookie = await operatorCookie();
    const listed = await fetch(`${baseUrl}/api/admin/makers-notes`, {
      headers: { cookie },
    });
    const { items } = (await listed.json()) as { items: { id: number; slug: string; status: string }[] };
    const draft = items.find((note) => note.status === "draft");
    expect(draft?.slug).toBe("spring-scent-draft");
    const preview = `/makersnote/preview/${draft?.id}`;

    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto(preview);
      await page.waitForURL("**/error");
      await page.getByRole("heading", { name: "페이지를 찾을 수 없어요" }).waitFor();
      expect(await page.getByText("봄의 향을 준비하며").count()).toBe(0);
      expect(
        (await fetch(`${baseUrl}/makersnote/spring-scent-draft`, { redirect: "manual" })).headers.get("location"),
      ).toBe("/error");
    });

    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await logInAsOperator(page);
      await page.goto(preview);
      await page.getByRole("heading", { level: 1, name: "봄의 향을 준비하며 (작성 중)" }).waitFor();
      await page.getByRole("note").getByText("아직 공개하지 않은 글이에요").waitFor();
      await screenshot(page, "makersnote-preview-desktop");
    });
  });

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
      await page.getByLabel("[필수] 개인정보 수집·이용 동의").check();
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
