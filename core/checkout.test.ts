// Spec §3 Coupon and Order, §4 Checkout: the order total with a coupon, order names and numbers.
import { describe, expect, it } from "vitest";
import { couponDiscount, isValidPostcode, orderName, orderNumber, orderTotal } from "./checkout";

describe("coupon discount and order total", () => {
  const coupon = { couponAmount: 3000, minimumAmount: 15000 };

  it("takes the coupon off the goods and keeps the shipping fee", () => {
    expect(orderTotal({ goodsTotal: 20000, shipping: 3000 }, coupon)).toBe(20000);
    expect(couponDiscount(20000, coupon)).toBe(3000);
  });

  it("applies nothing below the coupon's minimum order amount", () => {
    expect(couponDiscount(14999, coupon)).toBe(0);
    expect(orderTotal({ goodsTotal: 14999, shipping: 3000 }, coupon)).toBe(17999);
  });

  it("never discounts more than the goods cost", () => {
    expect(couponDiscount(2000, { couponAmount: 3000, minimumAmount: 0 })).toBe(2000);
    expect(orderTotal({ goodsTotal: 2000, shipping: 3000 }, { couponAmount: 3000, minimumAmount: 0 })).toBe(3000);
  });

  it("is the cart total without a coupon", () => {
    expect(orderTotal({ goodsTotal: 31000, shipping: 0 }, null)).toBe(31000);
  });
});

describe("order names and numbers", () => {
  it("names the first product and counts the rest", () => {
    expect(orderName(["콜린스 인센스"])).toBe("콜린스 인센스");
    expect(orderName(["콜린스 인센스", "라이터", "무드워터"])).toBe("콜린스 인센스 외 2건");
  });

  it("numbers an order by its Seoul date", () => {
    expect(orderNumber(42, new Date("2026-11-21T15:30:00Z"))).toBe("20261122-000042");
    expect(orderNumber(7, new Date("2026-11-21T14:59:00Z"))).toBe("20261121-000007");
  });

  it("accepts five-digit postcodes only", () => {
    expect(isValidPostcode("06236")).toBe(true);
    expect(isValidPostcode("135-080")).toBe(false);
    expect(isValidPostcode("")).toBe(false);
  });
});
