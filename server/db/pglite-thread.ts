// The embedded database on a thread of its own (issue 23, "a cheap cold render"). PGlite is
// PostgreSQL compiled to WebAssembly: in the thread that renders pages, its engine and the reading of
// its answers were 50 % of a home page rendered without caches and 30 % of a product page, on the
// one core that thread can use. The shop's database (DATA_DIR) runs in a worker thread
// (server/db/pglite-worker.ts) and this client asks it what Drizzle and the shop ask PGlite, with the
// same answers: questions, transactions, LISTEN, snapshots. JSON answers cross as text and are read
// on this side. Decision 31.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type QueryOptions, type Results, type Transaction, types } from "@electric-sql/pglite";

/** What the worker is started with. */
export type WorkerOptions = { dataDir?: string; loadDataDir?: Blob };

type Asked = { id: number; tx?: number };
/**
 * A message to the worker; `asText` are the types, besides TEXT_TYPES, whose answers stay text (read by
 * the asker).
 */
export type Request = Asked &
  (
    | { op: "query"; sql: string; params: unknown[]; rowMode?: "array" | "object"; asText: number[] }
    | { op: "exec"; sql: string; rowMode?: "array" | "object"; asText: number[] }
    | { op: "begin" }
    | { op: "end"; commit: boolean }
    | { op: "listen" | "unlisten"; channel: string }
    | { op: "dump" }
    | { op: "close" }
  );

type Unsent<R> = R extends unknown ? Omit<R, "id"> : never;

/** The worker's answer to request `id` (0: to its start), or a notification. */
export type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; message: string; fields: Record<string, string | number | boolean> };
type Notification = { notify: string; payload: string };

/** json and jsonb: sent as text, parsed here (parsing is cheaper than copying the parsed value). */
const JSON_TYPES = [114, 3802];

/** Arrays Drizzle reads itself (numeric[], timestamp[], timestamptz[], interval[], date[]), by their element's type. */
const ARRAY_ELEMENTS = new Map([
  [1231, 1700],
  [1115, 1114],
  [1185, 1184],
  [1187, 1186],
  [1182, 1082],
]);

/**
 * The types the worker's PGlite always answers as the text PostgreSQL wrote, read on this side:
 * JSON, and the dates, times and arrays Drizzle reads itself (timestamp, timestamptz, interval, date).
 * They are set once on the worker's PGlite: parsers given with a question cost PGlite a copy of its
 * 318 (0.19 ms of the worker a question, 11 % of its time on the home page; measured 2026-12-05).
 */
export const TEXT_TYPES: readonly number[] = [...JSON_TYPES, 1114, 1184, 1186, 1082, ...ARRAY_ELEMENTS.keys()];

/** Where the worker's code is: next to this module, as TypeScript from the sources (tsx loads it) or built. */
const WORKER_URL = new URL(
  import.meta.url.endsWith(".ts") ? "./pglite-worker.ts" : "./pglite-worker.js",
  import.meta.url,
);

/** SQLSTATE connection_failure: the thread is gone, as a lost server is (server/db/unavailable.ts). */
const GONE = "08006";

type QueryClient = Pick<Transaction, "query" | "exec">;

/**
 * Marks a thread's client. The production build holds this module twice (the server's bundle and
 * React Router's), so `instanceof` one copy's class misses the other's clients.
 */
const BRAND = Symbol.for("collins.pglite-thread");

/** Whether `client` is PGlite on its thread. */
export const isPgliteThread = (client: unknown): client is PgliteThread =>
  typeof client === "object" && client !== null && BRAND in client;

