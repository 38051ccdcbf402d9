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

export type CheckoutPaymentMethod = keyof typeof PAYMENT_METHOD_TITLES;

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "결제 대기",
  paid: "결제 완료",
  preparing: "상품 준비중",
  shipped: "배송중",
  delivered: "배송 완료",
  cancelled: "주문 취소",
  refunded: "환불 완료",
  failed: "결제 실패",
  expired: "결제 시간 만료",
};

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
