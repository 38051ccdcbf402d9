// The planner's statistics (issue 23, "a cheap cold render"). PostgreSQL plans a question from what
// ANALYZE last saw of each table; a table never analyzed is planned from its size on disk alone.
// PGlite has no autovacuum, so nothing ever analyzed the shop's tables there, and on a PostgreSQL
// server autovacuum analyzes a table only after 50 changed rows and a tenth of it more: a seeded
// catalog of 36 products never got there. Planned blind, three of the home page's questions ran a
// scan of products, images or reviews once for each row of another table (34–36 times). The shop
// analyzes every table when it starts, and on PGlite every few hours as autovacuum would.
import { sql } from "drizzle-orm";
import { every } from "../background";
import type { Db } from "./client";

/** Takes the planner's statistics of every table of the database again. */
export async function analyzeTables(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE`);
}

/** PGlite's stand-in for autovacuum's ANALYZE: the tables analyzed again every `everyMs`. */
export function startStatisticsRefresh(db: Db, { firstAfterMs = 60 * 60 * 1000, everyMs = 6 * 60 * 60 * 1000 } = {}) {
  return every("taking the planner's statistics", () => analyzeTables(db), { firstAfterMs, everyMs });
}
