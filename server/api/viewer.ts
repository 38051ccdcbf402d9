// Who is asking: the member of the session cookie, resolved once per API request.
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
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
