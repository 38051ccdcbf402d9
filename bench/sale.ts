// npm run bench:sale (issue 23 "Sale day"): two app instances on one fresh PostgreSQL database.
// Anonymous shoppers browse the home, collection and product pages at full rate (wrk over both
// instances, bench/wrk.ts) in slices: alone ("quiet") and while buyers check out one limited product
// through the PortOne simulator ("sale"), in turn until it sells out (the machine's speed drifts
// within minutes: slices in turn see the same drift in both phases). Prints the figures next to
// the targets and writes them to bench/results/ with the machine, Node, the commit and the
// settings. `--varnish`: the shoppers (browsing and buyers) go through Varnish with the repository's
// VCL in front of the two instances, which purge it by surrogate key (decision 25), as on a CDN; a
// CDN runs on machines of its own, so Varnish and wrk get the last core and the instances and the
// buyers the others (taskset; PostgreSQL runs anywhere).
import { execFileSync } from "node:child_process";
import { cpus, hostname, loadavg, totalmem } from "node:os";
import { PAID_ORDER_STATUSES } from "../core/checkout";
import { freePort, type RunningServer } from "../tests/e2e/support/server";
import { envNumber, errorLines, sleep, startInstance, stopInstance } from "../tests/reliability/support/app";
import { Ledger, prepareShopDatabase } from "../tests/reliability/support/ledger";
import { createFreshDatabase } from "../tests/reliability/support/postgres";
import { type Buyable, type ShopperOptions, Stats, Visit } from "../tests/reliability/support/shoppers";
import { type RunningVarnish, startVarnish, varnishdPath } from "../tests/reliability/support/varnish";
import { flushFigures, startFlushProbe } from "./disk-flush";
import { cpuMs, machineBusyMs, postgresCpuMs, processTree, processTreeCpuMs } from "./proc-cpu";
import { writeReport } from "./report-file";
import {
  BUYER_RATE,
  buyersInTheirOwnProcess,
  DECLINE_SHARE,
  MAX_BUYERS,
  MAX_SALE_SECONDS,
  stockLeft,
  THINK_MS,
} from "./sale-buyers";
import { type Cpu, pooled, type SaleResult, type SaleSettings, type Slice, saleMarkdown } from "./sale-report";
import { browseWithWrk, requireWrk } from "./wrk";

const SLICE_SECONDS = envNumber("SALE_SLICE_SECONDS", 10);
/** Buyers arrive this long before a sale slice is measured: a checkout takes 1–2 s, so the slice sees as many at once as a long sale. */
const RAMP_SECONDS = envNumber("SALE_RAMP_SECONDS", 2);
/** Long enough for both instances' JIT: after 3 s the quiet phase after the sale ran up to 50 % faster than before it. */
const WARMUP_SECONDS = envNumber("SALE_WARMUP_SECONDS", 10);
const STOCK = envNumber("SALE_STOCK", 150);
const CONNECTIONS = envNumber("SALE_CONNECTIONS", 50);
const FRONT: SaleSettings["front"] = process.argv.includes("--varnish") ? "varnish" : "instances";
/** With Varnish: its core and wrk's (the last), and the shop's (the others), as taskset lists. */
const CORES =
  FRONT === "varnish" && cpus().length >= 2
    ? { front: String(cpus().length - 1), shop: cpus().length > 2 ? `0-${cpus().length - 2}` : "0" }
    : undefined;

/** Varnish's counters that tell how its visitors were served (varnishstat), by their names. */
const VARNISH_COUNTERS = [
  "cache_hit",
  "cache_hit_grace",
  "cache_miss",
  "cache_hitmiss",
  "cache_hitpass",
  "backend_req",
  "busy_sleep",
  "busy_wakeup",
] as const;

function varnishCounters(varnish: RunningVarnish): Record<string, number> {
  const stat = JSON.parse(execFileSync("varnishstat", ["-n", varnish.workDir, "-1", "-j"], { encoding: "utf8" })) as {
    counters: Record<string, { value: number }>;
  };
  return Object.fromEntries(VARNISH_COUNTERS.map((name) => [name, stat.counters[`MAIN.${name}`]?.value ?? 0]));
}

/** Keeps every thread of `pids` on `cores` (taskset's list). */
function pin(pids: (number | undefined)[], cores: string) {
  for (const pid of pids) if (pid !== undefined) execFileSync("taskset", ["-a", "-p", "-c", cores, String(pid)]);
}

async function soldUnits(ledger: Ledger, productId: number): Promise<number> {
  const { rows } = await ledger.query<{ sold: string }>(
    `SELECT coalesce(sum(l.quantity), 0) AS sold FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.product_id = $1 AND NOT l.is_gift AND o.status = ANY($2::text[])`,
    [productId, PAID_ORDER_STATUSES],
  );
  return Number(rows[0]?.sold ?? 0);
}

