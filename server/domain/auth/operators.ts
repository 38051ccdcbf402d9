// Operators: the shop's staff who use the console. An operator exists only when someone creates
// one (`npm run admin:create`) or the demo is started with DEMO_ADMIN_PASSWORD; no default password.
import { eq } from "drizzle-orm";
import { isValidEmail } from "../../../core/contact";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { DomainError } from "../errors";
import { checkPassword } from "./accounts";
import { authMessages } from "./messages";
import { hashPassword } from "./password";

export const DEMO_OPERATOR_EMAIL = "admin@collins.kr";

/** Creates the operator, or makes the member with that e-mail an operator with this password. */
export async function saveOperator(db: Db, emailInput: string, password: string): Promise<number> {
  const email = emailInput.trim().toLowerCase();
  if (!isValidEmail(email)) throw new DomainError("invalid", authMessages.invalidEmail);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await db.update(users).set({ role: "operator", passwordHash }).where(eq(users.id, existing.id));
    return existing.id;
  }
  const now = new Date();
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash, firstName: "운영자", role: "operator", termsAgreedAt: now, privacyAgreedAt: now })
    .returning({ id: users.id });
  if (!created) throw new Error("operator was not created");
  return created.id;
}
