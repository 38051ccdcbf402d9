// A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a
// database of its own on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, openDatabase } from "../../server/db/client";
import { prepareDatabase } from "../../server/db/setup";

export type TestDatabase = Database & { name: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite" });
    await prepareDatabase(database);
    return { ...database, name: "pglite-memory" };
  }
  const name = `collins_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 20 });
  await prepareDatabase(database);
  return {
    ...database,
    name,
    async close() {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The file's (or the describe block's) test database: made before its tests and closed after them.
 * `const database = testDatabase();` then `database.db` inside a test or a later hook.
 */
export function testDatabase(): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return new Proxy({} as TestDatabase, {
    get(_, key) {
      if (!database) throw new Error("the test database is made before the tests: use it inside a test or a hook");
      return Reflect.get(database, key);
    },
  });
}
