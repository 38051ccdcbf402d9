// Counts the questions a piece of work asks the database (issue 23, "a cheap cold render"; the
// checkout's statements): every query Drizzle sends goes through its driver client's `query`
// (PGlite, or the node-postgres pool), and a named statement on PGlite through its `exec`
// (server/db/pglite-statements.ts): both are wrapped here. A transaction runs on a client of
// its own (PGlite's transaction, a connection taken from the pool), whose queries are counted too,
// with BEGIN and COMMIT (or ROLLBACK).
import type { Db } from "../../server/db/client";

type Client = { query: (...args: unknown[]) => Promise<unknown> };
type Driver = Client & {
  /** PGlite: one message of SQL (a named statement's PREPARE and EXECUTE, sent as one question). */
  exec?: Client["query"];
  /** PGlite: runs BEGIN, `run` on a client of its own, COMMIT. */
  transaction?: (run: (tx: Client) => Promise<unknown>) => Promise<unknown>;
  /** node-postgres' pool: a connection (Drizzle sends BEGIN and COMMIT through it). */
  connect?: (...callback: unknown[]) => Promise<Client & { release: (...args: unknown[]) => void }>;
};

/** The SQL of a driver's query call: node-postgres takes a string or a config, PGlite a string. */
const textOf = (query: unknown) =>
  typeof query === "string" ? query : String((query as { text?: unknown } | null)?.text ?? "");

/** The values sent with a query call: beside the text, or inside node-postgres' config. */
const valuesOf = ([query, values]: unknown[]): unknown[] =>
  (typeof query === "object" && query !== null ? (query as { values?: unknown[] }).values : undefined) ??
  (Array.isArray(values) ? values : []);

/**
 * The number of queries `work` sent through `db`, their SQL in the order sent (a PGlite
 * transaction's own BEGIN and COMMIT or ROLLBACK as such) with the values sent beside each, and
 * its answer.
 */
export async function countQueries<T>(
  db: Db,
  work: () => Promise<T>,
): Promise<{ queries: number; statements: string[]; values: unknown[][]; answer: T }> {
  const driver = (db as unknown as { $client: Driver }).$client;
  const { query, exec, transaction, connect } = driver;
  const statements: string[] = [];
  const values: unknown[][] = [];
  const record = (text: string, sent: unknown[] = []) => {
    statements.push(text);
    values.push(sent);
  };
  const counting = (target: Client, send: Client["query"]) =>
    function counted(...args: unknown[]) {
      record(textOf(args[0]), valuesOf(args));
      return send.apply(target, args);
    };
  driver.query = counting(driver, query);
  if (exec) driver.exec = counting(driver, exec);
  if (transaction) {
    driver.transaction = async (run) => {
      record("BEGIN");
      try {
        const answer = await transaction.call(driver, (tx) => {
          tx.query = counting(tx, tx.query);
          return run(tx);
        });
        record("COMMIT");
        return answer;
      } catch (error) {
        record("ROLLBACK");
        throw error;
      }
    };
  }
  if (connect) {
    driver.connect = async (...callback: unknown[]) => {
      // The pool's own query() takes a connection with a callback: counted as that query already.
      if (callback.length > 0) return connect.apply(driver, callback);
      const connection = await connect.call(driver);
      const { query: send, release } = connection;
      connection.query = counting(connection, send);
      connection.release = (...args: unknown[]) => {
        connection.query = send;
        connection.release = release;
        return release.apply(connection, args);
      };
      return connection;
    };
  }
  try {
    const answer = await work();
    return { queries: statements.length, statements, values, answer };
  } finally {
    driver.query = query;
    if (exec) driver.exec = exec;
    if (transaction) driver.transaction = transaction;
    if (connect) driver.connect = connect;
  }
}
