// Who is asking: the member of the session cookie, resolved once per API request.
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { Db } from "../db/client";
import { type SessionUser, userOfSession } from "../domain/auth/sessions";
import type { Viewer } from "../domain/cart/cart-ref";

export const SESSION_COOKIE = "collins_session";

export function resolveViewer(db: Db): MiddlewareHandler {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set("user" as never, (token ? await userOfSession(db, token) : null) as never);
    await next();
  };
}

export function userOf(c: Context): SessionUser | null {
  return (c.get("user" as never) as SessionUser | null | undefined) ?? null;
}

export function viewerOf(c: Context): Viewer {
  return { userId: userOf(c)?.id ?? null };
}

/** The member of a page request's session cookie (for loaders, which run outside the API). */
export async function userOfRequest(db: Db, request: Request): Promise<SessionUser | null> {
  const token = parse(request.headers.get("cookie") ?? "", SESSION_COOKIE)[SESSION_COOKIE];
  return token ? userOfSession(db, token) : null;
}
