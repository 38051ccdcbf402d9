// Sign-up, login and the member's own data (spec §3 "User (from my info)", §5, §8).
import { eq } from "drizzle-orm";
import { isValidEmail, isValidPhone, normalizePhone, stripEmoji } from "../../../core/contact";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { issueWelcomeCoupon } from "../checkout/coupons";
import { DomainError } from "../errors";
import { authMessages, SIGNUP_STATUS } from "./messages";
import {
  burnPasswordCheck,
  hashPassword,
  isCommonPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  verifyPassword,
} from "./password";
import { admitPasswordCheck, passwordCheckSucceeded, takeAttempt } from "./rate-limit";
import type { SessionUser } from "./sessions";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export type SignupInput = {
  email: string;
  password: string;
  first_name: string;
  last_name?: string;
  phone: string;
  agree_terms: boolean;
  agree_privacy: boolean;
  agree_marketing?: boolean;
};

const invalid = (message: string, status: string) => new DomainError("invalid", message, status);

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw invalid(authMessages.invalidPassword, SIGNUP_STATUS.invalidPassword);
  }
  if (isCommonPassword(password)) throw invalid(authMessages.commonPassword, SIGNUP_STATUS.commonPassword);
}

export async function signup(db: Db, input: SignupInput, clientKey: string, now = new Date()): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw invalid(authMessages.invalidEmail, SIGNUP_STATUS.invalidEmail);
  const firstName = stripEmoji(input.first_name);
  const lastName = stripEmoji(input.last_name ?? "");
  if (!firstName) throw invalid(authMessages.invalidName, SIGNUP_STATUS.invalidName);
  const phone = normalizePhone(input.phone);
  if (!isValidPhone(phone)) throw invalid(authMessages.invalidPhone, SIGNUP_STATUS.invalidPhone);
  if (!input.agree_terms || !input.agree_privacy) {
    throw invalid(authMessages.agreementRequired, SIGNUP_STATUS.agreementRequired);
  }
  checkPassword(input.password);
  await takeAttempt(
    db,
    [{ key: `signup:ip:${clientKey}`, max: 10, windowMs: FIFTEEN_MINUTES }],
    authMessages.tooManySignups,
    now,
  );
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName,
      lastName,
      phone,
      termsAgreedAt: now,
      privacyAgreedAt: now,
      marketingAgreedAt: input.agree_marketing ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new DomainError("invalid", authMessages.emailInUse, SIGNUP_STATUS.emailInUse);
  await issueWelcomeCoupon(db, created.id, now);
  return created;
}

/**
 * Checks e-mail and password under the password-check limits (per account and client, per account,
 * per client address: rate-limit.ts). Unknown e-mails and wrong passwords answer alike, in the same
 * time.
 */
export async function login(
  db: Db,
  input: { email: string; password: string },
  clientKey: string,
  now = new Date(),
): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase();
  const check = await admitPasswordCheck(db, email, clientKey, authMessages.tooManyAttempts, now);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    throw new DomainError("invalid", authMessages.loginFailed);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new DomainError("invalid", authMessages.loginFailed);
  }
  await passwordCheckSucceeded(db, check);
  return user;
}

/** Spec §3 "User (from my info)". */
export function myInfo(user: SessionUser) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email ?? "",
    username: user.email ?? `kakao_${user.kakaoId}`,
    billing: user.billing ?? {
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      email: user.email ?? "",
    },
    shipping: user.shipping,
    meta_data: user.kakaoId ? [{ key: "kakao_id", value: user.kakaoId }] : [],
  };
}
