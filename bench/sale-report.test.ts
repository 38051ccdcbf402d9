import { describe, expect, it } from "vitest";
import { pooled, type SaleResult, saleMarkdown, targetRows } from "./sale-report";

const browse = {
  requestsPerSecond: 1000,
  p50: 20,
  p99: 80,
  p99_9: 120,
  requests: 20_000,
  seconds: 20,
  errors: 0,
  non2xx: 0,
};

/** 10 s of two cores: the instances 1.2 cores, PostgreSQL 0.3, the load 0.4, something else 0.05. */
const cpu = { wallMs: 10_000, shop: 12_000, database: 3_000, buyers: 0, load: 4_000, front: 0, machine: 19_500 };

/** The disk's flushes of a slice (bench/disk-flush.ts). */
const flush = { count: 500, p50: 0.2, p99: 1.4, max: 3 };

const result: SaleResult = {
  date: "2026-11-27T14:00:00.000Z",
  machine: "vm",
  node: "v20.20.2",
  commit: "abc1234",
  load: { before: 1, after: 2 },
  settings: {
    sliceSeconds: 10,
    rampSeconds: 2,
    warmupSeconds: 3,
    stock: 150,
    buyerRate: 4,
    thinkMs: 1000,
    maxBuyers: 100,
    connections: 50,
    maxSaleSeconds: 120,
    declineShare: 0.1,
    checkoutLatency: "per request",
    limited: "collins-incense",
    paths: ["/"],
    front: "instances",
  },
  slices: [
    { phase: "quiet", browse, cpu, flush },
    {
      phase: "sale",
      browse: { ...browse, requestsPerSecond: 800, p99: 100 },
      cpu: { wallMs: 10_000, shop: 13_000, database: 3_500, buyers: 500, load: 2_500, front: 0, machine: 19_800 },
      flush,
    },
    { phase: "quiet", browse, cpu, flush },
  ],
  quiet: browse,
  sale: { ...browse, requestsPerSecond: 800, p99: 100 },
  browseShare: 0.8,
  checkout: {
    requests: 1000,
    p50: 100,
    p99: 500,
    max: 700,
    wholeP50: 600,
    wholeP99: 900,
    paid: 150,
    declined: 15,
    soldOutRefusals: 30,
    statuses: {},
    byStep: { init: { p50: 30, p99: 200 } },
  },
  flush: { quiet: flush, sale: { count: 480, p50: 0.4, p99: 250.5, max: 324 } },
  sold: 150,
  stockLeft: 0,
  held: 0,
  soldOut: true,
  errors: 0,
  books: [],
  loggedErrors: 0,
  failures: [],
};

const verdicts = (rows: string[]) => rows.map((row) => row.split("|").at(-2)?.trim());

describe("targetRows", () => {
  it("passes every target met exactly on its limit", () => {
    expect(verdicts(targetRows(result))).toEqual(["PASS", "PASS", "PASS", "PASS", "PASS"]);
  });

  it("misses each target beyond its limit", () => {
    const missed = targetRows({
      ...result,
      sale: { ...browse, requestsPerSecond: 790, p99: 101 },
      browseShare: 0.79,
      checkout: { ...result.checkout, p99: 501 },
      sold: 151,
      errors: 1,
    });
    expect(verdicts(missed)).toEqual(["MISS", "MISS", "MISS", "MISS", "MISS"]);
  });

  it("misses the sold units when stock is left, and says the sale ran out of time", () => {
    const [, , , sold] = targetRows({ ...result, sold: 150, stockLeft: 3, soldOut: false });
    expect(sold).toContain("MISS");
    expect(sold).toContain("not sold out after 120 s");
  });

  it("misses the sold units while unpaid orders hold the last ones", () => {
    const [, , , sold] = targetRows({ ...result, sold: 140, stockLeft: 0, held: 10, soldOut: false });
    expect(sold).toContain("140 sold, stock 0, 10 held by unpaid orders");
    expect(sold).toContain("MISS");
  });
});

