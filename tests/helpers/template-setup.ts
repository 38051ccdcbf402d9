// One migrated and seeded database per `npm test` run, copied for every test file (CI time, issue
// 23): migrating and seeding a PGlite database takes about 3.6 s, loading a copy of its data
// directory about 0.7 s; on PostgreSQL, CREATE DATABASE … TEMPLATE copies the files instead of
// running the 27 migrations and the seed again. Tests of the migrations and the seed themselves
// open their own databases and do not use the template.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { prepareDatabase } from "../../server/db/setup";
import { databaseUrl, withAdmin } from "./test-db";

let cleanup: () => Promise<void> = async () => {};

export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `collins_template_${randomBytes(6).toString("hex")}`;
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const database = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
    await prepareDatabase(database);
    await database.close();
    cleanup = async () => {
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
    project.provide("testDatabaseTemplate", name);
    return;
  }
  const database = await openDatabase({ kind: "pglite" });
  await prepareDatabase(database);
  const snapshot = await database.snapshot?.();
  await database.close();
  if (!snapshot) throw new Error("PGlite gave no snapshot of the template database");
  const directory = mkdtempSync(path.join(tmpdir(), "collins-template-"));
  const file = path.join(directory, "pglite.tar");
  writeFileSync(file, snapshot);
  cleanup = async () => rmSync(directory, { recursive: true, force: true });
  project.provide("testDatabaseTemplate", file);
}

export async function teardown() {
  await cleanup();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The PGlite template's tar file, or the PostgreSQL template database's name. */
    testDatabaseTemplate: string;
  }
}
