// Issue #10 "Fuzzing": generated requests to every console route under /api/admin (see harness.ts).
import { afterAll, describe, it } from "vitest";
import { createFuzzer } from "./harness";

const fuzzer = await createFuzzer();

afterAll(async () => {
  await fuzzer.close();
});

describe("fuzzed console API", () => {
  const endpoints = fuzzer.endpoints.filter((endpoint) => endpoint.pattern.startsWith("/api/admin/"));
  it.each(endpoints.map((endpoint) => [endpoint.key, endpoint] as const))("%s", async (_key, endpoint) => {
    await fuzzer.fuzz(endpoint);
  });
});
