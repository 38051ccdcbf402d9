// Integration: the HTTP surface of server/main.ts (spec §7 paths; issue 2 "The server").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createServerApp } from "./app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("GET /healthz", () => {
  it("answers ok when the database answers", async () => {
    const response = await t.app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with a Korean message when the database is gone", async () => {
    const broken = createServerApp({
      db: {
        execute: () => Promise.reject(new Error("connection refused")),
      } as unknown as TestApp["database"]["db"],
      config: t.config,
    });
    const response = await broken.request("/healthz");
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/잠시 후/);
  });
});

describe("security headers on every response", () => {
  it.each(["/healthz", "/api/v2/collection/all", "/api/does-not-exist"])("%s", async (path) => {
    const response = await t.app.request(path);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("uses a new nonce for every response", async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await t.app.request("/healthz")).headers.get("content-security-policy") ?? "")?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("adds HSTS in production", async () => {
    const production = createServerApp({ db: t.database.db, config: { ...t.config, isProduction: true } });
    const response = await production.request("/healthz");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("request ids", () => {
  it("echoes a well-formed X-Request-Id and creates one otherwise", async () => {
    const given = await t.app.request("/healthz", { headers: { "x-request-id": "abc-123" } });
    expect(given.headers.get("x-request-id")).toBe("abc-123");
    const created = await t.app.request("/healthz", { headers: { "x-request-id": "<script>" } });
    expect(created.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("/api", () => {
  it("answers an unknown call with 404 and a Korean message, not a page", async () => {
    const response = await t.app.request("/api/nothing/here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect((await response.json()).message).toBe("요청하신 정보를 찾을 수 없어요.");
  });

  it("GET /api/v2/collection/all lists the seeded collections in the §3 shape", async () => {
    const response = await t.app.request("/api/v2/collection/all");
    expect(response.status).toBe(200);
    const collections = (await response.json()) as {
      id: number;
      url: string;
      isExpose: boolean;
      subCategories: { term_id: number; collection_id: number; slug: string; name: string; isSelected: boolean }[];
    }[];
    const urls = collections.map((c) => c.url);
    expect(urls).toEqual(expect.arrayContaining(["mood", "fragrance", "gift", "homewear", "hygiene", "goods", "all"]));
    expect(urls).not.toContain("moodwater");
    const mood = collections.find((c) => c.url === "mood");
    expect(mood).toMatchObject({ id: expect.any(Number), title: "무드워터", isExpose: true });
    expect(Object.keys(mood ?? {}).sort()).toEqual(
      ["id", "isExpose", "promoText", "subCategories", "title", "titleDescription", "url"].sort(),
    );
    expect(mood?.subCategories.map((s) => s.slug)).toEqual(["discovery", "bottle", "mini"]);
    expect(mood?.subCategories[0]).toMatchObject({ collection_id: mood?.id, isSelected: false });
    expect(collections.some((c) => !c.isExpose)).toBe(true);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("points crawlers at the sitemap and away from personal pages", async () => {
    const response = await t.app.request("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Sitemap: http://shop.test/sitemap.xml");
    expect(text).toContain("Disallow: /cart");
  });

  it("lists exposed collections and listed products with absolute URLs, never unlisted ones", async () => {
    const response = await t.app.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<loc>http://shop.test/collection/mood</loc>");
    expect(xml).toContain("<loc>http://shop.test/product/collins-incense</loc>");
    expect(xml).toContain("<loc>http://shop.test/brandstory</loc>");
    expect(xml).toContain("<loc>http://shop.test/places</loc>");
    expect(xml).toContain("<loc>http://shop.test/makersnote/winter-gift-wrapping</loc>");
    expect(xml).not.toContain("spring-scent-draft");
    expect(xml).not.toContain("/product/7f3a9c2e");
    expect(xml).not.toContain("/collection/holiday-2025");
  });
});
