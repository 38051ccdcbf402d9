// Issue #10 "query count per page": the catalog reads kept between catalog changes.
import { describe, expect, it } from "vitest";
import type { CacheTag } from "../../core/page-cache";
import { NO_READ_CACHE, ReadCache } from "./read-cache";

function counter(answers: () => unknown = () => "answer") {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return answers();
  };
  return { calls, load };
}

function liveCache(maxEntries?: number) {
  const cache = new ReadCache(maxEntries);
  cache.setLive(true);
  return cache;
}

describe("the catalog read cache", () => {
  it("reads once and shares the answer, also with renders that asked while it loaded", async () => {
    const cache = liveCache();
    const { calls, load } = counter();
    const [first, second] = await Promise.all([cache.read("product a", load), cache.read("product a", load)]);
    expect(await cache.read("product a", load)).toBe("answer");
    expect([first, second, calls.count]).toEqual(["answer", "answer", 1]);
  });

  it("reads again after a catalog change, and drops a read that was loading when it came", async () => {
    const cache = liveCache();
    let version = 1;
    const { calls, load } = counter(() => version);
    expect(await cache.read("product a", load)).toBe(1);
    version = 2;
    cache.invalidate();
    expect(await cache.read("product a", load)).toBe(2);

    let release: (value: number) => void = () => undefined;
    const slow = cache.read("product b", () => new Promise<number>((resolve) => (release = resolve)));
    cache.invalidate();
    release(2);
    await slow;
    version = 3;
    expect(await cache.read("product b", load)).toBe(3);
    expect(calls.count).toBe(3);
  });

  it("drops only the reads that show a product whose stock status changed, and any still loading (issue 18)", async () => {
    const cache = liveCache();
    const { calls, load } = counter(() => ({
      product: { id: 7, stock_status: "instock", related: [{ id: 8, stock_status: "instock" }] },
    }));
    const other = counter(() => ({ product: { id: 9, stock_status: "instock" } }));
    await cache.read("product a", load);
    await cache.read("product b", other.load);
    let release: (value: number) => void = () => undefined;
    const slow = cache.read("reviews 9", () => new Promise<number>((resolve) => (release = resolve)));
    cache.invalidateTag("product:8");
    release(1);
    await slow;
    await cache.read("product a", load);
    await cache.read("product b", other.load);
    expect([calls.count, other.calls.count, cache.size]).toEqual([2, 1, 2]);
  });

  it("drops the reads tagged with a changed collection, and every read on 'all' (issue 23)", async () => {
    const cache = liveCache();
    const list = counter(() => ({ list: [{ id: 7, stock_status: "instock" }] }));
    const other = counter(() => ({ list: [] }));
    await cache.read("collection list 3", list.load, ["collection:3"]);
    await cache.read("collection list 4", other.load, ["collection:4"]);
    cache.invalidateTag("collection:3");
    await cache.read("collection list 3", list.load, ["collection:3"]);
    await cache.read("collection list 4", other.load, ["collection:4"]);
    expect([list.calls.count, other.calls.count]).toEqual([2, 1]);
    cache.invalidateTag("product:7");
    await cache.read("collection list 4", other.load, ["collection:4"]);
    expect([cache.size, other.calls.count]).toEqual([1, 1]);
    cache.invalidateTag("all");
    expect(cache.size).toBe(0);
  });

  it("records each read's tags for the page that made it, also of a read kept from another render", async () => {
    const cache = liveCache();
    const { load } = counter(() => ({ product: { id: 7, stock_status: "instock" } }));
    const first = new Set<CacheTag>();
    const second = new Set<CacheTag>();
    await cache.recording(first).read("collection list 3", load, ["collection:3"]);
    await cache.recording(second).read("collection list 3", load, ["collection:3"]);
    expect([[...first].sort(), [...second].sort()]).toEqual([
      ["collection:3", "product:7"],
      ["collection:3", "product:7"],
    ]);
  });

  it("goes to the database every time while changes are not heard", async () => {
    const cache = new ReadCache();
    const { calls, load } = counter();
    await cache.read("product a", load);
    await cache.read("product a", load);
    cache.setLive(true);
    await cache.read("product a", load);
    cache.setLive(false);
    await cache.read("product a", load);
    await NO_READ_CACHE.read("product a", load);
    await NO_READ_CACHE.read("product a", load);
    expect(calls.count).toBe(6);
    expect(cache.size).toBe(0);
  });

  it("does not keep a failed read", async () => {
    const cache = liveCache();
    let fail = true;
    const { calls, load } = counter(() => {
      if (fail) throw new Error("connection lost");
      return "answer";
    });
    await expect(cache.read("product a", load)).rejects.toThrow("connection lost");
    fail = false;
    expect(await cache.read("product a", load)).toBe("answer");
    expect(calls.count).toBe(2);
  });

  it("forgets a read after a minute (events and banners follow the clock) and the oldest beyond its limit", async () => {
    const cache = liveCache(2);
    const { calls, load } = counter();
    await cache.read("a", load, [], 0);
    await cache.read("a", load, [], 60_000);
    await cache.read("a", load, [], 60_001);
    expect(calls.count).toBe(2);

    await cache.read("b", load, [], 60_001);
    await cache.read("c", load, [], 60_001);
    expect(cache.size).toBe(2);
    await cache.read("a", load, [], 60_001);
    expect(calls.count).toBe(5);
  });
});
