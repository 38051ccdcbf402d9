import { describe, expect, it } from "vitest";
import { upsellFor } from "./upsell";

describe("up-sell offers (spec §4, §9)", () => {
  it("offers the 5-pack (up to 25 % off) from 3 a-cards", () => {
    expect(upsellFor("a-card", 2)).toBeNull();
    expect(upsellFor("a-card", 3)).toEqual({ targetSlug: "a-card-5-pack", maxDiscount: 25 });
  });

  it("offers the family pack (up to 38 % off) from 2 a-card 5-packs", () => {
    expect(upsellFor("a-card-5-pack", 1)).toBeNull();
    expect(upsellFor("a-card-5-pack", 2)).toEqual({ targetSlug: "a-card-family-pack", maxDiscount: 38 });
  });

  it("offers nothing for other products", () => {
    expect(upsellFor("collins-incense", 10)).toBeNull();
  });
});
