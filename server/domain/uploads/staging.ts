// Where uploads wait while they arrive: files streamed into DATA_DIR/tmp/uploads, moved into place
// (a rename on the same disk) only once the record that names them is written, removed otherwise.
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { StagedUpload } from "./images";

/** Files left behind by a process that was killed mid-upload are swept after this long. */
const STALE_MS = 24 * 60 * 60 * 1000;

export const stagingDirOf = (dataDir: string) => path.join(dataDir, "tmp", "uploads");

const prepared = new Map<string, Promise<void>>();

/** Creates the staging directory, sweeping stale leftovers the first time this process uses it. */
export function prepareStaging(dir: string, now = Date.now()): Promise<void> {
  let ready = prepared.get(dir);
  if (!ready) {
    ready = mkdir(dir, { recursive: true }).then(() => sweep(dir, now));
    prepared.set(dir, ready);
    ready.catch(() => prepared.delete(dir));
  }
  return ready;
}

async function sweep(dir: string, now: number): Promise<void> {
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(file, { force: true });
  }
}

/** Removes staged files (those already moved into place are simply gone). */
export async function discardStaged(files: StagedUpload[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
