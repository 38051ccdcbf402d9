// CPU time from /proc (Linux): what each part of a benchmark costs the machine's cores.
import { readdirSync, readFileSync } from "node:fs";

/** Linux counts CPU time in clock ticks of USER_HZ = 100 a second. */
const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command's name (field 3 on), or null if it has ended. */
function statOf(pid: number | string): { name: string; fields: string[] } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    return { name: stat.slice(stat.indexOf("(") + 1, close), fields: stat.slice(close + 2).split(" ") };
  } catch {
    return null;
  }
}

/** A process's user and system CPU time so far, in ms (0 once it has ended). */
export function cpuMs(pid: number | undefined): number {
  const stat = pid === undefined ? null : statOf(pid);
  return stat ? (Number(stat.fields[11]) + Number(stat.fields[12])) * TICK_MS : 0;
}

/**
 * A child process's CPU time so far, in ms, also once it has ended: from /proc while it runs, then
 * what it `reported` of itself at the end (an ended process's /proc entry is gone, and reading 0
 * there made a slice's CPU negative).
 */
export function childCpuMs(pid: number | undefined, reported: Promise<number>): () => number {
  let ended = 0;
  reported.then(
    (ms) => {
      ended = ms;
    },
    () => undefined,
  );
  return () => cpuMs(pid) || ended;
}

/** This process's own user and system CPU time so far, in ms (what a child reports at its end). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Every PostgreSQL process's CPU time so far, in ms, and what its ended children used (a session
 * that ended is counted in the postmaster's children's time).
 */
export function postgresCpuMs(): number {
  let ms = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat?.name !== "postgres") continue;
    const [utime, stime, cutime, cstime] = stat.fields.slice(11, 15).map(Number);
    ms += ((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) * TICK_MS;
  }
  return ms;
}

/** A process and its live descendants (varnishd: the manager and its cache child). */
export function processTree(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat) parents.set(Number(entry), Number(stat.fields[1]));
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid, steps = 0; at !== undefined && at > 1 && steps < 64; steps += 1) {
      if (at === rootPid) return true;
      at = parents.get(at);
    }
    return false;
  };
  return [...parents.keys()].filter(inTree);
}

/** A process's and its live descendants' CPU time so far, in ms. */
export function processTreeCpuMs(rootPid: number | undefined): number {
  return rootPid === undefined ? 0 : processTree(rootPid).reduce((sum, pid) => sum + cpuMs(pid), 0);
}

/** The CPU time all cores of the machine spent busy so far, in ms (/proc/stat: all but idle and iowait). */
export function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return [user, nice, system, irq, softirq, steal].reduce<number>((sum, ticks) => sum + (ticks ?? 0), 0) * TICK_MS;
}
