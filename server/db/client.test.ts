// The PostgreSQL pool when the server ends a connection (issue 10): the process lives on and the
// next query fails as "database unavailable". Needs TEST_DATABASE_URL (the PostgreSQL pass).
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/helpers/test-db";
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
