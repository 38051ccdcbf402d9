// Spec §3 up-sale products: the price an add-on's row shows.
import { describe, expect, it } from "vitest";
import type { ProductVariation, UpSaleProduct } from "../../../server/domain/catalog/product-detail";
import { addOnPrice, addOnVariationOption } from "./options";

const prices = (price: number, regular: number) => ({
  price,
  regular_price: regular,
  display_price: price,
  display_regular_price: regular,
});

function variation(id: number, price: number, regular: number, inStock = true): ProductVariation {
  return {
    id,
    attributes: [{ name: "타입", option: `옵션 ${id}` }],
    image: null,
    stock_status: inStock ? "instock" : "outofstock",
    prices: prices(price, regular),
    discount_rate: 0,
    on_sale: price < regular,
    additional_info: { login_required: false, one_purchased: false },
  };
}

function addOn(overrides: Partial<UpSaleProduct>): UpSaleProduct {
  return {
    id: 1,
    slug: "lighter-mini",
    type: "variable",
    name: "라이터 미니",
    title: "라이터 미니",
    thumbnail: "/media/x.webp",
    add_product_thumbnail: "",
    add_product_wording: "",
    image: null,
    on_sale: false,
    discount_rate: 0,
    prices: prices(2500, 2500),
    stock_status: "instock",
    attributes: [],
    product_variations: [],
    additional_info: { login_required: false, one_purchased: false },
    ...overrides,
  };
}

describe("addOnPrice", () => {
  it("shows a simple add-on's own price and regular price", () => {
    expect(addOnPrice(addOn({ type: "simple", prices: prices(3500, 5000) }))).toEqual({
      price: 3500,
      regularPrice: 5000,
      from: false,
    });
  });

  it("shows the cheapest option of an add-on with options, from that price (the lighter: 1,900원부터)", () => {
    const lighter = addOn({ product_variations: [variation(1, 2400, 3000), variation(2, 1900, 2500)] });
    expect(addOnPrice(lighter)).toEqual({ price: 1900, regularPrice: 2500, from: true });
  });

  it("skips a sold-out option while another is in stock, and says no 'from' when all cost the same", () => {
    const item = addOn({ product_variations: [variation(1, 1000, 1000, false), variation(2, 1900, 1900)] });
    expect(addOnPrice(item)).toEqual({ price: 1900, regularPrice: 1900, from: false });
    const same = addOn({ product_variations: [variation(1, 12900, 12900), variation(2, 12900, 12900)] });
    expect(addOnPrice(same).from).toBe(false);
  });

  it("falls back to the add-on's own price when it has no options to read", () => {
    expect(addOnPrice(addOn({ product_variations: [] }))).toEqual({ price: 2500, regularPrice: 2500, from: false });
  });
});

describe("addOnVariationOption (issue 20: an add-on line names its product)", () => {
  it("reads '라이터 미니 · 옵션 2' with the option's own add-on price", () => {
    const lighter = addOn({ id: 5, product_variations: [variation(1, 2400, 3000), variation(2, 1900, 2500)] });
    const chosen = lighter.product_variations[1] as ProductVariation;
    expect(addOnVariationOption(lighter, chosen)).toMatchObject({
      product_id: 5,
      variation_id: 2,
      name: "라이터 미니 · 옵션 2",
      unitPrice: 1900,
      regularPrice: 2500,
    });
  });
});
