// Writes a benchmark report into bench/results/ as the repository formats Markdown (biome), so a
// fresh result passes `npm run lint` as it is written.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const RESULTS_DIR = path.join(import.meta.dirname, "results");

export function writeReport(name: string, markdown: string, json: unknown): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.md`);
  writeFileSync(file, markdown);
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const biome = path.join(import.meta.dirname, "../node_modules/.bin/biome");
  execFileSync(biome, ["format", "--write", file], { stdio: "ignore" });
}
