// The buyers of `npm run bench:sale` (bench/sale.ts), in a process of their own: the browsing load
// keeps the benchmark's own event loop busy, and a buyer's answer waiting behind it there was
// counted as the shop's latency (a checkout request's p50 read 117–157 ms in one process, 26–34 ms
// in its own). bench/sale.ts forks this file with the argument "buyers" and sends the sale, then
// opens and closes the door in turn (buyers arrive only while it is open; once it is closed and
// the last buyer inside has finished, the buyers say "idle"). They send back their figures when
// the product is sold out.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { envNumber, sleep } from "../tests/reliability/support/app";
import { Ledger } from "../tests/reliability/support/ledger";
import { type Buyable, brief, type ShopperOptions, Stats, Visit } from "../tests/reliability/support/shoppers";
import { percentile } from "./figures";
import { childCpuMs, ownCpuMs } from "./proc-cpu";
import type { Checkout } from "./sale-report";

/** Buyers who begin a checkout each second, and the longest pause a buyer makes at each of two steps. */
export const BUYER_RATE = envNumber("SALE_BUYER_RATE", 4);
export const THINK_MS = envNumber("SALE_THINK_MS", 1000);
export const MAX_BUYERS = envNumber("SALE_MAX_BUYERS", 100);
/** The sale stops here even if the product has not sold out (the report says so). */
export const MAX_SALE_SECONDS = envNumber("SALE_MAX_SECONDS", 120);
export const DECLINE_SHARE = Number(process.env.SALE_DECLINE_SHARE ?? 0.1);

type Sale = { urls: string[]; limited: Buyable; databaseUrl: string };

/** What bench/sale.ts sends once the sale is under way: buyers may arrive, or may not. */
export type Door = "open" | "close";

/** The door of the sale, closed until bench/sale.ts opens it. */
class Entrance {
  private open = false;
  private opened: () => void = () => undefined;
  private opening = new Promise<void>((resolve) => (this.opened = resolve));

  set(door: Door) {
    if ((door === "open") === this.open) return;
    this.open = door === "open";
    if (this.open) this.opened();
    else this.opening = new Promise((resolve) => (this.opened = resolve));
  }

  /** Resolves at once while the door is open, else when it opens. */
  waitOpen(): Promise<void> {
    return this.open ? Promise.resolve() : this.opening;
  }

  get isOpen() {
    return this.open;
  }
}

/** What the buyers send back: their figures, errors (counted and the first few told) and whether it sold out. */
/** `cpuMs`: the buyers' process's own CPU time when it was done (it ends right after, and /proc with it). */
export type Sold = { checkout: Checkout; errors: number; failures: string[]; soldOut: boolean; cpuMs: number };

/** The limited product's stock and the units unpaid orders still hold (given back if not paid). */
export async function stockLeft(ledger: Ledger, productId: number) {
  const { rows } = await ledger.query<{ stock: number; held: string }>(
    `SELECT p.stock_quantity AS stock,
            (SELECT coalesce(sum(l.quantity), 0) FROM orders o JOIN order_lines l ON l.order_id = o.id
              WHERE l.product_id = p.id AND o.holds_stock AND o.status = 'pending') AS held
       FROM products p WHERE p.id = $1`,
    [productId],
  );
  return { stock: rows[0]?.stock ?? Number.NaN, held: Number(rows[0]?.held ?? 0) };
}

/**
 * While the door is open, buyers arrive BUYER_RATE a second, each checking out one unit of `limited` as a person does:
 * a pause of up to THINK_MS after the cart and another in the payment window. Arrivals stop when
 * the product is sold out with no unpaid order holding it; at most MAX_BUYERS are in a checkout at
 * once (an arrival waits for a place, so a slow shop is not flooded without bound). Answers the
 * stats of their requests and the duration of each paid checkout, cart add to the paid order read
 * back. `idle` is called when the door is closed and no buyer is inside.
 */
