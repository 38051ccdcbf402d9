// Who is asking: the member of the session cookie, resolved once per API request.
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { type SessionUser, userOfSession } from "../domain/auth/sessions";
import type { Viewer } from "../domain/cart/cart-ref";
import { type SessionCookie, sessionTokenOf } from "./session-cookie";

export function resolveViewer(db: Db, cookie: SessionCookie): MiddlewareHandler {
  return async (c, next) => {
    const token = sessionTokenOf(c.req.header("cookie"), cookie);
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
export async function userOfRequest(
  context: { db: Db; sessionCookie: SessionCookie },
  request: Request,
): Promise<SessionUser | null> {
  const token = sessionTokenOf(request.headers.get("cookie"), context.sessionCookie);
  return token ? userOfSession(context.db, token) : null;
}