/** A few checkouts of another product first, so the buyers do not meet a cold JIT. */
async function warmCheckouts(urls: string[], item: Buyable) {
  const options: ShopperOptions = {
    targets: () => urls,
    buyables: [item],
    stats: new Stats(),
    checkoutShare: 1,
    declineShare: 0,
    lineQuantity: 1,
    thinkMs: 0,
    retryUnavailableMs: 0,
    timeoutMs: 15_000,
    browse: false,
  };
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(Array.from({ length: 4 }, (_, index) => new Visit(options, `10.2.${round}.${index}`).checkout()));
  }
}

async function warmPages(urls: string[], paths: string[]) {
  for (const url of urls) {
    for (const path of paths) {
      const response = await fetch(`${url}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.text();
    }
  }
}

/** The CPU time each part of the benchmark has used so far, in ms (`wallMs`: now). */
function cpuNow(instances: RunningServer[], buyers: { cpuMs(): number }, varnish?: RunningVarnish): Cpu {
  const own = process.cpuUsage();
  return {
    wallMs: performance.now(),
    shop: instances.reduce((sum, instance) => sum + cpuMs(instance.process.pid), 0),
    database: postgresCpuMs(),
    buyers: buyers.cpuMs(),
    load: (own.user + own.system) / 1000,
    front: processTreeCpuMs(varnish?.process.pid),
    machine: machineBusyMs(),
  };
}

function cpuSince(before: Cpu, after: Cpu): Cpu {
  const spent = (key: keyof Cpu) => Math.round(after[key] - before[key]);
  return {
    wallMs: spent("wallMs"),
    shop: spent("shop"),
    database: spent("database"),
    buyers: spent("buyers"),
    load: spent("load"),
    front: spent("front"),
    machine: spent("machine"),
  };
}

function gitCommit(): string {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain") ? " with uncommitted changes" : ""}`;
}

/**
 * Varnish in front of the instances, on a port chosen before they start (they purge it); the
 * instances count two proxies then: Varnish, and the buyers' own X-Forwarded-For as a load balancer's.
 */
async function startFront(databaseUrl: string): Promise<{ instances: RunningServer[]; varnish?: RunningVarnish }> {
  if (FRONT === "instances") {
    return { instances: await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]) };
  }
  const varnishd = varnishdPath();
  if (!varnishd) throw new Error("--varnish needs varnishd: apt-get install -y varnish varnish-modules");
  const port = await freePort();
  const env = { CDN_PURGE_URLS: `http://127.0.0.1:${port}/`, TRUST_PROXY: "2" };
  const instances = await Promise.all([startInstance(databaseUrl, env), startInstance(databaseUrl, env)]);
  const [first, second] = instances.map((instance) => instance.port);
  const varnish = await startVarnish(varnishd, [first ?? 0, second ?? 0], port);
  if (CORES) {
    pin(
      instances.map((instance) => instance.process.pid),
      CORES.shop,
    );
    pin(varnish.process.pid === undefined ? [] : processTree(varnish.process.pid), CORES.front);
  }
  return { instances, varnish };
}

async function main() {
  requireWrk();
  const loadBefore = Number(loadavg()[0]?.toFixed(2));
  const database = await createFreshDatabase();
  const instances: RunningServer[] = [];
  let varnish: RunningVarnish | undefined;
  let ledger: Ledger | undefined;
  const flushes = startFlushProbe();
  try {
    await prepareShopDatabase(database.url);
    ledger = Ledger.open(database.url);
    // Every item plenty, so the browsing and the warm-up never sell anything out; then one
    // simple product is the drop.
    const buyables = await ledger.stockUp(100_000, 1, 100_000);
    const [limited, other] = buyables.filter((item) => item.variationId === null);
    if (!limited || !other) throw new Error("the demo catalog has fewer than two simple products to buy");
    await ledger.query("UPDATE products SET stock_quantity = $1 WHERE id = $2", [STOCK, limited.productId]);
    const start = await ledger.snapshot();

    const front = await startFront(database.url);
    instances.push(...front.instances);
    varnish = front.varnish;
    // What the shoppers reach: each instance, or Varnish twice (wrk's two threads, the buyers' rotation).
    const urls = instances.map((instance) => varnish?.url ?? instance.url);
    const others = [...new Set(buyables.map((item) => item.slug))].filter((slug) => slug !== limited.slug);
    const paths = ["/", "/collection/all", ...[limited.slug, ...others.slice(0, 3)].map((slug) => `/product/${slug}`)];
    const browse = (seconds: number) => browseWithWrk(urls, paths, seconds, CONNECTIONS, CORES?.front);
    // The warm-up orders change the catalog (sales counts), so the pages are warmed after them.
    await warmCheckouts(urls, other);
    await warmPages(urls, paths);

    process.stdout.write(`warm-up: ${WARMUP_SECONDS} s, then slices of ${SLICE_SECONDS} s\n`);
    await browse(WARMUP_SECONDS).figures;
    const slices: Slice[] = [];
    /** Each slice's stretch of time on the probe's clock, to pool a phase's flushes. */
    const stretches: { phase: Slice["phase"]; from: number; to: number }[] = [];
    const buyers = buyersInTheirOwnProcess(urls, limited, database.url);
    if (CORES) pin([buyers.pid], CORES.shop);
    const slice = async (phase: Slice["phase"], stopEarly?: Promise<unknown>) => {
      const before = cpuNow(instances, buyers, varnish);
      const from = flushes.now();
      const browsing = browse(SLICE_SECONDS);
      stopEarly?.then(browsing.stop, browsing.stop);
      const { browse: figures, cpuMs } = await browsing.figures;
      const cpu = cpuSince(before, cpuNow(instances, buyers, varnish));
      const to = flushes.now();
      stretches.push({ phase, from, to });
      // wrk reports its own CPU time when it ends.
      const flush = flushFigures(flushes.between(from, to));
      slices.push({ phase, browse: figures, cpu: { ...cpu, load: cpu.load + cpuMs }, flush });
      process.stdout.write(`${phase}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99} ms\n`);
    };
    process.stdout.write(`sale: ${BUYER_RATE} buyers a second for ${STOCK} units of ${limited.slug}\n`);
    let over = false;
    const sold = buyers.sold.finally(() => {
      over = true;
    });
    await slice("quiet");
    const unmeasured = async (until: Promise<unknown>) => {
      const browsing = browse(MAX_SALE_SECONDS);
      await until;
      browsing.stop();
      await browsing.figures;
    };
    while (!over) {
      buyers.open();
      await unmeasured(Promise.race([sleep(RAMP_SECONDS * 1000), sold]));
      // The slice the product sells out in ends there: what follows is not a sale any more.
      await slice("sale", sold);
      // The buyers inside finish under the same browsing, not counted.
      await unmeasured(buyers.close());
      if (over) await warmPages(urls, paths);
      await slice("quiet");
    }
    const checkouts = await sold;
    const flushesOf = (phase: Slice["phase"]) =>
      flushFigures(
        stretches.filter((stretch) => stretch.phase === phase).flatMap(({ from, to }) => flushes.between(from, to)),
      );
    const quiet = pooled(slices, "quiet");
    const sale = pooled(slices, "sale");
    const left = await stockLeft(ledger, limited.productId);
    const date = new Date().toISOString();
    const result: SaleResult = {
      date,
      machine: `${hostname()}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
      node: process.version,
      commit: gitCommit(),
      load: { before: loadBefore, after: Number(loadavg()[0]?.toFixed(2)) },
      settings: {
        sliceSeconds: SLICE_SECONDS,
        rampSeconds: RAMP_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        stock: STOCK,
        buyerRate: BUYER_RATE,
        thinkMs: THINK_MS,
        maxBuyers: MAX_BUYERS,
        connections: CONNECTIONS,
        maxSaleSeconds: MAX_SALE_SECONDS,
        declineShare: DECLINE_SHARE,
        checkoutLatency: "per request: each answer a buyer waits for; whole: cart add to the paid order read back",
        limited: limited.slug,
        paths,
        front: FRONT,
        cores: CORES ?? null,
      },
      slices,
      quiet,
      sale,
      browseShare: quiet.requestsPerSecond > 0 ? sale.requestsPerSecond / quiet.requestsPerSecond : 0,
      checkout: checkouts.checkout,
      flush: { quiet: flushesOf("quiet"), sale: flushesOf("sale") },
      sold: await soldUnits(ledger, limited.productId),
      stockLeft: left.stock,
      held: left.held,
      soldOut: checkouts.soldOut,
      errors: quiet.errors + quiet.non2xx + sale.errors + sale.non2xx + checkouts.errors,
      books: await ledger.problems(start, { settled: true }),
      loggedErrors: instances.flatMap(errorLines).length,
      varnish: varnish ? varnishCounters(varnish) : null,
      failures: checkouts.failures,
    };
    const stem = `sale-${date.slice(0, 16).replace(":", "")}-${hostname()}`;
    const report = saleMarkdown(result);
    writeReport(stem, report, result);
    process.stdout.write(`\n${report}\nwritten to bench/results/${stem}.md and .json\n`);
  } finally {
    await flushes.stop();
    await varnish?.stop();
    for (const instance of instances) await stopInstance(instance, "SIGTERM");
    await ledger?.close();
    await database.drop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
