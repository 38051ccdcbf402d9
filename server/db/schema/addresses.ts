// A member's address book (issue 20): several shipping addresses, at most one the default, which
// the checkout fills in and users.shipping mirrors (server/domain/account/addresses.ts).
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const memberAddresses = pgTable(
  "member_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientName: text("recipient_name").notNull(),
    /** Normalised, e.g. 010-1234-5678. */
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    address1: text("address_1").notNull(),
    address2: text("address_2").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("member_addresses_user_idx").on(t.userId),
    uniqueIndex("member_addresses_one_default_key").on(t.userId).where(sql`"is_default"`),
  ],
);
