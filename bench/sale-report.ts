// The report of `npm run bench:sale` (bench/sale.ts): its figures as JSON and as Markdown, with
// PASS or MISS next to each target of issue 23.
import type { Flush } from "./disk-flush";
import { type Target, verdict } from "./figures";

const TARGETS = {
  browseShare: { atLeast: 0.8 },
  browseP99: { atMost: 100 },
  checkoutP99: { atMost: 500 },
  errors: { exactly: 0 },
} satisfies Record<string, Target>;

/** The browsing of one phase, over both instances. */
export type Browse = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The tail a p99 of a short slice rests on few requests of (the load generator's 99.9th percentile). */
  p99_9: number;
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
};

/** The buyers' figures; p50/p99/max per request, whole* per paid checkout. */
export type Checkout = {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  wholeP50: number;
  wholeP99: number;
  paid: number;
  declined: number;
  soldOutRefusals: number;
  statuses: Record<string, number>;
  /** p50/p99 of each step's requests, in ms. */
  byStep: Record<string, { p50: number; p99: number }>;
};

/**
 * The CPU time in ms each part of the benchmark used over `wallMs` (bench/proc-cpu.ts): the two
 * instances, every PostgreSQL process, the buyers' process, the load (wrk, and the benchmark's own
 * process), Varnish when the shoppers go through it (`front`, else 0) and the whole machine.
 */
export type Cpu = {
  wallMs: number;
  shop: number;
  database: number;
  buyers: number;
  load: number;
  front: number;
  machine: number;
};

/** One slice of browsing: alone ("quiet") or while buyers arrive ("sale"), the CPU it took and the disk's flushes in it. */
export type Slice = { phase: "quiet" | "sale"; browse: Browse; cpu: Cpu; flush: Flush };

export type SaleSettings = {
  /** Each slice of browsing, quiet and sale in turn. */
  sliceSeconds: number;
  /** Buyers arrive this long before a sale slice is measured. */
  rampSeconds: number;
  warmupSeconds: number;
  stock: number;
  /** Buyers who begin a checkout each second. */
  buyerRate: number;
  /** The longest pause a buyer makes after the cart and in the payment window. */
  thinkMs: number;
  /** Buyers in a checkout at once, at most. */
  maxBuyers: number;
  connections: number;
  maxSaleSeconds: number;
  declineShare: number;
  checkoutLatency: string;
  limited: string;
  paths: string[];
  /** What the shoppers reach: the instances themselves, or Varnish in front of them (`--varnish`). */
  front: "instances" | "varnish";
  /** With Varnish: the cores Varnish and wrk ran on, and the instances and the buyers (taskset lists). */
  cores?: { front: string; shop: string } | null;
};

export type SaleResult = {
  date: string;
  machine: string;
  node: string;
  commit: string;
  load: { before: number; after: number };
  settings: SaleSettings;
  /** The slices in the order they ran, and each phase's slices pooled. */
  slices: Slice[];
  quiet: Browse;
  sale: Browse;
  /** The sale's browse throughput against the quiet one. */
  browseShare: number;
  checkout: Checkout;
  /** The disk's flushes (bench/disk-flush.ts) over each phase's slices. */
  flush: { quiet: Flush; sale: Flush };
  sold: number;
  stockLeft: number;
  /** Units unpaid orders still hold when the sale ends (a checkout its buyer gave up on waits to expire). */
  held: number;
  soldOut: boolean;
  errors: number;
  books: string[];
  loggedErrors: number;
  failures: string[];
  /** With Varnish: its counters over the whole run (varnishstat's MAIN.*), else null. */
  varnish?: Record<string, number> | null;
};

/**
 * The slices of one phase as one: requests over seconds; p50 and p99 the highest of the slices (the
 * pooled percentile is never above it), errors summed.
 */
export function pooled(slices: Slice[], phase: Slice["phase"]): Browse {
  const of = slices.filter((slice) => slice.phase === phase).map((slice) => slice.browse);
  const total = (figure: (browse: Browse) => number) => of.reduce((sum, browse) => sum + figure(browse), 0);
  const requests = total((browse) => browse.requests);
  const seconds = total((browse) => browse.seconds);
  return {
    requestsPerSecond: seconds > 0 ? Math.round(requests / seconds) : 0,
    p50: Math.max(0, ...of.map((browse) => browse.p50)),
    p99: Math.max(0, ...of.map((browse) => browse.p99)),
    p99_9: Math.max(0, ...of.map((browse) => browse.p99_9)),
    requests,
    seconds: Math.round(seconds * 100) / 100,
    errors: total((browse) => browse.errors),
    non2xx: total((browse) => browse.non2xx),
  };
}

