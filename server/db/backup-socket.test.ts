// The backup socket of a running PGlite shop (issue 18 review): a client that connects and sends
// nothing, or asks and then stops reading, must not hold the shop's shutdown, and a backup cut off
// by a stop is refused by the script instead of being written as if whole.
import { mkdirSync, mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupSocketPath, requestBackup, serveBackups } from "./backup-socket";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "collins-sock-"));
const stops: (() => Promise<void>)[] = [];
const clients: net.Socket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  for (const stop of stops.splice(0)) await stop();
});

async function serve(dataDir: string, data: Uint8Array, options?: Parameters<typeof serveBackups>[2]) {
  const stop = await serveBackups(dataDir, async () => data, options);
  stops.push(stop);
  return stop;
}

function connect(dataDir: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const client = net.connect(backupSocketPath(dataDir), () => resolve(client));
    client.on("error", reject);
    clients.push(client);
  });
}

/** Milliseconds `work` took, or a rejection once it took longer than `limitMs`. */
async function timed(work: Promise<unknown>, limitMs: number): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${limitMs} ms`)), limitMs);
  });
  try {
    await Promise.race([work, late]);
    return performance.now() - started;
  } finally {
    clearTimeout(timer);
  }
}

const closed = (socket: net.Socket) => new Promise((resolve) => socket.once("close", resolve));

describe("the backup socket", () => {
  it("answers a backup request with the whole snapshot", async () => {
    const dataDir = freshDir();
    await serve(dataDir, new Uint8Array([1, 2, 3, 4]));
    expect([...(await requestBackup(dataDir))]).toEqual([1, 2, 3, 4]);
  });

  it("does not let a connected client that sends nothing hold the stop", async () => {
    const dataDir = freshDir();
    const stop = await serve(dataDir, new Uint8Array(1));
    const idle = await connect(dataDir);
    const hungUp = closed(idle);
    expect(await timed(stop(), 2_000)).toBeLessThan(1_000);
    await hungUp;
  });

  it("hangs up on a client that sends no request within the request timeout", async () => {
    const dataDir = freshDir();
    await serve(dataDir, new Uint8Array(1), { requestTimeoutMs: 200 });
    const idle = await connect(dataDir);
    expect(await timed(closed(idle), 2_000)).toBeGreaterThanOrEqual(150);
  });

  it("cuts off, after the grace, a client that asked and stopped reading", async () => {
    const dataDir = freshDir();
    const stop = await serve(dataDir, new Uint8Array(64 * 1024 * 1024), { stopGraceMs: 300 });
    const stalled = await connect(dataDir);
    stalled.write("backup\n");
    stalled.pause();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await timed(stop(), 2_000)).toBeLessThan(1_500);
  });

  it("refuses an answer shorter than announced, as when the shop stopped while sending", async () => {
    const dataDir = freshDir();
    mkdirSync(path.dirname(backupSocketPath(dataDir)), { recursive: true });
    const cut = net.createServer((socket) => socket.once("data", () => socket.end("ok 10\nabc")));
    await new Promise<void>((resolve) => cut.listen(backupSocketPath(dataDir), resolve));
    try {
      await expect(requestBackup(dataDir)).rejects.toThrow(
        "the running shop stopped before the whole backup was sent: take it again",
      );
    } finally {
      await new Promise((resolve) => cut.close(resolve));
    }
  });
});
