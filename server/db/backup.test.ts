// `npm run db:backup` and `npm run db:restore` (issue 18): a backup of the running shop, taken by a
// second process, restored into a fresh DATA_DIR (or an empty PostgreSQL database) holds the orders
// paid before it and none after; a restore never writes over a shop's data.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { runScript } from "../../tests/helpers/run-script";
import { routedFetch, shopper } from "../../tests/helpers/shopper";
import type { TestApp } from "../../tests/helpers/test-app";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-db";
import { loadConfig } from "../config";
import { createServerApp } from "../http/app";
import { setLogLevel } from "../log";
import { backupDatabase } from "./backup";
import { type Database, openDatabase } from "./client";
import { orderLines, orders } from "./schema";
import { prepareDatabase } from "./setup";

const BACKUP_TIMEOUT_MS = 240_000;
const serverUrl = process.env.TEST_DATABASE_URL;
const freshDir = () => mkdtempSync(path.join(tmpdir(), "collins-backup-"));
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** The shop's HTTP app over `database`, as the running process serves it. */
function shopOn(database: TestDatabase, dataDir: string): TestApp {
  setLogLevel("silent");
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    PUBLIC_BASE_URL: "http://shop.test",
    SIMULATORS: "on",
  });
  const t: TestApp = {
    app: createServerApp({ db: database.db, config, fetchImpl: routedFetch(() => t) }),
    database,
    config,
    close: () => database.close(),
  };
  return t;
}

/** Two paid orders, as two shoppers buy them. */
async function buyTwo(t: TestApp) {
  const { buy } = checkoutFlow(() => t);
  await buy(shopper(t), "moodwater-yuja", 1);
  await buy(shopper(t), "incense-holder", 2);
  return ordersOf(t.database);
}

async function ordersOf(database: Database) {
  const rows = await database.db.select().from(orders).orderBy(asc(orders.id));
  const lines = await database.db.select().from(orderLines).orderBy(asc(orderLines.id));
  return rows.map((order) => ({
    id: order.id,
    orderKey: order.orderKey,
    status: order.status,
    total: order.total,
    lines: lines.filter((line) => line.orderId === order.id).map((line) => [line.productId, line.quantity]),
  }));
}

// PGlite only: the PostgreSQL pass (TEST_DATABASE_URL) runs the pg_dump variant below instead.
describe.skipIf(serverUrl)("PGlite backups", () => {
  it(
    "backs up the running shop from a second process and restores it into a fresh DATA_DIR with its orders",
    async () => {
      const dataDir = freshDir();
      const database = await openDatabase({ kind: "pglite", dataDir });
      const t = shopOn({ ...database, name: "pglite-shop" }, dataDir);
      try {
        await prepareDatabase(database);
        const paid = await buyTwo(t);
        expect(paid.map((order) => order.status)).toEqual(["paid", "paid"]);

        const file = path.join(freshDir(), "shop.tar.gz");
        const backup = await runScript("db-backup.ts", [file], { DATA_DIR: dataDir });
        expect(backup).toMatchObject({ code: 0, stderr: "" });
        expect(backup.stdout).toMatch(new RegExp(`^Backed up the database to ${file} \\(\\d+\\.\\d MB\\)\\.\\n$`));
        await checkoutFlow(() => t).buy(shopper(t), "moodwater-yuja", 1);

        const overRunningShop = await runScript("db-restore.ts", [file], { DATA_DIR: dataDir });
        expect(overRunningShop.code).toBe(1);
        expect(overRunningShop.stderr).toBe(
          `the shop is running on ${dataDir} (pid ${process.pid}): restore into a fresh DATA_DIR, never over a running shop's data\n`,
        );

        const restoredDir = freshDir();
        const restore = await runScript("db-restore.ts", [file], { DATA_DIR: restoredDir });
        expect(restore).toMatchObject({ code: 0, stderr: "" });
        expect(restore.stdout).toMatch(/: 2 orders, \d+ members?\.\n$/);

        const again = await runScript("db-restore.ts", [file], { DATA_DIR: restoredDir });
        expect(again.code).toBe(1);
        expect(again.stderr).toContain(`${path.join(restoredDir, "db")} already holds a database`);

        const restored = await openDatabase({ kind: "pglite", dataDir: restoredDir });
        try {
          expect(await ordersOf(restored)).toEqual(paid);
        } finally {
          await restored.close();
        }
        // With no shop running, the script opens the data directory itself.
        const stopped = await runScript("db-backup.ts", [path.join(freshDir(), "stopped.tar.gz")], {
          DATA_DIR: restoredDir,
        });
        expect(stopped).toMatchObject({ code: 0, stderr: "" });
      } finally {
        await t.close();
      }
    },
    BACKUP_TIMEOUT_MS,
  );

  // Issue 18 review: a backup holds password hashes, phone numbers and addresses, and was written 0644
  // (the usual umask) into a DATA_DIR/backups anyone on the machine could list.
  it(
    "writes backups readable by the shop's user only, in a default directory only it may enter",
    async () => {
      const dataDir = freshDir();
      await (await openDatabase({ kind: "pglite", dataDir })).close();
      mkdirSync(path.join(dataDir, "backups"), { mode: 0o755 });
      const umask = process.umask(0o022);
      try {
        const config = { dataDir, DATABASE_URL: undefined };
        const byDefault = await backupDatabase(config);
        expect(path.dirname(byDefault)).toBe(path.join(dataDir, "backups"));
        expect(modeOf(path.join(dataDir, "backups"))).toBe(0o700);
        expect(modeOf(byDefault)).toBe(0o600);
        const named = await backupDatabase(config, path.join(freshDir(), "new", "shop.tar.gz"));
        expect(modeOf(named)).toBe(0o600);
        expect(modeOf(path.dirname(named))).toBe(0o700);
      } finally {
        process.umask(umask);
      }
    },
    BACKUP_TIMEOUT_MS,
  );

  it("restores nothing into a DATA_DIR locked on another host, and says whose lock it is", async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, "db.lock"), "1 1 host=web-2 boot=0-other-boot\n");
    const file = path.join(freshDir(), "shop.tar.gz");
    writeFileSync(file, Buffer.from([0x1f, 0x8b]));
    const restore = await runScript("db-restore.ts", [file], { DATA_DIR: dataDir });
    expect(restore).toMatchObject({
      code: 1,
      stderr: `the shop is running on ${dataDir} (pid 1 on host web-2): restore into a fresh DATA_DIR, never over a running shop's data\n`,
    });
  });

  it("says so when there is no database to back up or the file is not a backup", async () => {
    const empty = await runScript("db-backup.ts", [], { DATA_DIR: freshDir() });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/^no database in .+ to back up\n$/);

    const notBackup = await runScript("db-restore.ts", ["package.json"], { DATA_DIR: freshDir() });
    expect(notBackup).toMatchObject({
      code: 1,
      stderr: "package.json is not a backup of this shop (neither a PGlite .tar.gz nor a pg_dump file)\n",
    });
  });
});

