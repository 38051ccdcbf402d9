// Who may use the console: an operator's session. Guests get 401, members 403 (issue #9 "Access").
// One rule for the API (requireOperator) and the console pages' loaders and actions (operatorOfUser).
import type { Context, MiddlewareHandler } from "hono";
import type { Operator } from "../../domain/admin/audit";
import type { SessionUser } from "../../domain/auth/sessions";
import { DomainError } from "../../domain/errors";
import { apiMessages } from "../messages";
import { userOf } from "../viewer";

/** The operator a session's member is, or the refusal: "unauthenticated" for a guest, "forbidden" for a member. */
export function operatorOfUser(user: SessionUser | null): Operator {
  if (!user) throw new DomainError("unauthenticated", apiMessages.operatorsOnly);
  if (user.role !== "operator") throw new DomainError("forbidden", apiMessages.operatorsOnly);
  return { id: user.id, email: user.email ?? `operator-${user.id}` };
}

export const requireOperator: MiddlewareHandler = async (c, next) => {
  operatorOfUser(userOf(c));
  await next();
};

/** The operator of a request that passed requireOperator. */
export function operatorOf(c: Context): Operator {
  return operatorOfUser(userOf(c));
}
