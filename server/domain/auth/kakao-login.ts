// A Kakao login becomes a member: found by kakao_id, else linked to the member with the same
// e-mail when Kakao vouches for it (valid and verified), else created.
import { eq } from "drizzle-orm";
import { stripEmoji } from "../../../core/contact";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { KakaoProfile } from "../../integrations/kakao/client";
import { issueWelcomeCoupon } from "../checkout/coupons";
import type { SessionUser } from "./sessions";

export async function memberForKakao(db: Db, profile: KakaoProfile, now = new Date()): Promise<SessionUser> {
  const [known] = await db.select().from(users).where(eq(users.kakaoId, profile.id)).limit(1);
  if (known) return known;
  const trustedEmail = profile.emailVerified ? profile.email : null;
  if (trustedEmail) {
    const [linked] = await db
      .update(users)
      .set({ kakaoId: profile.id })
      .where(eq(users.email, trustedEmail))
      .returning();
    if (linked) return linked;
  }
  const [created] = await db
    .insert(users)
    .values({
      email: trustedEmail,
      firstName: stripEmoji(profile.nickname) || "카카오회원",
      phone: profile.phone ?? "",
      kakaoId: profile.id,
      termsAgreedAt: now,
      privacyAgreedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await issueWelcomeCoupon(db, created.id, now);
    return created;
  }
  // Two callbacks raced for the same Kakao account: the other one created it.
  const [raced] = await db.select().from(users).where(eq(users.kakaoId, profile.id)).limit(1);
  if (!raced) throw new Error("Kakao member could not be created");
  return raced;
}
