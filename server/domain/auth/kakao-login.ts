// A Kakao login becomes a member: found by kakao_id; else, when Kakao vouches for an e-mail (valid
// and verified) that a member with a password already uses, that member proves the account is
// theirs with its password once (linkKakao). An e-mail alone never merges accounts: whoever signed
// up first with someone else's address would otherwise receive that person's Kakao logins, and
// with them their addresses and orders. Otherwise a new member is created. A shopper whose e-mail
// someone else signed up with (and who so cannot give its password) joins with Kakao without the
// e-mail instead (joinKakaoWithoutEmail).
import { and, eq, isNull } from "drizzle-orm";
import { stripEmoji } from "../../../core/contact";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { KakaoProfile } from "../../integrations/kakao/client";
import { issueWelcomeCoupon } from "../checkout/coupons";
import { DomainError } from "../errors";
import { login } from "./accounts";
import { kakaoLinkMessages } from "./messages";
import type { SessionUser } from "./sessions";

/**
 * A Kakao account waiting to be linked to the member who has its e-mail, with what a member made
 * from it without the e-mail would be called and reached at.
 */
export type PendingKakaoLink = { kakaoId: string; email: string; nickname: string; phone: string | null };

export type KakaoSignIn = { member: SessionUser } | { link: PendingKakaoLink };

const memberOfKakaoId = async (db: Db, kakaoId: string) =>
  (await db.select().from(users).where(eq(users.kakaoId, kakaoId)).limit(1))[0];

/** A conflicting member insert is asked again this many times in all: a race settles on the next. */
const KAKAO_SIGN_IN_TRIES = 3;

export async function signInWithKakao(
  db: Db,
  profile: KakaoProfile,
  now = new Date(),
  tries = KAKAO_SIGN_IN_TRIES,
): Promise<KakaoSignIn> {
  const known = await memberOfKakaoId(db, profile.id);
  if (known) return { member: known };
  const trustedEmail = profile.emailVerified ? profile.email : null;
  let email = trustedEmail;
  if (trustedEmail) {
    const [holder] = await db
      .select({ passwordHash: users.passwordHash, kakaoId: users.kakaoId })
      .from(users)
      .where(eq(users.email, trustedEmail))
      .limit(1);
    if (holder?.passwordHash && !holder.kakaoId) {
      return {
        link: { kakaoId: profile.id, email: trustedEmail, nickname: profile.nickname, phone: profile.phone },
      };
    }
    // The address is another Kakao member's: this one is created without it.
    if (holder) email = null;
  }
  const created = await createKakaoMember(db, { ...profile, email }, now);
  if (created) return { member: created };
  // Two callbacks raced for the same Kakao account (the other one created it), or a sign-up took
  // the e-mail meanwhile: asking again settles which.
  const raced = await memberOfKakaoId(db, profile.id);
  if (raced) return { member: raced };
  // An insert that keeps conflicting is no race: the login fails (the callback answers with the
  // login page's message) instead of asking again for ever.
  if (tries <= 1)
    throw new Error(`the member of Kakao account ${profile.id} conflicts with another and was not created`);
  return signInWithKakao(db, profile, now, tries - 1);
}

/** A new member for a Kakao account, with its welcome coupon; undefined when the insert conflicted. */
async function createKakaoMember(
  db: Db,
  account: { id: string; email: string | null; nickname: string; phone: string | null },
  now: Date,
): Promise<SessionUser | undefined> {
  const [created] = await db
    .insert(users)
    .values({
      email: account.email,
      firstName: stripEmoji(account.nickname) || "카카오회원",
      phone: account.phone ?? "",
      kakaoId: account.id,
      termsAgreedAt: now,
      privacyAgreedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) await issueWelcomeCoupon(db, created.id, now);
  return created;
}

/**
 * The other way out of the link page: the shopper does not know the password of the member with
 * the Kakao e-mail (someone else may have signed up with it), so the Kakao account becomes a
 * member of its own without that e-mail, as when another Kakao member has it. The member with the
 * e-mail is neither read nor changed. When the Kakao account became a member meanwhile (another
 * tab), that member is the answer, as a Kakao login would find it.
 */
export async function joinKakaoWithoutEmail(db: Db, link: PendingKakaoLink, now = new Date()): Promise<SessionUser> {
  const known = await memberOfKakaoId(db, link.kakaoId);
  if (known) return known;
  const created = await createKakaoMember(db, { ...link, id: link.kakaoId, email: null }, now);
  if (created) return created;
  const raced = await memberOfKakaoId(db, link.kakaoId);
  if (!raced) throw new DomainError("conflict", kakaoLinkMessages.expired);
  return raced;
}

/**
 * Links the pending Kakao account to the member with its e-mail once that member's password is
 * given, under the login's limits; answers the member, now with its kakao_id.
 */
export async function linkKakao(
  db: Db,
  link: PendingKakaoLink,
  password: string,
  clientKey: string,
  now = new Date(),
): Promise<SessionUser> {
  let member: SessionUser;
  try {
    member = await login(db, { email: link.email, password }, clientKey, now);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "invalid") {
      throw new DomainError("invalid", kakaoLinkMessages.wrongPassword);
    }
    throw error;
  }
  if (await memberOfKakaoId(db, link.kakaoId)) throw new DomainError("conflict", kakaoLinkMessages.alreadyLinked);
  const [linked] = await db
    .update(users)
    .set({ kakaoId: link.kakaoId })
    .where(and(eq(users.id, member.id), isNull(users.kakaoId)))
    .returning();
  if (!linked) throw new DomainError("conflict", kakaoLinkMessages.alreadyLinked);
  return linked;
}
