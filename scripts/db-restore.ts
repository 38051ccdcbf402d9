// `npm run db:restore FILE`: restores a backup of `npm run db:backup` into a fresh DATA_DIR (PGlite)
// or the empty database of DATABASE_URL; it never overwrites a shop's data.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, loadDotEnv } from "../server/config";
import { BackupError, restoreDatabase } from "../server/db/backup";

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("Usage: npm run db:restore FILE (into a fresh DATA_DIR, or an empty database with DATABASE_URL)");
  process.exit(2);
}
try {
  loadDotEnv();
  const config = loadConfig();
  const restored = await restoreDatabase(config, file);
  const into = config.DATABASE_URL ? "the database of DATABASE_URL" : config.dataDir;
  console.log(
    `Restored ${file} into ${into}: ${counted(restored.orders, "order")}, ${counted(restored.members, "member")}.`,
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
