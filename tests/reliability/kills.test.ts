// Issue 10: the app process is SIGKILLed at random points of shoppers' checkouts, again and again
// (RELIABILITY_KILLS, 100 by default). After every restart no order is paid twice and the stock is
// the starting stock minus what orders hold; at the end, once the new process's reconciliation
// sweep has run, every PAID payment of the simulator has its paid order and the other way round.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../e2e/support/server";
import { envNumber, errorLines, sleep, startInstance, stopInstance } from "./support/app";
import { Ledger, prepareShopDatabase, type Snapshot } from "./support/ledger";
import { createFreshDatabase, type FreshDatabase, SERVER_URL, serverAnswers } from "./support/postgres";
import { type Buyable, brief, Stats, type Step, shopperLoop, type Visit } from "./support/shoppers";

const KILLS = envNumber("RELIABILITY_KILLS", 100);
const SHOPPERS = 6;
/** How long a process serves before it is killed: random between these. */
const LIFE_MS = [150, 1_200] as const;
const SWEEP_WAIT_MS = 60_000;

const available = await serverAnswers();
if (!available) console.log(`SKIPPED: no PostgreSQL answers at ${SERVER_URL}`);

describe.skipIf(!available)(`the app SIGKILLed ${KILLS} times during checkouts`, () => {
  let database: FreshDatabase;
  let ledger: Ledger;
  let buyables: Buyable[];
  let start: Snapshot;
  const running: RunningServer[] = [];

  beforeAll(async () => {
    database = await createFreshDatabase();
    await prepareShopDatabase(database.url);
    ledger = Ledger.open(database.url);
    buyables = await ledger.stockUp(100_000, 2, 40);
    start = await ledger.snapshot();
  });

  afterAll(async () => {
    for (const server of running) await stopInstance(server, "SIGKILL");
    await ledger?.close();
    await database?.drop();
  });

  it("never pays an order twice, keeps the stock and completes every paid order", async () => {
    const stats = new Stats();
    const killedAt = new Map<Step | "between visits", number>();
    const started = Date.now();
    for (let kill = 0; kill < KILLS; kill += 1) {
      const server = await startInstance(database.url);
      running.push(server);
      let killed = false;
      const active = new Set<Visit>();
      const shoppers = Promise.all(
        Array.from({ length: SHOPPERS }, (_, index) =>
          shopperLoop(kill * SHOPPERS + index, () => killed, {
            targets: () => [server.url],
            buyables,
            stats,
            browse: false,
            checkoutShare: 1,
            declineShare: 0.1,
            thinkMs: 40,
            retryUnavailableMs: 0,
            timeoutMs: 10_000,
            active,
          }),
        ),
      );
      await sleep(LIFE_MS[0] + Math.random() * (LIFE_MS[1] - LIFE_MS[0]));
      for (const visit of active) killedAt.set(visit.step, (killedAt.get(visit.step) ?? 0) + 1);
      const idle = SHOPPERS - active.size;
      if (idle > 0) killedAt.set("between visits", (killedAt.get("between visits") ?? 0) + idle);
      killed = true;
      await stopInstance(server, "SIGKILL");
      running.splice(running.indexOf(server), 1);
      await shoppers;
      expect(errorLines(server)).toEqual([]);
      const problems = await ledger.problems(start, { settled: false });
      expect(problems, `after kill ${kill + 1}`).toEqual([]);
    }
    const killsSeconds = (Date.now() - started) / 1000;
    const waiting = await ledger.query<{ n: string }>(
      `SELECT count(*) AS n FROM sim_payments s JOIN orders o ON o.payment_id = s.payment_id
        WHERE s.status = 'PAID' AND o.status <> 'paid'`,
    );
    const before = await ledger.counts();

    // A last start: its first sweep asks PortOne about every unpaid order the dead processes left.
    const last = await startInstance(database.url);
    running.push(last);
    const sweepStarted = Date.now();
    let problems = await ledger.problems(start, { settled: true });
    while (problems.length > 0 && Date.now() - sweepStarted < SWEEP_WAIT_MS) {
      await sleep(500);
      problems = await ledger.problems(start, { settled: true });
    }
    console.log(
      "kills:",
      JSON.stringify({
        kills: KILLS,
        seconds: Math.round(killsSeconds),
        killedDuring: Object.fromEntries(killedAt),
        requests: stats.requests,
        paidOrdersSeenByShoppers: stats.paidOrders.size,
        paidPaymentsLeftUnconfirmed: Number(waiting.rows[0]?.n ?? 0),
        sweepSecondsToSettle: Math.round((Date.now() - sweepStarted) / 100) / 10,
      }),
      "\norders before the last start:",
      JSON.stringify(before),
      "\norders after its sweep:",
      JSON.stringify(await ledger.counts()),
    );

    expect(problems).toEqual([]);
    expect(await ledger.notPaid([...stats.paidOrders.keys()])).toEqual([]);
    expect(brief(stats.failures.filter((failure) => failure.status !== "network"))).toEqual([]);
    expect(brief(stats.unexpected)).toEqual([]);
    expect(errorLines(last)).toEqual([]);
  });
});
