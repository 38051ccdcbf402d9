// Issue #10 "Fuzzing": generated requests to every shopper-facing /api route (see harness.ts).
import { afterAll, describe, expect, it } from "vitest";
import { createFuzzer } from "./harness";

const fuzzer = await createFuzzer();

afterAll(async () => {
  await fuzzer.close();
});

describe("the fuzzer's plan", () => {
  it("has an entry for every route of the API and none for a route that is gone", () => {
    const routes = fuzzer.endpoints.map((endpoint) => endpoint.key).sort();
    expect(routes.length).toBeGreaterThan(90);
    expect(Object.keys(fuzzer.plans).sort()).toEqual(routes);
  });
});

describe("fuzzed shop API", () => {
  const endpoints = fuzzer.endpoints.filter((endpoint) => !endpoint.pattern.startsWith("/api/admin/"));
  it.each(endpoints.map((endpoint) => [endpoint.key, endpoint] as const))("%s", async (_key, endpoint) => {
    await fuzzer.fuzz(endpoint);
  });
});
