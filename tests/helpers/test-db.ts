// A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a
// database of its own on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
// Under `npm test` each is a copy of the run's template (template-setup.ts); without one (a
// config without that global setup) it is migrated and seeded here.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, openDatabase } from "../../server/db/client";
import { prepareDatabase } from "../../server/db/setup";

export type TestDatabase = Database & { name: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("testDatabaseTemplate");
  if (!serverUrl) {
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase({ kind: "pglite", loadDataDir });
    await prepareDatabase(database);
    return { ...database, name: "pglite-memory" };
  }
  const name = `collins_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`),
  );
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name), maxConnections: 20 });
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

/** The address of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
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
