// The catalog reads the pages are rendered from (issue #10, "query count per page"): a product
// page asks the database 22 questions whose answers change only when an operator or a sale changes
// the catalog. A read is kept in memory and shared by every render until the same notification
// that empties the full-page cache (migration 0010) says a catalog table changed, or for at most a
// minute (events and banners start and end by the clock). Concurrent renders of a page share one
// read. While changes are not heard, every read goes to the database. Prices, stock and
// permissions at checkout are never read from here.

const MAX_AGE_MS = 60_000;

type Entry = { value: Promise<unknown>; storedAt: number };

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private live = false;

  constructor(private readonly maxEntries = 5_000) {}

  /** Whether changes are being heard; while not, every read goes to the database. */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  /** A read still loading is dropped too: it may have seen the catalog before the change. */
  invalidate(): void {
    this.entries.clear();
  }

  /** The kept answer of `key`, or `load()`'s, kept until the next change (or a failure). */
  read<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (!this.live) return load();
    const kept = this.entries.get(key);
    if (kept && now - kept.storedAt <= MAX_AGE_MS) return kept.value as Promise<T>;
    const value = load();
    const entry = { value, storedAt: now };
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A cache that never keeps anything (CATALOG_CACHE=off, and tests of the uncached path). */
export const NO_READ_CACHE = new ReadCache(0);
