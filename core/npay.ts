// The Naver Pay wallet order (spec §7): lines registered from the shop's own prices, each line's
// unit price ⌊fee_applied_line_total / quantity⌋, tax type TAX, shipping PREPAYED when a
// shipping fee applies (shipping_origin_total > 0) else FREE, currency KRW.

export type NaverPayLineSource = {
  product_id: number;
  variation_id: number | null;
  product_name: string;
  product_option_name: string;
  quantity: number;
  fee_applied_line_total: number;
};

export type NaverPayLine = {
  productId: number;
  variationId: number | null;
  name: string;
  optionName: string;
  quantity: number;
  unitPrice: number;
  taxType: "TAX";
};

export type NaverPayOrder = {
  lines: NaverPayLine[];
  shipping: { feePayType: "PREPAYED" | "FREE"; fee: number };
  currency: "KRW";
  /** What Naver charges: the lines at their unit prices plus the shipping fee. */
  total: number;
};

export function naverPayOrder(items: NaverPayLineSource[], shippingOriginTotal: number): NaverPayOrder {
  const lines = items.map(
    (item): NaverPayLine => ({
      productId: item.product_id,
      variationId: item.variation_id,
      name: item.product_name,
      optionName: item.product_option_name,
      quantity: item.quantity,
      unitPrice: Math.floor(item.fee_applied_line_total / item.quantity),
      taxType: "TAX",
    }),
  );
  const shipping = {
    feePayType: shippingOriginTotal > 0 ? ("PREPAYED" as const) : ("FREE" as const),
    fee: Math.max(shippingOriginTotal, 0),
  };
  const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return { lines, shipping, currency: "KRW", total: goods + shipping.fee };
}
