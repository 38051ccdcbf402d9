// First-load JavaScript of each page of the production build, gzip-compressed: the route manifest
// (loaded with the first page: routeDiscovery "initial"), the entry, the root route and the page's
// route with every chunk they import. Fails when a budget is exceeded.
// Usage: node scripts/js-budget.mjs [--budget routes/product=100]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");
const assets = path.join(client, "assets");
const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("No build/client/assets/manifest-*.js: run npm run build first.");
const source = readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));

const budgets = new Map();
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--budget") {
    const [route, kb] = (args[i + 1] ?? "").split("=");
    budgets.set(route, Number(kb));
    i += 1;
  }
}

const gzipSize = (url) => gzipSync(readFileSync(path.join(client, url)), { level: 9 }).length;
const modulesOf = (entry) => [entry.module, ...(entry.imports ?? [])];

let failed = false;
const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (route.id === "root" || !route.hasDefaultExport) continue;
  const files = new Set([
    manifest.url,
    ...modulesOf(manifest.entry),
    ...modulesOf(manifest.routes.root),
    ...modulesOf(route),
  ]);
  const bytes = [...files].reduce((sum, url) => sum + gzipSize(url), 0);
  const kb = bytes / 1024;
  const budget = budgets.get(route.id);
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  rows.push(
    `${route.id.padEnd(28)} ${kb.toFixed(1).padStart(7)} KB gzip${budget ? ` (budget ${budget} KB${over ? ", EXCEEDED" : ""})` : ""}`,
  );
}
console.log(rows.join("\n"));
process.exit(failed ? 1 : 0);
