// Scroll thresholds of the header and chat widget (spec §2 "Header", §9).
/** "The header background appears after 15px of scroll." */
export const HEADER_SOLID_AT = 15;
/** "In narrow views the header hides on scroll down (effect starts at 50px)." */
export const HEADER_HIDE_FROM = 50;
/** "The chat widget fades in with scroll: transparent at 0, opaque from 128px." */
export const CHAT_OPAQUE_AT = 128;

export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/**
 * Narrow views hide the header while scrolling down past 50px and show it again on any scroll up
 * (spec §2 "Header"). Wider views never hide it.
 */
export function headerHidden({ previousY, y, narrow }: { previousY: number; y: number; narrow: boolean }): boolean {
  if (!narrow || y <= HEADER_HIDE_FROM) return false;
  return y > previousY;
}

/** Spec §2: the chat widget is transparent at 0 and opaque from 128px. */
export function chatOpacity(scrollY: number): number {
  return Math.min(Math.max(scrollY / CHAT_OPAQUE_AT, 0), 1);
}

/** Limits a handler to one call per interval, keeping the latest call (spec §4: scroll handler 100 ms). */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, intervalMs: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    if (pending) fn(...pending);
    pending = undefined;
  };
  const throttled = (...args: Args) => {
    pending = args;
    const wait = intervalMs - (Date.now() - last);
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
