// First-load JavaScript of each page of the production build, gzip-compressed: the route manifest
// (loaded with the first page: routeDiscovery "initial"), the entry, the root route, the page's
// parent routes (the console's frame) and the page's route with every chunk they import. Fails
// when a budget is exceeded. A budget names a route or, ending in *, every route starting so.
// Usage: node scripts/js-budget.mjs [--budget routes/product=100] [--budget "routes/admin/*=110"]
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

/** A route's own budget, else the budget of the longest pattern (routes/admin/*) it starts with. */
function budgetOf(id) {
  if (budgets.has(id)) return budgets.get(id);
  const patterns = [...budgets.keys()].filter((key) => key.endsWith("*") && id.startsWith(key.slice(0, -1)));
  patterns.sort((a, b) => b.length - a.length);
  return patterns.length > 0 ? budgets.get(patterns[0]) : undefined;
}

const gzipSize = (url) => gzipSync(readFileSync(path.join(client, url)), { level: 9 }).length;
const modulesOf = (entry) => [entry.module, ...(entry.imports ?? [])];
const kbOf = (files) => [...files].reduce((sum, url) => sum + gzipSize(url), 0) / 1024;

/** The route's parents below the root, outermost first: their code loads with the page. */
function parentsOf(route) {
  const parents = [];
  for (let id = route.parentId; id && id !== "root"; id = manifest.routes[id]?.parentId) {
    parents.unshift(manifest.routes[id]);
  }
  return parents;
}

const everyPage = new Set([manifest.url, ...modulesOf(manifest.entry), ...modulesOf(manifest.routes.root)]);

let failed = false;
const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (route.id === "root" || !route.hasDefaultExport) continue;
  const files = new Set([...everyPage, ...[...parentsOf(route), route].flatMap(modulesOf)]);
  const kb = kbOf(files);
  const own = kbOf([...files].filter((url) => !everyPage.has(url)));
  const budget = budgetOf(route.id);
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  rows.push(
    `${route.id.padEnd(28)} ${kb.toFixed(1).padStart(7)} KB gzip, ${own.toFixed(1).padStart(5)} KB its own${budget ? ` (budget ${budget} KB${over ? ", EXCEEDED" : ""})` : ""}`,
  );
}
const shared = [...everyPage].map((url) => `${path.basename(url)} ${(gzipSize(url) / 1024).toFixed(1)}`).join(", ");
console.log(`Every page loads ${kbOf(everyPage).toFixed(1)} KB gzip: ${shared}\n`);
console.log(rows.join("\n"));
process.exit(failed ? 1 : 0);
