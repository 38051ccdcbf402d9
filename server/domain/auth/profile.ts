// A member edits their own details: shipping address, basic info, name and password.
import { eq } from "drizzle-orm";
import { isValidPhone, normalizePhone, stripEmoji } from "../../../core/contact";
import type { Db } from "../../db/client";
import { type Address, users } from "../../db/schema";
import { keepAddress } from "../account/addresses";
import { DomainError } from "../errors";
import { checkPassword } from "./accounts";
import { authMessages, PROFILE_STATUS, profileMessages } from "./messages";
import { hashPassword, verifyPassword } from "./password";
import { admitPasswordCheck, passwordCheckSucceeded } from "./rate-limit";
import type { SessionUser } from "./sessions";

const invalid = (field: keyof typeof PROFILE_STATUS) =>
  new DomainError("invalid", profileMessages[field], PROFILE_STATUS[field]);

function phoneOrThrow(input: string): string {
  const phone = normalizePhone(input);
  if (!isValidPhone(phone)) throw invalid("invalidPhone");
  return phone;
}

export async function saveShippingAddress(db: Db, user: SessionUser, input: Address): Promise<SessionUser> {
  const firstName = stripEmoji(input.first_name);
  if (!firstName) throw invalid("invalidName");
  if (!/^\d{5}$/.test(input.postcode)) throw invalid("invalidPostcode");
  if (!input.address_1.trim()) throw invalid("invalidAddress");
  const shipping: Address = {
    first_name: firstName,
    last_name: stripEmoji(input.last_name),
    postcode: input.postcode,
    address_1: input.address_1.trim(),
    address_2: stripEmoji(input.address_2),
    phone: phoneOrThrow(input.phone),
  };
  // The address book keeps it as the default and mirrors it into users.shipping.
  await keepAddress(db, user.id, shipping, { makeDefault: true });
  const [saved] = await db.select().from(users).where(eq(users.id, user.id));
  return saved ?? user;
}

export async function saveBasicInfo(
  db: Db,
  user: SessionUser,
  input: { phone: string; agree_marketing: boolean },
  now = new Date(),
): Promise<SessionUser> {
  const [saved] = await db
    .update(users)
    .set({
      phone: phoneOrThrow(input.phone),
      marketingAgreedAt: input.agree_marketing ? (user.marketingAgreedAt ?? now) : null,
    })
    .where(eq(users.id, user.id))
    .returning();
  return saved ?? user;
}

export async function saveName(
  db: Db,
  user: SessionUser,
  input: { first_name: string; last_name: string },
): Promise<SessionUser> {
  const firstName = stripEmoji(input.first_name);
  if (!firstName) throw invalid("invalidName");
  const [saved] = await db
    .update(users)
    .set({ firstName, lastName: stripEmoji(input.last_name) })
    .where(eq(users.id, user.id))
    .returning();
  return saved ?? user;
}

/**
 * Asks for the current password under the same limits as login (the account is its e-mail, so
 * guesses here and at login are counted together); the caller ends every other session afterwards.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  input: { current_password: string; new_password: string },
  clientKey: string,
  now = new Date(),
): Promise<void> {
  const account = user.email ?? `member:${user.id}`;
  const check = await admitPasswordCheck(db, account, clientKey, authMessages.tooManyAttempts, now);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw invalid("wrongPassword");
  }
  await passwordCheckSucceeded(db, check);
  checkPassword(input.new_password);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.new_password) })
    .where(eq(users.id, user.id));
}
