// Spec §2 /makersnote (list with paging) and /places (map links): the pure rules.
import { describe, expect, it } from "vitest";
import { mapLinksOf, pagingOf } from "./content";

describe("makers note paging (spec §2 /makersnote)", () => {
  it.each([
    // requested, total, page, pageCount, offset
    [null, 0, 1, 1, 0],
    [null, 13, 1, 3, 0],
    ["2", 13, 2, 3, 6],
    ["3", 13, 3, 3, 12],
    ["4", 13, 3, 3, 12],
    ["999999", 6, 1, 1, 0],
    ["0", 13, 1, 3, 0],
    ["-2", 13, 1, 3, 0],
    ["1.5", 13, 1, 3, 0],
    ["abc", 13, 1, 3, 0],
    ["02", 13, 1, 3, 0],
    ["1e3", 13, 1, 3, 0],
  ] as const)("?page=%s of %i notes shows page %i of %i from %i", (requested, total, page, pageCount, offset) => {
    expect(pagingOf(requested, total)).toEqual({ page, pageCount, offset });
  });
});

describe("map links (spec §2 /places)", () => {
  it("searches the address in Naver Map and Kakao Map", () => {
    const links = mapLinksOf(" 서울 성동구 연무장길 28-1 ");
    const encoded = "%EC%84%9C%EC%9A%B8%20%EC%84%B1%EB%8F%99%EA%B5%AC%20%EC%97%B0%EB%AC%B4%EC%9E%A5%EA%B8%B8%2028-1";
    expect(links.naver).toBe(`https://map.naver.com/p/search/${encoded}`);
    expect(links.kakao).toBe(`https://map.kakao.com/link/search/${encoded}`);
  });
});
