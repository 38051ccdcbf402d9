// Issue 10: 100 shoppers on two app instances over one PostgreSQL database for a while
// (RELIABILITY_SECONDS, 75 by default; the long run is RELIABILITY_SECONDS=180). No 5xx, no network
// failure, every order a shopper saw completed is paid, every paid payment has its order, and the
// stock is the starting stock minus what was sold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../e2e/support/server";
import { envNumber, errorLines, startInstance, stopInstance } from "./support/app";
import { Ledger, prepareShopDatabase, type Snapshot } from "./support/ledger";
import { createFreshDatabase, type FreshDatabase, SERVER_URL, serverAnswers } from "./support/postgres";
import { type Buyable, brief, Stats, shopperLoop } from "./support/shoppers";

const SECONDS = envNumber("RELIABILITY_SECONDS", 75);
const SHOPPERS = envNumber("RELIABILITY_SHOPPERS", 100);
const available = await serverAnswers();
if (!available) console.log(`SKIPPED: no PostgreSQL answers at ${SERVER_URL}`);

describe.skipIf(!available)(`${SHOPPERS} shoppers on two instances and one PostgreSQL database`, () => {
  let database: FreshDatabase;
  let ledger: Ledger;
  let buyables: Buyable[];
  let start: Snapshot;
  const instances: RunningServer[] = [];

  beforeAll(async () => {
    database = await createFreshDatabase();
    await prepareShopDatabase(database.url);
    ledger = Ledger.open(database.url);
    // A few items have 25 units only, so shoppers race for the last ones.
    buyables = await ledger.stockUp(100_000, 4, 25);
    start = await ledger.snapshot();
    instances.push(...(await Promise.all([startInstance(database.url), startInstance(database.url)])));
  });

  afterAll(async () => {
    for (const instance of instances) await stopInstance(instance, "SIGTERM");
    await ledger?.close();
    await database?.drop();
  });

  it(
    "serves every request, loses no order and sells no unit twice",
    async () => {
      const stats = new Stats();
      const started = Date.now();
      const endsAt = started + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: SHOPPERS }, (_, index) =>
          shopperLoop(index, () => Date.now() > endsAt, {
            targets: () => instances.map((instance) => instance.url),
            buyables,
            stats,
            browse: true,
            checkoutShare: 0.5,
            declineShare: 0.1,
            thinkMs: 100,
            retryUnavailableMs: 0,
            timeoutMs: 15_000,
          }),
        ),
      );
      const elapsed = (Date.now() - started) / 1000;
      console.log(
        "load:",
        JSON.stringify({ shoppers: SHOPPERS, instances: instances.length, ...stats.summary(elapsed) }),
        "\norders in the database:",
        JSON.stringify(await ledger.counts()),
        ...brief([...stats.unexpected, ...stats.failures.filter((failure) => failure.status !== 503)]),
      );

      for (const instance of instances) {
        expect(instance.process.exitCode, `an instance died:\n${instance.output().slice(-4_000)}`).toBeNull();
      }
      // What the instances logged as errors says why an answer was a 5xx.
      for (const instance of instances) expect(errorLines(instance)).toEqual([]);
      expect(brief(stats.failures)).toEqual([]);
      expect(brief(stats.unexpected)).toEqual([]);
      expect(stats.paidOrders.size).toBeGreaterThan(0);
      expect(await ledger.notPaid([...stats.paidOrders.keys()])).toEqual([]);
      expect(await ledger.problems(start, { settled: true })).toEqual([]);
      expect((await ledger.counts()).pending ?? 0).toBe(0);
    },
    SECONDS * 1000 + 120_000,
  );
});
