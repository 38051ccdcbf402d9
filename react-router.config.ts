import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The browser loads every route's manifest (about 3 KB gzip) with the first page instead of asking
  // /__manifest for the routes of each page's links, and each render skips computing a partial one
  // (decision 13).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
