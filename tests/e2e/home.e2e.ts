// Issue 2 first specs: the home page renders (server-side, in Korean) and a collection link responds.
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

describe("server rendering", () => {
  it("sends the home page as Korean HTML with the header, the collections and the footer", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ko"/);
    expect(html).toContain("<title>Collins</title>");
    expect(html).toContain('href="/collection/mood"');
    expect(html).toContain("무드워터");
    expect(html).toContain("사업자등록번호");
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/og-default\.jpg"/);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("serves hashed assets compressed and immutable", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${baseUrl}/assets/missing.js`)).status).toBe(404);
  });

  it("redirects /collection/moodwater to /collection/mood on the server", async () => {
    const response = await fetch(`${baseUrl}/collection/moodwater`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/collection/mood");
  });

  it("sends an unlisted path to /error", async () => {
    const response = await fetch(`${baseUrl}/no/such/page`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/error");
  });
});

describe.each<ViewportName>(["phone", "desktop"])("in Chromium on a %s", (viewport) => {
  it("renders the home page and follows a collection link", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/");
      await expect(page.title()).resolves.toBe("Collins");
      await page.getByRole("link", { name: "Collins 홈" }).waitFor();
      await page.getByRole("link", { name: "무드워터 보러가기" }).waitFor();
      await screenshot(page, `home-${viewport}`);

      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await footer.getByText("통신판매업 신고번호").waitFor();
      await expect(footer.getByText(`© ${new Date().getFullYear()} Collins`).count()).resolves.toBe(1);

      await footer.getByRole("navigation", { name: "카테고리" }).getByRole("link", { name: "인센스" }).click();
      await page.waitForURL("**/collection/fragrance");
      await expect.poll(() => page.title()).toBe("Collins - 인센스");
      await page.getByRole("heading", { level: 1, name: "인센스" }).waitFor();
      await expect(page.getByRole("link", { name: /콜린스 인센스/ }).count()).resolves.toBeGreaterThan(0);
      await screenshot(page, `collection-${viewport}`);
    });
  });

  // From 1201 px the collections are the header's horizontal menu instead (issue 21, header.e2e.ts).
  it.skipIf(viewport === "desktop")(
    "opens the menu with a dimmed overlay listing the exposed collections",
    async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        await page.goto("/");
        await page.getByRole("button", { name: "메뉴 열기" }).click();
        const menu = page.getByRole("dialog", { name: "메뉴" });
        await menu.waitFor();
        await expect(menu.getByRole("link", { name: "무드워터" }).count()).resolves.toBe(1);
        await menu.getByRole("button", { name: "메뉴 닫기" }).click();
        await menu.waitFor({ state: "detached" });
      });
    },
  );
});

describe("the home film and motion (spec §4 'Home video', WCAG 2.2.2)", () => {
  it.each<ViewportName>(["phone", "desktop"])(
    "plays the %s film, and keeps the still poster for a shopper who prefers reduced motion",
    async (viewport) => {
      const file = viewport === "phone" ? "hero-mobile" : "hero-desktop";
      for (const reducedMotion of ["no-preference", "reduce"] as const) {
        await withPage(browser(), baseUrl, viewport, async ({ page }) => {
          await page.emulateMedia({ reducedMotion });
          await page.goto("/");
          await whenHydrated(page);
          const poster = page.locator("picture img").first();
          await expect(poster.evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toContain(`${file}.webp`);
          const sources = () => page.locator("video").evaluateAll((videos) => videos.map((v) => v.getAttribute("src")));
          if (reducedMotion === "reduce") {
            await expect(sources()).resolves.toEqual([]);
            await expect(poster.isVisible()).resolves.toBe(true);
          } else {
            await expect.poll(sources).toEqual([`/media/home/${file}.mp4`, `/media/home/${file}.mp4`]);
          }
        });
      }
    },
  );

  it("shows the poster without players to a shopper without JavaScript (no native controls over it)", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await page.goto("/");
        await expect(page.locator("video").count()).resolves.toBe(0);
        const poster = page.locator("picture img").first();
        await expect(poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(720);
      },
      [],
      { scripts: false },
    );
  });
});
