// The catalog reads the pages are rendered from (issue #10, "query count per page"): a product
// page asks the database 22 questions whose answers change only when an operator or a sale changes
// the catalog. A read is kept in memory and shared by every render until the same notification
// that empties the full-page cache (migration 0010) says a catalog table changed, or for at most a
// minute (events and banners start and end by the clock). A product turning sold out or back in
// stock (migration 0013) drops only the reads that show that product. Concurrent renders of a page
// share one read. While changes are not heard, every read goes to the database. Prices, stock and
// permissions at checkout are never read from here.

const MAX_AGE_MS = 60_000;

/**
 * The products whose stock status a read shows: the `id` of every object in it that has a
 * `stock_status` (product cards, the product, its add-ons; an option's id may coincide with
 * another product's, which only drops a read more than needed).
 */
export function productsShownBy(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) {
    for (const item of value) productsShownBy(item, into);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("stock_status" in record && typeof record.id === "number") into.add(record.id);
    for (const item of Object.values(record)) productsShownBy(item, into);
  }
  return into;
}

/** What a page's loaders read the catalog through (`LoadContext.reads`). */
export type CatalogReads = { read<T>(key: string, load: () => Promise<T>): Promise<T> };

/** null while loading: a read not yet answered is dropped by any change. */
type Entry = { value: Promise<unknown>; storedAt: number; shows: Set<number> | null };

export class ReadCache implements CatalogReads {
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

  /** Product `productId` turned sold out or back in stock: drops the reads that show it. */
  invalidateProduct(productId: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.shows === null || entry.shows.has(productId)) this.entries.delete(key);
    }
  }

  /** The kept answer of `key`, or `load()`'s, kept until the next change (or a failure). */
  read<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    return this.entry(key, load, now).value as Promise<T>;
  }

  /** Reads as `read` does, and adds to `shown` the products each answer shows (a page's tags). */
  recording(shown: Set<number>): CatalogReads {
    return {
      read: <T>(key: string, load: () => Promise<T>) => {
        const entry = this.entry(key, load, Date.now());
        return entry.value.then((value) => {
          for (const id of entry.shows ?? productsShownBy(value)) shown.add(id);
          return value as T;
        });
      },
    };
  }

  private entry(key: string, load: () => Promise<unknown>, now: number): Entry {
    if (!this.live) return { value: load(), storedAt: now, shows: null };
    const kept = this.entries.get(key);
    if (kept && now - kept.storedAt <= MAX_AGE_MS) return kept;
    const entry: Entry = { value: load(), storedAt: now, shows: null };
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    entry.value.then(
      (value) => {
        entry.shows = productsShownBy(value);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A cache that never keeps anything (CATALOG_CACHE=off, and tests of the uncached path). */
export const NO_READ_CACHE = new ReadCache(0);
