import { defineConfig } from "vitest/config";

// npm run test:reliability: load and fault tests against the production build (issue 10).
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
