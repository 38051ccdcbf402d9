import { describe, expect, it } from "vitest";
import {
  DESKTOP_MENU_MARGIN,
  desktopMenuFits,
  productTabs,
  showsBulkOrderTooltip,
  TOOLTIP_HIDE_MS,
} from "./product-page";

const texts = {
  event: "이벤트 혜택",
  info: "상품 정보",
  shippingReturns: "배송/교환/반품",
  reviews: (n: number) => `리뷰 (${n})`,
  related: "관련 상품",
};

describe("product tabs (spec §2 'Tab navigation'; issue 20: 배송/교환/반품 on every product)", () => {
  it("shows event benefits only with an event, and related products only if any", () => {
    expect(
      productTabs({
        hasEvent: false,
        navigation: [],
        reviewCount: 3,
        hasRelated: false,
        texts,
      }).map((t) => t.label),
    ).toEqual(["상품 정보", "배송/교환/반품", "리뷰 (3)"]);
    expect(
      productTabs({
        hasEvent: true,
        navigation: [],
        reviewCount: 0,
        hasRelated: true,
        texts,
      }).map((t) => t.label),
    ).toEqual(["이벤트 혜택", "상품 정보", "배송/교환/반품", "리뷰 (0)", "관련 상품"]);
  });

  it("uses the page's own navigation tabs instead of product information", () => {
    const tabs = productTabs({
      hasEvent: false,
      navigation: [
        { title: "향 소개", anchor: "scent" },
        { title: "배송 안내", anchor: "shipping" },
      ],
      reviewCount: 5,
      hasRelated: true,
      texts,
    });
    expect(tabs.map((t) => [t.label, t.target])).toEqual([
      ["향 소개", "scent"],
      ["배송 안내", "shipping"],
      ["배송/교환/반품", "shipping-returns"],
      ["리뷰 (5)", "review"],
      ["관련 상품", "related"],
    ]);
  });
});

describe("product page constants (spec §2, §9)", () => {
  it("shows the bulk-order tooltip for the four card-type sanitizer slugs only", () => {
    for (const slug of ["a-card", "a-card-5-pack", "a-card-family-pack", "a-card-gift-set-2021cal"]) {
      expect(showsBulkOrderTooltip(slug)).toBe(true);
    }
    expect(showsBulkOrderTooltip("collins-incense")).toBe(false);
    expect(TOOLTIP_HIDE_MS).toBe(3000);
  });

  it("keeps the desktop menu fixed only when it fits the window with an 88px margin", () => {
    expect(DESKTOP_MENU_MARGIN).toBe(88);
    expect(desktopMenuFits(812, 900)).toBe(true);
    expect(desktopMenuFits(813, 900)).toBe(false);
  });
});
