// The operators' audit log: every change made in the console, who made it, and the record before
// and after (issue #9 "Access").
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").notNull(),
    operatorEmail: text("operator_email").notNull(),
    /** The role the change was made with (issue 22); null for entries written before roles. */
    operatorRole: text("operator_role"),
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

/**
 * The owner's invitations to the console (issue 22): a one-time link whose token is stored only
 * hashed, for one e-mail and one role, usable once before it expires unless the owner withdraws it.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    /** Lower-cased; only the member with this e-mail may accept. */
    email: text("email").notNull(),
    role: text("role", { enum: ["owner", "manager", "staff"] }).notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when the owner withdrew the invitation before it was accepted (migration 0026). */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_invites_token_hash_key").on(t.tokenHash)],
);