async function sell(urls: string[], limited: Buyable, ledger: Ledger, entrance: Entrance, idle: () => void) {
  const stats = new Stats();
  const checkoutMs: number[] = [];
  const uncounted: string[] = [];
  const options: ShopperOptions = {
    targets: () => urls,
    buyables: [limited],
    stats,
    checkoutShare: 1,
    declineShare: DECLINE_SHARE,
    lineQuantity: 1,
    thinkMs: THINK_MS,
    retryUnavailableMs: 0,
    timeoutMs: 15_000,
    browse: false,
  };
  /** MAX_SALE_SECONDS of open door. */
  let deadline = Date.now() + MAX_SALE_SECONDS * 1000;
  let soldOut = false;
  const inCheckout = new Set<Promise<void>>();
  const buyer = async (index: number) => {
    // A checkout allows 30 attempts per address in 10 minutes: each buyer has an address of its own.
    const visitor = new Visit(options, `10.${(index >> 16) % 256}.${(index >> 8) % 256}.${index % 256}`);
    const refusals = stats.soldOut;
    const counted = stats.failures.length + stats.unexpected.length;
    const started = performance.now();
    try {
      if ((await visitor.checkout()) !== null) checkoutMs.push(performance.now() - started);
    } catch (error) {
      // A request that failed is in the stats already; a paid order read back wrong is not.
      if (stats.failures.length + stats.unexpected.length === counted) uncounted.push(String(error));
    }
    if (stats.soldOut > refusals) {
      const left = await stockLeft(ledger, limited.productId);
      if (left.stock <= 0 && left.held === 0) soldOut = true;
    }
  };
  const saidIdle = () => {
    if (!entrance.isOpen && inCheckout.size === 0) idle();
  };
  let started = Date.now();
  let arrived = 0;
  for (let index = 0; !soldOut && Date.now() < deadline; index += 1) {
    if (!entrance.isOpen) {
      saidIdle();
      const closedAt = Date.now();
      await entrance.waitOpen();
      deadline += Date.now() - closedAt;
      started = Date.now();
      arrived = 0;
    }
    if (inCheckout.size >= MAX_BUYERS) await Promise.race(inCheckout);
    const checkout = buyer(index).finally(() => {
      inCheckout.delete(checkout);
      saidIdle();
    });
    inCheckout.add(checkout);
    arrived += 1;
    await sleep(Math.max(0, started + (arrived * 1000) / BUYER_RATE - Date.now()));
  }
  await Promise.all(inCheckout);
  return { stats, checkoutMs, uncounted, soldOut };
}

function checkoutFigures({ stats, checkoutMs }: { stats: Stats; checkoutMs: number[] }): Checkout {
  return {
    requests: stats.requests,
    p50: Math.round(percentile(stats.latencies, 50)),
    p99: Math.round(percentile(stats.latencies, 99)),
    max: Math.round(Math.max(0, ...stats.latencies)),
    wholeP50: Math.round(percentile(checkoutMs, 50)),
    wholeP99: Math.round(percentile(checkoutMs, 99)),
    paid: stats.paidOrders.size,
    declined: stats.declinedPayments,
    soldOutRefusals: stats.soldOut,
    statuses: Object.fromEntries([...stats.statuses].sort()),
    byStep: Object.fromEntries(
      [...stats.latenciesByStep].map(([step, ms]) => [
        step,
        { p50: Math.round(percentile(ms, 50)), p99: Math.round(percentile(ms, 99)) },
      ]),
    ),
  };
}

type FromBuyers = { idle: true } | { sold: Sold };

/**
 * Runs the buyers of `sale` in a child process until the product is sold out. They arrive only
 * while the door is open (it starts closed); `close()` resolves when the last buyer inside has
 * finished, or the sale is over.
 */
export function buyersInTheirOwnProcess(urls: string[], limited: Buyable, databaseUrl: string) {
  const child = fork(fileURLToPath(import.meta.url), ["buyers"]);
  let idle: () => void = () => undefined;
  const sold = new Promise<Sold>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the buyers exited with ${code} before their figures`)));
    child.on("message", (message: FromBuyers) => {
      if ("sold" in message) resolve(message.sold);
      else idle();
    });
    child.send({ urls, limited, databaseUrl } satisfies Sale);
  });
  const ended = sold.then(
    () => undefined,
    () => undefined,
  );
  return {
    pid: child.pid,
    /** Their CPU time so far, in ms: from /proc while they run, and what they said at the end after. */
    cpuMs: childCpuMs(
      child.pid,
      sold.then((done) => done.cpuMs),
    ),
    sold,
    open: () => child.connected && child.send("open" satisfies Door),
    close: () => {
      const finished = new Promise<void>((resolve) => (idle = resolve));
      if (child.connected) child.send("close" satisfies Door);
      return Promise.race([finished, ended]);
    },
  };
}

async function buyersProcess({ urls, limited, databaseUrl }: Sale, entrance: Entrance): Promise<Sold> {
  const ledger = Ledger.open(databaseUrl);
  try {
    const sold = await sell(urls, limited, ledger, entrance, () => process.send?.({ idle: true } satisfies FromBuyers));
    const errors = [
      ...sold.stats.failures,
      ...sold.stats.unexpected.filter((failure) => typeof failure.status === "number" && failure.status < 500),
    ];
    return {
      checkout: checkoutFigures(sold),
      errors: errors.length + sold.uncounted.length,
      failures: [...brief(errors), ...sold.uncounted.slice(0, 10)],
      soldOut: sold.soldOut,
      cpuMs: ownCpuMs(),
    };
  } finally {
    await ledger.close();
  }
}

if (process.argv[2] === "buyers") {
  const entrance = new Entrance();
  process.once("message", (sale: Sale) => {
    process.on("message", (door: Door) => entrance.set(door));
    buyersProcess(sale, entrance).then(
      (sold) => process.send?.({ sold } satisfies FromBuyers, () => process.disconnect()),
      (error) => {
        process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
