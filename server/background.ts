// Background work of one app instance (the payment sweep, the text-message sender): a job runs
// after `firstAfterMs`, then every `everyMs`, never twice at once in this process. Jobs must be
// safe to run on several instances at the same time.
import { errorFields, log } from "./log";

export function every(
  name: string,
  job: (first: boolean) => Promise<void>,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
): () => void {
  let running = false;
  const run = async (first: boolean) => {
    if (running) return;
    running = true;
    try {
      await job(first);
    } catch (error) {
      log.warn(`${name} failed`, errorFields(error));
    } finally {
      running = false;
    }
  };
  const initial = setTimeout(() => void run(true), firstAfterMs);
  const timer = setInterval(() => void run(false), everyMs);
  initial.unref();
  timer.unref();
  return () => {
    clearTimeout(initial);
    clearInterval(timer);
  };
}
