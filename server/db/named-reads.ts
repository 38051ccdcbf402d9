// Reads run as prepared statements (issue 23, "a cheap cold render"): a question Drizzle builds
// is the same text at every render, with other values. Sent unnamed, PostgreSQL parsed and planned
// it again each time: with no caches the home page's 11 such questions cost it 40 % of a core of
// PostgreSQL at 61 pages/s, and on PGlite they were planned on the render's own thread. Named
// after their SQL, each is prepared once per connection (node-postgres) or once (PGlite,
// server/db/pglite-statements.ts) and then only executed.
import type pg from "pg";

/** At most this many reads are named; others are sent as they are. */
export const MOST_NAMED_READS = 300;

/** A read: what Drizzle's selects and the JSON questions (server/db/json-rows.ts) begin with. */
const READ = /^\s*(select|with)\b/i;

/** Statement names for reads, by their SQL: `prefix` and a number, for at most `most` of them. */
export class ReadNames {
  readonly #names = new Map<string, string>();
  readonly #unnamed = new Set<string>();

  constructor(
    private readonly prefix: string,
    private readonly most = MOST_NAMED_READS,
  ) {}

  /** The name of the read `text`, or undefined when it is no read, is refused or is one too many. */
  nameOf(text: string): string | undefined {
    const named = this.#names.get(text);
    if (named || this.#unnamed.has(text) || !READ.test(text) || this.#names.size >= this.most) return named;
    const name = `${this.prefix}${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }

  /** `text` is never named again (it answers only as it is sent). */
  refuse(text: string): void {
    this.#names.delete(text);
    this.#unnamed.add(text);
  }
}

type QueryConfig = { name?: string; text: string };

/**
 * Every read sent through `pool.query` (Drizzle's questions outside a transaction) is given a
 * name, so node-postgres prepares it once on each connection and then only binds and executes it.
 * Naming changes nothing else: PostgreSQL parses a named statement as it parses an unnamed one.
 */
export function namePoolReads(pool: pg.Pool, most = MOST_NAMED_READS): void {
  const names = new ReadNames("read_", most);
  const send = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === "object" && config !== null && !(config as QueryConfig).name) {
      const name = names.nameOf((config as QueryConfig).text);
      if (name) return send({ ...config, name }, ...rest);
    }
    return send(config, ...rest);
  }) as pg.Pool["query"];
}
