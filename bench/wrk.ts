// The browsing of npm run bench:sale, driven by wrk (the Debian package `wrk`, a C load generator)
// with bench/browse.lua. autocannon, in Node, was the benchmark's bottleneck: on a slow machine it
// made 938–1,104 pages/s at a p99 of 107–129 ms while the two instances used half a core between them,
// and wrk made 4,897–5,011 pages/s from the same instances at a p99 of 38–46 ms using a quarter of a
// core (2026-12-03, docs/quality.md "Sale day").
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { BROWSER_ACCEPT_ENCODING } from "./browser";
import type { Browse } from "./sale-report";

/** What bench/browse.lua's done() writes: latencies in µs, wrk's own CPU time in ms. */
type WrkResult = {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  p999Us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  cpuMs: number;
};

const RESULT = /^WRK_RESULT (\{.*\})$/m;

const ms = (us: number) => Math.round(us / 100) / 10;

/** The browse figures and wrk's CPU time (ms) in what a run of bench/browse.lua printed. */
export function browseOfWrk(output: string): { browse: Browse; cpuMs: number } {
  const line = RESULT.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const result = JSON.parse(line) as WrkResult;
  const seconds = result.durationUs / 1e6;
  return {
    browse: {
      requestsPerSecond: seconds > 0 ? Math.round(result.requests / seconds) : 0,
      p50: ms(result.p50Us),
      p99: ms(result.p99Us),
      p99_9: ms(result.p999Us),
      requests: result.requests,
      seconds: Math.round(seconds * 100) / 100,
      errors: result.connect + result.read + result.write + result.timeout,
      non2xx: result.status,
    },
    cpuMs: result.cpuMs,
  };
}

const INTERRUPT_AGAIN_MS = 200;

const NOTHING_MEASURED: Browse = {
  requestsPerSecond: 0,
  p50: 0,
  p99: 0,
  p99_9: 0,
  requests: 0,
  seconds: 0,
  errors: 0,
  non2xx: 0,
};

/** Stops with a clear message where wrk is not installed. */
export function requireWrk(): void {
  const probe = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (probe.error) {
    throw new Error("npm run bench:sale browses with wrk: install it first (Debian: apt-get install -y wrk)");
  }
}

/**
 * Browses `paths` on every one of `urls` (one wrk thread each, `connections` shared between them)
 * for `seconds`, or until `stop` is called (wrk ends on SIGINT and reports what it measured).
 */
export function browseWithWrk(
  urls: string[],
  paths: string[],
  seconds: number,
  connections: number,
  /** The cores wrk may run on (taskset's list, "1"), or every core. */
  cores?: string,
) {
  const targets = urls.map((url) => new URL(url).host);
  const child = spawn(
    cores ? "taskset" : "wrk",
    [
      ...(cores ? ["-c", cores, "wrk"] : []),
      `-t${urls.length}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "-s",
      path.join(import.meta.dirname, "browse.lua"),
      urls[0] ?? "",
    ],
    {
      env: {
        ...process.env,
        WRK_TARGETS: targets.join(","),
        WRK_PATHS: paths.join(","),
        WRK_ACCEPT_ENCODING: BROWSER_ACCEPT_ENCODING,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  let stopped = false;
  let closed = false;
  const figures = new Promise<{ browse: Browse; cpuMs: number }>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (_code, signal) => {
      closed = true;
      // Stopped before wrk took SIGINT as its signal to report: nothing was measured.
      if (stopped && signal === "SIGINT" && !RESULT.test(output)) {
        resolve({ browse: NOTHING_MEASURED, cpuMs: 0 });
        return;
      }
      try {
        resolve(browseOfWrk(output));
      } catch (error) {
        reject(error);
      }
    });
  });
  // A SIGINT that lands after wrk set up its handler but before it went to sleep for the run's
  // duration is taken, and the run goes on to its end: wrk is interrupted again until it ends.
  const stop = () => {
    if (stopped || closed) return;
    stopped = true;
    const interrupt = () => {
      if (!closed) child.kill("SIGINT");
    };
    interrupt();
    const again = setInterval(interrupt, INTERRUPT_AGAIN_MS);
    child.once("close", () => clearInterval(again));
  };
  return { figures, stop };
}
