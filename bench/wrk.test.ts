// bench/wrk.ts: bench:sale's browsing with wrk and bench/browse.lua, against two real HTTP servers.
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_ACCEPT_ENCODING } from "./browser";
import { browseOfWrk, browseWithWrk } from "./wrk";

const PRINTED = `Running 10s test @ http://127.0.0.1:18081
  2 threads and 4 connections
  1187 requests in 2.04s, 27.86MB read
Requests/sec:    582.25
WRK_RESULT {"requests":1187,"durationUs":2038650,"p50Us":5781,"p99Us":39387,"p999Us":54928,"connect":1,"read":2,"write":0,"status":3,"timeout":4,"cpuMs":164}
`;

describe("what bench/browse.lua prints", () => {
  it("reads the requests, the latencies in ms, the errors and wrk's CPU time", () => {
    expect(browseOfWrk(PRINTED)).toEqual({
      browse: {
        requestsPerSecond: 582,
        p50: 5.8,
        p99: 39.4,
        p99_9: 54.9,
        requests: 1187,
        seconds: 2.04,
        errors: 7,
        non2xx: 3,
      },
      cpuMs: 164,
    });
  });

  it("refuses output without a result (wrk failed to start or to connect)", () => {
    expect(() => browseOfWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/no result/);
  });
});

const hasWrk = !spawnSync("wrk", ["--version"]).error;

/** A server that counts the paths it is asked for and the Accept-Encoding they came with. */
async function countingServer() {
  const paths = new Map<string, number>();
  const encodings = new Set<string>();
  const server: Server = createServer((request, response) => {
    paths.set(request.url ?? "", (paths.get(request.url ?? "") ?? 0) + 1);
    encodings.add(String(request.headers["accept-encoding"]));
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, paths, encodings };
}

describe.skipIf(!hasWrk)("browsing with wrk (skipped where the Debian package wrk is not installed)", () => {
  let servers: Awaited<ReturnType<typeof countingServer>>[] = [];
  beforeAll(async () => {
    servers = [await countingServer(), await countingServer()];
  });
  afterAll(async () => {
    for (const { server } of servers) await new Promise((resolve) => server.close(resolve));
  });

  it("browses every instance, cycling the pages as a browser asks for them, and stops when told", async () => {
    const browsing = browseWithWrk(
      servers.map(({ url }) => url),
      ["/", "/product/a"],
      30,
      4,
    );
    setTimeout(browsing.stop, 1_000);
    const { browse, cpuMs } = await browsing.figures;
    // Stopped after about a second, not 30.
    expect(browse.seconds).toBeLessThan(10);
    expect(browse.requests).toBeGreaterThan(0);
    expect(browse.errors + browse.non2xx).toBe(0);
    expect(browse.p99).toBeGreaterThanOrEqual(browse.p50);
    expect(cpuMs).toBeGreaterThanOrEqual(0);
    for (const { paths, encodings } of servers) {
      expect(paths.get("/")).toBeGreaterThan(0);
      expect(paths.get("/product/a")).toBeGreaterThan(0);
      expect([...encodings]).toEqual([BROWSER_ACCEPT_ENCODING]);
    }
    const served = servers.reduce((sum, { paths }) => sum + [...paths.values()].reduce((a, b) => a + b, 0), 0);
    // wrk counts the requests answered; a few may be in flight when it stops.
    expect(Math.abs(served - browse.requests)).toBeLessThanOrEqual(4);
  });

  // In CI a stop that came right after wrk set up its SIGINT handler, before it went to sleep for the
  // run, was taken and the run went on for its 30 s.
  it("ends soon however early it is stopped (the product sold out as the slice began)", async () => {
    for (const delayMs of [0, 1, 2, 3, 5, 8, 12, 20, 30, 50]) {
      const started = performance.now();
      const browsing = browseWithWrk(
        servers.map(({ url }) => url),
        ["/"],
        30,
        2,
      );
      setTimeout(browsing.stop, delayMs);
      const { browse } = await browsing.figures;
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(browse.errors + browse.non2xx).toBe(0);
    }
  }, 60_000);
});
