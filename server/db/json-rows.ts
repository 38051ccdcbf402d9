// Several tables' rows in one question (issue 23, "a cheap cold render"): a query selects each
// table's rows as one JSON value (`rowsJson`, `rowJson`), and `rowsOf` reads them back as Drizzle's
// own select would have (property names, dates, numbers), so the code shaping them stays the same.

import { PGlite } from "@electric-sql/pglite";
import {
  type Column,
  getTableColumns,
  type InferSelectModel,
  type Placeholder,
  type Query,
  type SQL,
  sql,
  type Table,
} from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { executeNamed } from "./pglite-statements";
import { isPgliteThread } from "./pglite-thread";

/** Some of a table's columns, by their property names. */
export type ColumnKeys<T extends Table> = readonly (keyof InferSelectModel<T> & string)[];

type Rows<T extends Table> = { where?: SQL; orderBy?: SQL[]; limit?: number | Placeholder; columns?: ColumnKeys<T> };

/**
 * `table`'s rows matching `where`, in `orderBy` order, at most `limit`: one JSON array ('[]' when none).
 * With `columns`, each row has only those (what a list shows of a product is half its row).
 */
export function rowsJson<T extends Table>(table: T, { where, orderBy = [], limit, columns }: Rows<T> = {}): SQL {
  const order = orderBy.length > 0 ? sql`ORDER BY ${sql.join(orderBy, sql`, `)}` : sql``;
  const filter = where ? sql`WHERE ${where}` : sql``;
  const row = columns ? objectOf(table, columns) : sql`to_json(${table})`;
  // Without a limit the aggregate orders the rows itself: one sort and no derived table (the
  // product page's question 8–10 % cheaper on PGlite than with the row numbers below, 2026-12-05).
  if (limit === undefined) return sql`(SELECT coalesce(json_agg(${row} ${order}), '[]'::json) FROM ${table} ${filter})`;
  // The row numbers carry the order through the aggregate: a derived table's order is not kept.
  return sql`(SELECT coalesce(json_agg(picked.row ORDER BY picked.n), '[]'::json) FROM (SELECT ${row} AS row, row_number() OVER (${order}) AS n FROM ${table} ${filter} ${order} LIMIT ${limit}) picked)`;
}

/** `columns` of `table`'s row as one JSON object, keyed by their SQL names as `to_json` keys them. */
function objectOf<T extends Table>(table: T, columns: ColumnKeys<T>): SQL {
  const all = getTableColumns(table) as Record<string, Column>;
  const pairs = columns.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is no column`);
    // The key as a literal, not a parameter: it is the same in every question.
    return sql`${sql.raw(`'${column.name.replaceAll("'", "''")}'`)}, ${column}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The first of `table`'s rows matching `where` in `orderBy` order, as a JSON object, or null. */
export function rowJson(table: Table, where: SQL, orderBy: SQL[] = []): SQL {
  const order = orderBy.length > 0 ? sql`ORDER BY ${sql.join(orderBy, sql`, `)}` : sql``;
  return sql`(SELECT to_json(${table}) FROM ${table} WHERE ${where} ${order} LIMIT 1)`;
}

/** A table's columns as `rowsOf` reads them: the property, the JSON key (its SQL name), the column. */
const fieldsOf = new WeakMap<Table, [string, string, Column][]>();

function fields(table: Table): [string, string, Column][] {
  let known = fieldsOf.get(table);
  if (!known) {
    known = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name, column]);
    fieldsOf.set(table, known);
  }
  return known;
}

/** The fields of `columns` (as `rowsJson` was given them), kept by the list they were given as. */
const pickedFields = new WeakMap<readonly string[], [string, string, Column][]>();

/** Rows of `table` selected as JSON, as Drizzle reads them; with `columns`, only those (as selected). */
export function rowsOf<T extends Table>(table: T, json: unknown): InferSelectModel<T>[];
export function rowsOf<T extends Table, K extends keyof InferSelectModel<T> & string>(
  table: T,
  json: unknown,
  picked: readonly K[],
): Pick<InferSelectModel<T>, K>[];
export function rowsOf<T extends Table>(table: T, json: unknown, picked?: readonly string[]): InferSelectModel<T>[] {
  let columns = fields(table);
  if (picked) {
    let known = pickedFields.get(picked);
    if (!known) {
      known = columns.filter(([key]) => picked.includes(key));
      pickedFields.set(picked, known);
    }
    columns = known;
  }
  return (json as Record<string, unknown>[]).map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}

/** One row of `table` selected as JSON (or null), as Drizzle reads it. */
export function rowOf<T extends Table>(table: T, json: unknown): InferSelectModel<T> | null {
  return json === null || json === undefined ? null : (rowsOf(table, [json])[0] ?? null);
}

/** The one row a query of JSON columns answers. */
export async function oneRow<T>(db: Db, query: SQL): Promise<T> {
  const answer = (await db.execute(query)) as unknown as { rows: T[] };
  const [row] = answer.rows;
  if (!row) throw new Error("the query answered no row");
  return row;
}

const dialect = new PgDialect();

/**
 * A query of JSON columns answering one row, built once and sent by name (issue 23, "a cheap cold
 * render"): building the product page's query cost 1.4 ms of the CPU on every render, and
 * PostgreSQL parsed and planned it again each time (4.1 ms a question, against 1.6 ms prepared;
 * measured 2026-12-02). What changes between calls is passed as `sql.placeholder`s, and only those.
 * It goes through Drizzle's own prepared query of `db`'s session, so it runs in a transaction too:
 * node-postgres prepares it once per connection. PGlite's driver has no named statements; outside a
 * transaction the statement is prepared with SQL's PREPARE instead (server/db/pglite-statements.ts),
 * inside one it is sent as text.
 */
export function preparedRow<T, Values extends Record<string, unknown>>(name: string, build: () => SQL) {
  let query: Query | undefined;
  return async (db: Db, values: Values): Promise<T> => {
    query ??= dialect.sqlToQuery(build());
    const client = (db._.session as { client?: unknown }).client;
    const answer =
      client instanceof PGlite || isPgliteThread(client)
        ? await executeNamed<T>(client, name, query, values)
        : ((await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: T[] });
    const [row] = answer.rows;
    if (!row) throw new Error("the query answered no row");
    return row;
  };
}
