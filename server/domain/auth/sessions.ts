// Login sessions: a 128-bit random token in an HttpOnly cookie, only its SHA-256 in the database;
// idle and absolute expiry; revoked at logout and password change.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading a session stays a read. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(16).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

/** The member behind a session token, or null when it is unknown, revoked, idle or expired. */
export async function userOfSession(db: Db, token: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 64) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return row.user;
}

export async function revokeSession(db: Db, token: string | undefined, now = new Date()): Promise<void> {
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a member except the one in use (after a password change). */
export async function revokeOtherSessions(db: Db, userId: number, keepToken: string | undefined, now = new Date()) {
  const others = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)), isNull(sessions.revokedAt))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(others);
}
