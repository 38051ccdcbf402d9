// Spec §9 "Script chunk load time-out is 120 seconds", on a fixed clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, withTimeout } from "./chunk";

describe("withTimeout", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is 120 s", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("answers what came in time", async () => {
    const load = new Promise<string>((resolve) => setTimeout(() => resolve("chunk"), 119_000));
    const answer = withTimeout(load);
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(answer).resolves.toBe("chunk");
  });

  it("fails a chunk that has not come after 120 s", async () => {
    const answer = withTimeout(new Promise(() => {}));
    const failed = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void failed.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(String(await failed)).toContain("chunk load time-out");
  });

  it("passes a failed load's error on", async () => {
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/engagement-x.js");
    await expect(withTimeout(Promise.reject(error))).rejects.toBe(error);
  });
});
