// `npm run db:backup [-- FILE]`: backs up the configured database while the shop may run: a snapshot
// of the PGlite data directory (taken by the running shop), or `pg_dump -Fc` with DATABASE_URL.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, loadDotEnv } from "../server/config";
import { BackupError, backupDatabase, sizeOf } from "../server/db/backup";

const { positionals } = parseArgs({ allowPositionals: true });
try {
  loadDotEnv();
  const file = await backupDatabase(loadConfig(), positionals[0]);
  console.log(`Backed up the database to ${file} (${sizeOf(file)}).`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
