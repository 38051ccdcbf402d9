// `npm run db:reset`: drops every table of the configured database and rebuilds the demo catalog.
// Stop the shop first: an embedded (PGlite) database belongs to one process at a time.
import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
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
  rmSync(path.join(config.dataDir, "db"), { recursive: true, force: true });
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  await database.close();
}
console.log("Database rebuilt with the demo catalog.");
