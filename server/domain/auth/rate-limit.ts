// Rate limits counted in the database, so every app instance shares them.
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitHits } from "../../db/schema";
import { DomainError } from "../errors";

export type Limit = { key: string; max: number; windowMs: number };

/** Records one attempt; throws a 429 DomainError with `message` when any limit is exceeded. */
export async function takeAttempt(db: Db, limits: Limit[], message: string, now = new Date()): Promise<void> {
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMs);
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.key, limit.key), lt(rateLimitHits.at, since)));
    const [row] = await db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, limit.key), gt(rateLimitHits.at, since)));
    if ((row?.n ?? 0) >= limit.max) throw new DomainError("rate_limited", message);
  }
  await db.insert(rateLimitHits).values(limits.map((limit) => ({ key: limit.key, at: now })));
}

/** Forgets the attempts of a key (a successful login clears the account's failures). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}
