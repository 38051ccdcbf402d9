// The purger against real HTTP servers standing in for the caches in front of the shop.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_TAG, type CacheTag } from "../../../core/page-cache";
import { ConfigError, parseEnv } from "../../config";
import { applyPageChange } from "../../http/page-cache";
import { CdnPurger, cdnPurgerOf } from "./purger";

type Purge = { method: string; path: string; keys: string };

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A cache that records the purges it gets and answers `status` after `delayMs`. */
async function fakeCache(options: { status?: number; delayMs?: number } = {}) {
  const purges: Purge[] = [];
  const server = createServer((request, response) => {
    purges.push({
      method: request.method ?? "",
      path: request.url ?? "",
      keys: String(request.headers["surrogate-key"] ?? ""),
    });
    setTimeout(() => response.writeHead(options.status ?? 200).end("purged"), options.delayMs ?? 0);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { purges, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** What the purger logged on stderr while `run` ran. */
async function warningsDuring(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  await run();
  vi.mocked(process.stderr.write).mockRestore();
  return lines;
}

describe("CdnPurger", () => {
  it("sends one PURGE per cache for a burst of changes, every key in one Surrogate-Key header", async () => {
    const first = await fakeCache();
    const second = await fakeCache();
    const purger = new CdnPurger({ urls: [first.url, second.url], gatherMs: 1_000 });
    purger.invalidateTag("product:12");
    purger.invalidateTag("collection:3");
    purger.invalidateTag("product:12");
    await purger.flush();
    for (const cache of [first, second]) {
      expect(cache.purges).toEqual([{ method: "PURGE", path: "/", keys: "product:12 collection:3" }]);
    }
  });

  it("sends the burst by itself once the gathering time is over", async () => {
    const cache = await fakeCache();
    const purger = new CdnPurger({ urls: [cache.url], gatherMs: 20 });
    purger.invalidateTag("product:7");
    await vi.waitFor(() => expect(cache.purges.map((purge) => purge.keys)).toEqual(["product:7"]), {
      timeout: 2_000,
    });
  });

  it("purges everything for invalidate(), an unknown tag, or more keys than it keeps", async () => {
    const cache = await fakeCache();
    const purger = new CdnPurger({ urls: [cache.url], gatherMs: 1_000, maxKeys: 3 });
    purger.invalidateTag("product:1");
    purger.invalidate();
    purger.invalidateTag("product:2");
    await purger.flush();
    purger.invalidateTag("product:1\r\nX-Evil: 1" as CacheTag);
    await purger.flush();
    for (const id of [1, 2, 3, 4]) purger.invalidateTag(`product:${id}`);
    await purger.flush();
    expect(cache.purges.map((purge) => purge.keys)).toEqual([ALL_TAG, ALL_TAG, ALL_TAG]);
  });

  it("takes the catalog's notifications through applyPageChange like the caches, a sell-out as the product's", async () => {
    const cache = await fakeCache();
    const purger = new CdnPurger({ urls: [cache.url], gatherMs: 1_000 });
    applyPageChange([purger], "product:42");
    await purger.flush();
    applyPageChange([purger], "stock:43");
    await purger.flush();
    applyPageChange([purger], "");
    await purger.flush();
    expect(cache.purges.map((purge) => purge.keys)).toEqual(["product:42", "product:43", ALL_TAG]);
  });

  it("purges everything when the notifications are heard again after a gap", async () => {
    const cache = await fakeCache();
    const purger = new CdnPurger({ urls: [cache.url], gatherMs: 1_000 });
    purger.setLive(true);
    await purger.flush();
    purger.setLive(false);
    purger.setLive(true);
    await purger.flush();
    expect(cache.purges.map((purge) => purge.keys)).toEqual([ALL_TAG]);
  });

  it("logs a refused purge, a cache that does not answer in time and one that is down, and never throws", async () => {
    const refusing = await fakeCache({ status: 405 });
    const hanging = await fakeCache({ delayMs: 5_000 });
    const down = await fakeCache();
    servers.pop()?.close();
    const purger = new CdnPurger({ urls: [refusing.url, hanging.url, down.url], gatherMs: 1_000, timeoutMs: 200 });
    const started = Date.now();
    const lines = await warningsDuring(async () => {
      purger.invalidateTag("product:5");
      await purger.flush();
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    const warnings = lines.map((line) => JSON.parse(line) as { msg: string; url: string });
    expect(warnings.map((warning) => [warning.msg, warning.url]).sort()).toEqual(
      [
        ["CDN purge failed", down.url],
        ["CDN purge failed", hanging.url],
        ["CDN purge refused", refusing.url],
      ].sort(),
    );
  });

  it("holds one purge at a time per burst, so a slow cache gets the next burst after the one it is on", async () => {
    const cache = await fakeCache({ delayMs: 150 });
    const purger = new CdnPurger({ urls: [cache.url], gatherMs: 1_000 });
    purger.invalidateTag("product:1");
    const first = purger.flush();
    await vi.waitFor(() => expect(cache.purges).toHaveLength(1));
    purger.invalidateTag("product:2");
    purger.invalidateTag("product:3");
    const second = purger.flush();
    expect(cache.purges).toHaveLength(1);
    await Promise.all([first, second]);
    expect(cache.purges.map((purge) => purge.keys)).toEqual(["product:1", "product:2 product:3"]);
  });
});

describe("CDN_PURGE_URLS", () => {
  it("is no purger when unset or empty", () => {
    expect(cdnPurgerOf(parseEnv({}))).toBeUndefined();
    expect(cdnPurgerOf(parseEnv({ CDN_PURGE_URLS: " , " }))).toBeUndefined();
  });

  it("reads a comma list of URLs", () => {
    expect(parseEnv({ CDN_PURGE_URLS: "http://127.0.0.1:6081/, https://cdn.example/purge" }).CDN_PURGE_URLS).toEqual([
      "http://127.0.0.1:6081/",
      "https://cdn.example/purge",
    ]);
  });

  it("refuses anything but http(s) URLs with one line naming the variable", () => {
    expect(() => parseEnv({ CDN_PURGE_URLS: "http://127.0.0.1:6081/,varnish" })).toThrow(ConfigError);
    expect(() => parseEnv({ CDN_PURGE_URLS: "ftp://cdn.example/" })).toThrow(/^Invalid configuration: CDN_PURGE_URLS/);
  });
});
