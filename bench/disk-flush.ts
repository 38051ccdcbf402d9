// How long the machine's disk takes to flush while `npm run bench:sale` runs: a worker thread writes
// 8 KB and calls fdatasync every 20 ms, as PostgreSQL does with its WAL at each commit, and keeps
// each flush's time. On the 2-core machine of 2026-12-03 such a flush took at most 1.4 ms alone and
// up to 324 ms while wrk browsed the instances at full rate, when every checkout's commit waited as
// long (PostgreSQL's wait events WALSync and WALWrite): the report shows it next to the checkout's
// p99, so a reader can tell the shop's tail from the disk's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { percentile } from "./figures";

/** Flushes in one stretch of time: how many, and their p50, p99 and longest time in ms. */
export type Flush = { count: number; p50: number; p99: number; max: number };

/** One flush: when it began (ms since the epoch) and how long it took (ms). */
type Sample = readonly [at: number, ms: number];

const EVERY_MS = 20;

const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const stop = new Int32Array(workerData.stop);
const pause = new Int32Array(new SharedArrayBuffer(4));
const fd = fs.openSync(workerData.file, "w");
const block = Buffer.alloc(8192, 1);
while (Atomics.load(stop, 0) === 0) {
  const at = performance.timeOrigin + performance.now();
  fs.writeSync(fd, block, 0, block.length, 0);
  fs.fdatasyncSync(fd);
  parentPort.postMessage([at, performance.timeOrigin + performance.now() - at]);
  Atomics.wait(pause, 0, 0, workerData.everyMs);
}
fs.closeSync(fd);
`;

/** The flushes' figures; all zero when there were none. */
export function flushFigures(ms: number[]): Flush {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: ms.length,
    p50: round(percentile(ms, 50)),
    p99: round(percentile(ms, 99)),
    max: round(Math.max(0, ...ms)),
  };
}

/** Flushes in `dir`'s file system until stopped; `between` answers those that began in a stretch of time. */
export function startFlushProbe(dir = tmpdir()) {
  const folder = mkdtempSync(path.join(dir, "collins-flush-"));
  const stop = new SharedArrayBuffer(4);
  const samples: Sample[] = [];
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file: path.join(folder, "probe"), stop, everyMs: EVERY_MS },
  });
  worker.on("message", (sample: Sample) => samples.push(sample));
  const exited = new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", () => resolve());
  });
  return {
    /** Now, on the clock of `between` (ms since the epoch). */
    now: () => performance.timeOrigin + performance.now(),
    between(from: number, to: number): number[] {
      return samples.filter(([at]) => at >= from && at < to).map(([, ms]) => ms);
    },
    async stop(): Promise<void> {
      Atomics.store(new Int32Array(stop), 0, 1);
      try {
        await exited;
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
