// Account recovery by a code sent by text message to the member's phone: 아이디(이메일) 찾기 by
// name and phone, 비밀번호 찾기 by e-mail and phone. A code is 6 digits from the CSPRNG, kept only
// as an HMAC bound to what it was asked for, valid 10 minutes and for 5 tries; a new request
// replaces it. Every request answers the same whether or not a member matches, and a reset ends
// every session of the member. A shop that cannot send texts (no Solapi and no simulator) refuses
// every step with 503 and keeps nothing: no code would ever reach the member.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { isValidEmail, isValidPhone, maskEmail, normalizePhone } from "../../../core/contact";
import type { Db } from "../../db/client";
import { accountCodes, users } from "../../db/schema";
import { DomainError } from "../errors";
import { ACCOUNT_CODE_KIND, enqueueMessage } from "../messaging/outbox";
import { checkPassword } from "./accounts";
import { hashPassword } from "./password";
import { forgetPasswordFailures, takeAttempt } from "./rate-limit";
import { RECOVERY_STATUS, recoveryMessages } from "./recovery-messages";
import { revokeOtherSessions, type SessionUser } from "./sessions";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
const HOUR = 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Codes per phone and per client address in an hour; tries per client address in 15 minutes. */
export const CODES_PER_PHONE = 5;
export const CODES_PER_CLIENT = 10;
export const TRIES_PER_CLIENT = 30;

type Purpose = (typeof accountCodes.$inferInsert)["purpose"];

export type RecoveryContext = {
  db: Db;
  /** The HMAC key of the codes (derived from the session secret). */
  codeKey: string;
  /** The client's address, for the limits per address. */
  clientKey: string;
  /** Texts can be sent (smsSettingsOf(config) is not null); without them every step is refused. */
  smsAvailable: boolean;
  now?: Date;
};

export type FoundMember = { email: string | null; kakao: boolean; password: boolean };

const invalid = (message: string, status: string) => new DomainError("invalid", message, status);

/** Refuses every step of a shop that cannot text a code (before anything is read or kept). */
function requireSms(context: RecoveryContext): void {
  if (!context.smsAvailable) {
    throw new DomainError("unavailable", recoveryMessages.smsUnavailable, RECOVERY_STATUS.smsUnavailable);
  }
}

function phoneOf(input: string): string {
  const phone = normalizePhone(input);
  if (!isValidPhone(phone)) throw invalid(recoveryMessages.invalidPhone, RECOVERY_STATUS.invalidPhone);
  return phone;
}

function emailOf(input: string): string {
  const email = input.trim().toLowerCase();
  if (!isValidEmail(email)) throw invalid(recoveryMessages.invalidEmail, RECOVERY_STATUS.invalidEmail);
  return email;
}

/** A name compared without spaces, so 김하늘, 김 하늘 and 하늘김 (first name first) all match. */
function nameOf(input: string): string {
  const name = input.replace(/\s+/g, "");
  if (!name || name.length > 100) throw invalid(recoveryMessages.invalidName, RECOVERY_STATUS.invalidName);
  return name;
}

function codeOf(input: string): string {
  const code = input.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) throw invalid(recoveryMessages.invalidCode, RECOVERY_STATUS.invalidCode);
  return code;
}

/** The code's HMAC, bound to the purpose, phone and what was asked with it (name or e-mail). */
function codeHashOf(key: string, purpose: Purpose, phone: string, subject: string, code: string): string {
  return createHmac("sha256", key).update(`${purpose}\n${phone}\n${subject}\n${code}`).digest("hex");
}

/** Members whose phone is this one, typed with dashes or with Kakao's +82 form. */
function withPhone(phone: string) {
  return inArray(users.phone, [phone, `+82 ${phone.slice(1)}`]);
}

