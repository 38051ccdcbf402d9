// `npm run test:pg`: the same test suite against a PostgreSQL server. Each test file creates
// and drops a database of its own there (TEST_DATABASE_URL, default: the local server).
import { spawnSync } from "node:child_process";
import path from "node:path";

const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const vitest = path.resolve(import.meta.dirname, "../node_modules/.bin/vitest");
const result = spawnSync(vitest, ["run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
