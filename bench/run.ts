// npm run bench (issue #10 "Speed"): the production build under autocannon, on PGlite and on
// PostgreSQL, against the API reads and the server-rendered catalog pages (kept by the full-page
// cache, rendered anew with PAGE_CACHE=off, and with CATALOG_CACHE=off as well), next to a
// ceiling: plain node:http answering the same bytes from memory. Each target and its ceiling are
// measured in turn, three rounds (A/B/A/B/A/B, issue 23), so a busy moment of the shared machine
// falls on both and not on one of them. Prints the medians of requests/s, p50 and p99 and the
// share of the ceiling, and writes them with each round to bench/results/ with the date and the machine.
import { spawn } from "node:child_process";
import { get } from "node:http";
import { cpus, hostname, loadavg, totalmem } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, type RunningServer, startServer } from "../tests/e2e/support/server";
import { BROWSER_ACCEPT_ENCODING } from "./browser";
import { alternate, bestCeilings, type Figures, type Repeated, summarize } from "./figures";
import { writeReport } from "./report-file";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Load before the first measurement of a URL, not counted: the JIT compiles the hot paths in the first seconds. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const PAGES = ["/", "/collection/all", "/product/collins-incense"];

type Row = { database: string; target: string; kind: string } & Repeated & { ceiling: Repeated };

/** What a browser sends (Chromium's Accept-Encoding), for the rows that ask for gzip. */
const BROWSER = { "accept-encoding": BROWSER_ACCEPT_ENCODING };

async function measure(url: string, gzip: boolean): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: gzip ? BROWSER : {} });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The URLs warmed up already (with their encoding): a server's first load, not each round's. */
const warmedUp = new Set<string>();

