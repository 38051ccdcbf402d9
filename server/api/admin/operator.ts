// Who may use the console: an operator's session. Guests get 401, members 403 (issue #9 "Access").
import type { Context, MiddlewareHandler } from "hono";
import type { Operator } from "../../domain/admin/audit";
import { DomainError } from "../../domain/errors";
import { apiMessages } from "../messages";
import { userOf } from "../viewer";

export const requireOperator: MiddlewareHandler = async (c, next) => {
  const user = userOf(c);
  if (!user) throw new DomainError("unauthenticated", apiMessages.operatorsOnly);
  if (user.role !== "operator") throw new DomainError("forbidden", apiMessages.operatorsOnly);
  await next();
};

/** The operator of a request that passed requireOperator. */
export function operatorOf(c: Context): Operator {
  const user = userOf(c);
  if (user?.role !== "operator") throw new DomainError("forbidden", apiMessages.operatorsOnly);
  return { id: user.id, email: user.email ?? `operator-${user.id}` };
}
