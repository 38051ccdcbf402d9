// Named statements on PGlite (issue 23, "a cheap cold render"). PGlite sends every query as an
// unnamed statement, so PostgreSQL parsed and planned the product page's question again at every
// render: 3.2–3.6 ms a call on an idle PGlite, against 1.3 ms for the same question prepared once
// (measured 2026-12-04). PGlite is one session in this process, so SQL's own PREPARE keeps a
// statement for as long as the database is open, and EXECUTE runs it with its values.
import { randomBytes } from "node:crypto";
import { type PGlite, types } from "@electric-sql/pglite";
import { fillPlaceholders, type Query } from "drizzle-orm";

/**
 * The statements this copy of the module prepared on each open PGlite, by name: their SQL, and the
 * PREPARE's round trip (settled once it has run).
 */
const preparedOn = new WeakMap<PGlite, Map<string, { sql: string; preparing: Promise<unknown> }>>();

/**
 * The production build holds this module twice (the server's bundle and React Router's), each with
 * its own record of what it prepared on the one PGlite; a development server loads it again on every
 * change. Each copy names its statements apart, so neither runs or drops a statement of the other's.
 */
const COPY = randomBytes(4).toString("hex");

/** Answers are read as Drizzle's PGlite driver reads them: times stay the text PostgreSQL wrote. */
const asWritten = (value: string) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asWritten,
  ]),
);

/** A statement name of ours: SQL's own identifier, whatever the name of the question. */
const statementOf = (name: string) => `collins_${COPY}_${name.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}`;

/**
 * A value as a quoted SQL literal, in the text PGlite would have sent it as a parameter; PostgreSQL
 * reads it with the parameter's type. The database runs with standard_conforming_strings on (its
 * default, checked by the test), where doubling a quote is the only escape a literal needs. A NUL
 * can be in no PostgreSQL text, so it is refused here as the database would refuse it.
 */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  const text =
    typeof value === "string"
      ? value
      : typeof value === "boolean"
        ? value
          ? "t"
          : "f"
        : typeof value === "number" || typeof value === "bigint"
          ? String(value)
          : value instanceof Date
            ? value.toISOString()
            : null;
  if (text === null) throw new TypeError(`no SQL literal for a value of type ${typeof value}`);
  if (text.includes("\0")) throw new RangeError("a text value cannot hold a NUL character");
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Runs `query` (with `values` for its placeholders) as the statement `name` on `client`: the first
 * call prepares it in the same round trip, so a render asks as many questions as before.
 */
export async function executeNamed<T>(
  client: PGlite,
  name: string,
  query: Query,
  values: Record<string, unknown>,
): Promise<{ rows: T[] }> {
  const statement = statementOf(name);
  const params = fillPlaceholders(query.params, values);
  const execute = `EXECUTE ${statement}${params.length > 0 ? `(${params.map(literalOf).join(", ")})` : ""}`;
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(client, prepared);
  }
  const kept = prepared.get(statement);
  if (kept) {
    // node-postgres refuses a second statement under a name as well.
    if (kept.sql !== query.sql) throw new Error(`two different questions are named "${name}"`);
    await kept.preparing;
    const [answer] = await client.exec(execute, { parsers: PARSERS });
    return answer as unknown as { rows: T[] };
  }
  const both = client.exec(`PREPARE ${statement} AS ${query.sql}; ${execute}`, { parsers: PARSERS });
  prepared.set(statement, { sql: query.sql, preparing: both });
  try {
    const [, answer] = await both;
    return answer as unknown as { rows: T[] };
  } catch (error) {
    // A failed EXECUTE leaves what PREPARE made (a statement is not undone with its query): it is
    // dropped, so the next call prepares it anew.
    await client.exec(`DEALLOCATE ${statement}`).catch(() => undefined);
    prepared.delete(statement);
    throw error;
  }
}
