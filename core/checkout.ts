// Checkout arithmetic and labels shared by the server (which decides) and the page (which shows):
// the coupon discount, the order total, payment method titles, order status labels and numbers.

export type CheckoutCoupon = { couponAmount: number; minimumAmount: number };

export type CartTotalsInput = { goodsTotal: number; shipping: number };

/**
 * A coupon takes its amount off the goods (after promotions), never more than the goods cost,
 * and only from its minimum order amount. The shipping fee is decided on the goods before the
 * coupon, as most Korean shops do, so a coupon never makes shipping cost more.
 */
export function couponDiscount(goodsTotal: number, coupon: CheckoutCoupon | null): number {
  if (!coupon || goodsTotal < coupon.minimumAmount) return 0;
  return Math.min(coupon.couponAmount, goodsTotal);
}

export function orderTotal(totals: CartTotalsInput, coupon: CheckoutCoupon | null): number {
  return totals.goodsTotal - couponDiscount(totals.goodsTotal, coupon) + totals.shipping;
}

export const PAYMENT_METHOD_TITLES = {
  card: "신용·체크카드",
  easy_pay: "간편결제",
  npay: "네이버페이",
} as const;

/** The checkout page's note choice that sends the note the shopper typed instead of a preset. */
export const CUSTOM_NOTE = "custom";

export type CheckoutPaymentMethod = keyof typeof PAYMENT_METHOD_TITLES;

/** Order statuses as Korean shops show them (결제완료 → 배송준비중 → 배송중 → 배송완료 → 구매확정). */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "결제대기",
  paid: "결제완료",
  preparing: "배송준비중",
  shipped: "배송중",
  delivered: "배송완료",
  confirmed: "구매확정",
  exchange_requested: "교환요청",
  return_requested: "반품요청",
  exchanged: "교환완료",
  returned: "반품완료",
  cancelled: "취소완료",
  refunded: "환불완료",
  failed: "결제실패",
  expired: "결제시간만료",
};

/** Paid and not (wholly) given back: what a refund from the console may still take from. */
export const PAID_ORDER_STATUSES: readonly string[] = [
  "paid",
  "preparing",
  "shipped",
  "delivered",
  "confirmed",
  "exchange_requested",
  "return_requested",
  "exchanged",
];

/** An exchange or return request (교환·반품 신청) by its kind. */
export const CLAIM_LABELS = { exchange: "교환", return: "반품" } as const;

/** The order number a shopper sees: the order date in Seoul and the id, e.g. 20261122-000042. */
export function orderNumber(id: number, createdAt: Date): string {
  const seoul = new Date(createdAt.getTime() + 9 * 60 * 60 * 1000);
  const date = seoul.toISOString().slice(0, 10).replaceAll("-", "");
  return `${date}-${String(id).padStart(6, "0")}`;
}

/** The payment window's order name: the first line's product and how many more there are. */
export function orderName(names: string[]): string {
  const [first = "주문 상품", ...rest] = names;
  return rest.length > 0 ? `${first} 외 ${rest.length}건` : first;
}

/** Postcodes in Korea are five digits since 2015. */
export function isValidPostcode(value: string): boolean {
  return /^\d{5}$/.test(value);
}
