// Prices a cart from database prices and promotion rules (spec §9): bundle deductions per unit,
// free gift lines while their condition holds, and the shipping fee rule. Pure: no database.

export type PricedLineInput = {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  unitPrice: number;
  regularPrice: number;
  /** Collections the product belongs to (free-gift conditions). */
  collectionIds: number[];
};

export type BundleRule = {
  id: number;
  name: string;
  triggerProductIds: number[];
  targetProductId: number;
  targetVariationId: number | null;
  amountPerUnit: number;
};

export type GiftRule = {
  id: number;
  name: string;
  triggerCollectionIds: number[];
  minSubtotal: number;
  giftProductId: number;
  quantity: number;
};

export type ShippingRule = { fee: number; freeFrom: number | null };

export type PricedLine = PricedLineInput & {
  lineTotal: number;
  deduction: number;
  /** The line's total after its deductions (spec §3 `fee_applied_line_total`). */
  feeAppliedLineTotal: number;
  appliedRules: string[];
};

export type PricedCart = {
  lines: PricedLine[];
  gifts: { ruleId: number; name: string; productId: number; quantity: number }[];
  regularTotal: number;
  subtotal: number;
  discountTotal: number;
  goodsTotal: number;
  shipping: number;
  total: number;
};

export function priceCart(
  lines: PricedLineInput[],
  rules: { bundles: BundleRule[]; gifts: GiftRule[] },
  shippingRule: ShippingRule | null,
): PricedCart {
  const productIds = new Set(lines.map((line) => line.productId));
  const priced = lines.map((line): PricedLine => {
    const lineTotal = line.unitPrice * line.quantity;
    let deduction = 0;
    const appliedRules: string[] = [];
    for (const rule of rules.bundles) {
      const targets =
        rule.targetProductId === line.productId &&
        (rule.targetVariationId === null || rule.targetVariationId === line.variationId);
      // A product never triggers its own bundle: the deduction needs the companion product.
      const triggered = rule.triggerProductIds.some((id) => id !== line.productId && productIds.has(id));
      if (targets && triggered) {
        deduction += rule.amountPerUnit * line.quantity;
        appliedRules.push(rule.name);
      }
    }
    deduction = Math.min(deduction, lineTotal);
    return { ...line, lineTotal, deduction, feeAppliedLineTotal: lineTotal - deduction, appliedRules };
  });

  const gifts = rules.gifts.flatMap((rule) => {
    const qualifying = priced
      .filter((line) => line.collectionIds.some((id) => rule.triggerCollectionIds.includes(id)))
      .reduce((sum, line) => sum + line.feeAppliedLineTotal, 0);
    return qualifying >= rule.minSubtotal
      ? [{ ruleId: rule.id, name: rule.name, productId: rule.giftProductId, quantity: rule.quantity }]
      : [];
  });

  const regularTotal = priced.reduce((sum, line) => sum + line.regularPrice * line.quantity, 0);
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const discountTotal = priced.reduce((sum, line) => sum + line.deduction, 0);
  const goodsTotal = subtotal - discountTotal;
  const shipping = shippingFee(goodsTotal, priced.length > 0, shippingRule);
  return {
    lines: priced,
    gifts,
    regularTotal,
    subtotal,
    discountTotal,
    goodsTotal,
    shipping,
    total: goodsTotal + shipping,
  };
}

export function shippingFee(goodsTotal: number, hasLines: boolean, rule: ShippingRule | null): number {
  if (!hasLines || !rule) return 0;
  if (rule.freeFrom !== null && goodsTotal >= rule.freeFrom) return 0;
  return rule.fee;
}