/** A phase's slices' CPU time, summed. */
export function pooledCpu(slices: Slice[], phase: Slice["phase"]): Cpu {
  const sum: Cpu = { wallMs: 0, shop: 0, database: 0, buyers: 0, load: 0, front: 0, machine: 0 };
  for (const slice of slices) {
    if (slice.phase !== phase) continue;
    for (const key of Object.keys(sum) as (keyof Cpu)[]) sum[key] += slice.cpu[key];
  }
  return sum;
}

/** Cores each part kept busy: its CPU time over the wall time; the rest is the machine's other work. */
function cpuRow(name: string, cpu: Cpu, front: SaleSettings["front"]): string {
  const cores = (ms: number) => (cpu.wallMs > 0 ? (ms / cpu.wallMs).toFixed(2) : "–");
  const rest = cpu.machine - cpu.shop - cpu.database - cpu.buyers - cpu.load - cpu.front;
  const parts = [cpu.shop, cpu.database, cpu.buyers, cpu.load, ...(front === "varnish" ? [cpu.front] : []), rest];
  return `| ${name} | ${[...parts, cpu.machine].map(cores).join(" | ")} |`;
}

function cpuTable(result: SaleResult): string {
  const { front } = result.settings;
  const varnish = front === "varnish" ? [" Varnish |"] : [];
  return [
    `| phase | the two instances | PostgreSQL | buyers | the load (wrk) |${varnish.join("")} rest of the machine | machine |`,
    `|---|---:|---:|---:|---:|${varnish.map(() => "---:|").join("")}---:|---:|`,
    cpuRow("quiet, pooled", pooledCpu(result.slices, "quiet"), front),
    cpuRow("sale, pooled", pooledCpu(result.slices, "sale"), front),
  ].join("\n");
}

/** How the shoppers reach the instances, for the report's description. */
function frontText(settings: SaleSettings): string {
  return settings.front === "varnish"
    ? `Varnish (deploy/varnish/collins.vcl) in front of both: the browsing and the buyers go through it, and the
instances purge it by surrogate key (CDN_PURGE_URLS) when the catalog changes. ${
        settings.cores
          ? `Varnish and wrk ran on core ${settings.cores.front}, the instances and the buyers on core ${settings.cores.shop}, as a CDN
runs on machines of its own (PostgreSQL on any core).`
          : "Every process on every core."
      } Browsing: wrk`
    : "Browsing: wrk";
}

const row = (name: string, figure: string, result: "PASS" | "MISS") => `| ${name} | ${figure} | ${result} |`;

export function targetRows(result: SaleResult): string[] {
  const { quiet, sale, checkout, sold, stockLeft, held, errors, settings } = result;
  return [
    row(
      "browse during the sale ≥ 80 % of quiet",
      `${sale.requestsPerSecond} of ${quiet.requestsPerSecond} req/s = ${(result.browseShare * 100).toFixed(1)} %`,
      verdict(result.browseShare, TARGETS.browseShare),
    ),
    row("browse p99 during the sale ≤ 100 ms", `${sale.p99} ms`, verdict(sale.p99, TARGETS.browseP99)),
    row("checkout p99 ≤ 500 ms (per request)", `${checkout.p99} ms`, verdict(checkout.p99, TARGETS.checkoutP99)),
    row(
      `exactly ${settings.stock} sold, stock 0`,
      `${sold} sold, stock ${stockLeft}, ${held} held by unpaid orders${result.soldOut ? "" : `, not sold out after ${settings.maxSaleSeconds} s`}`,
      stockLeft === 0 ? verdict(sold, { exactly: settings.stock }) : "MISS",
    ),
    row("0 errors", String(errors), verdict(errors, TARGETS.errors)),
  ];
}

const flushRow = (flush: Flush) => `${flush.p50} / ${flush.p99} / ${flush.max} ms (${flush.count} flushes)`;

const phaseRow = (name: string, browse: Browse, flush: Flush) =>
  `| ${name} | ${browse.seconds} | ${browse.requests} | ${browse.requestsPerSecond} | ${browse.p50} | ${browse.p99} | ${browse.p99_9} | ${browse.errors + browse.non2xx} | ${flush.p99} |`;

