// npm run lighthouse (issue #10 "Lighthouse"): the lighthouse package with the system Chromium, on
// its default mobile settings (simulated slow 4G and a 4× slower CPU), five runs per page of the
// production build; prints the median of each score and timing and writes them to bench/results/,
// with the Chromium version, Lighthouse's benchmark index (the machine's speed as Lighthouse measured
// it during each run) and the load average, since the figures depend on browser and machine (issue 19).
// Each page is measured both ways Lighthouse knows (decision 22): "simulate", its default, which loads
// the page at full speed and estimates a slow phone from that load (Lantern), and "devtools", which
// loads it through the slow 4G network and 4× slower CPU it describes.
import { execFile } from "node:child_process";
import { cpus, hostname, loadavg } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startServer } from "../tests/e2e/support/server";
import { writeReport } from "./report-file";

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = ["/", "/collection/all", "/product/collins-incense"];
const METHODS = ["simulate", "devtools"] as const;
type Method = (typeof METHODS)[number];
/** Lighthouse's "something went wrong with recording the trace", now and then on a good page. */
const TRACE_LOST = /NO_NAVSTART|NO_FCP/;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const lighthouseBin = path.join(import.meta.dirname, "../node_modules/.bin/lighthouse");

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  benchmarkIndex: number;
};

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
  environment: { benchmarkIndex: number };
};

async function lighthouse(url: string, method: Method): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await run(
        lighthouseBin,
        [
          url,
          "--quiet",
          "--output=json",
          `--throttling-method=${method}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
      );
      return stdout;
    } catch (error) {
      if (attempt === 3 || !TRACE_LOST.test(String(error))) throw error;
      process.stdout.write(`${url} (${method}): the trace was lost, run again\n`);
    }
  }
}

async function audit(url: string, method: Method): Promise<Figures> {
  const stdout = await lighthouse(url, method);
  const report = JSON.parse(stdout) as Report;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const value = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(value("total-blocking-time")),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main() {
  const chromium = (await run(CHROMIUM, ["--version"])).stdout.trim().replace(/ built on .*/, "");
  const loadBefore = loadavg()[0]?.toFixed(2);
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const rows: ({ page: string; method: Method; load: string } & Figures)[] = [];
  try {
    for (const page of PAGES) {
      await fetch(`${server.url}${page}`);
      for (const method of METHODS) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await audit(`${server.url}${page}`, method));
        const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
        const row = Object.fromEntries(
          keys.map((key) => [key, median(runs.map((figures) => figures[key]))]),
        ) as Figures;
        rows.push({ page, method, ...row, load: loadavg()[0]?.toFixed(2) ?? "" });
        process.stdout.write(`${page} (${method}): ${JSON.stringify(row)}\n`);
      }
    }
  } finally {
    await server.stop();
  }
  const date = new Date().toISOString();
  const machine = `${hostname()}, ${cpus().length} × ${cpus()[0]?.model.trim()}; load average (1 min) ${loadBefore} before, ${loadavg()[0]?.toFixed(2)} after`;
  const lines = [
    `# Lighthouse ${date}`,
    "",
    `Machine: ${machine}. ${chromium}. Mobile settings (Lighthouse defaults), median of ${RUNS} runs; throttling \`simulate\` is Lighthouse's default estimate (Lantern), \`devtools\` loads the page through the throttled network and CPU; benchmark index is Lighthouse's \`environment.benchmarkIndex\` (median), load is the 1-minute load average after the page's runs.`,
    "",
    "| page | throttling | performance | accessibility | best practices | SEO | FCP ms | LCP ms | CLS | TBT ms | benchmark index | load |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (row) =>
        `| \`${row.page}\` | ${row.method} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} | ${row.benchmarkIndex} | ${row.load} |`,
    ),
  ];
  const stem = `lighthouse-${date.slice(0, 16).replace(":", "")}-${hostname()}`;
  writeReport(stem, `${lines.join("\n")}\n`, { date, machine, chromium, runs: RUNS, rows });
  process.stdout.write(`\n${lines.join("\n")}\n\nwritten to bench/results/${stem}.md and .json\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
