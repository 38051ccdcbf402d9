// The arithmetic of the benchmarks, kept apart from the measuring: medians of repeated
// measurements with their spread, the order of an alternating run, percentiles and the verdict
// against a target.

/** One autocannon measurement of one target. */
export type Figures = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

export type Spread = { min: number; max: number };

/** The medians of several measurements of one target, their spread, errors summed, and each round. */
export type Repeated = Figures & {
  spread: { requestsPerSecond: Spread; p50: Spread; p99: Spread };
  rounds: Figures[];
};

/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("no values to take the median of");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

export function spread(values: number[]): Spread {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Errors are summed over the rounds: one bad round is not hidden by two good ones. */
export function summarize(rounds: Figures[]): Repeated {
  const of = (key: "requestsPerSecond" | "p50" | "p99") => rounds.map((round) => round[key]);
  return {
    requestsPerSecond: median(of("requestsPerSecond")),
    p50: median(of("p50")),
    p99: median(of("p99")),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    spread: { requestsPerSecond: spread(of("requestsPerSecond")), p50: spread(of("p50")), p99: spread(of("p99")) },
    rounds,
  };
}

/**
 * A, B, A, B …: a target and its ceiling take turns, so a busy moment of the machine falls on both
 * rather than on one of them.
 */
export function alternate<T>(first: T, second: T, rounds: number): T[] {
  return Array.from({ length: rounds }, () => [first, second]).flat();
}

/** The value below which p % of the values lie (nearest rank); 0 of no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** A target of the issue: a figure at least or at most a limit. */
export type Target = { atLeast: number } | { atMost: number } | { exactly: number };

export function verdict(value: number, target: Target): "PASS" | "MISS" {
  if ("atLeast" in target) return value >= target.atLeast ? "PASS" : "MISS";
  if ("atMost" in target) return value <= target.atMost ? "PASS" : "MISS";
  return value === target.exactly ? "PASS" : "MISS";
}

/** A row of `npm run bench` as far as its ceiling goes: which bytes the ceiling sent, and how fast. */
export type CeilingOf = { database: string; target: string; gzip: boolean; ceiling: number };

/**
 * The best ceiling measured for each row's bytes (its database's pass, its target, gzip or not):
 * the cached and rendered rows of a page have their ceilings send the same bytes, so one far below
 * the others was measured while the machine was slow (2026-12-05 05:52: 1,666–2,245 req/s against
 * 3,575–4,344 for the same pages half an hour before).
 */
export function bestCeilings(rows: CeilingOf[]): number[] {
  const keyOf = (row: CeilingOf) => `${row.database} ${row.target} ${row.gzip}`;
  const best = new Map<string, number>();
  for (const row of rows) best.set(keyOf(row), Math.max(best.get(keyOf(row)) ?? 0, row.ceiling));
  return rows.map((row) => best.get(keyOf(row)) ?? row.ceiling);
}
