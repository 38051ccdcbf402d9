// One process per PGlite DATA_DIR (issue 18: two processes on one directory lost an acknowledged
// sign-up): a second opener stops with one line while the first holds it, in this process and from
// a real second process (`npm run admin:create`, `npm run db:reset`), and a dead holder's lock is
// taken over.
import { execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { runScript as runScriptIn } from "../../tests/helpers/run-script";
import { type Database, openDatabase } from "./client";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

const root = path.resolve(import.meta.dirname, "../..");
const opened: Database[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

const freshDir = () => mkdtempSync(path.join(tmpdir(), "collins-lock-"));

async function open(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir });
  opened.push(database);
  return database;
}

/** A pid that surely names no process now: one of a child that has exited and been reaped. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

const bootId = () => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
const pidNamespace = () => readlinkSync("/proc/self/ns/pid");
const startTime = () => readFileSync(`/proc/${process.pid}/stat`, "utf8").split(") ")[1]?.split(" ")[19];

const runScript = (script: string, args: string[], dataDir: string) => runScriptIn(script, args, { DATA_DIR: dataDir });

/** Whether this machine lets us start a "container": a new pid and host-name namespace (root on Linux). */
const canUnshare = spawnSync("unshare", ["--pid", "--fork", "--uts", "true"]).status === 0;

/**
 * Runs `code` (with `lockDataDir` imported) as pid 1 of a new pid namespace named `host`, as a
 * container does. unshare ignores SIGTERM: SIGKILL the returned child, and `--kill-child` ends the rest.
 */
function inContainer(host: string, code: string) {
  return spawn(
    "unshare",
    [
      "--pid",
      "--fork",
      "--mount-proc",
      "--uts",
      "--kill-child",
      "sh",
      "-c",
      'hostname "$HOST" && exec "$NODE" --import tsx -e "$CODE"',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: host,
        NODE: process.execPath,
        CODE: `import { lockDataDir } from ${JSON.stringify(path.join(root, "server/db/data-dir-lock.ts"))};\n${code}`,
      },
    },
  );
}

function outputOf(child: ReturnType<typeof spawn>, until: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const take = (chunk: Buffer) => {
      text += chunk.toString();
      if (until(text)) resolve(text);
    };
    child.stdout?.on("data", take);
    child.stderr?.on("data", take);
    child.on("error", reject);
    child.on("exit", () => resolve(text));
  });
}