/** A target and its ceiling, ROUNDS times in turn after a warm-up of each; the medians of both. */
async function measureAlternately(
  target: string,
  ceiling: string,
  gzip: boolean,
): Promise<{ target: Repeated; ceiling: Repeated }> {
  for (const url of [target, ceiling].filter((url) => !warmedUp.has(`${url} ${gzip}`))) {
    const headers = gzip ? BROWSER : {};
    if (WARMUP_SECONDS > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
    warmedUp.add(`${url} ${gzip}`);
  }
  const rounds = new Map<string, Figures[]>([
    [target, []],
    [ceiling, []],
  ]);
  for (const url of alternate(target, ceiling, ROUNDS)) rounds.get(url)?.push(await measure(url, gzip));
  return { target: summarize(rounds.get(target) ?? []), ceiling: summarize(rounds.get(ceiling) ?? []) };
}

/** An answer as the ceiling sends it: its text, and the shop's gzip bytes (base64) when it sent any. */
type Page = { type: string; body: string; gzip?: string };

/** The bytes the shop sends a browser that asks for gzip, as they are (fetch would decode them). */
function gzipBytesOf(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve(response.headers["content-encoding"] === "gzip" ? Buffer.concat(chunks).toString("base64") : undefined),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** Every target once, so the first measured request is not the first of the process. */
async function warm(base: string, targets: string[]): Promise<Record<string, Page>> {
  const pages: Record<string, Page> = {};
  for (const target of targets) {
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${base}${target}`);
      if (!response.ok) throw new Error(`${target} answered ${response.status}`);
      pages[target] = { type: response.headers.get("content-type") ?? "text/html", body: await response.text() };
    }
    const gzip = await gzipBytesOf(`${base}${target}`);
    if (gzip) (pages[target] as Page).gzip = gzip;
  }
  return pages;
}

async function startCeiling(pages: Record<string, Page>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "ceiling.ts")], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`ceiling exited ${code}`)));
    child.stdin.end(JSON.stringify({ port, pages }));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `collins_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString();
  try {
    return await work(url);
  } finally {
    const drop = new pg.Client({ connectionString: POSTGRES });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  }
}

/** The API reads of the issue; the collection list asks for the "all" collection's first page. */
async function apiTargets(base: string): Promise<string[]> {
  const collections = (await (await fetch(`${base}/api/v2/collection/all`)).json()) as { id: number; url: string }[];
  const all = collections.find((collection) => collection.url === "all");
  if (!all) throw new Error("no 'all' collection in the demo catalog");
  return ["/api/product/collins-incense", `/api/v2/collection/list?id=${all.id}&page=1`, "/api/cart/count"];
}

/** The renders without the full-page cache: with the catalog reads kept, and with no cache at all. */
const RENDERED: { kind: string; env: Record<string, string> }[] = [
  { kind: "page, rendered", env: { PAGE_CACHE: "off" } },
  { kind: "page, rendered, no caches", env: { PAGE_CACHE: "off", CATALOG_CACHE: "off" } },
];

async function withServer<T>(
  options: Parameters<typeof startServer>[0],
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(options);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  const measureRow = async (kind: string, base: string, ceiling: string, target: string, gzip = false) => {
    const measured = await measureAlternately(`${base}${target}`, `${ceiling}${target}`, gzip);
    rows.push({ database, target, kind, ...measured.target, ceiling: measured.ceiling });
    process.stdout.write(
      `${database} ${kind} ${target}: ${measured.target.requestsPerSecond} req/s, ceiling ${measured.ceiling.requestsPerSecond}\n`,
    );
  };
  // The ceiling answers what the cached server answered, and stays up for the rendered rows too.
  const stops: (() => void)[] = [];
  try {
    const { ceiling, dataDir } = await withServer({ env }, async (cached) => {
      const targets = [...(await apiTargets(cached.url)), ...PAGES];
      const started = await startCeiling(await warm(cached.url, targets));
      stops.push(started.stop);
      for (const target of targets) {
        await measureRow(target.startsWith("/api/") ? "API" : "page, cached", cached.url, started.url, target);
      }
      // What a browser gets: the kept page gzip (decision 28), against the ceiling sending the same bytes.
      for (const target of PAGES) await measureRow("page, cached, gzip", cached.url, started.url, target, true);
      return { ceiling: started.url, dataDir: cached.dataDir };
    });
    for (const variant of RENDERED) {
      await withServer({ env: { ...env, ...variant.env }, dataDir }, async (server) => {
        await warm(server.url, PAGES);
        for (const target of PAGES) await measureRow(variant.kind, server.url, ceiling, target);
      });
    }
  } finally {
    for (const stop of stops) stop();
  }
  return rows;
}

const share = (value: number, of: number) => (of ? `${((value / of) * 100).toFixed(1)} %` : "—");
const range = (figures: Repeated) => `${figures.spread.requestsPerSecond.min}–${figures.spread.requestsPerSecond.max}`;

/** A row's share of its own ceiling, and of the best ceiling measured for the same bytes in its pass. */
function table(rows: Row[]): string {
  const lines = [
    "| database | target | kind | req/s | min–max | p50 ms | p99 ms | ceiling req/s | min–max | share of ceiling | of the best ceiling for these bytes | errors |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const best = bestCeilings(
    rows.map((row) => ({
      database: row.database,
      target: row.target,
      gzip: row.kind.endsWith("gzip"),
      ceiling: row.ceiling.requestsPerSecond,
    })),
  );
  rows.forEach((row, index) => {
    lines.push(
      `| ${row.database} | \`${row.target}\` | ${row.kind} | ${row.requestsPerSecond} | ${range(row)} | ${row.p50} | ${row.p99} | ${row.ceiling.requestsPerSecond} | ${range(row.ceiling)} | ${share(row.requestsPerSecond, row.ceiling.requestsPerSecond)} | ${share(row.requestsPerSecond, best[index] ?? 0)} | ${row.errors + row.non2xx} |`,
    );
  });
  return lines.join("\n");
}

async function main() {
  const loadBefore = loadavg()[0]?.toFixed(2);
  const shared = { PUBLIC_BASE_URL: "http://127.0.0.1", LOG_LEVEL: "warn" };
  const rows = [
    ...(await benchDatabase("PGlite", shared)),
    ...(await withPostgresDatabase((url) => benchDatabase("PostgreSQL", { ...shared, DATABASE_URL: url }))),
  ];
  const machine = `${hostname()}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = new Date().toISOString();
  const load = `load average (1 min) ${loadBefore} before, ${loadavg()[0]?.toFixed(2)} after`;
  const method = `${CONNECTIONS} connections (autocannon). Each target and its ceiling in turn, ${ROUNDS} rounds of ${SECONDS} s each (A/B/A/B…), after one warm-up of ${WARMUP_SECONDS} s of each; req/s, p50 and p99 are the medians of the rounds, min–max the spread of req/s, errors the sum.`;
  const report = `# Benchmark ${date}\n\nMachine: ${machine}; ${load}\n\n${method}\n\n${table(rows)}\n`;
  const stem = `${date.slice(0, 16).replace(":", "")}-${hostname()}`;
  writeReport(stem, report, {
    date,
    machine,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    rounds: ROUNDS,
    rows,
  });
  process.stdout.write(`\n${report}\nwritten to bench/results/${stem}.md and .json\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
