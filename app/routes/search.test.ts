// Issue 19: the search results page (/search?keyword=…), reached by the header's search bar before
// the scripts run: its loader answers what GET /api/v2/search answers, and a keyword over 50
// characters is a Korean 400 rather than a search.
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogMessages } from "../../server/domain/catalog/messages";
import { searchProducts } from "../../server/domain/catalog/search";
import { setLogLevel } from "../../server/log";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-db";
import { loader } from "./search";

let database: TestDatabase;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

type Results = { keyword: string; message?: string; items: { slug: string }[]; count: number };

async function search(keyword: string | null) {
  const url =
    keyword === null ? "http://shop.test/search" : `http://shop.test/search?${new URLSearchParams({ keyword })}`;
  const args = { request: new Request(url), context: { db: database.db } as AppLoadContext, params: {} };
  return (await loader(args as Parameters<typeof loader>[0])) as UNSAFE_DataWithResponseInit<Results>;
}

describe("the search results page", () => {
  it("finds what the API finds, in its order and with its count", async () => {
    const page = await search(" 무드 ");
    const api = await searchProducts(database.db, "무드");
    expect(page.init?.status ?? 200).toBe(200);
    expect(page.data.keyword).toBe("무드");
    expect(page.data.count).toBe(api.data.pageinfo.itemCnt);
    expect(page.data.items.map((item) => item.slug)).toEqual(api.data.data.map((card) => card.slug));
    expect(page.data.items.map((item) => item.slug)).toContain("moodwater-yuja");
  });

  it("shows the suggestions without a keyword and refuses one over 50 characters", async () => {
    expect((await search(null)).data).toMatchObject({ keyword: "", items: [], count: 0 });
    const long = await search("향".repeat(51));
    expect(long.init?.status).toBe(400);
    expect(long.data).toMatchObject({ message: catalogMessages.keywordTooLong, items: [] });
  });
});
