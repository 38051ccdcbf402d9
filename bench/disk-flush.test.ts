// The disk-flush probe of `npm run bench:sale` (bench/disk-flush.ts): it really writes and flushes
// a file, a stretch of time gets only the flushes that began in it, and stopping it removes its file.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { flushFigures, startFlushProbe } from "./disk-flush";

const dir = mkdtempSync(path.join(tmpdir(), "flush-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the disk-flush probe", () => {
  it("flushes about every 20 ms, answers a stretch's flushes, and leaves nothing behind", async () => {
    const probe = startFlushProbe(dir);
    const started = probe.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const middle = probe.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ended = probe.now();
    expect(readdirSync(dir)).toHaveLength(1);
    await probe.stop();
    const first = probe.between(started, middle);
    const second = probe.between(middle, ended);
    const all = probe.between(started, ended);
    expect(first.length).toBeGreaterThan(2);
    expect(second.length).toBeGreaterThan(2);
    expect(first.length + second.length).toBe(all.length);
    expect(all.every((ms) => ms >= 0 && ms < 5_000)).toBe(true);
    expect(probe.between(ended + 60_000, ended + 120_000)).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });

  it("sums up the flushes: p50, p99 and the longest", () => {
    // 200 flushes: the 198th longest is the 99th percentile.
    const slow = new Map([
      [197, 120],
      [198, 150],
      [199, 300],
    ]);
    const ms = Array.from({ length: 200 }, (_, index) => slow.get(index) ?? 1);
    expect(flushFigures(ms)).toEqual({ count: 200, p50: 1, p99: 120, max: 300 });
    expect(flushFigures([])).toEqual({ count: 0, p50: 0, p99: 0, max: 0 });
  });
});
