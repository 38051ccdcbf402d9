// `npm start`: builds when there is no build (or the sources are newer), then runs the
// production server in this process.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build/.stamp");
const SOURCES = [
  "app",
  "server",
  "core",
  "public",
  "config",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestChange(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(stamp) || !existsSync(path.join(root, "build/main.js"))) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((source) => {
    const target = path.join(root, source);
    return !existsSync(target) || newestChange(target) <= built;
  });
}

if (!buildIsCurrent()) {
  console.log("Building the shop first (this takes a minute the first time)…");
  execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "build/main.js")).href);
