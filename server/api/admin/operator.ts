// Who may use the console: a staff member's session, in the areas their role admits (issue 22
// "Staff"). Guests get 401, members 403, a role outside an area 403 (issue #9 "Access"). One rule for
// the API (requireOperator, by the request's path) and the console pages' loaders and actions.
import type { Context, MiddlewareHandler } from "hono";
import type { Operator } from "../../domain/admin/audit";
import { areaOfPath, type ConsoleArea, isStaffRole, mayUse, ROLE_LABELS } from "../../domain/admin/roles";
import type { SessionUser } from "../../domain/auth/sessions";
import { DomainError } from "../../domain/errors";
import { apiMessages } from "../messages";
import { userOf } from "../viewer";

/**
 * The operator a session's member is, or the refusal: "unauthenticated" for a guest, "forbidden" for
 * a member, and for a staff member whose role may not use `area` (when one is given).
 */
export function operatorOfUser(user: SessionUser | null, area?: ConsoleArea | null): Operator {
  if (!user) throw new DomainError("unauthenticated", apiMessages.operatorsOnly);
  if (!isStaffRole(user.role)) throw new DomainError("forbidden", apiMessages.operatorsOnly);
  if (area !== undefined && !mayUse(user.role, area)) {
    throw new DomainError("forbidden", apiMessages.roleForbidden(ROLE_LABELS[user.role]));
  }
  return { id: user.id, email: user.email ?? `operator-${user.id}`, role: user.role };
}

export const requireOperator: MiddlewareHandler = async (c, next) => {
  operatorOfUser(userOf(c), areaOfPath(c.req.path));
  await next();
};

/** The operator of a request that passed requireOperator. */
export function operatorOf(c: Context): Operator {
  return operatorOfUser(userOf(c));
}
