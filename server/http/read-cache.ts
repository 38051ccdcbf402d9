// The catalog reads the pages are rendered from (issue #10, "query count per page"): a product
// page asks the database 22 questions whose answers change only when an operator or a sale changes
// the catalog. A read is kept in memory and shared by every render until the same notification
// that empties the full-page cache says something it shows changed, or for at most a minute
// (events and banners start and end by the clock). A read is tagged (core/page-cache.ts) with the
// products whose stock status it shows and the collections its loader names; a change to one of
// them (migration 0027) drops only the reads that carry its tag. Concurrent renders of a page
// share one read. While changes are not heard, every read goes to the database. Prices, stock and
// permissions at checkout are never read from here.
import { ALL_TAG, type CacheTag, productTag } from "../../core/page-cache";

const MAX_AGE_MS = 60_000;

/**
 * The products a read shows: `product:<id>` for every object in it that has a `stock_status`
 * (product cards, the product, its add-ons; an option's id may coincide with another product's,
 * which only drops a read more than needed).
 */
export function tagsShownBy(value: unknown, into = new Set<CacheTag>()): Set<CacheTag> {
  if (Array.isArray(value)) {
    for (const item of value) tagsShownBy(item, into);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("stock_status" in record && typeof record.id === "number") into.add(productTag(record.id));
    for (const item of Object.values(record)) tagsShownBy(item, into);
  }
  return into;
}

/**
 * What a page's loaders read the catalog through (`LoadContext.reads`). `tags` names what the answer
 * depends on beyond the products it shows: the collection whose list it is.
 */
export type CatalogReads = { read<T>(key: string, load: () => Promise<T>, tags?: readonly CacheTag[]): Promise<T> };

/** Tags null while loading: a read not yet answered is dropped by any change. */
type Entry = { value: Promise<unknown>; storedAt: number; tags: Set<CacheTag> | null };

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

  /** Something `tag` names changed: drops the reads that carry it (`all`: every read). */
  invalidateTag(tag: CacheTag): void {
    if (tag === ALL_TAG) {
      this.invalidate();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags === null || entry.tags.has(tag)) this.entries.delete(key);
    }
  }

  /** The kept answer of `key`, or `load()`'s, kept until a change it is tagged with (or a failure). */
  read<T>(key: string, load: () => Promise<T>, tags: readonly CacheTag[] = [], now = Date.now()): Promise<T> {
    return this.entry(key, load, tags, now).value as Promise<T>;
  }

  /** Reads as `read` does, and adds each answer's tags to `into` (a page's tags). */
  recording(into: Set<CacheTag>): CatalogReads {
    return {
      read: <T>(key: string, load: () => Promise<T>, tags: readonly CacheTag[] = []) => {
        const entry = this.entry(key, load, tags, Date.now());
        return entry.value.then((value) => {
          for (const tag of entry.tags ?? tagsOf(value, tags)) into.add(tag);
          return value as T;
        });
      },
    };
  }

  private entry(key: string, load: () => Promise<unknown>, tags: readonly CacheTag[], now: number): Entry {
    if (!this.live) return { value: load(), storedAt: now, tags: null };
    const kept = this.entries.get(key);
    if (kept && now - kept.storedAt <= MAX_AGE_MS) return kept;
    const entry: Entry = { value: load(), storedAt: now, tags: null };
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    entry.value.then(
      (value) => {
        entry.tags = tagsOf(value, tags);
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

function tagsOf(value: unknown, named: readonly CacheTag[]): Set<CacheTag> {
  return tagsShownBy(value, new Set(named));
}

/** A cache that never keeps anything (CATALOG_CACHE=off, and tests of the uncached path). */
export const NO_READ_CACHE = new ReadCache(0);
