// The PostgreSQL pool when the server ends a connection (issue 10): the process lives on and the
// next query fails as "database unavailable"; and a quiet moment does not close the pool's
// connections (issue 23). Needs TEST_DATABASE_URL (the PostgreSQL pass).
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseUrl, testDatabase } from "../../tests/helpers/test-db";
import { openDatabase } from "./client";
import { isDatabaseUnavailable } from "./unavailable";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a pooled connection terminated by PostgreSQL", () => {
  const database = testDatabase();

  it("inside a transaction does not crash the process, and the pool goes on", async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const answer = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as pg.QueryResult;
        const pid = answer.rows[0]?.pid;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        try {
          // What a shutdown does to every session: FATAL 57P01 while this client is checked out and idle.
          await admin.query("SELECT pg_terminate_backend($1)", [pid]);
        } finally {
          await admin.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const again = (await database.db.execute(sql`SELECT 1 AS one`)) as unknown as pg.QueryResult;
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});

describe.skipIf(!serverUrl)("the pool after a quiet moment", () => {
  const database = testDatabase();

  it("keeps its connections past node-postgres' 10 s, so the next rush opens none", async () => {
    // A pool of its own of exactly four, so the same four must answer again.
    const url = databaseUrl(serverUrl ?? "", database.name);
    const shop = await openDatabase({ kind: "postgres", url, maxConnections: 4 });
    const backends = async () => {
      // Four at once, each holding its connection until all four are asked: four connections.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => shop.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.2)`)),
      );
      return new Set(answers.map((answer) => (answer as unknown as pg.QueryResult).rows[0]?.pid as number));
    };
    try {
      const before = await backends();
      expect(before.size).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await backends()).toEqual(before);
    } finally {
      await shop.close();
    }
  }, 30_000);
});
