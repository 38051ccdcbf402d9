// Promotion rules read by the cart: add-on prices, bundle deductions and free gifts.
import { boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { collections, products, productVariations } from "./catalog";

export type PromotionKind = "addon_price" | "bundle_deduction" | "free_gift";

export const promotionRules = pgTable("promotion_rules", {
  id: serial("id").primaryKey(),
  kind: text("kind", { enum: ["addon_price", "bundle_deduction", "free_gift"] }).notNull(),
  name: text("name").notNull(),
  active: boolean("active").notNull().default(true),
  /** The product (or variation) whose price the rule changes, deducts or gives away. */
  targetProductId: integer("target_product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  targetVariationId: integer("target_variation_id").references(() => productVariations.id, {
    onDelete: "cascade",
  }),
  /** addon_price: the add-on price in won. */
  price: integer("price"),
  discountRate: integer("discount_rate"),
  /** bundle_deduction: won deducted per unit of the target. */
  amountPerUnit: integer("amount_per_unit"),
  /** free_gift: gift quantity and the subtotal that triggers it. */
  quantity: integer("quantity"),
  minSubtotal: integer("min_subtotal"),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

/** What must be in the cart for a rule to apply: products, or (free_gift) collections. */
export const promotionTriggers = pgTable("promotion_triggers", {
  id: serial("id").primaryKey(),
  ruleId: integer("rule_id")
    .notNull()
    .references(() => promotionRules.id, { onDelete: "cascade" }),
  productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
  collectionId: integer("collection_id").references(() => collections.id, { onDelete: "cascade" }),
});
