// Reads the active promotion rules and the shipping fee rule (of the shop's shipping policy) from the database.
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { promotionRules, promotionTriggers } from "../../db/schema";
import { readShopSetting } from "../settings/shop-settings";
import type { BundleRule, GiftRule, ShippingRule } from "./price-cart";

export async function loadCartRules(db: Db, now = new Date()): Promise<{ bundles: BundleRule[]; gifts: GiftRule[] }> {
  const rows = await db
    .select({ rule: promotionRules, trigger: promotionTriggers })
    .from(promotionRules)
    .leftJoin(promotionTriggers, eq(promotionTriggers.ruleId, promotionRules.id))
    .where(
      and(
        eq(promotionRules.active, true),
        or(isNull(promotionRules.startsAt), lte(promotionRules.startsAt, now)),
        or(isNull(promotionRules.endsAt), gt(promotionRules.endsAt, now)),
      ),
    );
  const bundles = new Map<number, BundleRule>();
  const gifts = new Map<number, GiftRule>();
  for (const { rule, trigger } of rows) {
    if (rule.kind === "bundle_deduction") {
      const entry = bundles.get(rule.id) ?? {
        id: rule.id,
        name: rule.name,
        triggerProductIds: [],
        targetProductId: rule.targetProductId,
        targetVariationId: rule.targetVariationId,
        amountPerUnit: rule.amountPerUnit ?? 0,
      };
      if (trigger?.productId) entry.triggerProductIds.push(trigger.productId);
      bundles.set(rule.id, entry);
    } else if (rule.kind === "free_gift") {
      const entry = gifts.get(rule.id) ?? {
        id: rule.id,
        name: rule.name,
        triggerCollectionIds: [],
        minSubtotal: rule.minSubtotal ?? 0,
        giftProductId: rule.targetProductId,
        quantity: rule.quantity ?? 1,
      };
      if (trigger?.collectionId) entry.triggerCollectionIds.push(trigger.collectionId);
      gifts.set(rule.id, entry);
    }
  }
  return { bundles: [...bundles.values()], gifts: [...gifts.values()] };
}

/** The fee and the free-shipping threshold of the shipping policy the operator edits in the console. */
export async function loadShippingRule(db: Db): Promise<ShippingRule> {
  const { fee, freeFrom } = await readShopSetting(db, "shipping");
  return { fee, freeFrom };
}
