// The server's HTML is whole UTF-8 (decision 11): React 18's Node stream renderer padded its
// buffer with NUL bytes where a Korean character did not fit, turning '메뉴 열기' into '메뉴 열\0기'.
// Every catalog and content page is fetched, plain and gzip-compressed, and decoded strictly.
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");
const strict = new TextDecoder("utf-8", { fatal: true });

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
