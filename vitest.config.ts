import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**", "tests/reliability/**", "data/**"],
    environment: "node",
    pool: "forks",
    // Vitest leaves a core to itself (cores − 1): on the 2-core CI machine that is one worker, and a
    // test file waits on its database much of the time, so two run the suite in 351 s, not 469.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["tests/helpers/template-setup.ts"],
    setupFiles: ["tests/helpers/fail-on-console.ts", "tests/helpers/fail-on-overlapping-queries.ts"],
  },
});
