// The exclusive lock on an embedded (PGlite) DATA_DIR: one process at a time may open its database.
// Two processes on one directory each keep their own copy of the data in memory and overwrite each
// other's files, so an acknowledged write could vanish (issue 18).
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "db.lock";

/** Another live process holds the directory; the message is the one line an operator reads. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process of the shop (pid ${pid}): stop it first, an embedded (PGlite) database belongs to one process at a time`,
    );
    this.name = "DataDirInUseError";
  }
}

export type DataDirLock = { dataDir: string; release(): void };

type Holder = { pid: number; started: string; text: string };

/** Locks held by this process, so a pid of ours in a lock file is told apart from an older process's. */
const held = new Set<string>();

/**
 * Takes the lock of `dataDir` (creating the directory), or throws DataDirInUseError while a live
 * process holds it. A lock left by a process that is gone (or whose pid now names another process)
 * is taken over. Released by `release()` and, at the latest, when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const directory = path.resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, LOCK_FILE);
  const text = `${process.pid} ${startTimeOf(process.pid) ?? ""}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (create(file, text)) return holding(directory, file, text);
    const holder = readHolder(file);
    if (!holder) continue;
    if (isRunning(holder, file)) throw new DataDirInUseError(directory, holder.pid);
    removeStale(file, holder);
  }
  throw new Error(`could not take the lock ${file}`);
}

/** Creates the lock file whole (written aside, then linked in: never seen half-written). */
function create(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}.new`;
  writeFileSync(draft, text);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function holding(directory: string, file: string, text: string): DataDirLock {
  held.add(file);
  const release = () => {
    process.off("exit", release);
    if (!held.delete(file)) return;
    if (readHolder(file)?.text === text) rmSync(file, { force: true });
  };
  process.on("exit", release);
  return { dataDir: directory, release };
}

function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const [pid, started = ""] = text.trim().split(" ");
  return { pid: Number(pid), started, text };
}

function isRunning(holder: Holder, file: string): boolean {
  if (!Number.isSafeInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = procStat(holder.pid);
  // Without /proc (not Linux) a live pid is taken at its word.
  if (!now) return true;
  if (now.state === "Z" || now.state === "X") return false;
  return holder.started === "" || holder.started === now.started;
}

/**
 * Moves a stale lock aside and deletes it, unless another process replaced it in the meantime (then
 * that fresh lock is put back and the next attempt finds its holder alive).
 */
function removeStale(file: string, stale: Holder): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    if (readHolder(aside)?.text !== stale.text) linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(aside);
  }
}

/** When the process started (clock ticks since boot, /proc/PID/stat field 22): tells a reused pid apart. */
function startTimeOf(pid: number): string | undefined {
  return procStat(pid)?.started;
}

function procStat(pid: number): { state: string; started: string } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", started: fields[19] ?? "" };
}
