import { describe, expect, it } from "vitest";
import { compareBy, DEFAULT_SORT, isSortType, SORT_OPTIONS, sortLabelOf, sortTypeOf } from "./sort";

describe("sort options (spec §2 'Sort options (label to server type)')", () => {
  it.each([
    ["기본순", "regular"],
    ["인기순", "hot"],
    ["높은할인순", "sale"],
    ["리뷰순", "review"],
    ["높은가격순", "priceDs"],
    ["낮은가격순", "priceAs"],
  ])("%s → %s and back", (label, type) => {
    expect(sortTypeOf(label)).toBe(type);
    expect(sortLabelOf(type)).toBe(label);
  });

  it("'The default is the default order.'", () => {
    expect(DEFAULT_SORT).toBe("regular");
    expect(SORT_OPTIONS[0].type).toBe("regular");
    expect(sortTypeOf("없는 정렬")).toBe("regular");
    expect(sortLabelOf("nonsense")).toBe("기본순");
  });

  it("recognises exactly the six types", () => {
    expect(SORT_OPTIONS).toHaveLength(6);
    expect(isSortType("priceAs")).toBe(true);
    expect(isSortType("price")).toBe(false);
    expect(isSortType(undefined)).toBe(false);
  });
});

describe("compareBy", () => {
  const base = {
    price: 0,
    discount_rate: 0,
    rating_count: 0,
    average_rating: 0,
    sales_count: 0,
    stock_status: "instock" as const,
  };
  const a = { ...base, price: 10000, discount_rate: 10, rating_count: 3, average_rating: 4, sales_count: 5 };
  const b = { ...base, price: 20000, discount_rate: 30, rating_count: 3, average_rating: 4.5, sales_count: 50 };

  it.each([
    ["hot", b],
    ["sale", b],
    ["review", b],
    ["priceDs", b],
    ["priceAs", a],
  ] as const)("%s puts the right product first", (type, first) => {
    expect([a, b].sort(compareBy(type))[0]).toBe(first);
  });

  it("regular keeps the given order", () => {
    expect([b, a].sort(compareBy("regular"))).toEqual([b, a]);
  });
});
