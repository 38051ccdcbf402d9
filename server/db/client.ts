// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server with DATABASE_URL.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { errorFields, log } from "../log";
import { migrationsDir } from "../paths";
import { serveBackups } from "./backup-socket";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { namePoolReads } from "./named-reads";
import { nameReads } from "./pglite-statements";
import { PgliteThread } from "./pglite-thread";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `work` while holding the cluster-wide lock that serialises migrations and seeding. */
  withSetupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Hears NOTIFY on `channel` (an identifier of ours, never input). `onLive(false)` when
   * notifications may be missed (the connection dropped; it reconnects every second), `onLive(true)`
   * once they are heard. Answers how to stop listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PGlite only: a consistent tar of its data directory, taken between two transactions. */
  snapshot?(): Promise<Uint8Array>;
  close(): Promise<void>;
};

/** `onNotify` gets the notification's payload ('' when it has none). */
export type ListenHandlers = { onNotify(payload: string): void; onLive(live: boolean): void };

const CHANNEL = /^[a-z_]+$/;
const RECONNECT_MS = 1_000;

/** The pg_advisory_lock key of this app; any fixed number no other app on the server uses. */
const SETUP_LOCK_KEY = 73_162_024;

/**
 * PGlite with a `dataDir` takes the directory's exclusive lock (or uses `lock`, already taken by the
 * caller) until closed, and answers `npm run db:backup` meanwhile; `loadDataDir` fills an empty
 * directory from a snapshot.
 */
export type PgliteOptions = { kind: "pglite"; dataDir?: string; lock?: DataDirLock; loadDataDir?: Blob };

export type DatabaseOptions = PgliteOptions | { kind: "postgres"; url: string; maxConnections?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres" ? openPostgres(options.url, options.maxConnections) : openPglite(options);
}

async function openPglite({ dataDir, lock: heldLock, loadDataDir }: PgliteOptions): Promise<Database> {
  // In memory it is a test's database: there is no render to keep free, and a question asked in this
  // thread answers sooner (0.14 ms for a `SELECT $1`, against 0.38 ms through the thread).
  if (!dataDir) return pgliteDatabase(await PGlite.create(loadDataDir ? { loadDataDir } : {}));
  const lock = heldLock ?? lockDataDir(dataDir);
  try {
    const directory = path.join(dataDir, "db");
    mkdirSync(directory, { recursive: true });
    const database = pgliteDatabase(await PgliteThread.create({ dataDir: directory, loadDataDir }));
    const stopServing = await serveBackups(dataDir, database.snapshot).catch((error: unknown) => {
      log.warn("backups of the running shop are off", errorFields(error));
      return async () => undefined;
    });
    return {
      ...database,
      async close() {
        try {
          await stopServing();
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** What the shop asks of PGlite: the same of PGlite in this thread and on its own (`PgliteThread`). */
type Embedded = Pick<PgliteThread, "query" | "exec" | "transaction" | "listen" | "dumpDataDir" | "close">;

function pgliteDatabase(client: Embedded): Database & { snapshot(): Promise<Uint8Array> } {
  nameReads(client);
  // Drizzle's PGlite driver asks only `query` and `transaction`, which the thread's client answers alike.
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  // PGlite is one connection, of this process only, so there is nothing else to lock out.
  return {
    db,
    kind: "pglite",
    withSetupLock: (work) => work(db),
    async listen(channel, { onNotify, onLive }) {
      if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const stop = await client.listen(channel, onNotify);
      onLive(true);
      return async () => {
        onLive(false);
        await stop();
      };
    },
    // Inside a transaction of its own no other one is half done; the checkpoint writes every committed
    // change into the data files, so a restore replays next to nothing. The caller compresses.
    snapshot: () =>
      client.transaction(async (tx) => {
        await tx.exec("CHECKPOINT");
        const tar = await client.dumpDataDir("none");
        return new Uint8Array(await tar.arrayBuffer());
      }),
    close: () => client.close(),
  };
}

/**
 * How long an idle pooled connection is kept. node-postgres closes one after 10 s by default, so
 * every rush after a quiet moment (a sale's buyers) opened new ones: a backend forked, signed in,
 * its catalog caches and prepared statements (decision 26) built again, while the rush waited. In a
 * 2.5-minute sale benchmark an instance opened 31 connections for a pool of 10.
 */
const IDLE_CONNECTION_MS = 5 * 60 * 1000;

async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  // A client handed out (in a transaction, between two queries) has no listener of the pool's, and
  // an unheard 'error' event ends the process: when PostgreSQL goes away (57P01 on shutdown) its
  // next query fails instead (a 503, server/db/unavailable.ts) and the pool drops it on release.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  namePoolReads(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async withSetupLock(work) {
      const connection = await pool.connect();
      try {
        const locked = drizzlePg(connection, { schema }) as unknown as Db;
        await locked.execute(sql`SELECT pg_advisory_lock(${SETUP_LOCK_KEY})`);
        try {
          return await work(locked);
        } finally {
          await locked.execute(sql`SELECT pg_advisory_unlock(${SETUP_LOCK_KEY})`);
        }
      } finally {
        connection.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/** A connection of its own for LISTEN (a pooled one would be handed to queries), kept open. */
async function listenPostgres(url: string, channel: string, { onNotify, onLive }: ListenHandlers) {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    onLive(false);
    client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (current === client) onLive(true);
    } catch {
      lost(client);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    onLive(false);
    await client?.end().catch(() => undefined);
  };
}

export async function migrateDatabase(database: Database, db: Db = database.db): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(db as never, { migrationsFolder: migrationsDir });
  } else {
    await migratePg(db as never, { migrationsFolder: migrationsDir });
  }
}
