// A Kakao login whose e-mail belongs to a member with a password waits for that password: the
// callback leaves a signed, HttpOnly cookie on /login that lives 10 minutes and names the Kakao
// account and the e-mail; the link page's action (a browser sends the cookie only below /login)
// takes the password, and only then is Kakao linked and a session started, or the shopper joins
// with Kakao without the e-mail.
import { parseSigned, serialize, serializeSigned } from "hono/utils/cookie";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { joinKakaoWithoutEmail, linkKakao, type PendingKakaoLink } from "../domain/auth/kakao-login";
import { kakaoLinkMessages } from "../domain/auth/messages";
import type { SessionUser } from "../domain/auth/sessions";
import { DomainError } from "../domain/errors";
import { type SessionCookie, startSession } from "./session-cookie";

export const KAKAO_LINK_COOKIE = "collins_kakao_link";
/** The link page and its .data requests are below /login; no other page receives the cookie. */
const LINK_COOKIE_PATH = "/login";
export const KAKAO_LINK_TTL_MS = 10 * 60 * 1000;

export type KakaoLinkCookie = { secret: string; secure: boolean };

export function kakaoLinkCookieOf(config: Pick<Config, "sessionSecret" | "secureCookies">): KakaoLinkCookie {
  return { secret: `kakao-link:${config.sessionSecret}`, secure: config.secureCookies };
}

const pendingSchema = z.object({
  kakaoId: z.string().min(1).max(40),
  email: z.string().min(3).max(254),
  nickname: z.string().max(100),
  phone: z.string().max(30).nullable(),
  expiresAt: z.number(),
});

export function pendingLinkCookie(link: PendingKakaoLink, cookie: KakaoLinkCookie, now = new Date()): Promise<string> {
  const value = Buffer.from(JSON.stringify({ ...link, expiresAt: now.getTime() + KAKAO_LINK_TTL_MS })).toString(
    "base64url",
  );
  return serializeSigned(KAKAO_LINK_COOKIE, value, cookie.secret, {
    httpOnly: true,
    sameSite: "Lax",
    secure: cookie.secure,
    path: LINK_COOKIE_PATH,
    maxAge: KAKAO_LINK_TTL_MS / 1000,
  });
}

export function endPendingLinkCookie(cookie: KakaoLinkCookie): string {
  return serialize(KAKAO_LINK_COOKIE, "", {
    httpOnly: true,
    sameSite: "Lax",
    secure: cookie.secure,
    path: LINK_COOKIE_PATH,
    maxAge: 0,
  });
}

/** The pending link of a request, or null when there is none, it is forged or older than 10 minutes. */
export async function pendingLinkOf(
  cookieHeader: string | null | undefined,
  cookie: KakaoLinkCookie,
  now = new Date(),
): Promise<PendingKakaoLink | null> {
  const signed = (await parseSigned(cookieHeader ?? "", cookie.secret, KAKAO_LINK_COOKIE))[KAKAO_LINK_COOKIE];
  if (!signed) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(signed, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const pending = pendingSchema.safeParse(decoded);
  if (!pending.success || pending.data.expiresAt <= now.getTime()) return null;
  const { expiresAt: _, ...link } = pending.data;
  return link;
}

/** The password of the link page's form. */
export const kakaoLinkSchema = z.object({
  password: z
    .string({ error: kakaoLinkMessages.wrongPassword })
    .min(1, kakaoLinkMessages.wrongPassword)
    .max(1024, kakaoLinkMessages.wrongPassword),
});

export type KakaoLinkDeps = { db: Db; sessionCookie: SessionCookie; kakaoLinkCookie: KakaoLinkCookie };

/** The pending link of the request, or the Korean "start again" refusal. */
async function pendingOrRefuse(cookieHeader: string | null | undefined, cookie: KakaoLinkCookie, now: Date) {
  const pending = await pendingLinkOf(cookieHeader, cookie, now);
  if (!pending) throw new DomainError("invalid", kakaoLinkMessages.expired, "kakao_link_expired");
  return pending;
}

/** Logs the member in and forgets the pending link: the Set-Cookie values. */
async function logInCookies(
  { db, sessionCookie, kakaoLinkCookie }: KakaoLinkDeps,
  cookieHeader: string | null | undefined,
  member: SessionUser,
) {
  const cookies = await startSession(db, sessionCookie, cookieHeader, member.id);
  return [...cookies, endPendingLinkCookie(kakaoLinkCookie)];
}

/** Links the pending Kakao account with the member's password and logs in: the Set-Cookie values. */
export async function completeKakaoLink(
  deps: KakaoLinkDeps,
  cookieHeader: string | null | undefined,
  password: string,
  clientKey: string,
  now = new Date(),
): Promise<{ member: SessionUser; cookies: string[] }> {
  const pending = await pendingOrRefuse(cookieHeader, deps.kakaoLinkCookie, now);
  const member = await linkKakao(deps.db, pending, password, clientKey, now);
  return { member, cookies: await logInCookies(deps, cookieHeader, member) };
}

/** Makes the pending Kakao account a member without the e-mail and logs in: the Set-Cookie values. */
export async function completeKakaoJoin(
  deps: KakaoLinkDeps,
  cookieHeader: string | null | undefined,
  now = new Date(),
): Promise<{ member: SessionUser; cookies: string[] }> {
  const pending = await pendingOrRefuse(cookieHeader, deps.kakaoLinkCookie, now);
  const member = await joinKakaoWithoutEmail(deps.db, pending, now);
  return { member, cookies: await logInCookies(deps, cookieHeader, member) };
}
