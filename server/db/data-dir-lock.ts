// The exclusive lock on an embedded (PGlite) DATA_DIR: one process at a time may open its database.
// Two processes on one directory each keep their own copy of the data in memory and overwrite each
// other's files, so an acknowledged write could vanish (issue 18).
import {
  linkSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "db.lock";

/** Another live process holds the directory; the message is the one line an operator reads. */
export class DataDirInUseError extends Error {
  /**
   * `host` is set when the holder runs where this process cannot see whether it is alive (another
   * machine, container or boot): its lock is never taken over, the operator removes it by hand.
   */
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly host?: string,
  ) {
    super(
      host === undefined
        ? `DATA_DIR ${dataDir} is in use by another process of the shop (pid ${pid}): stop it first, an embedded (PGlite) database belongs to one process at a time`
        : `DATA_DIR ${dataDir} is locked by pid ${pid} on host ${host}, another machine, container or boot where this process cannot tell whether it still runs: once that shop is stopped, remove ${path.join(dataDir, LOCK_FILE)} by hand`,
    );
    this.name = "DataDirInUseError";
  }
}

export type DataDirLock = { dataDir: string; release(): void };

/**
 * Where a process runs: its host name, the kernel's boot id and its pid namespace. A pid (and the
 * start time beside it) means something only where all three are the same: two containers on one
 * volume are both pid 1.
 */
type Place = { host?: string; boot?: string; pids?: string; machine?: string };

type Holder = Place & { pid: number; started: string; text: string };

const here: Place = {
  host: hostname(),
  boot: readOr(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
  pids: readOr(() => readlinkSync("/proc/self/ns/pid")),
  machine: readOr(() => readFileSync("/etc/machine-id", "utf8").trim()),
};

/** The pid namespace of a machine's own processes, outside any container (the kernel's fixed inode). */
const INIT_PID_NAMESPACE = "pid:[4026531836]";

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
  const text = `${process.pid} ${startTimeOf(process.pid) ?? ""}${placeFields(here)}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (create(file, text)) return holding(directory, file, text);
    const holder = readHolder(file);
    if (!holder) continue;
    if (beforeThisBoot(holder)) {
      removeStale(file, holder);
      continue;
    }
    if (elsewhere(holder)) throw new DataDirInUseError(directory, holder.pid, holder.host ?? "(unknown)");
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
  const [pid, started = "", ...fields] = text.trim().split(" ");
  const place = Object.fromEntries(
    fields.map((field) => [
      field.slice(0, field.indexOf("=")),
      decodeURIComponent(field.slice(field.indexOf("=") + 1)),
    ]),
  );
  return {
    pid: Number(pid),
    started,
    host: place.host,
    boot: place.boot,
    pids: place.pids,
    machine: place.machine,
    text,
  };
}

/**
 * The place after the pid and start time, as ` host=… boot=… pids=…`: a shop of an earlier version
 * still reads the pid and start time first. Values are URI-encoded (no space, no '=').
 */
function placeFields(place: Place): string {
  return (["host", "boot", "pids", "machine"] as const)
    .filter((key) => place[key] !== undefined)
    .map((key) => ` ${key}=${encodeURIComponent(place[key] ?? "")}`)
    .join("");
}

/**
 * Whether the holder wrote its lock in another place (a field both sides know differs): its pid says
 * nothing here. A lock of an earlier version, without these fields, is judged by its pid as before.
 */
function elsewhere(holder: Holder): boolean {
  return (["host", "boot", "pids", "machine"] as const).some(
    (key) => holder[key] !== undefined && here[key] !== undefined && holder[key] !== here[key],
  );
}

/**
 * Whether the holder was a process of this very machine before it last started (a power cut, a
 * crash): same host name and machine id, both outside any container, another boot. Every process of
 * that boot is gone, so the laptop or server that restarts the shop after a crash needs no hand on
 * the lock. Containers share machine ids and host names across machines, so they never qualify.
 */
function beforeThisBoot(holder: Holder): boolean {
  return (
    holder.boot !== undefined &&
    here.boot !== undefined &&
    holder.boot !== here.boot &&
    holder.host === here.host &&
    holder.machine !== undefined &&
    holder.machine === here.machine &&
    holder.pids === INIT_PID_NAMESPACE &&
    here.pids === INIT_PID_NAMESPACE
  );
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

function readOr(read: () => string): string | undefined {
  try {
    return read() || undefined;
  } catch {
    return undefined;
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
