// The embedded database's own thread (server/db/pglite-thread.ts): PGlite runs here, so its engine
// and the reading of its answers take the second core instead of the thread that renders pages.
// Messages are the `Request`s of pglite-thread.ts; each is answered once with its id.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { type Reply, type Request, TEXT_TYPES, type WorkerOptions } from "./pglite-thread";

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;
const { dataDir, loadDataDir } = workerData as WorkerOptions;

/** Answers of these types stay the text PostgreSQL wrote: the asking thread reads them. */
const asWritten = (value: string) => value;
/** What a question asks besides TEXT_TYPES (set on PGlite once): parsers given with it cost a copy of all. */
const optionsOf = (request: { rowMode?: "array" | "object"; asText: number[] }): QueryOptions =>
  request.asText.length === 0
    ? { rowMode: request.rowMode }
    : { rowMode: request.rowMode, parsers: Object.fromEntries(request.asText.map((type) => [type, asWritten])) };

/** The open transactions, by id: the client to ask in, and how to end it (commit, or roll back). */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void }>();
let nextTransaction = 1;
const stopListening = new Map<string, () => Promise<void>>();

/** What can cross to the other thread of an error: its message and its plain fields (code, detail…). */
function errorOf(error: unknown): Reply & { ok: false } {
  const fields: Record<string, string | number | boolean> = {};
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
    }
  }
  return { id: 0, ok: false, message: error instanceof Error ? error.message : String(error), fields };
}

async function answer(pg: PGlite, request: Request): Promise<unknown> {
  const client = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
  if (!client) throw new Error("the transaction has ended");
  switch (request.op) {
    case "query":
      return client.query(request.sql, request.params, optionsOf(request));
    case "exec":
      return client.exec(request.sql, optionsOf(request)) as Promise<Results[]>;
    case "begin":
      return begin(pg);
    case "end": {
      const open = transactions.get(request.tx ?? -1);
      if (!open) throw new Error("the transaction has ended");
      return open.end(request.commit);
    }
    case "listen": {
      if (!stopListening.has(request.channel)) {
        const channel = request.channel;
        const stop = await pg.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
        stopListening.set(channel, stop);
      }
      return null;
    }
    case "unlisten": {
      await stopListening.get(request.channel)?.();
      stopListening.delete(request.channel);
      return null;
    }
    case "dump":
      return new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer());
    case "close":
      await pg.close();
      return null;
  }
}

/**
 * Opens a transaction and answers its id once inside it; it stays open until an `end` request, whose
 * answer waits for the COMMIT (or ROLLBACK) and carries its failure.
 */
function begin(pg: PGlite): Promise<number> {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    let ended: Promise<void> | undefined;
    const done = pg
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            transactions.set(id, {
              tx,
              end: (wanted) => {
                if (wanted) commit();
                else rollBack(new RolledBack());
                return ended;
              },
            });
            opened(id);
          }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        },
      )
      .finally(() => transactions.delete(id));
    ended = done;
    done.catch(failed);
  });
}

class RolledBack extends Error {}

const pg = await PGlite.create(dataDir ? { dataDir, loadDataDir } : loadDataDir ? { loadDataDir } : {}).catch(
  (error: unknown) => {
    port.postMessage(errorOf(error));
    throw error;
  },
);
// After PGlite's start, which sets the parsers of the database's array types.
for (const type of TEXT_TYPES) pg.parsers[type] = asWritten;
port.on("message", (request: Request) => {
  answer(pg, request).then(
    (result) => {
      const transfer = result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [];
      port.postMessage({ id: request.id, ok: true, result } satisfies Reply, transfer);
      if (request.op === "close") port.close();
    },
    (error: unknown) => port.postMessage({ ...errorOf(error), id: request.id }),
  );
});
port.postMessage({ id: 0, ok: true, result: null } satisfies Reply);
