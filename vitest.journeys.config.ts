import { defineConfig } from "vitest/config";

// The shopper journeys in Chromium, Firefox ESR and WebKit (tests/journeys), on one production
// server for the run (the e2e suite's global setup): `npm run e2e:engines` after `npm run build`.
export default defineConfig({
  test: {
    include: ["tests/journeys/**/*.journey.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
