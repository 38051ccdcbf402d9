// The books of a reliability run, read from the database with plain SQL: stock, sales counts,
// orders and the simulator's payments. `problems` lists every broken invariant (empty: all good).
import pg from "pg";
import { PAID_ORDER_STATUSES } from "../../../core/checkout";
import { type DatabaseOptions, openDatabase } from "../../../server/db/client";
import { prepareDatabase } from "../../../server/db/setup";
import type { Buyable } from "./shoppers";

/** The statuses of a paid order, as the shop counts them (core/checkout.ts), for SQL. */
const PAID = `(${PAID_ORDER_STATUSES.map((status) => `'${status}'`).join(",")})`;

/** Migrates and seeds a fresh database, as the first app instance would. */
export async function prepareShopDatabase(url: string): Promise<void> {
  const options: DatabaseOptions = { kind: "postgres", url, maxConnections: 2 };
  const database = await openDatabase(options);
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}

type Key = string;
const keyOf = (productId: number, variationId: number | null): Key =>
  variationId === null ? `p${productId}` : `v${variationId}`;

export type Snapshot = { stock: Map<Key, number>; sales: Map<number, number> };

export class Ledger {
  /** While `problems` reads: one connection in one snapshot of the database. */
  private reader: pg.PoolClient | undefined;

  private constructor(private readonly pool: pg.Pool) {}

  static open(url: string): Ledger {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on("error", () => undefined);
    return new Ledger(pool);
  }

  close() {
    return this.pool.end();
  }

