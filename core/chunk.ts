// Script chunks that do not come (spec §9: "Script chunk load time-out is 120 seconds"): a chunk
// that fails, or has not come after 120 s, counts as failed, and the page says so with a retry
// (app/components/chunk-retry.tsx).

export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * `load`, or a rejection once `ms` have passed without an answer. The timer is left to run out: its
 * rejection after an answer changes nothing, and the page carries less code (first-load budget).
 */
export function withTimeout<T>(load: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return Promise.race([
    load,
    new Promise<never>((_resolve, reject) => setTimeout(reject, ms, new Error("chunk load time-out"))),
  ]);
}
