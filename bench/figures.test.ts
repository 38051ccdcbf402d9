import { describe, expect, it } from "vitest";
import { alternate, bestCeilings, median, percentile, summarize, verdict } from "./figures";

describe("median", () => {
  it("takes the middle of three whatever their order", () => {
    expect(median([4009, 1977, 3500])).toBe(3500);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([10, 1, 4, 2])).toBe(3);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow();
  });
});

describe("alternate", () => {
  it("puts a target and its ceiling turn about, the target first", () => {
    expect(alternate("A", "B", 3)).toEqual(["A", "B", "A", "B", "A", "B"]);
  });
});

describe("summarize", () => {
  it("answers the medians, the spread of each figure and the errors of every round", () => {
    const summary = summarize([
      { requestsPerSecond: 4009, p50: 10, p99: 30, errors: 0, non2xx: 0 },
      { requestsPerSecond: 1977, p50: 25, p99: 90, errors: 2, non2xx: 1 },
      { requestsPerSecond: 3800, p50: 11, p99: 35, errors: 0, non2xx: 0 },
    ]);
    expect(summary).toMatchObject({
      requestsPerSecond: 3800,
      p50: 11,
      p99: 35,
      errors: 2,
      non2xx: 1,
      spread: { requestsPerSecond: { min: 1977, max: 4009 }, p50: { min: 10, max: 25 }, p99: { min: 30, max: 90 } },
    });
    expect(summary.rounds).toHaveLength(3);
  });
});

describe("percentile", () => {
  it("answers the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
  });

  it("answers 0 of no values", () => {
    expect(percentile([], 99)).toBe(0);
  });
});

describe("verdict", () => {
  it("passes a figure on its limit and misses one beyond it", () => {
    expect(verdict(0.8, { atLeast: 0.8 })).toBe("PASS");
    expect(verdict(0.79, { atLeast: 0.8 })).toBe("MISS");
    expect(verdict(100, { atMost: 100 })).toBe("PASS");
    expect(verdict(101, { atMost: 100 })).toBe("MISS");
    expect(verdict(150, { exactly: 150 })).toBe("PASS");
    expect(verdict(151, { exactly: 150 })).toBe("MISS");
  });
});

describe("bestCeilings", () => {
  it("gives each row the best ceiling measured for the same bytes, apart by database and encoding", () => {
    const rows = [
      { database: "PGlite", target: "/", gzip: false, ceiling: 4344 },
      { database: "PGlite", target: "/", gzip: true, ceiling: 3549 },
      { database: "PGlite", target: "/", gzip: false, ceiling: 1975 },
      { database: "PostgreSQL", target: "/", gzip: false, ceiling: 5000 },
      { database: "PGlite", target: "/collection/all", gzip: false, ceiling: 1784 },
    ];
    expect(bestCeilings(rows)).toEqual([4344, 3549, 4344, 5000, 1784]);
  });
});
