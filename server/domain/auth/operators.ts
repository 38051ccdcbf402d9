// Operators: the shop's staff who use the console. An operator exists only when someone creates
// one (`npm run admin:create`) or the demo is started with DEMO_ADMIN_PASSWORD; no default password.
import { isValidEmail } from "../../../core/contact";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { StaffRole } from "../admin/roles";
import { DomainError } from "../errors";
import { checkPassword } from "./accounts";
import { authMessages } from "./messages";
import { hashPassword } from "./password";

export const DEMO_OPERATOR_EMAIL = "admin@collins.kr";

/**
 * Creates the operator with `role`, or gives the member with that e-mail this role and password.
 * The demo's operator is the owner (대표).
 */
export async function saveOperator(
  db: Db,
  emailInput: string,
  password: string,
  role: StaffRole = "owner",
): Promise<number> {
  const email = emailInput.trim().toLowerCase();
  if (!isValidEmail(email)) throw new DomainError("invalid", authMessages.invalidEmail);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  // One statement, so instances started together on a fresh database do not both find no operator
  // and then both insert one (the second start failed on users_email_key).
  const [saved] = await db
    .insert(users)
    .values({ email, passwordHash, firstName: "운영자", role, termsAgreedAt: now, privacyAgreedAt: now })
    .onConflictDoUpdate({ target: users.email, set: { role, passwordHash } })
    .returning({ id: users.id });
  if (!saved) throw new Error("operator was not saved");
  return saved.id;
}
