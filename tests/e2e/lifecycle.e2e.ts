// Issue 2: data survives a restart and a Ctrl-C (graceful close, no corrupted PGlite directory).
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./support/server";

const started: RunningServer[] = [];

afterAll(async () => {
  for (const server of started) await server.stop("SIGKILL");
});

async function collectionsOf(server: RunningServer) {
  const response = await fetch(`${server.url}/api/v2/collection/all`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; url: string }[];
}

describe("the production process", () => {
  it("stops cleanly on Ctrl-C and SIGTERM and keeps its embedded database", async () => {
    const first = await startServer({ env: { LOG_LEVEL: "info" } });
    started.push(first);
    const before = await collectionsOf(first);
    expect(before.length).toBeGreaterThanOrEqual(7);
    expect(first.output()).toContain("seeded the demo catalog");

    expect(await first.stop("SIGINT")).toBe(0);
    expect(first.output()).not.toMatch(/"level":"error"/);

    const second = await startServer({ dataDir: first.dataDir, env: { LOG_LEVEL: "info" } });
    started.push(second);
    expect(await collectionsOf(second)).toEqual(before);
    // The catalog came from the files on disk, not from a second seeding.
    expect(second.output()).not.toContain("seeded the demo catalog");
    expect(await second.stop("SIGTERM")).toBe(0);
  });

  it("refuses a wrong setting with one line naming the variable", async () => {
    await expect(startServer({ env: { PORT: "not-a-port" } })).rejects.toThrow(/Invalid configuration: PORT/);
  });
});
