// PostgreSQL for the reliability suite: a fresh database on the shared server (dropped afterwards)
// and a private cluster in a temporary directory that the fault test may stop and start at will —
// the shared server is used by other people's tests and is never restarted.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../e2e/support/server";

/** The server the suite creates its databases on (a maintenance database URL). */
export const SERVER_URL =
  process.env.RELIABILITY_SERVER_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function serverAnswers(url = SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export type FreshDatabase = { url: string; drop(): Promise<void> };

/** CREATE DATABASE collins_rel_… on `serverUrl`; `drop` ends its sessions and drops it. */
export async function createFreshDatabase(serverUrl = SERVER_URL): Promise<FreshDatabase> {
  const name = `collins_rel_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The directory of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | null {
  const candidates = [process.env.PG_BIN];
  try {
    const versions = readdirSync("/usr/lib/postgresql")
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  } catch {
    // no Debian-style installation
  }
  return (
    candidates.find((dir) => dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) ??
    null
  );
}

export type PrivateCluster = {
  port: number;
  /** The cluster's `postgres` maintenance database. */
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
};

/**
 * initdb into a temporary directory and start it on a free port (sockets in that directory).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user.
 */
export async function startPrivateCluster(bin: string): Promise<PrivateCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "collins-rel-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  const asOwner = (command: string, args: string[]) => {
    const root = process.getuid?.() === 0;
    const [file, argv] = root ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    return execFileSync(file, argv, { stdio: "pipe", timeout: 60_000 }).toString();
  };
  asOwner(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => asOwner(path.join(bin, "pg_ctl"), ["-D", data, "-w", "-t", "30", ...args]);
  const start = () => pgCtl("-o", options, "-l", path.join(dir, "log"), "start");
  start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl("-m", "fast", "stop"),
    start,
    destroy() {
      try {
        pgCtl("-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
