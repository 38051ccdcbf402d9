// Up-sell offers (spec §4 "Up-sell popup", §9 "Up-sale thresholds: 3 for a-card, 2 for a-card-5-pack;
// offers up to 25% and 38% off").
export type UpsellOffer = { targetSlug: string; maxDiscount: number };

const OFFERS: Record<string, { threshold: number; offer: UpsellOffer }> = {
  "a-card": { threshold: 3, offer: { targetSlug: "a-card-5-pack", maxDiscount: 25 } },
  "a-card-5-pack": { threshold: 2, offer: { targetSlug: "a-card-family-pack", maxDiscount: 38 } },
};

export function upsellFor(slug: string, quantity: number): UpsellOffer | null {
  const rule = OFFERS[slug];
  return rule && quantity >= rule.threshold ? rule.offer : null;
}