// PGlite only, so once: the PostgreSQL pass (TEST_DATABASE_URL) takes no lock and skips these.
// Each fresh directory runs initdb and each script starts tsx: seconds apiece on a busy machine.
describe.skipIf(process.env.TEST_DATABASE_URL)("the DATA_DIR lock", { timeout: 120_000 }, () => {
  it("stops a second opener with one line naming the directory and the holder", async () => {
    const dataDir = freshDir();
    await open(dataDir);
    const second = await openDatabase({ kind: "pglite", dataDir }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirInUseError);
    const message = (second as Error).message;
    expect(message).toContain(`DATA_DIR ${dataDir} is in use by another process of the shop (pid ${process.pid})`);
    expect(message).not.toContain("\n");
    // The pid and its start time first (as earlier versions wrote them), then where they mean something.
    expect(readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).toBe(
      `${process.pid} ${startTime()} host=${encodeURIComponent(hostname())} boot=${bootId()} pids=${encodeURIComponent(pidNamespace())}${machineId() ? ` machine=${machineId()}` : ""}\n`,
    );
  });

  it("lets the next opener in once the first has closed, with the data it wrote", async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.db.execute(sql`CREATE TABLE signups (email text)`);
    await first.db.execute(sql`INSERT INTO signups VALUES ('minji@collins.kr')`);
    await first.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const second = await open(dataDir);
    const answer = (await second.db.execute(sql`SELECT email FROM signups`)) as unknown as { rows: unknown[] };
    expect(answer.rows).toEqual([{ email: "minji@collins.kr" }]);
  });

  it("takes over a lock left by a process that is gone", async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, LOCK_FILE), `${deadPid()} 12345\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).toMatch(new RegExp(`^${process.pid} `));
    lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("takes over a lock whose pid now names another process (a restarted container)", async () => {
    const dataDir = freshDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      // A live pid, but not the process that started at clock tick 1 after boot and wrote the lock.
      writeFileSync(path.join(dataDir, LOCK_FILE), `${other.pid} 1\n`);
      lockDataDir(dataDir).release();
    } finally {
      other.kill();
    }
  });

  it("takes over a lock of this very pid that this process does not hold (a pid reused after a crash)", () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dataDir).release();
  });

  // Two containers on one volume (a rolling deploy) are both pid 1: a pid written elsewhere says
  // nothing about a process here, so such a lock is never taken over, even when it names our pid.
  it.each([
    [
      "another host",
      () => `${process.pid} 1 host=web-2 boot=${bootId()} pids=${encodeURIComponent(pidNamespace())}`,
      "web-2",
    ],
    [
      "another boot of this host name",
      () => `${process.pid} 1 host=${encodeURIComponent(hostname())} boot=0-other-boot`,
      hostname(),
    ],
    [
      "another container of this host and boot (pid namespace)",
      () => `${process.pid} 1 host=${encodeURIComponent(hostname())} boot=${bootId()} pids=pid%3A%5B1%5D`,
      hostname(),
    ],
  ])("never takes over a lock written on %s: one line says to remove it by hand", (_, lock, host) => {
    const dataDir = freshDir();
    const file = path.join(dataDir, LOCK_FILE);
    writeFileSync(file, `${lock()}\n`);
    const refused = (() => {
      try {
        lockDataDir(dataDir).release();
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `DATA_DIR ${dataDir} is locked by pid ${process.pid} on host ${host}, another machine, container or boot where this process cannot tell whether it still runs: once that shop is stopped, remove ${file} by hand`,
    );
    expect(readFileSync(file, "utf8")).toBe(`${lock()}\n`);
  });

  it.skipIf(!machineOutsideContainers())(
    "takes over a lock this machine wrote before it last started (a power cut), outside containers",
    () => {
      const dataDir = freshDir();
      const file = path.join(dataDir, LOCK_FILE);
      const place = `host=${encodeURIComponent(hostname())} pids=${encodeURIComponent(pidNamespace())}`;
      writeFileSync(file, `1 1 ${place} boot=0-before-the-power-cut machine=${machineId()}\n`);
      lockDataDir(dataDir).release();
      // Another machine id (a cloned image elsewhere) is never taken over.
      writeFileSync(file, `1 1 ${place} boot=0-before-the-power-cut machine=0000other\n`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    },
  );

  it("stops `npm run admin:create` and `npm run db:reset` in a second process while the shop runs", async () => {
    const dataDir = freshDir();
    const shop = await open(dataDir);
    await shop.db.execute(sql`CREATE TABLE signups (email text)`);
    await shop.db.execute(sql`INSERT INTO signups VALUES ('acknowledged@collins.kr')`);

    const admin = await runScript(
      "admin-create.ts",
      ["--email", "ops@collins.kr", "--password", "long-secret-77"],
      dataDir,
    );
    expect(admin.code).toBe(1);
    expect(admin.stderr.trim().split("\n")).toHaveLength(1);
    expect(admin.stderr).toContain(`DATA_DIR ${dataDir} is in use by another process of the shop (pid ${process.pid})`);

    const reset = await runScript("db-reset.ts", [], dataDir);
    expect(reset.code).toBe(1);
    expect(reset.stderr.trim()).toBe(
      `DATA_DIR ${dataDir} is in use by another process of the shop (pid ${process.pid}): stop it first, an embedded (PGlite) database belongs to one process at a time`,
    );
    // The reset deleted nothing: the acknowledged sign-up is still there.
    const answer = (await shop.db.execute(sql`SELECT email FROM signups`)) as unknown as { rows: unknown[] };
    expect(answer.rows).toEqual([{ email: "acknowledged@collins.kr" }]);
  });

  // The reviewer's case for real: two "containers" (pid namespaces) on one volume, both pid 1, with
  // their own host names (Docker's default) or one shared name (compose's `hostname:`).
  it.skipIf(!canUnshare).each([
    ["web-1", "web-2"],
    ["shop", "shop"],
  ])("a second container (%s, then %s) on the volume stops while the first holds it", async (first, second) => {
    const dataDir = freshDir();
    const holder = inContainer(
      first,
      `lockDataDir(${JSON.stringify(dataDir)}); console.log("held by pid", process.pid); setInterval(() => {}, 1000);`,
    );
    try {
      expect(await outputOf(holder, (text) => text.includes("\n"))).toBe("held by pid 1\n");
      const next = inContainer(
        second,
        `try { lockDataDir(${JSON.stringify(dataDir)}); console.log("taken by pid", process.pid); } catch (error) { console.log(error.message); }`,
      );
      expect(await outputOf(next, () => false)).toBe(
        `DATA_DIR ${dataDir} is locked by pid 1 on host ${first}, another machine, container or boot where this process cannot tell whether it still runs: once that shop is stopped, remove ${path.join(dataDir, LOCK_FILE)} by hand\n`,
      );
    } finally {
      const gone = new Promise((resolve) => holder.on("exit", resolve));
      holder.kill("SIGKILL");
      await gone;
    }
  });

  it("lets a second process in after the first was killed without closing", async () => {
    const dataDir = freshDir();
    const holder = promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import { lockDataDir } from ${JSON.stringify(path.join(root, "server/db/data-dir-lock.ts"))};
         lockDataDir(${JSON.stringify(dataDir)}); process.stdout.write("held"); process.kill(process.pid, "SIGKILL");`,
      ],
      { cwd: root },
    ).catch((error: { signal: string; stdout: string }) => error);
    const killed = (await holder) as { signal: string; stdout: string };
    expect(killed).toMatchObject({ signal: "SIGKILL", stdout: "held" });
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const admin = await runScript(
      "admin-create.ts",
      ["--email", "ops@collins.kr", "--password", "long-secret-77"],
      dataDir,
    );
    expect(admin.code).toBe(0);
    expect(admin.stdout).toContain("Operator ops@collins.kr (대표) is ready.");
  });
});

function machineId(): string {
  try {
    return readFileSync("/etc/machine-id", "utf8").trim();
  } catch {
    return "";
  }
}

/** The test machine runs outside any container and has a machine id (a laptop, a VM). */
function machineOutsideContainers(): boolean {
  return machineId() !== "" && pidNamespace() === "pid:[4026531836]";
}
