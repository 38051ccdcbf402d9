import { reactRouter } from "@react-router/dev/vite";
import type { ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";

// Browser code in a handful of files instead of two dozen (decision 12): over HTTP/1.1 a phone on a
// slow network pays a round trip for each file before the page comes alive. The framework is three
// files that download side by side (react ← react-dom ← router: each imports only those before it,
// with the CommonJS helpers in the first); "shell" is the shop code the root needs, plus what two
// or more of the catalog pages need at first load. Lazy parts and page code keep their own chunks.
const REACT = /(\/node_modules\/react\/|^\0commonjsHelpers)/;
const REACT_DOM = /\/node_modules\/(react-dom|scheduler)\//;
const ROUTER = /\/node_modules\/(react-router|turbo-stream|cookie|set-cookie-parser)\//;
const SHOP_CODE = /\/(app|core)\//;
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/;
const ROOT = "/app/root.tsx";
const CATALOG_PAGES = ["/app/routes/home.tsx", "/app/routes/collection.tsx", "/app/routes/product.tsx"];

/** Every module a module imports statically, itself included. */
function staticClosure(start: string, meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let shell: Set<string> | null = null;

function shellModules(meta: ManualChunkMeta): Set<string> {
  if (shell) return shell;
  const ids = [...meta.getModuleIds()];
  const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
  const rootId = find(ROOT);
  const pages = CATALOG_PAGES.map((page) => find(page)).filter((id): id is string => id !== undefined);
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const id of staticClosure(page, meta)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  shell = new Set([
    ...(rootId ? staticClosure(rootId, meta) : []),
    ...[...counts].filter(([, count]) => count >= 2).map(([id]) => id),
  ]);
  return shell;
}

function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  if (REACT.test(id)) return "react";
  if (REACT_DOM.test(id)) return "react-dom";
  if (ROUTER.test(id)) return "router";
  if (SHOP_CODE.test(id) && !ROUTE_MODULE.test(id) && shellModules(meta).has(id)) return "shell";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // Server code stays readable in stack traces and profiles; only the browser's is minified.
    minify: isSsrBuild ? false : "terser",
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
    // Modern output minifies smaller: ES2020, one module scope.
    terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } },
  },
}));
