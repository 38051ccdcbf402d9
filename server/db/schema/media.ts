// The console's uploaded images (issue 22, migration 0024): each upload's resized WebP variants, in
// the database so that every instance of the shop serves them; the id is the content hash.
import { customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const media = pgTable(
  "media",
  {
    id: text("id").notNull(),
    variant: text("variant").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    originalWidth: integer("original_width").notNull(),
    originalHeight: integer("original_height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "media_pkey", columns: [t.id, t.variant] })],
);
