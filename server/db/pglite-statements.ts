// Named statements on PGlite (issue 23, "a cheap cold render"). PGlite sends every query as an
// unnamed statement, so PostgreSQL parsed and planned the product page's question again at every
// render: 3.2–3.6 ms a call on an idle PGlite, against 1.3 ms for the same question prepared once
// (measured 2026-12-04). PGlite is one session in this process, so SQL's own PREPARE keeps a
// statement for as long as the database is open, and EXECUTE runs it with its values.
import { randomBytes } from "node:crypto";
import { type QueryOptions, type Results, types } from "@electric-sql/pglite";
import { fillPlaceholders, type Query } from "drizzle-orm";
import { MOST_NAMED_READS, ReadNames } from "./named-reads";
import type { PgliteThread } from "./pglite-thread";

/** What this module asks of PGlite (on its thread, server/db/pglite-thread.ts). */
type PGlite = Pick<PgliteThread, "query" | "exec">;

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
            : isNumberList(value)
              ? `{${value.join(",")}}`
              : null;
  if (text === null) throw new TypeError(`no SQL literal for a value of type ${typeof value}`);
  if (text.includes("\0")) throw new RangeError("a text value cannot hold a NUL character");
  return `'${text.replaceAll("'", "''")}'`;
}

/** A list of numbers (ids), written as PostgreSQL's array literal. */
const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === "number" && Number.isFinite(item));

/** How a statement's one round trip is sent: the client's `exec`, or the one it had before `nameReads`. */
type Send = (sql: string, options: QueryOptions) => Promise<Results[]>;

/**
 * Runs the SQL `text` with its values written as `literals` as the prepared `statement` on
 * `client`: the first call prepares it in the same round trip, so a render asks as many questions
 * as before.
 */
async function runNamed<T>(
  client: PGlite,
  send: Send,
  statement: string,
  text: string,
  literals: string[],
  options: QueryOptions,
): Promise<Results<T>> {
  const execute = `EXECUTE ${statement}${literals.length > 0 ? `(${literals.join(", ")})` : ""}`;
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(client, prepared);
  }
  const kept = prepared.get(statement);
  if (kept) {
    // node-postgres refuses a second statement under a name as well.
    if (kept.sql !== text) throw new Error(`two different questions are named "${statement}"`);
    await kept.preparing;
    const [answer] = await send(execute, options);
    return answer as Results<T>;
  }
  const both = send(`PREPARE ${statement} AS ${text}; ${execute}`, options);
  prepared.set(statement, { sql: text, preparing: both });
  try {
    const [, answer] = await both;
    return answer as Results<T>;
  } catch (error) {
    // A failed EXECUTE leaves what PREPARE made (a statement is not undone with its query): it is
    // dropped, so the next call prepares it anew.
    await send(`DEALLOCATE ${statement}`, {}).catch(() => undefined);
    prepared.delete(statement);
    throw error;
  }
}

/**
 * Runs `query` (with `values` for its placeholders) as the statement `name` on `client`: the first
 * call prepares it in the same round trip, so a render asks as many questions as before.
 */
export function executeNamed<T>(
  client: PGlite,
  name: string,
  query: Query,
  values: Record<string, unknown>,
): Promise<{ rows: T[] }> {
  const literals = fillPlaceholders(query.params, values).map(literalOf);
  return runNamed<T>(client, (sql, options) => client.exec(sql, options), statementOf(name), query.sql, literals, {
    parsers: PARSERS,
  });
}

/**
 * Every read sent to `client.query` (Drizzle's questions outside a transaction) is run as a
 * prepared statement named after its SQL (server/db/named-reads.ts), its values written as
 * literals. A question with a value that has no literal, or past the most named, is sent as it
 * was. One that fails as a statement is sent again as it was, which answers, or fails, as it always
 * did; one that then answers (a value's type PREPARE cannot tell) is never named again.
 */
export function nameReads(client: PGlite, most = MOST_NAMED_READS): void {
  const sendQuery = client.query.bind(client);
  const sendExec: Send = client.exec.bind(client);
  const names = new ReadNames(statementOf("read "), most);
  client.query = async <T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> => {
    const statement = names.nameOf(text);
    const literals = statement ? literalsOf(params) : null;
    if (!statement || !literals) return sendQuery<T>(text, params, options);
    try {
      return await runNamed<T>(client, sendExec, statement, text, literals, options);
    } catch {
      const answer = await sendQuery<T>(text, params, options);
      names.refuse(text);
      return answer;
    }
  };
}

/** `values` as SQL literals, or null if one has none (a NUL is left for the database to refuse). */
function literalsOf(values: unknown[]): string[] | null {
  try {
    return values.map(literalOf);
  } catch {
    return null;
  }
}
