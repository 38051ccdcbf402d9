// The shop's settings the operator edits in the console: one row per setting, its value a JSON
// document checked by the setting's Zod schema (server/domain/settings/shop-settings.ts). A setting
// without a row reads as its defaults; a stored value is laid over them, so a field added later
// needs no migration.
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const shopSettings = pgTable("shop_settings", {
  /** The setting's name, e.g. 'shipping', 'footer_links'. */
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
