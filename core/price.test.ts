import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountRate, formatWon, lowestPrice, priceBadge, shownPrice } from "./price";

describe("formatWon (spec §9: thousands separators with suffix 'won')", () => {
  it.each([
    [0, "0원"],
    [900, "900원"],
    [12000, "12,000원"],
    [1234567, "1,234,567원"],
  ])("%i → %s", (amount, text) => {
    expect(formatWon(amount)).toBe(text);
  });

  it("groups digits as ko-KR's number format does, for any whole amount and negatives", () => {
    const korean = new Intl.NumberFormat("ko-KR");
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(formatWon(amount)).toBe(`${korean.format(amount)}원`);
      }),
      { numRuns: 2_000 },
    );
  });

  it("drops fractions of a won", () => {
    expect(formatWon(12_000.9)).toBe("12,000원");
  });
});

describe("priceBadge (spec §9: 'Discount 100 shows a FREE badge; other non-zero rates show a percent badge')", () => {
  it("shows FREE at 100 %", () => {
    expect(priceBadge(100)).toEqual({ kind: "free", label: "FREE" });
  });
  it("shows the percent for other non-zero rates", () => {
    expect(priceBadge(24)).toEqual({ kind: "percent", label: "24%" });
  });
  it("shows nothing without a discount", () => {
    expect(priceBadge(0)).toBeNull();
  });
});

describe("discountRate and shownPrice", () => {
  it("rounds the discount to whole percent (3-kit: 5,000 → 3,500 is 30 %)", () => {
    expect(discountRate(5000, 3500)).toBe(30);
    expect(discountRate(2500, 1900)).toBe(24);
  });
  it("treats a sale price of 0 as 100 % off", () => {
    expect(shownPrice({ regularPrice: 8000, salePrice: 0 })).toEqual({
      price: 0,
      regularPrice: 8000,
      onSale: true,
      discountRate: 100,
    });
  });
  it("ignores a sale price that is not lower", () => {
    expect(shownPrice({ regularPrice: 8000, salePrice: 9000 })).toMatchObject({ price: 8000, onSale: false });
  });
});

describe("lowestPrice of a variable product", () => {
  it("takes the cheapest variation in stock", () => {
    const shown = lowestPrice([
      { regularPrice: 15000, salePrice: 9000, inStock: false },
      { regularPrice: 15000, salePrice: 12000, inStock: true },
      { regularPrice: 18000, salePrice: null, inStock: true },
    ]);
    expect(shown).toMatchObject({ price: 12000, regularPrice: 15000, discountRate: 20 });
  });
  it("falls back to every variation when all are sold out", () => {
    expect(lowestPrice([{ regularPrice: 15000, salePrice: null, inStock: false }])?.price).toBe(15000);
  });
  it("is null without variations", () => {
    expect(lowestPrice([])).toBeNull();
  });
});
