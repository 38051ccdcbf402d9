// The operators' audit log: every change made in the console, who made it, and the record before
// and after (issue #9 "Access").
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").notNull(),
    operatorEmail: text("operator_email").notNull(),
    /** What was done, e.g. 'product.update', 'order.ship', 'popup.delete'. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);
