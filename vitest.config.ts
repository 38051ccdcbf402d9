import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**", "tests/reliability/**", "data/**"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["tests/helpers/template-setup.ts"],
    setupFiles: ["tests/helpers/fail-on-console.ts", "tests/helpers/fail-on-overlapping-queries.ts"],
  },
});
