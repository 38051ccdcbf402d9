// What one sell-out costs an instance (issue 23): `npx tsx bench/sell-out.ts` (after `npm run
// build`). One instance on a fresh PostgreSQL database serves the sale benchmark's six pages until
// they are kept; then a simple product they show turns sold out and back in stock (SELL_OUT_FLIPS
// times), and after each turn the six pages are asked for, all at once, until every one is a hit
// again. Prints the CPU time per turn of the instance and of its PostgreSQL sessions (from /proc)
// and the transactions the database committed per turn (the turn's own UPDATE included).
import pg from "pg";
import { envNumber, sleep, startInstance, stopInstance } from "../tests/reliability/support/app";
import { prepareShopDatabase } from "../tests/reliability/support/ledger";
import { createFreshDatabase } from "../tests/reliability/support/postgres";
import { cpuMs } from "./proc-cpu";

const FLIPS = envNumber("SELL_OUT_FLIPS", 30);
const PRODUCT = "incense-woody-pr2404";
const PATHS = [
  "/",
  "/collection/all",
  `/product/${PRODUCT}`,
  "/product/collins-incense",
  "/product/collins-incense-giftset",
  "/product/incense-yuja-pr2404",
];
/** PostgreSQL sends its sessions' statistics at most once a second. */
const STATS_DELAY_MS = 1_500;

const database = await createFreshDatabase();
await prepareShopDatabase(database.url);
const server = await startInstance(database.url);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  const state = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    return response.headers.get("x-page-cache");
  };
  const measure = async () => {
    await sleep(STATS_DELAY_MS);
    const { rows } = await client.query<{ pid: number; commits: string }>(
      `SELECT a.pid, d.xact_commit AS commits FROM pg_stat_activity a, pg_stat_database d
        WHERE a.datname = current_database() AND d.datname = current_database() AND a.pid <> pg_backend_pid()`,
    );
    return {
      app: cpuMs(server.process.pid),
      database: rows.reduce((sum, row) => sum + cpuMs(row.pid), 0),
      commits: Number(rows[0]?.commits ?? 0),
    };
  };
  for (let round = 0; round < 30; round += 1) await Promise.all(PATHS.map(state));
  const before = await measure();
  let asked = 0;
  for (let flip = 0; flip < FLIPS; flip += 1) {
    await client.query("UPDATE products SET stock_quantity = $1 WHERE slug = $2", [flip % 2 === 0 ? 0 : 5, PRODUCT]);
    for (let tries = 0; tries < 500; tries += 1) {
      await sleep(10);
      asked += 1;
      if ((await Promise.all(PATHS.map(state))).every((kept) => kept === "hit")) break;
    }
  }
  const after = await measure();
  const perFlip = (figure: number) => Math.round((figure / FLIPS) * 10) / 10;
  process.stdout.write(
    `${JSON.stringify({
      flips: FLIPS,
      appCpuMsPerFlip: perFlip(after.app - before.app),
      databaseCpuMsPerFlip: perFlip(after.database - before.database),
      commitsPerFlip: perFlip(after.commits - before.commits),
      roundsOfSixPagesPerFlip: perFlip(asked),
    })}\n`,
  );
} finally {
  await client.end();
  await stopInstance(server, "SIGTERM");
  await database.drop();
}
