// Rate limits counted in the database, so every app instance shares them. Counting and recording
// an attempt is one step under a transaction-scoped advisory lock per key: attempts that arrive
// together, on one instance or several, are counted one after the other.
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitHits } from "../../db/schema";
import { DomainError } from "../errors";

export type Limit = { key: string; max: number; windowMs: number };

/** The first half of the advisory lock keys of rate limits (the second is the key's hash). */
const RATE_LIMIT_LOCK_CLASS = 73_162_025;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  // One order for every caller, so two attempts that share keys never wait for each other in a circle.
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RATE_LIMIT_LOCK_CLASS}, hashtext(${key}))`);
  }
}

type Hits = { n: number; first: Date | null; last: Date | null };

/**
 * The attempts of `key` since `since`, the first and the last, after forgetting older ones: one
 * statement (the count does not see the rows the same statement forgets, and skips them anyway).
 */
async function recentHits(tx: Tx, key: string, sinceDate: Date): Promise<Hits> {
  const since = sql`${sinceDate.toISOString()}::timestamptz`;
  type Row = { n: number; first: string | Date | null; last: string | Date | null };
  const result = await tx.execute(sql`
    WITH forgotten AS (DELETE FROM ${rateLimitHits} WHERE ${rateLimitHits.key} = ${key} AND ${rateLimitHits.at} < ${since})
    SELECT count(*)::integer AS n, min(${rateLimitHits.at}) AS first, max(${rateLimitHits.at}) AS last
      FROM ${rateLimitHits} WHERE ${rateLimitHits.key} = ${key} AND ${rateLimitHits.at} > ${since}`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  const dateOf = (value: string | Date | null | undefined) => (value == null ? null : new Date(value));
  return { n: Number(row?.n ?? 0), first: dateOf(row?.first), last: dateOf(row?.last) };
}

/**
 * Records one attempt; throws a 429 DomainError with `message` when any limit is exceeded. Under the
 * keys' locks one statement forgets the limits' old attempts, counts the recent ones and records
 * this one under every key unless a limit is reached (its parts share one snapshot, so the count
 * sees neither what it forgets nor what it records): BEGIN, the locks, it, COMMIT.
 */
export async function takeAttempt(db: Db, limits: Limit[], message: string, now = new Date()): Promise<void> {
  if (limits.length === 0) return;
  await db.transaction(async (tx) => {
    await lockKeys(
      tx,
      limits.map((limit) => limit.key),
    );
    const asked = sql.join(
      limits.map(
        (limit) =>
          sql`(${limit.key}::text, ${limit.max}::integer, ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      WITH asked (key, max, since) AS (VALUES ${asked}),
      forgotten AS (
        DELETE FROM ${rateLimitHits} USING asked
         WHERE ${rateLimitHits.key} = asked.key AND ${rateLimitHits.at} < asked.since),
      counted AS (
        SELECT asked.key, asked.max,
               (SELECT count(*) FROM ${rateLimitHits}
                 WHERE ${rateLimitHits.key} = asked.key AND ${rateLimitHits.at} > asked.since) AS n
          FROM asked),
      recorded AS (
        INSERT INTO ${rateLimitHits} (key, at)
        SELECT key, ${now.toISOString()}::timestamptz FROM counted
         WHERE NOT EXISTS (SELECT 1 FROM counted WHERE n >= max))
      SELECT EXISTS (SELECT 1 FROM counted WHERE n >= max) AS refused`);
    const [row] = (result as unknown as { rows: { refused: boolean }[] }).rows;
    if (row?.refused) throw new DomainError("rate_limited", message);
  });
}

/** Forgets the attempts of a key. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/**
 * Password checks (login, linking Kakao, password change) are counted per account and client, so
 * wrong passwords from one place slow that place down and never lock the owner out elsewhere:
 * - a client gets 5 free failures on an account, then waits 1 s, 2 s, 4 s … (at most 15 minutes)
 *   after its last one;
 * - beyond 20 failures on the account from all clients, every client that has failed on it
 *   waits 1 s, 2 s, 4 s … too, however few its own failures; a client with none is still checked,
 *   which is how the owner gets in during an attack;
 * - one client address gets 30 checks in 15 minutes, whatever the accounts.
 * An attempt counts as a failure from the moment it is admitted until its password proves right.
 */
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
export const FREE_FAILURES_PER_CLIENT = 5;
export const ACCOUNT_FAILURES_BEFORE_SLOWING = 20;
export const CHECKS_PER_CLIENT_ADDRESS = 30;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = PASSWORD_WINDOW_MS;

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));
const delayAfter = (excess: number) => Math.min(FIRST_DELAY_MS * 2 ** Math.min(excess, 20), LONGEST_DELAY_MS);

const passwordCheckKeys = (account: string, client: string) => ({
  accountKey: `login:account:${account}`,
  pairKey: `login:account-client:${account}|${client}`,
  clientKey: `login:ip:${client}`,
});

/**
 * The owner proved who they are another way (a code texted to their phone) and chose a new
 * password: the account's failures and this client's on it no longer mean anything. Other clients'
 * own failures stay, so a guesser elsewhere is still slowed down.
 */
export async function forgetPasswordFailures(db: Db, account: string, client: string): Promise<void> {
  const { accountKey, pairKey } = passwordCheckKeys(account, client);
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [accountKey, pairKey]));
}

/** What a password check that proved right gives back: its own counts are forgotten. */
export type PasswordCheck = { pairKey: string; accountHitId: number };

/**
 * Admits one password check of `account` from `client`, or throws a 429 DomainError whose message
 * `tooMany(seconds)` names the wait.
 */
export async function admitPasswordCheck(
  db: Db,
  account: string,
  client: string,
  tooMany: (waitSeconds: number) => string,
  now = new Date(),
): Promise<PasswordCheck> {
  const { accountKey, pairKey, clientKey } = passwordCheckKeys(account, client);
  return db.transaction(async (tx) => {
    await lockKeys(tx, [accountKey, pairKey, clientKey]);
    const since = new Date(now.getTime() - PASSWORD_WINDOW_MS);
    const fromClient = await recentHits(tx, clientKey, since);
    if (fromClient.n >= CHECKS_PER_CLIENT_ADDRESS) {
      const oldestExpiresAt = (fromClient.first?.getTime() ?? now.getTime()) + PASSWORD_WINDOW_MS;
      throw new DomainError("rate_limited", tooMany(secondsUntil(oldestExpiresAt, now)));
    }
    const pair = await recentHits(tx, pairKey, since);
    const onAccount = await recentHits(tx, accountKey, since);
    let waitMs = 0;
    if (pair.n >= FREE_FAILURES_PER_CLIENT) waitMs = delayAfter(pair.n - FREE_FAILURES_PER_CLIENT);
    if (pair.n > 0 && onAccount.n >= ACCOUNT_FAILURES_BEFORE_SLOWING) {
      waitMs = Math.max(waitMs, delayAfter(onAccount.n - ACCOUNT_FAILURES_BEFORE_SLOWING));
    }
    const allowedAt = (pair.last?.getTime() ?? 0) + waitMs;
    if (waitMs > 0 && now.getTime() < allowedAt) {
      throw new DomainError("rate_limited", tooMany(secondsUntil(allowedAt, now)));
    }
    const inserted = await tx
      .insert(rateLimitHits)
      .values([
        { key: clientKey, at: now },
        { key: pairKey, at: now },
        { key: accountKey, at: now },
      ])
      .returning({ id: rateLimitHits.id, key: rateLimitHits.key });
    const accountHitId = inserted.find((hit) => hit.key === accountKey)?.id;
    if (accountHitId === undefined) throw new Error("password check was not recorded");
    return { pairKey, accountHitId };
  });
}

/** The password was right: this client's failures on the account and this attempt are forgotten. */
export async function passwordCheckSucceeded(db: Db, check: PasswordCheck): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, check.accountHitId));
  await clearAttempts(db, check.pairKey);
}