  query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    return (this.reader ?? this.pool).query<Row>(text, values);
  }

  /**
   * Gives every published item a guest may buy several of `plenty` units except `scarce` of them, which get
   * `scarceStock` (shoppers race for those). Answers the items.
   */
  async stockUp(plenty: number, scarce: number, scarceStock: number): Promise<Buyable[]> {
    await this.query("UPDATE products SET stock_quantity = $1 WHERE stock_quantity IS NOT NULL", [plenty]);
    await this.query("UPDATE product_variations SET stock_quantity = $1", [plenty]);
    const { rows } = await this.query<{ product_id: number; variation_id: number | null; slug: string }>(
      `SELECT p.id AS product_id, v.id AS variation_id, p.slug
         FROM products p LEFT JOIN product_variations v
           ON v.product_id = p.id AND NOT v.login_required AND NOT v.one_purchased
        WHERE p.status = 'publish' AND NOT p.login_required AND NOT p.one_purchased
          AND ((p.type = 'simple' AND p.stock_quantity IS NOT NULL) OR (p.type = 'variable' AND v.id IS NOT NULL))
        ORDER BY p.id, v.id`,
    );
    const buyables = rows.map((row) => ({ productId: row.product_id, variationId: row.variation_id, slug: row.slug }));
    for (const item of buyables.filter((_, index) => index % Math.ceil(buyables.length / scarce) === 0)) {
      if (item.variationId === null) {
        await this.query("UPDATE products SET stock_quantity = $1 WHERE id = $2", [scarceStock, item.productId]);
      } else {
        await this.query("UPDATE product_variations SET stock_quantity = $1 WHERE id = $2", [
          scarceStock,
          item.variationId,
        ]);
      }
    }
    return buyables;
  }

  async snapshot(): Promise<Snapshot> {
    const stock = new Map<Key, number>();
    const sales = new Map<number, number>();
    const products = await this.query<{ id: number; stock_quantity: number | null; sales_count: number }>(
      "SELECT id, stock_quantity, sales_count FROM products",
    );
    for (const row of products.rows) {
      if (row.stock_quantity !== null) stock.set(keyOf(row.id, null), row.stock_quantity);
      sales.set(row.id, row.sales_count);
    }
    const variations = await this.query<{ id: number; stock_quantity: number }>(
      "SELECT id, stock_quantity FROM product_variations",
    );
    for (const row of variations.rows) stock.set(keyOf(0, row.id), row.stock_quantity);
    return { stock, sales };
  }

  /**
   * Broken invariants since `start`: stock = start − what orders hold (paid, and unpaid ones still
   * reserved), never below zero; sales counts grew by exactly the paid lines (each order was paid
   * once); one order per payment; with `settled`, every PAID payment has its paid order and every
   * paid order its PAID payment (without it, a PAID payment may still wait for the sweep).
   */
  async problems(start: Snapshot, options: { settled: boolean }): Promise<string[]> {
    // One snapshot for every query: a restarted shop's sweep pays orders while the ledger reads, and
    // sales counts read before an order was paid and its lines read after it do not add up.
    const client = await this.pool.connect();
    this.reader = client;
    try {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      return await this.problemsInSnapshot(start, options);
    } finally {
      this.reader = undefined;
      await client.query("ROLLBACK").catch(() => undefined);
      client.release();
    }
  }

  private async problemsInSnapshot(start: Snapshot, { settled }: { settled: boolean }): Promise<string[]> {
    const problems: string[] = [];
    const now = await this.snapshot();
    const held = new Map<Key, number>();
    const heldRows = await this.query<{ product_id: number; variation_id: number | null; quantity: string }>(
      `SELECT l.product_id, l.variation_id, sum(l.quantity) AS quantity
         FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.holds_stock GROUP BY l.product_id, l.variation_id`,
    );
    for (const row of heldRows.rows) held.set(keyOf(row.product_id, row.variation_id), Number(row.quantity));
    for (const [key, before] of start.stock) {
      const expected = before - (held.get(key) ?? 0);
      const actual = now.stock.get(key);
      if (actual !== expected) problems.push(`stock of ${key}: ${actual}, expected ${before} − ${held.get(key) ?? 0}`);
      if ((actual ?? 0) < 0) problems.push(`stock of ${key} is negative: ${actual}`);
    }

    const soldRows = await this.query<{ product_id: number; quantity: string }>(
      `SELECT l.product_id, sum(l.quantity) AS quantity FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.status IN ${PAID} AND NOT l.is_gift GROUP BY l.product_id`,
    );
    const sold = new Map(soldRows.rows.map((row) => [row.product_id, Number(row.quantity)]));
    for (const [productId, before] of start.sales) {
      const grown = (now.sales.get(productId) ?? 0) - before;
      if (grown !== (sold.get(productId) ?? 0)) {
        problems.push(
          `sales count of product ${productId} grew by ${grown}, paid lines hold ${sold.get(productId) ?? 0}`,
        );
      }
    }

    const duplicates = await this.query<{ payment_id: string; n: string }>(
      "SELECT payment_id, count(*) AS n FROM orders GROUP BY payment_id HAVING count(*) > 1",
    );
    for (const row of duplicates.rows) problems.push(`payment ${row.payment_id} belongs to ${row.n} orders`);

    const payments = await this.query<{ payment_id: string; paid: string; order_id: number | null; status: string }>(
      `SELECT s.payment_id, s.status AS paid, o.id AS order_id, o.status
         FROM sim_payments s LEFT JOIN orders o ON o.payment_id = s.payment_id
        WHERE s.status = 'PAID' AND (o.id IS NULL OR o.status NOT IN ${PAID})`,
    );
    for (const row of payments.rows) {
      const waiting = row.status === "pending" || row.status === "expired";
      if (settled || !waiting) {
        problems.push(
          `payment ${row.payment_id} is PAID but its order ${row.order_id ?? "does not exist"} is ${row.status}`,
        );
      }
    }
    const unpaid = await this.query<{ id: number; sim: string | null }>(
      `SELECT o.id, s.status AS sim FROM orders o LEFT JOIN sim_payments s ON s.payment_id = o.payment_id
        WHERE o.status IN ${PAID} AND (s.status IS NULL OR s.status <> 'PAID')`,
    );
    for (const row of unpaid.rows) problems.push(`order ${row.id} is paid but its payment is ${row.sim ?? "missing"}`);
    return problems;
  }

  /** Of these orders (a shopper saw each one complete), those that are not paid. */
  async notPaid(orderIds: number[]): Promise<string[]> {
    if (orderIds.length === 0) return [];
    const { rows } = await this.query<{ id: number; status: string }>(
      `SELECT id, status FROM orders WHERE id = ANY($1::int[]) AND status NOT IN ${PAID}`,
      [orderIds],
    );
    const found = await this.query<{ n: string }>("SELECT count(*) AS n FROM orders WHERE id = ANY($1::int[])", [
      orderIds,
    ]);
    const missing = orderIds.length - Number(found.rows[0]?.n ?? 0);
    return [
      ...rows.map((row) => `order ${row.id} was completed for its shopper but is ${row.status}`),
      ...(missing > 0 ? [`${missing} completed orders are missing`] : []),
    ];
  }

  async counts() {
    const { rows } = await this.query<{ status: string; n: string }>(
      "SELECT status, count(*) AS n FROM orders GROUP BY status ORDER BY status",
    );
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  }
}
