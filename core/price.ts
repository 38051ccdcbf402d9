// Money display rules (spec §9: "Prices show thousands separators with suffix 'won'").

/**
 * 12000 → "12,000원". The digits are grouped by hand, as ko-KR groups them: the first Intl
 * formatter of a page costs Chromium 156 11–41 ms, during hydration (decisions 14 and 20).
 */
export function formatWon(amount: number): string {
  const whole = Math.trunc(amount);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${whole < 0 ? "-" : ""}${grouped}원`;
}

/** Percent off the regular price, rounded to a whole percent; 0 when there is no discount. */
export function discountRate(regularPrice: number, price: number): number {
  if (regularPrice <= 0 || price >= regularPrice) return 0;
  return Math.round(((regularPrice - Math.max(price, 0)) / regularPrice) * 100);
}

export type PriceBadge = { kind: "free"; label: "FREE" } | { kind: "percent"; label: string } | null;

/** Spec §9: "Discount 100 shows a FREE badge; other non-zero rates show a percent badge." */
export function priceBadge(rate: number): PriceBadge {
  if (rate >= 100) return { kind: "free", label: "FREE" };
  if (rate > 0) return { kind: "percent", label: `${rate}%` };
  return null;
}

export type PriceSource = { regularPrice: number; salePrice: number | null };

export type ShownPrice = {
  /** What the shopper pays, in won. */
  price: number;
  regularPrice: number;
  onSale: boolean;
  discountRate: number;
};

export function shownPrice({ regularPrice, salePrice }: PriceSource): ShownPrice {
  const onSale = salePrice !== null && salePrice < regularPrice;
  const price = onSale ? salePrice : regularPrice;
  return { price, regularPrice, onSale, discountRate: discountRate(regularPrice, price) };
}

/** The 'from' price of a variable product: its cheapest variation, preferring those in stock. */
export function lowestPrice(variations: (PriceSource & { inStock: boolean })[]): ShownPrice | null {
  const pool = variations.some((v) => v.inStock) ? variations.filter((v) => v.inStock) : variations;
  let best: ShownPrice | null = null;
  for (const variation of pool) {
    const shown = shownPrice(variation);
    if (!best || shown.price < best.price) best = shown;
  }
  return best;
}
