// Counts the questions a piece of work asks the database (issue 23, "a cheap cold render"): every
// query Drizzle sends goes through its driver client's `query` (PGlite, or the node-postgres pool),
// which is wrapped here. Queries inside a transaction use a pooled connection of their own and are
// not counted; the pages' reads use none.
import type { Db } from "../../server/db/client";

type Client = { query: (...args: unknown[]) => Promise<unknown> };

/** The number of queries `work` sent through `db`, and its answer. */
export async function countQueries<T>(db: Db, work: () => Promise<T>): Promise<{ queries: number; answer: T }> {
  const client = (db as unknown as { $client: Client }).$client;
  const query = client.query;
  let queries = 0;
  client.query = (...args: unknown[]) => {
    queries += 1;
    return query.apply(client, args);
  };
  try {
    const answer = await work();
    return { queries, answer };
  } finally {
    client.query = query;
  }
}