async function sendCode(
  context: RecoveryContext,
  purpose: Purpose,
  phone: string,
  subject: string,
  userIds: number[],
): Promise<void> {
  const { db, codeKey, clientKey, now = new Date() } = context;
  await takeAttempt(
    db,
    [
      { key: `recovery:phone:${phone}`, max: CODES_PER_PHONE, windowMs: HOUR },
      { key: `recovery:ip:${clientKey}`, max: CODES_PER_CLIENT, windowMs: HOUR },
    ],
    recoveryMessages.tooManyCodes,
    now,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const row = {
    codeHash: codeHashOf(codeKey, purpose, phone, subject, code),
    userIds,
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    usedAt: null,
    createdAt: now,
  };
  await db.transaction(async (tx) => {
    await tx.delete(accountCodes).where(lt(accountCodes.expiresAt, new Date(now.getTime() - HOUR)));
    await tx
      .insert(accountCodes)
      .values({ purpose, phone, ...row })
      .onConflictDoUpdate({ target: [accountCodes.purpose, accountCodes.phone], set: row });
    // Only a member's phone gets a text; the answer is the same either way.
    if (userIds.length > 0) {
      await enqueueMessage(tx, {
        kind: ACCOUNT_CODE_KIND,
        dedupeKey: `${ACCOUNT_CODE_KIND}:${randomUUID()}`,
        recipient: phone,
        body: purpose === "find_id" ? recoveryMessages.findIdText(code) : recoveryMessages.resetText(code),
      });
    }
  });
}

/**
 * Takes one of the code's tries and answers the members it was sent for; a wrong, dead or
 * expired code throws. The try is counted in the same statement that checks the count, so
 * concurrent guesses cannot exceed 5, and a right code is used once.
 */
async function redeemCode(
  context: RecoveryContext,
  purpose: Purpose,
  phone: string,
  subject: string,
  code: string,
): Promise<number[]> {
  const { db, codeKey, clientKey, now = new Date() } = context;
  await takeAttempt(
    db,
    [{ key: `recovery:try:${clientKey}`, max: TRIES_PER_CLIENT, windowMs: FIFTEEN_MINUTES }],
    recoveryMessages.tooManyTries,
    now,
  );
  const live = and(
    eq(accountCodes.purpose, purpose),
    eq(accountCodes.phone, phone),
    isNull(accountCodes.usedAt),
    gt(accountCodes.expiresAt, now),
  );
  const [tried] = await db
    .update(accountCodes)
    .set({ attempts: sql`${accountCodes.attempts} + 1` })
    .where(and(live, lt(accountCodes.attempts, CODE_MAX_TRIES)))
    .returning();
  if (!tried) {
    const [dead] = await db.select({ id: accountCodes.id }).from(accountCodes).where(live).limit(1);
    throw invalid(dead ? recoveryMessages.codeDead : recoveryMessages.codeExpired, RECOVERY_STATUS.codeExpired);
  }
  const expected = Buffer.from(tried.codeHash, "hex");
  const given = Buffer.from(codeHashOf(codeKey, purpose, phone, subject, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    const left = CODE_MAX_TRIES - tried.attempts;
    if (left > 0) throw invalid(recoveryMessages.wrongCode(left), RECOVERY_STATUS.invalidCode);
    throw invalid(recoveryMessages.codeDead, RECOVERY_STATUS.codeExpired);
  }
  const [used] = await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.id, tried.id), isNull(accountCodes.usedAt)))
    .returning({ userIds: accountCodes.userIds });
  if (!used) throw invalid(recoveryMessages.codeExpired, RECOVERY_STATUS.codeExpired);
  return used.userIds;
}

const sameName = (name: string, user: SessionUser) =>
  name === `${user.lastName}${user.firstName}`.replace(/\s+/g, "") ||
  name === `${user.firstName}${user.lastName}`.replace(/\s+/g, "");

/** 아이디 찾기, step 1: texts a code to the phone when a member has this name and phone. */
export async function requestFindIdCode(context: RecoveryContext, input: { name: string; phone: string }) {
  requireSms(context);
  const name = nameOf(input.name);
  const phone = phoneOf(input.phone);
  const members = await context.db.select().from(users).where(withPhone(phone));
  const matched = members.filter((user) => sameName(name, user)).map((user) => user.id);
  await sendCode(context, "find_id", phone, name, matched);
}

/** 아이디 찾기, step 2: the members the right code was sent for, each e-mail shown in part. */
export async function findIdWithCode(
  context: RecoveryContext,
  input: { name: string; phone: string; code: string },
): Promise<FoundMember[]> {
  requireSms(context);
  const name = nameOf(input.name);
  const phone = phoneOf(input.phone);
  const userIds = await redeemCode(context, "find_id", phone, name, codeOf(input.code));
  if (userIds.length === 0) return [];
  const members = await context.db.select().from(users).where(inArray(users.id, userIds));
  return members.map((user) => ({
    email: user.email ? maskEmail(user.email) : null,
    kakao: user.kakaoId !== null,
    password: user.passwordHash !== null,
  }));
}

/** 비밀번호 찾기, step 1: texts a code to the phone when it is the phone of the member with this e-mail. */
export async function requestPasswordResetCode(context: RecoveryContext, input: { email: string; phone: string }) {
  requireSms(context);
  const email = emailOf(input.email);
  const phone = phoneOf(input.phone);
  const [member] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), withPhone(phone)))
    .limit(1);
  await sendCode(context, "reset_password", phone, email, member ? [member.id] : []);
}

/**
 * 비밀번호 찾기, step 2: with the right code, the member's new password replaces the old one and
 * every session of the member ends (also the one of the browser that asked). A member who joined
 * with Kakao only has no password to reset and is sent to Kakao login.
 */
export async function resetPasswordWithCode(
  context: RecoveryContext,
  input: { email: string; phone: string; code: string; new_password: string },
): Promise<void> {
  requireSms(context);
  const email = emailOf(input.email);
  const phone = phoneOf(input.phone);
  const code = codeOf(input.code);
  checkPassword(input.new_password);
  const [userId] = await redeemCode(context, "reset_password", phone, email, code);
  const { db, now = new Date() } = context;
  const [member] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!member || member.email !== email) {
    throw invalid(recoveryMessages.codeExpired, RECOVERY_STATUS.codeExpired);
  }
  if (!member.passwordHash) throw invalid(recoveryMessages.kakaoMember, RECOVERY_STATUS.kakaoMember);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, member.id));
    await revokeOtherSessions(tx, member.id, undefined, now);
    await forgetPasswordFailures(tx, email, context.clientKey);
  });
}

/** The HMAC key of the codes, derived from the session secret (so no other secret to manage). */
export function recoveryCodeKeyOf(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("collins account-recovery codes").digest("hex");
}
