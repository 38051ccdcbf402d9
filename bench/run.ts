// npm run bench (issue #10 "Speed"): the production build under autocannon, on PGlite and on
// PostgreSQL, against the API reads and the server-rendered catalog pages (kept by the full-page
// cache, rendered anew with PAGE_CACHE=off, and with CATALOG_CACHE=off as well), next to a
// ceiling: plain node:http answering the same bytes from memory. Prints requests/s, p50 and p99 and each as a share of the ceiling, and
// writes them to bench/results/ with the date and the machine.
import { spawn } from "node:child_process";
import { cpus, hostname, loadavg, totalmem } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startServer } from "../tests/e2e/support/server";
import { writeReport } from "./report-file";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Load before each measurement, not counted: the JIT compiles the hot paths in the first seconds. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const PAGES = ["/", "/collection/all", "/product/collins-incense"];

type Figures = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };
type Row = { database: string; target: string; kind: string } & Figures & { ceiling: Figures | null };

async function measure(url: string): Promise<Figures> {
  if (WARMUP_SECONDS > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Every target once, so the first measured request is not the first of the process. */
async function warm(base: string, targets: string[]): Promise<Record<string, { type: string; body: string }>> {
  const pages: Record<string, { type: string; body: string }> = {};
  for (const target of targets) {
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${base}${target}`);
      if (!response.ok) throw new Error(`${target} answered ${response.status}`);
      pages[target] = { type: response.headers.get("content-type") ?? "text/html", body: await response.text() };
    }
  }
  return pages;
}

async function startCeiling(pages: Record<string, { type: string; body: string }>) {
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

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  const cached = await startServer({ env });
  const targets = [...(await apiTargets(cached.url)), ...PAGES];
  try {
    const pages = await warm(cached.url, targets);
    const ceiling = await startCeiling(pages);
    try {
      for (const target of targets) {
        const kind = target.startsWith("/api/") ? "API" : "page, cached";
        const figures = await measure(`${cached.url}${target}`);
        rows.push({ database, target, kind, ...figures, ceiling: await measure(`${ceiling.url}${target}`) });
        process.stdout.write(`${database} ${kind} ${target}: ${figures.requestsPerSecond} req/s\n`);
      }
    } finally {
      ceiling.stop();
    }
  } finally {
    await cached.stop();
  }
  for (const variant of RENDERED) {
    const server = await startServer({ env: { ...env, ...variant.env }, dataDir: cached.dataDir });
    try {
      await warm(server.url, PAGES);
      for (const target of PAGES) {
        const figures = await measure(`${server.url}${target}`);
        const ceilingRow = rows.find((row) => row.target === target)?.ceiling ?? null;
        rows.push({ database, target, kind: variant.kind, ...figures, ceiling: ceilingRow });
        process.stdout.write(`${database} ${variant.kind} ${target}: ${figures.requestsPerSecond} req/s\n`);
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}

const share = (value: number, of: number | undefined) => (of ? `${((value / of) * 100).toFixed(1)} %` : "—");

function table(rows: Row[]): string {
  const lines = [
    "| database | target | kind | req/s | p50 ms | p99 ms | ceiling req/s | share of ceiling | errors |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.database} | \`${row.target}\` | ${row.kind} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.ceiling?.requestsPerSecond ?? "—"} | ${share(row.requestsPerSecond, row.ceiling?.requestsPerSecond)} | ${row.errors + row.non2xx} |`,
    );
  }
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
  const report = `# Benchmark ${date}\n\nMachine: ${machine}; ${load}\n\n${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s of warm-up (autocannon).\n\n${table(rows)}\n`;
  const stem = `${date.slice(0, 16).replace(":", "")}-${hostname()}`;
  writeReport(stem, report, {
    date,
    machine,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    rows,
  });
  process.stdout.write(`\n${report}\nwritten to bench/results/${stem}.md and .json\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
