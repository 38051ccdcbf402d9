// A test file in which a transaction ran two queries at once on its connection fails (server/db/
// one-by-one.ts): node-postgres only warns of it (once per process) and will refuse it in pg 9.
import { afterAll } from "vitest";

const overlaps: string[] = [];

process.on("warning", (warning) => {
  if (warning.name === "DeprecationWarning" && warning.message.includes("already executing a query")) {
    overlaps.push(warning.message);
  }
});

afterAll(() => {
  if (overlaps.length > 0) throw new Error(`Overlapping queries on one connection: ${overlaps.join("\n")}`);
});