describe.skipIf(!serverUrl)("PostgreSQL backups (pg_dump / pg_restore)", () => {
  const urlOf = (name: string) => {
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  it(
    "writes the pg_dump file readable by the shop's user only, in a default directory only it may enter",
    async () => {
      const database = await createTestDatabase();
      const umask = process.umask(0o022);
      try {
        const dataDir = freshDir();
        const file = await backupDatabase({ dataDir, DATABASE_URL: urlOf(database.name) });
        expect(file).toMatch(/\.pgdump$/);
        expect(modeOf(file)).toBe(0o600);
        expect(modeOf(path.join(dataDir, "backups"))).toBe(0o700);
      } finally {
        process.umask(umask);
        await database.close();
      }
    },
    BACKUP_TIMEOUT_MS,
  );

  it(
    "backs up the shop's database while it runs and restores it into an empty database with its orders",
    async () => {
      const database = await createTestDatabase();
      const t = shopOn(database, freshDir());
      const target = `collins_restore_${randomBytes(6).toString("hex")}`;
      try {
        const paid = await buyTwo(t);
        const file = path.join(freshDir(), "shop.pgdump");
        const backup = await runScript("db-backup.ts", [file], { DATABASE_URL: urlOf(database.name) });
        expect(backup).toMatchObject({ code: 0, stderr: "" });
        await checkoutFlow(() => t).buy(shopper(t), "moodwater-yuja", 1);

        const overShop = await runScript("db-restore.ts", [file], { DATABASE_URL: urlOf(database.name) });
        expect(overShop).toMatchObject({
          code: 1,
          stderr: `the database ${database.name} already holds tables: restore into an empty database (createdb …) named by DATABASE_URL\n`,
        });
        const asPglite = await runScript("db-restore.ts", [file], { DATA_DIR: freshDir() });
        expect(asPglite.stderr).toContain("is a pg_dump backup: restore it with DATABASE_URL set");

        await admin(`CREATE DATABASE ${target}`);
        const restore = await runScript("db-restore.ts", [file], { DATABASE_URL: urlOf(target) });
        expect(restore).toMatchObject({ code: 0, stderr: "" });
        expect(restore.stdout).toMatch(/: 2 orders, \d+ members?\.\n$/);
        const restored = await openDatabase({ kind: "postgres", url: urlOf(target), maxConnections: 1 });
        try {
          expect(await ordersOf(restored)).toEqual(paid);
        } finally {
          await restored.close();
        }
      } finally {
        await t.close();
        await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      }
    },
    BACKUP_TIMEOUT_MS,
  );
});
