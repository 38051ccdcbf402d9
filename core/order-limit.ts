// The most of one product a single order may hold (issue 18: one visitor reserved a whole stock
// with unpaid orders). The operator sets it per product (null: no limit); it counts the product's
// options together. The server checks it when a line is put in the cart (also by buy now) and
// again at checkout, since a limit set later does not change carts already filled.
export type OrderLimitLine = { product_id: number; quantity: number };

/**
 * The most units of one product a client address may hold in unpaid orders at once, when the
 * operator set no per-order maximum (a set maximum bounds the address's unpaid orders together
 * too). Per-order limits alone let one visitor hold a whole stock with a few orders of 99;
 * ten is where the product page already sends a buyer to the bulk-order inquiry, which is the
 * way to buy more.
 */
export const UNPAID_UNITS_PER_PRODUCT_PER_CLIENT = 10;

/** The units of a product one address may hold unpaid, given the product's per-order maximum. */
export function unpaidUnitsLimit(maxPerOrder: number | null): number {
  return maxPerOrder ?? UNPAID_UNITS_PER_PRODUCT_PER_CLIENT;
}

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