/** Varnish's counters, when it was in front. */
function varnishText(counters: Record<string, number> | null | undefined): string {
  if (!counters) return "";
  const count = (name: string) => counters[name] ?? 0;
  return `
Varnish over the whole run (varnishstat): ${count("cache_hit")} hits (${count("cache_hit_grace")} of them a stale page served while the next was fetched), ${count("cache_miss")} misses, ${count("backend_req")} requests to the
instances; ${count("cache_hitmiss")} hits for miss (a page it had been given and could not keep, so each visitor of it went to an instance)
and ${count("cache_hitpass")} for pass; ${count("busy_sleep")} requests waited for a page being fetched (${count("busy_wakeup")} woken).`;
}

export function saleMarkdown(result: SaleResult): string {
  const { settings, checkout } = result;
  return `# Sale-day benchmark ${result.date}

Machine: ${result.machine}, Node ${result.node}; commit ${result.commit}; load average (1 min)
${result.load.before} before, ${result.load.after} after.

Two app instances on one fresh PostgreSQL database. ${frontText(settings)} (bench/browse.lua), asking for gzip as a browser does, ${settings.connections}
connections, ${settings.front === "varnish" ? "two threads" : "one thread for each instance"}, each connection cycling ${settings.paths.map((path) => `\`${path}\``).join(", ")}.
After ${settings.warmupSeconds} s of warm-up, slices of ${settings.sliceSeconds} s in turn: quiet (browsing alone) and
sale (the same browsing while buyers arrive), from a quiet slice to a quiet slice, until the product is
sold out. A shared machine's speed drifts by a quarter within minutes; slices in turn see the same
drift on both sides. Buyers begin to arrive ${settings.rampSeconds} s before a sale slice is measured, and
those inside when it ends finish before the next quiet slice, under the same browsing, not counted. A phase's figure pools its slices: requests over
seconds, p50, p99 and p99.9 the highest of its slices. Sale: buyers (a process of their own) check out one unit each of \`${settings.limited}\` (stock
${settings.stock}) through the PortOne simulator: ${settings.buyerRate} buyers begin a checkout each second
(at most ${settings.maxBuyers} at once), each pausing up to ${settings.thinkMs} ms after the cart and in the
payment window, ${settings.declineShare * 100} % of payments declined, until it is sold out (at most
${settings.maxSaleSeconds} s).
Checkout latency per request: each answer a buyer waits for (cart add, cart, initCheckout,
payment window, decision, processCheckout, receipt), sold-out refusals included; whole checkout:
cart add to the paid order read back, paid ones only. Errors: browse answers of 4xx and 5xx,
socket errors and timeouts; buyers' 5xx, network failures and answers no step allows (sold-out
409/400 and declined payments are expected).

| target | figure | result |
|---|---|:-:|
${targetRows(result).join("\n")}

| phase | seconds | browse requests | req/s | p50 ms | p99 ms | p99.9 ms | errors | disk flush p99 ms |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${phaseRow("quiet, pooled", result.quiet, result.flush.quiet)}
${phaseRow("sale, pooled", result.sale, result.flush.sale)}
${result.slices.map((slice, index) => phaseRow(`${index + 1}. ${slice.phase}`, slice.browse, slice.flush)).join("\n")}

Cores kept busy during the slices (CPU time over wall time, from /proc):

${cpuTable(result)}

The disk's flush (bench/disk-flush.ts: 8 KB written and fdatasync'd every 20 ms, as a commit flushes
PostgreSQL's WAL), p50 / p99 / longest: quiet ${flushRow(result.flush.quiet)}; sale ${flushRow(result.flush.sale)}.

Buyers: ${checkout.paid} paid checkouts, ${checkout.declined} declined payments,
${checkout.soldOutRefusals} sold-out refusals, ${checkout.requests} requests; per request p50
${checkout.p50} ms, p99 ${checkout.p99} ms, max ${checkout.max} ms; whole checkout p50
${checkout.wholeP50} ms, p99 ${checkout.wholeP99} ms. Answers by step: ${Object.entries(checkout.statuses)
    .map(([key, count]) => `${key} × ${count}`)
    .join(", ")}.
Per step, p50 / p99 ms: ${Object.entries(checkout.byStep)
    .map(([step, { p50, p99 }]) => `${step} ${p50} / ${p99}`)
    .join(", ")}.

Books (stock, sales counts, payments against orders): ${result.books.length === 0 ? "in order" : result.books.join("; ")}.
Lines the instances logged at level error: ${result.loggedErrors}.${varnishText(result.varnish)}
${result.failures.map((line) => `\n- ${line}`).join("")}
`;
}
