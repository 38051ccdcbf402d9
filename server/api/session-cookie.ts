// The session cookie: its name, how a login sets it and how a request reads it, for the API and
// the account pages' actions alike. On an https shop (PUBLIC_BASE_URL) it is `__Host-collins_session`:
// Secure, Path=/ and no Domain, so neither a sibling host nor a plain-HTTP page can set or shadow it.
import { parse, serialize } from "hono/utils/cookie";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { createSession, revokeSession, SESSION_ABSOLUTE_MS } from "../domain/auth/sessions";
import { mergeGuestCart } from "../domain/cart/merge";
import { CART_COOKIE } from "./cart";

export const SESSION_COOKIE = "collins_session";

export type SessionCookie = { name: string; secure: boolean };

export function sessionCookieOf(config: Pick<Config, "secureCookies">): SessionCookie {
  return config.secureCookies
    ? { name: `__Host-${SESSION_COOKIE}`, secure: true }
    : { name: SESSION_COOKIE, secure: false };
}

export function sessionTokenOf(cookieHeader: string | null | undefined, cookie: SessionCookie): string | undefined {
  return parse(cookieHeader ?? "", cookie.name)[cookie.name];
}

/**
 * Logs a member in: ends the session the browser had, opens a new one and takes the guest cart
 * along. Answers the Set-Cookie values to send.
 */
export async function startSession(
  db: Db,
  cookie: SessionCookie,
  cookieHeader: string | null | undefined,
  userId: number,
): Promise<string[]> {
  await revokeSession(db, sessionTokenOf(cookieHeader, cookie));
  const token = await createSession(db, userId);
  await mergeGuestCart(db, parse(cookieHeader ?? "", CART_COOKIE)[CART_COOKIE] ?? null, userId);
  return [
    serialize(cookie.name, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure: cookie.secure,
      path: "/",
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    }),
    serialize(CART_COOKIE, "", { path: "/", maxAge: 0 }),
  ];
}

/** The Set-Cookie value that removes the session cookie (at logout). */
export function endSessionCookie(cookie: SessionCookie): string {
  return serialize(cookie.name, "", { httpOnly: true, sameSite: "Lax", secure: cookie.secure, path: "/", maxAge: 0 });
}
