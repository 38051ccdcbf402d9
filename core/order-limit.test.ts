// Issue 18 "let the operator set a per-order maximum per product": counted over the product's
// options together; no limit set, no limit.
import { describe, expect, it } from "vitest";
import { orderLimitBreach } from "./order-limit";

const limits = new Map<number, number | null>([
  [1, 2],
  [2, null],
]);
const maxOf = (productId: number) => limits.get(productId) ?? null;

describe("the per-order maximum of a product", () => {
  it("allows up to the maximum, counting every option of the product together", () => {
    expect(
      orderLimitBreach(
        [
          { product_id: 1, quantity: 1 },
          { product_id: 1, quantity: 1 },
        ],
        maxOf,
      ),
    ).toBeNull();
    expect(
      orderLimitBreach(
        [
          { product_id: 1, quantity: 1 },
          { product_id: 1, quantity: 2 },
        ],
        maxOf,
      ),
    ).toEqual({ productId: 1, max: 2 });
  });

  it("sets no bound on a product without a maximum", () => {
    expect(orderLimitBreach([{ product_id: 2, quantity: 99 }], maxOf)).toBeNull();
  });
});
