// Carts: a guest's cart behind an opaque cookie (stored hashed), a member's by user id.
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { products, productVariations } from "./catalog";

export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    /** sha256 of the guest cart cookie; the cookie value itself is never stored. */
    tokenHash: text("token_hash"),
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_token_hash_key").on(t.tokenHash), uniqueIndex("carts_user_key").on(t.userId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: integer("variation_id").references(() => productVariations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** A line of the buy-now selection (decision 5): apart from the cart's own lines, read only by buy now. */
    buyNow: boolean("buy_now").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("cart_items_line_key").on(t.cartId, t.productId, t.variationId, t.buyNow).nullsNotDistinct(),
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);
