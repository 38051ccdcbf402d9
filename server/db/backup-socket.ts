// Backups of an embedded (PGlite) database while its shop runs. The running process holds DATA_DIR
// (server/db/data-dir-lock.ts), so `npm run db:backup` asks it over a unix socket in DATA_DIR/run
// (a directory only the shop's user may enter) and receives a snapshot of the data directory.
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const REQUEST = "backup\n";
const OK = "ok\n";
/** Longest socket path the kernel takes (sun_path is 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "run", "backup.sock");
}

/**
 * Answers backup requests on the socket of `dataDir` with `snapshot()`. Call it only while holding
 * the directory's lock: a socket file left by a process that is gone is replaced.
 */
export async function serveBackups(dataDir: string, snapshot: () => Promise<Uint8Array>): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`the backup socket ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes: use a shorter DATA_DIR`);
  }
  mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socketPath), 0o700);
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let asked = "";
    socket.on("error", () => undefined);
    socket.on("data", (chunk) => {
      asked += chunk.toString("latin1");
      if (asked.length < REQUEST.length) return;
      socket.removeAllListeners("data");
      if (asked !== REQUEST) {
        socket.end("error unknown request\n");
        return;
      }
      snapshot().then(
        (data) => {
          socket.write(OK);
          socket.end(data);
        },
        (error: unknown) => socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`),
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
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
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
      if (status === OK) resolve(answer.subarray(newline + 1));
      else reject(new Error(`the running shop could not take a backup: ${status.replace(/^error /, "").trim()}`));
    });
  });
}
