// `npm run db:reset`: drops every table of the configured database and rebuilds the demo catalog.
// An embedded (PGlite) database belongs to one process at a time: it stops when the shop runs.
import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirInUseError, type DataDirLock, lockDataDir } from "../server/db/data-dir-lock";
import { openConfiguredDatabase, prepareDatabase } from "../server/db/setup";

const config = loadConfig();
if (config.DATABASE_URL) {
  const database = await openConfiguredDatabase(config);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`DROP SCHEMA public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  await prepareDatabase(database);
  await database.close();
} else {
  let lock: DataDirLock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  rmSync(path.join(config.dataDir, "db"), { recursive: true, force: true });
  const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir, lock });
  await prepareDatabase(database);
  await database.close();
}
console.log("Database rebuilt with the demo catalog.");
