// The most of one product a single order may hold (issue 18: one visitor reserved a whole stock
// with unpaid orders). The operator sets it per product (null: no limit); it counts the product's
// options together. The server checks it when a line is put in the cart (also by buy now) and
// again at checkout, since a limit set later does not change carts already filled.
export type OrderLimitLine = { product_id: number; quantity: number };

export type OrderLimitBreach = { productId: number; max: number };

/** The first product whose lines together hold more than its limit, or null. */
export function orderLimitBreach(
  lines: OrderLimitLine[],
  maxPerOrderOf: (productId: number) => number | null,
): OrderLimitBreach | null {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.quantity);
  for (const [productId, quantity] of totals) {
    const max = maxPerOrderOf(productId);
    if (max !== null && quantity > max) return { productId, max };
  }
  return null;
}
