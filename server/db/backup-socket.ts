// Backups of an embedded (PGlite) database while its shop runs. The running process holds DATA_DIR
// (server/db/data-dir-lock.ts), so `npm run db:backup` asks it over a unix socket in DATA_DIR/run
// (a directory only the shop's user may enter) and receives a snapshot of the data directory.
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const REQUEST = "backup\n";
/** Longest socket path the kernel takes (sun_path is 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;
/** How long a client may take to send its request before it is hung up on. */
const REQUEST_TIMEOUT_MS = 5_000;
/** How long stopping waits for a backup being answered before it is cut off (the script then fails). */
const STOP_GRACE_MS = 5_000;

export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "run", "backup.sock");
}

type ServeOptions = { requestTimeoutMs?: number; stopGraceMs?: number };

/**
 * Answers backup requests on the socket of `dataDir` with `snapshot()`, as `ok <bytes>` and the
 * bytes. Call it only while holding the directory's lock: a socket file left by a process that is gone
 * is replaced. The answered stop hangs up on idle clients at once and on backups still being sent
 * after `stopGraceMs`, so no client holds the shop's shutdown.
 */
export async function serveBackups(
  dataDir: string,
  snapshot: () => Promise<Uint8Array>,
  { requestTimeoutMs = REQUEST_TIMEOUT_MS, stopGraceMs = STOP_GRACE_MS }: ServeOptions = {},
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`the backup socket ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes: use a shorter DATA_DIR`);
  }
  mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socketPath), 0o700);
  rmSync(socketPath, { force: true });
  const open = new Set<net.Socket>();
  const answering = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on("close", () => {
      open.delete(socket);
      answering.delete(socket);
    });
    socket.on("error", () => undefined);
    socket.setTimeout(requestTimeoutMs, () => socket.destroy());
    let asked = "";
    socket.on("data", (chunk) => {
      asked += chunk.toString("latin1");
      if (asked.length < REQUEST.length) return;
      socket.removeAllListeners("data");
      socket.setTimeout(0);
      if (asked !== REQUEST) {
        socket.end("error unknown request\n");
        return;
      }
      answering.add(socket);
      const answer = (text: string, data?: Uint8Array) => {
        if (data) socket.write(text);
        socket.end(data ?? text, () => answering.delete(socket));
      };
      snapshot().then(
        (data) => answer(`ok ${data.byteLength}\n`, data),
        (error: unknown) => answer(`error ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
    for (const socket of open) if (!answering.has(socket)) socket.destroy();
    const cutOff = setTimeout(() => {
      for (const socket of open) socket.destroy();
    }, stopGraceMs);
    await closed;
    clearTimeout(cutOff);
  };
}

/** Asks the process serving `dataDir` for a snapshot; rejects with its one-line reason. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.write(REQUEST));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reject(new Error(`the running shop does not answer at ${socketPath} (${error.code ?? error.message})`)),
    );
    socket.on("end", () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(10);
      const status = answer.subarray(0, newline + 1).toString("utf8");
      const data = answer.subarray(newline + 1);
      const ok = /^ok (\d+)\n$/.exec(status);
      if (!ok) reject(new Error(`the running shop could not take a backup: ${status.replace(/^error /, "").trim()}`));
      else if (Number(ok[1]) !== data.byteLength)
        reject(new Error("the running shop stopped before the whole backup was sent: take it again"));
      else resolve(data);
    });
  });
}
