// Spec §7 wallet lines: unit price rounded down, TAX, PREPAYED or FREE shipping, KRW.
import { describe, expect, it } from "vitest";
import { naverPayOrder } from "./npay";

const item = (quantity: number, feeAppliedLineTotal: number) => ({
  product_id: 1,
  variation_id: null,
  product_name: "콜린스 인센스",
  product_option_name: "",
  quantity,
  fee_applied_line_total: feeAppliedLineTotal,
});

describe("Naver Pay order lines", () => {
  it("prices each line at fee_applied_line_total / quantity, rounded down", () => {
    const order = naverPayOrder([item(3, 10000)], 3000);
    expect(order.lines[0]).toMatchObject({ unitPrice: 3333, quantity: 3, taxType: "TAX" });
    expect(order.total).toBe(3333 * 3 + 3000);
  });

  it("ships PREPAYED when a shipping fee applies, FREE otherwise, in KRW", () => {
    expect(naverPayOrder([item(1, 12000)], 3000).shipping).toEqual({ feePayType: "PREPAYED", fee: 3000 });
    expect(naverPayOrder([item(2, 40000)], 0).shipping).toEqual({ feePayType: "FREE", fee: 0 });
    expect(naverPayOrder([item(1, 1)], 0).currency).toBe("KRW");
  });
});
