// `npm run db:backup` and `npm run db:restore`: a snapshot of the embedded (PGlite) data directory,
// taken by the running shop when it runs, or `pg_dump -Fc` / `pg_restore` with DATABASE_URL. A
// restore only ever fills a fresh data directory or an empty database, never a shop's live data.
import { execFile } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { count, sql } from "drizzle-orm";
import type { Config } from "../config";
import { requestBackup } from "./backup-socket";
import { type Database, openDatabase } from "./client";
import { DataDirInUseError, type DataDirLock, lockDataDir } from "./data-dir-lock";
import { orders, users } from "./schema";
import { prepareDatabase } from "./setup";

const run = promisify(execFile);

/** A reason the backup or restore did not happen, in one line for the operator. */
export class BackupError extends Error {}

type BackupConfig = Pick<Config, "DATABASE_URL" | "dataDir">;

export type Restored = { orders: number; members: number };

/**
 * Writes a backup to `file` (default: DATA_DIR/backups/collins-<time>.<kind>); answers its path. It
 * holds password hashes, phone numbers and addresses: the file is the shop's user's alone (0600), and
 * so is the default directory (0700, also when an earlier version made it readable to all).
 */
export async function backupDatabase(config: BackupConfig, file?: string): Promise<string> {
  const target = path.resolve(file ?? defaultBackupFile(config));
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  if (file === undefined) chmodSync(path.dirname(target), 0o700);
  const partial = `${target}.partial`;
  try {
    // Created 0600 before a byte is written; the snapshot and pg_dump write into it, keeping its mode.
    rmSync(partial, { force: true });
    closeSync(openSync(partial, "wx", 0o600));
    if (config.DATABASE_URL) await pgDump(config.DATABASE_URL, partial);
    else writeFileSync(partial, await promisify(gzip)(await pgliteSnapshot(config.dataDir)));
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return target;
}

/** Restores `file` into the configured database, which must be fresh; answers what it now holds. */
export async function restoreDatabase(config: BackupConfig, file: string): Promise<Restored> {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    throw new BackupError(`no backup file at ${file}`);
  }
  const kind = backupKindOf(data);
  if (!kind)
    throw new BackupError(`${file} is not a backup of this shop (neither a PGlite .tar.gz nor a pg_dump file)`);
  if (config.DATABASE_URL) {
    if (kind !== "postgres")
      throw new BackupError(`${file} is a PGlite backup: restore it with DATABASE_URL unset, into a fresh DATA_DIR`);
    return restorePostgres(config.DATABASE_URL, file);
  }
  if (kind !== "pglite")
    throw new BackupError(`${file} is a pg_dump backup: restore it with DATABASE_URL set to an empty database`);
  return restorePglite(config.dataDir, data);
}

function defaultBackupFile(config: BackupConfig): string {
  const time = new Date().toISOString().replace(/:/g, "-").replace(/\..*/, "");
  const extension = config.DATABASE_URL ? "pgdump" : "tar.gz";
  return path.join(config.dataDir, "backups", `collins-${time}.${extension}`);
}

function backupKindOf(data: Buffer): "pglite" | "postgres" | null {
  if (data[0] === 0x1f && data[1] === 0x8b) return "pglite";
  if (data.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return null;
}

/** The shop that holds DATA_DIR takes the snapshot; when none runs, this process opens it. */
async function pgliteSnapshot(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(path.join(dataDir, "db", "PG_VERSION")))
    throw new BackupError(`no database in ${dataDir} to back up`);
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return requestBackup(dataDir).catch((failure: Error) => {
      throw new BackupError(failure.message);
    });
  }
  const database = await openDatabase({ kind: "pglite", dataDir, lock });
  try {
    if (!database.snapshot) throw new Error("PGlite without snapshots");
    return await database.snapshot();
  } finally {
    await database.close();
  }
}

async function restorePglite(dataDir: string, data: Buffer): Promise<Restored> {
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupError(
      `the shop is running on ${error.dataDir} (pid ${error.pid}${error.host === undefined ? "" : ` on host ${error.host}`}): restore into a fresh DATA_DIR, never over a running shop's data`,
    );
  }
  let database: Database;
  try {
    const directory = path.join(dataDir, "db");
    if (existsSync(directory) && readdirSync(directory).length > 0) {
      throw new BackupError(
        `${directory} already holds a database: restore into a fresh DATA_DIR (DATA_DIR=./data-restored npm run db:restore FILE), or move ${directory} away first`,
      );
    }
    const tar = await promisify(gunzip)(data);
    database = await openDatabase({ kind: "pglite", dataDir, lock, loadDataDir: new Blob([tar]) });
  } catch (error) {
    lock.release();
    throw error;
  }
  return settle(database);
}

async function restorePostgres(url: string, file: string): Promise<Restored> {
  const target = await openDatabase({ kind: "postgres", url, maxConnections: 1 });
  try {
    const answer = await target.db.execute(
      sql`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if ((answer as unknown as { rows: { tables: number }[] }).rows[0]?.tables !== 0) {
      throw new BackupError(
        `the database ${databaseName(url)} already holds tables: restore into an empty database (createdb …) named by DATABASE_URL`,
      );
    }
  } finally {
    await target.close();
  }
  await pgTool("pg_restore", url, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file]);
  return settle(await openDatabase({ kind: "postgres", url, maxConnections: 1 }));
}

/** Brings a restored database to this version's schema and counts what it holds. */
async function settle(database: Database): Promise<Restored> {
  try {
    await prepareDatabase(database);
    const [ordered] = await database.db.select({ n: count() }).from(orders);
    const [members] = await database.db.select({ n: count() }).from(users);
    return { orders: ordered?.n ?? 0, members: members?.n ?? 0 };
  } finally {
    await database.close();
  }
}

function pgDump(url: string, file: string): Promise<void> {
  return pgTool("pg_dump", url, ["--format=custom", "--file", file]);
}

/** Runs pg_dump or pg_restore on `url`, its password handed over in the environment, not the argv. */
async function pgTool(tool: "pg_dump" | "pg_restore", url: string, args: string[]): Promise<void> {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = "";
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await run(tool, [...args, "--dbname", connection.toString()], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new BackupError(
        `${tool} is not installed: install the PostgreSQL client (Debian: apt install postgresql-client)`,
      );
    }
    const reason = (failure.stderr ?? failure.message).trim().split("\n")[0];
    throw new BackupError(`${tool} failed: ${reason}`);
  }
}

function databaseName(url: string): string {
  return new URL(url).pathname.replace(/^\//, "") || "(default)";
}

/** The size of a file in megabytes, for the scripts' one-line answers. */
export function sizeOf(file: string): string {
  return `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
}
