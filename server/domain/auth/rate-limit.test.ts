// The shared attempt limits (checkout, sign-up, restock texts, inquiries, order lookup, codes):
// `max` attempts per key in the window, then a 429 with the caller's message; a refused attempt
// records nothing under any of its keys; attempts that arrive together are counted one after the
// other; and it costs four statements, BEGIN, the lock, one statement and COMMIT (issue 23: the
// checkout asked five, counting and recording apart).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "../../../tests/helpers/count-queries";
import { testDatabase } from "../../../tests/helpers/test-db";
import { rateLimitHits } from "../../db/schema";
import { DomainError } from "../errors";
import { type Limit, takeAttempt } from "./rate-limit";

const database = testDatabase();
const MINUTE = 60_000;
const message = "잠시 후 다시 시도해 주세요.";

/** The attempt's outcome: "ok", or the refusal's kind and message. */
async function attempt(limits: Limit[], now: Date): Promise<string> {
  try {
    await takeAttempt(database.db, limits, message, now);
    return "ok";
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return `${error.kind}: ${error.message}`;
  }
}

const hitsOf = async (key: string) =>
  (await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key))).length;

describe("takeAttempt", () => {
  it("admits max attempts in the window, refuses the next with the caller's message and records it not", async () => {
    const limit = { key: "test:one", max: 3, windowMs: 10 * MINUTE };
    const now = new Date("2026-12-04T06:00:00Z");
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await attempt([limit], new Date(now.getTime() + i * 1000)));
    expect(outcomes).toEqual(["ok", "ok", "ok", `rate_limited: ${message}`]);
    expect(await hitsOf("test:one")).toBe(3);
  });

  it("forgets attempts older than the window, so the key is admitted again", async () => {
    const limit = { key: "test:window", max: 2, windowMs: 10 * MINUTE };
    const start = new Date("2026-12-04T06:00:00Z");
    expect(await attempt([limit], start)).toBe("ok");
    expect(await attempt([limit], new Date(start.getTime() + 5 * MINUTE))).toBe("ok");
    expect(await attempt([limit], new Date(start.getTime() + 6 * MINUTE))).toBe(`rate_limited: ${message}`);
    // Eleven minutes on, the first attempt is out of the window (and deleted), the second is not.
    expect(await attempt([limit], new Date(start.getTime() + 11 * MINUTE))).toBe("ok");
    expect(await hitsOf("test:window")).toBe(2);
    expect(await attempt([limit], new Date(start.getTime() + 12 * MINUTE))).toBe(`rate_limited: ${message}`);
  });

  it("refuses an attempt when any of its limits is reached and records it under none of its keys", async () => {
    const now = new Date("2026-12-04T06:00:00Z");
    const tight = { key: "test:tight", max: 1, windowMs: 10 * MINUTE };
    const loose = { key: "test:loose", max: 10, windowMs: 10 * MINUTE };
    expect(await attempt([tight, loose], now)).toBe("ok");
    expect(await attempt([loose, tight], now)).toBe(`rate_limited: ${message}`);
    expect([await hitsOf("test:tight"), await hitsOf("test:loose")]).toEqual([1, 1]);
    expect(await attempt([loose], now)).toBe("ok");
    expect(await hitsOf("test:loose")).toBe(2);
  });

  it("admits exactly max of the attempts that arrive together", async () => {
    const limit = { key: "test:together", max: 5, windowMs: 10 * MINUTE };
    const now = new Date("2026-12-04T06:00:00Z");
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => attempt([limit], now)));
    expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(5);
    expect(await hitsOf("test:together")).toBe(5);
  });

  it("asks BEGIN, the lock, one statement and COMMIT", async () => {
    const limit = { key: "test:statements", max: 5, windowMs: 10 * MINUTE };
    const { statements } = await countQueries(database.db, () => takeAttempt(database.db, [limit], message));
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(/^begin$/i);
    expect(statements[1]).toMatch(/pg_advisory_xact_lock/);
    expect(statements[3]).toMatch(/^commit$/i);
  });
});