export class PgliteThread implements QueryClient {
  readonly [BRAND] = true;
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #gone: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts PGlite on its thread (with `dataDir`, or in memory) and answers once it is open. */
  static async create(options: WorkerOptions = {}): Promise<PgliteThread> {
    const worker = new Worker(WORKER_URL.pathname.endsWith(".ts") ? fromSources(WORKER_URL) : WORKER_URL, {
      workerData: options,
      eval: WORKER_URL.pathname.endsWith(".ts"),
    });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      thread.#waiting.set(0, { resolve: () => resolve(), reject });
      worker.on("message", (message: Reply | Notification) => thread.#heard(message));
      worker.on("error", (error) => thread.#lost(error));
      worker.on("exit", (code) => thread.#lost(new Error(`the database thread stopped (exit code ${code})`)));
    });
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query(sql, params, options);
  }

  exec(sql: string, options: QueryOptions = {}): Promise<Results[]> {
    return this.#exec(sql, options);
  }

  // A transaction's questions go through these, never through `query` and `exec`, which the shop
  // wraps (named reads, server/db/pglite-statements.ts) to ask outside any transaction.
  #query<T>(sql: string, params: unknown[], options: QueryOptions, tx?: number): Promise<Results<T>> {
    const asText = this.#asText(options);
    return this.#ask({ op: "query", sql, params, rowMode: options.rowMode, asText, tx }).then((result) =>
      this.#read(result as Results<T>, asText, options),
    );
  }

  #exec(sql: string, options: QueryOptions, tx?: number): Promise<Results[]> {
    const asText = this.#asText(options);
    return this.#ask({ op: "exec", sql, rowMode: options.rowMode, asText, tx }).then((results) =>
      (results as Results[]).map((result) => this.#read(result, asText, options)),
    );
  }

  /** Runs `work` in a transaction: COMMIT when it answers, ROLLBACK when it throws. */
  async transaction<T>(work: (tx: QueryClient) => Promise<T>): Promise<T> {
    const id = (await this.#ask({ op: "begin" })) as number;
    const tx: QueryClient = {
      query: (sql, params = [], options = {}) => this.#query(sql, params, options, id),
      exec: (sql, options = {}) => this.#exec(sql, options, id),
    };
    let answer: T;
    try {
      answer = await work(tx);
    } catch (error) {
      await this.#ask({ op: "end", tx: id, commit: false });
      throw error;
    }
    await this.#ask({ op: "end", tx: id, commit: true });
    return answer;
  }

  /** Hears NOTIFY on `channel`; answers how to stop. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let heard = this.#listeners.get(channel);
    if (!heard) {
      heard = new Set();
      this.#listeners.set(channel, heard);
      await this.#ask({ op: "listen", channel });
    }
    heard.add(onNotify);
    return async () => {
      heard.delete(onNotify);
      if (heard.size > 0 || this.#listeners.get(channel) !== heard) return;
      this.#listeners.delete(channel);
      await this.#ask({ op: "unlisten", channel });
    };
  }

  /** A tar of the data directory, uncompressed (as PGlite's `dumpDataDir("none")`). */
  async dumpDataDir(_compression: "none"): Promise<Blob> {
    return new Blob([(await this.#ask({ op: "dump" })) as Uint8Array<ArrayBuffer>]);
  }

  async close(): Promise<void> {
    if (this.#gone) return;
    await this.#ask({ op: "close" });
    await this.#worker.terminate();
  }

  /** The types, besides TEXT_TYPES, the asker reads with parsers of its own. */
  #asText(options: QueryOptions): number[] {
    return Object.keys(options.parsers ?? {})
      .map(Number)
      .filter((type) => !TEXT_TYPES.includes(type));
  }

  /** Reads the columns the worker left as text: with the asker's parser, or as PGlite would have. */
  #read<T>(result: Results<T>, asText: number[], options: QueryOptions): Results<T> {
    const columns = result.fields.flatMap((field, index) =>
      TEXT_TYPES.includes(field.dataTypeID) || asText.includes(field.dataTypeID)
        ? [{ key: options.rowMode === "array" ? index : field.name, parse: parserOf(field.dataTypeID, options) }]
        : [],
    );
    if (columns.length === 0) return result;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      for (const { key, parse } of columns) {
        const value = row[key];
        if (typeof value === "string") row[key] = parse(value);
      }
    }
    return result;
  }

  #ask(request: Unsent<Request>): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #heard(message: Reply | Notification) {
    if ("notify" in message) {
      for (const onNotify of this.#listeners.get(message.notify) ?? []) onNotify(message.payload);
      return;
    }
    const waiting = this.#waiting.get(message.id);
    if (!waiting) return;
    this.#waiting.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(Object.assign(new Error(message.message), message.fields));
  }

  /** The thread failed or stopped: every question waiting, and every later one, fails as unavailable. */
  #lost(cause: Error) {
    this.#gone ??= Object.assign(new Error(`the database is not available: ${cause.message}`, { cause }), {
      code: GONE,
    });
    for (const waiting of this.#waiting.values()) waiting.reject(this.#gone);
    this.#waiting.clear();
  }
}

/** The worker's start when it is TypeScript (tests, `npm run dev`): tsx's ESM loader, then the worker. */
function fromSources(url: URL): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as { exports: { "./esm/api": { import: { default: string } } } };
  const api = pathToFileURL(path.join(path.dirname(manifest), exports["./esm/api"].import.default)).href;
  return `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
}

/** How a column answered as text is read: with the asker's parser for its type, or as PGlite reads it. */
function parserOf(type: number, options: QueryOptions): (text: string) => unknown {
  const own = options.parsers?.[type];
  if (own) return (text) => own(text);
  if (JSON_TYPES.includes(type)) return (text) => JSON.parse(text);
  const element = ARRAY_ELEMENTS.get(type);
  if (element !== undefined) return (text) => types.arrayParser(text, (item) => types.parseType(item, element), type);
  return (text) => types.parseType(text, type);
}
