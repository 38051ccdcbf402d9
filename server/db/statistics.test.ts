// The planner's statistics (issue 23, "a cheap cold render"; server/db/statistics.ts): a prepared
// database has them, and the home page's questions, planned with them, scan each table once.
// Without them three of those questions scanned products, images or reviews once for each row of
// another table (34–36 times a question on the demo catalog).
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "../../tests/helpers/count-queries";
import { testDatabase } from "../../tests/helpers/test-db";
import { bestSellingCards } from "../domain/catalog/collection-list";
import { ALL_COLLECTION_URL } from "../domain/catalog/collections";
import { newArrivals, photoReviews } from "../domain/catalog/home-sections";
import type { Db } from "./client";
import { collections, products } from "./schema";
import { startStatisticsRefresh } from "./statistics";

const database = testDatabase();

/** The `reltuples` the planner has of `table` (-1: never analyzed). */
async function reltuplesOf(db: Db, table: string): Promise<number> {
  const answer = await db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = ${table} AND relkind = 'r'`);
  return Number((answer as unknown as { rows: { reltuples: unknown }[] }).rows[0]?.reltuples);
}

type Send = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Actual Loops": number; Plans?: PlanNode[] };

/** Each scan of a table in the plan `read` ran by, with how many times it ran. */
async function scansOf(db: Db, { text, params }: { text: string; params: unknown[] }) {
  const send = (db as unknown as { $client: { query: Send } }).$client.query;
  const { rows } = await send.call(
    (db as unknown as { $client: unknown }).$client,
    `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
    params,
  );
  const explained = rows[0]?.["QUERY PLAN"];
  const [{ Plan }] = (typeof explained === "string" ? JSON.parse(explained) : explained) as [{ Plan: PlanNode }];
  const scans: { table: string; loops: number }[] = [];
  const walk = (node: PlanNode) => {
    if (node["Relation Name"]) scans.push({ table: node["Relation Name"], loops: node["Actual Loops"] });
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(Plan);
  return scans;
}

describe("the planner's statistics", () => {
  it("are taken when the database is prepared: the planner knows how many products there are", async () => {
    const [{ n }] = (await database.db.select({ n: count() }).from(products)) as [{ n: number }];
    expect(n).toBeGreaterThan(30);
    expect(await reltuplesOf(database.db, "products")).toBe(n);
  });

  it("plan the home page's lists so that each table is scanned once, not once a row", async () => {
    const db = database.db;
    const [all] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.url, ALL_COLLECTION_URL));
    const { statements, values } = await countQueries(db, async () => {
      expect(await bestSellingCards(db, all?.id ?? -1, 8)).toHaveLength(8);
      expect(await newArrivals(db, 8)).toHaveLength(8);
      expect((await photoReviews(db, 6)).length).toBeGreaterThan(0);
    });
    // The reads as sent; on PGlite a named question goes as EXECUTE (after its PREPARE, the first
    // time), with its values in it.
    const reads = statements.flatMap((text, i) => {
      const executed = /\bEXECUTE\s[^;]*$/i.exec(text)?.[0];
      if (executed) return [{ text: executed, params: [] }];
      return /^\s*select\b/i.test(text) ? [{ text, params: values[i] ?? [] }] : [];
    });
    expect(reads).toHaveLength(3);
    for (const read of reads) {
      const scans = await scansOf(db, read);
      expect(scans.length).toBeGreaterThan(0);
      expect({ read: read.text, scans }).toEqual({
        read: read.text,
        scans: scans.map((scan) => ({ ...scan, loops: 1 })),
      });
    }
  });

  it("are taken again while the shop runs (PGlite has no autovacuum)", async () => {
    const db = database.db;
    await db.execute(sql`CREATE TABLE statistics_probe AS SELECT generate_series(1, 100) AS n`);
    const reltuples = () => reltuplesOf(db, "statistics_probe");
    expect(await reltuples()).toBe(-1);
    const stop = startStatisticsRefresh(db, { firstAfterMs: 10, everyMs: 60_000 });
    try {
      await expect.poll(reltuples, { timeout: 5_000 }).toBe(100);
    } finally {
      stop();
      await db.execute(sql`DROP TABLE statistics_probe`);
    }
  });
});