describe("pooled", () => {
  it("pools a phase's slices: requests over seconds, the highest p50, p99 and p99.9, errors summed", () => {
    const at = (requests: number, seconds: number, p99: number, errors = 0) => ({
      ...browse,
      requests,
      seconds,
      requestsPerSecond: Math.round(requests / seconds),
      p99,
      p99_9: p99 * 2,
      errors,
    });
    const slices = [
      { phase: "quiet" as const, browse: at(12_000, 10, 40), cpu, flush },
      { phase: "sale" as const, browse: at(9_000, 10, 90, 1), cpu, flush },
      { phase: "quiet" as const, browse: at(8_000, 10, 60), cpu, flush },
      { phase: "sale" as const, browse: at(1_000, 2, 70), cpu, flush },
    ];
    expect(pooled(slices, "quiet")).toMatchObject({
      requests: 20_000,
      seconds: 20,
      requestsPerSecond: 1000,
      p99: 60,
      p99_9: 120,
    });
    expect(pooled(slices, "sale")).toMatchObject({
      requests: 10_000,
      seconds: 12,
      requestsPerSecond: 833,
      p99: 90,
      p99_9: 180,
      errors: 1,
    });
  });
});

describe("saleMarkdown", () => {
  it("tells each checkout step's p50 and p99, so a slow step can be found", () => {
    const markdown = saleMarkdown({
      ...result,
      checkout: { ...result.checkout, byStep: { init: { p50: 30, p99: 200 }, process: { p50: 25, p99: 480 } } },
    });
    expect(markdown).toContain("Per step, p50 / p99 ms: init 30 / 200, process 25 / 480.");
  });

  it("shows the cores each part kept busy in each phase, and the rest of the machine", () => {
    const markdown = saleMarkdown(result);
    expect(markdown).toContain(
      "| phase | the two instances | PostgreSQL | buyers | the load (wrk) | rest of the machine | machine |",
    );
    expect(markdown).toContain("| quiet, pooled | 1.20 | 0.30 | 0.00 | 0.40 | 0.05 | 1.95 |");
    expect(markdown).toContain("| sale, pooled | 1.30 | 0.35 | 0.05 | 0.25 | 0.03 | 1.98 |");
  });

  it("with Varnish in front, says so and shows the cores Varnish kept busy apart from the rest", () => {
    const throughVarnish = { ...cpu, shop: 2_000, load: 6_000, front: 8_000, machine: 19_500 };
    const markdown = saleMarkdown({
      ...result,
      settings: { ...result.settings, front: "varnish", cores: { front: "1", shop: "0" } },
      slices: result.slices.map((slice) => ({ ...slice, cpu: throughVarnish })),
    });
    expect(markdown).toContain("Varnish (deploy/varnish/collins.vcl) in front of both");
    expect(markdown).toContain("Varnish and wrk ran on core 1, the instances and the buyers on core 0");
    expect(markdown).toContain(
      "| phase | the two instances | PostgreSQL | buyers | the load (wrk) | Varnish | rest of the machine | machine |",
    );
    expect(markdown).toContain("| quiet, pooled | 0.20 | 0.30 | 0.00 | 0.60 | 0.80 | 0.05 | 1.95 |");
  });

  it("with Varnish in front, tells how it served its visitors (varnishstat)", () => {
    const markdown = saleMarkdown({
      ...result,
      settings: { ...result.settings, front: "varnish" },
      varnish: {
        cache_hit: 900,
        cache_hit_grace: 12,
        cache_miss: 40,
        backend_req: 60,
        cache_hitmiss: 7,
        cache_hitpass: 0,
        busy_sleep: 30,
        busy_wakeup: 30,
      },
    });
    expect(markdown).toContain(
      "900 hits (12 of them a stale page served while the next was fetched), 40 misses, 60 requests to the\ninstances; 7 hits for miss",
    );
    expect(markdown).toContain("30 requests waited for a page being fetched (30 woken)");
  });

  it("without a front, browses each instance with a thread of its own and has no Varnish column", () => {
    const markdown = saleMarkdown(result);
    expect(markdown).toContain("one thread for each instance");
    expect(markdown).not.toContain("Varnish");
  });

  it("shows each slice's 99.9th percentile beside its p99", () => {
    const markdown = saleMarkdown(result);
    expect(markdown).toContain("| p50 ms | p99 ms | p99.9 ms | errors | disk flush p99 ms |");
    expect(markdown).toContain("| 2. sale | 20 | 20000 | 800 | 20 | 100 | 120 | 0 | 1.4 |");
  });

  it("shows how long the disk took to flush in each phase, beside the checkout figures", () => {
    const markdown = saleMarkdown(result);
    expect(markdown).toContain(
      "p50 / p99 / longest: quiet 0.2 / 1.4 / 3 ms (500 flushes); sale 0.4 / 250.5 / 324 ms (480 flushes).",
    );
    expect(markdown).toContain("| sale, pooled | 20 | 20000 | 800 | 20 | 100 | 120 | 0 | 250.5 |");
  });
});
