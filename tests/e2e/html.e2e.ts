// The server's HTML is whole UTF-8 (decision 11): React 18's Node stream renderer pads its
// buffer with NUL bytes where a Korean character did not fit, turning '메뉴 열기' into '메뉴 열\0기'.
// Every catalog and content page is fetched, plain and gzip-compressed, and decoded strictly.
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, withPage } from "./support/browser";

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
          expect(fonts.some((url) => url.endsWith(".woff2"))).toBe(true);
          const loaded = await page.evaluate(() =>
            [...document.fonts].some((face) => face.family.includes("Pretendard") && face.status === "loaded"),
          );
          expect(loaded).toBe(true);
        }
      });
    }
  });
});
