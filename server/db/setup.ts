// Opens the configured database, applies migrations and seeds the demo catalog when empty.
import type { Config } from "../config";
import { log } from "../log";
import { type Database, migrateDatabase, openDatabase } from "./client";
import { catalog } from "./seed/catalog";
import { seedIfEmpty } from "./seed/seed";
import { analyzeTables } from "./statistics";

export async function openConfiguredDatabase(config: Pick<Config, "DATABASE_URL" | "dataDir">): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: config.DATABASE_URL })
    : openDatabase({ kind: "pglite", dataDir: config.dataDir });
}

/**
 * Brings a database to the current schema, fills an empty catalog and gives the planner its
 * statistics (server/db/statistics.ts); safe with several instances.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.withSetupLock(async (db) => {
    await migrateDatabase(database, db);
    if (await seedIfEmpty(db, catalog)) log.info("seeded the demo catalog");
    await analyzeTables(db);
  });
}
