// The server's HTML is whole UTF-8 (decision 11): React 18's Node stream renderer pads its
// buffer with NUL bytes where a Korean character did not fit, turning '메뉴 열기' into '메뉴 열\0기'.
// Every catalog and content page is fetched, plain and gzip-compressed, and decoded strictly.
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const strict = new TextDecoder("utf-8", { fatal: true });
const browser = sharedBrowser();

async function pagePaths(): Promise<string[]> {
  const collections = (await (await fetch(`${baseUrl}/api/v2/collection/all`)).json()) as { id: number; url: string }[];
  const all = collections.find((collection) => collection.url === "all");
  const list = (await (await fetch(`${baseUrl}/api/v2/collection/list?id=${all?.id}&page=1`)).json()) as {
    data: { list: { blockType: string; data: { slug?: string } }[] };
  };
  const products = list.data.list.flatMap((block) =>
    block.blockType === "product" && block.data.slug ? [block.data.slug] : [],
  );
  return [
    "/",
    ...collections.map((collection) => `/collection/${collection.url}`),
    ...products.map((slug) => `/product/${slug}`),
    "/brandstory",
    "/makersnote",
    "/places",
    "/music",
    "/cart",
    "/login/form",
  ];
}

describe("server-rendered HTML", () => {
  it("decodes as UTF-8 with no NUL or replacement character on every page, plain and gzip", async () => {
    const paths = await pagePaths();
    expect(paths.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const path of paths) {
      for (const encoding of ["identity", "gzip"]) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": encoding } });
        expect(response.status, path).toBe(200);
        const html = strict.decode(await response.arrayBuffer());
        if (html.includes("\u0000") || html.includes("\uFFFD")) broken.push(`${path} (${encoding})`);
        expect(html, path).toContain('aria-label="메뉴 열기"');
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the largest image and React Router's scripts (decision 19)", () => {
  it("preloads the product photo and the home film's posters with high priority, and leaves the scripts as React Router writes them", async () => {
    const product = await (await fetch(`${baseUrl}/product/collins-incense`)).text();
    expect(product).toMatch(
      /<link rel="preload" as="image" href="\/media\/products\/collins-incense\/1\.webp" fetchPriority="high"\/>/,
    );
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toContain('href="/media/home/hero-mobile.webp" media="(max-width: 767px)" fetchPriority="high"');
    expect(home).toContain('href="/media/home/hero-desktop.webp" media="(min-width: 768px)" fetchPriority="high"');
    for (const html of [product, home]) {
      expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/);
      expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">import /);
    }
  });
});

describe("the routes' CSS in the document (decision 22)", () => {
  it("is written into each page's head, and no stylesheet is linked for the first paint to wait for", async () => {
    for (const path of ["/", "/collection/all", "/product/collins-incense", "/cart", "/login/form", "/brandstory"]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toMatch(/<style id="document-css">[^<]{2000,}<\/style>/);
      expect(html, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
    }
  });

  it("styles a page without JavaScript, with no stylesheet request", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        const stylesheets: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
        });
        await page.goto("/collection/all", { waitUntil: "load" });
        // The shell's skip link waits off screen; the page leaves room for the fixed header.
        expect(await page.locator(".skip-link").evaluate((link) => getComputedStyle(link).position)).toBe("absolute");
        expect(
          await page.locator("main.page").evaluate((main) => Number.parseFloat(getComputedStyle(main).paddingTop)),
        ).toBeGreaterThan(40);
        expect(stylesheets).toEqual([]);
      },
      [],
      { scripts: false },
    );
  });

  it("styles the page a live page moves to: React Router links that route's stylesheet", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/product/collins-incense");
      await whenHydrated(page);
      await page
        .getByRole("link", { name: /^장바구니/ })
        .first()
        .click();
      await page.waitForURL("**/cart");
      const title = page.getByRole("heading", { level: 1, name: "장바구니" });
      await title.waitFor();
      // cart.module.css sets the title's weight to 600 (a bare h1 is bold, 700).
      expect(await title.evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe("600");
      expect(await page.locator('head link[rel="stylesheet"][href*="/assets/cart-"]').count()).toBe(1);
    });
  });
});

describe("Pretendard (decision 11)", () => {
  it("is never downloaded on a phone, and is the desktop's font", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        const fonts: string[] = [];
        page.on("request", (request) => {
          if (/pretendard/i.test(request.url())) fonts.push(request.url());
        });
        await page.goto("/product/collins-incense", { waitUntil: "networkidle" });
        if (viewport === "phone") {
          expect(fonts).toEqual([]);
        } else {
          expect(fonts.some((url) => url.endsWith(".css"))).toBe(true);
          // The browser asks for the font file when it lays out text in it, which on a busy machine
          // can come after the network was idle for the first time (CI run of 2026-12-02 06:10).
          await expect.poll(() => fonts.some((url) => url.endsWith(".woff2")), { timeout: 5_000 }).toBe(true);
          await expect
            .poll(
              () =>
                page.evaluate(() =>
                  [...document.fonts].some((face) => face.family.includes("Pretendard") && face.status === "loaded"),
                ),
              { timeout: 5_000 },
            )
            .toBe(true);
        }
      });
    }
  });
});
