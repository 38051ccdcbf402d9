import { describe, expect, it } from "vitest";
import { type BundleRule, type GiftRule, type PricedLineInput, priceCart } from "./price-cart";

const INCENSE = 1;
const KIT = 2;
const LIGHTER = 3;
const CHAMBER = 4;
const FRAGRANCE = 100;

const line = (overrides: Partial<PricedLineInput> & Pick<PricedLineInput, "productId">): PricedLineInput => ({
  key: String(overrides.productId),
  variationId: null,
  quantity: 1,
  unitPrice: 15000,
  regularPrice: 15000,
  collectionIds: [FRAGRANCE],
  ...overrides,
});

const bundles: BundleRule[] = [
  {
    id: 1,
    name: "3종 키트",
    triggerProductIds: [INCENSE],
    targetProductId: KIT,
    targetVariationId: null,
    amountPerUnit: 1500,
  },
  {
    id: 2,
    name: "라이터",
    triggerProductIds: [INCENSE],
    targetProductId: LIGHTER,
    targetVariationId: null,
    amountPerUnit: 600,
  },
  {
    id: 3,
    name: "5종",
    triggerProductIds: [INCENSE],
    targetProductId: CHAMBER,
    targetVariationId: 41,
    amountPerUnit: 1590,
  },
];
const gifts: GiftRule[] = [
  { id: 9, name: "사쉐 샘플", triggerCollectionIds: [FRAGRANCE], minSubtotal: 30000, giftProductId: 50, quantity: 1 },
];
const shipping = { fee: 3000, freeFrom: 30000 };

describe("bundle deductions (spec §9: 'totals deduct 1,500 won per kit, 600 won per mini lighter and 1,590 won per five-scent incense')", () => {
  it("deducts per unit when the incense is in the cart", () => {
    const cart = priceCart(
      [
        line({ productId: INCENSE }),
        line({ productId: KIT, quantity: 2, unitPrice: 5000, regularPrice: 5000 }),
        line({ productId: LIGHTER, variationId: 31, quantity: 3, unitPrice: 2500, regularPrice: 2500 }),
        line({ productId: CHAMBER, variationId: 41, unitPrice: 15900, regularPrice: 15900 }),
      ],
      { bundles, gifts: [] },
      shipping,
    );
    expect(cart.discountTotal).toBe(2 * 1500 + 3 * 600 + 1590);
    expect(cart.lines.find((l) => l.productId === KIT)?.feeAppliedLineTotal).toBe(2 * 3500);
    expect(cart.lines.find((l) => l.productId === LIGHTER)?.feeAppliedLineTotal).toBe(3 * 1900);
    expect(cart.lines.find((l) => l.productId === CHAMBER)?.feeAppliedLineTotal).toBe(14310);
  });

  it("deducts nothing without the companion product, or for another variation", () => {
    const cart = priceCart(
      [line({ productId: KIT, unitPrice: 5000 }), line({ productId: CHAMBER, variationId: 42, unitPrice: 12900 })],
      { bundles, gifts: [] },
      shipping,
    );
    expect(cart.discountTotal).toBe(0);
  });
});

describe("free gift lines", () => {
  it("appear when the fragrance subtotal reaches 30,000 won and disappear below it", () => {
    const two = priceCart([line({ productId: INCENSE, quantity: 2 })], { bundles, gifts }, shipping);
    expect(two.gifts).toEqual([{ ruleId: 9, name: "사쉐 샘플", productId: 50, quantity: 1 }]);
    const one = priceCart([line({ productId: INCENSE })], { bundles, gifts }, shipping);
    expect(one.gifts).toEqual([]);
  });

  it("count the subtotal after deductions", () => {
    const cart = priceCart(
      [
        line({ productId: INCENSE, unitPrice: 25000, regularPrice: 25000 }),
        line({ productId: KIT, unitPrice: 5000, regularPrice: 5000 }),
      ],
      { bundles, gifts },
      shipping,
    );
    expect(cart.goodsTotal).toBe(28500);
    expect(cart.gifts).toEqual([]);
  });
});

describe("shipping fee rule", () => {
  it("charges the fee below the free-shipping line and nothing from it", () => {
    expect(priceCart([line({ productId: INCENSE })], { bundles, gifts }, shipping)).toMatchObject({
      goodsTotal: 15000,
      shipping: 3000,
      total: 18000,
    });
    expect(priceCart([line({ productId: INCENSE, quantity: 2 })], { bundles, gifts }, shipping)).toMatchObject({
      shipping: 0,
      total: 30000,
    });
  });

  it("charges nothing for an empty cart", () => {
    expect(priceCart([], { bundles, gifts }, shipping)).toMatchObject({ shipping: 0, total: 0 });
  });
});
