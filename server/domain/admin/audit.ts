// The audit log of the console: one row per change, written in the change's own transaction, so
// a change and its record are kept or lost together.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { Tx } from "../checkout/stock";
import type { StaffRole } from "./roles";

/** The staff member making a change, with the role the change was allowed by. */
export type Operator = { id: number; email: string; role: StaffRole };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(tx: Db | Tx, operator: Operator, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: operator.id,
    operatorEmail: operator.email,
    operatorRole: operator.role,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
  });
}

/** The newest entries first, optionally for one record. */
export function auditEntries(
  db: Db,
  { entity, entityId, limit = 100 }: { entity?: string; entityId?: string; limit?: number } = {},
) {
  const filters: SQL[] = [];
  if (entity) filters.push(eq(auditLog.entity, entity));
  if (entityId) filters.push(eq(auditLog.entityId, entityId));
  return db
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Dates become ISO strings and secrets never reach the log. */
function toJson(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, item) => (key === "passwordHash" || key === "orderKey" ? undefined : item)),
  );
}
