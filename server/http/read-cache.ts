// The catalog reads the pages are rendered from (issue #10, "query count per page"): a product
// page asks the database 22 questions whose answers change only when an operator or a sale changes
// the catalog. A read is kept in memory and shared by every render until the same notification
// that empties the full-page cache says something it shows changed, or for at most a minute
// (events and banners start and end by the clock). A read is tagged (core/page-cache.ts) with the
// products whose stock status it shows and the collections its loader names; a change to one of
// them (migration 0027) drops only the reads that carry its tag; a product that only turns sold
// out or back in stock (migration 0028) is not a change of the reads: they keep their answer with
// the product's new stock status, read in one small question. Concurrent renders of a page share
// one read. While changes are not heard, every read goes to the database. Prices, stock and
// permissions at checkout are never read from here.
import { ALL_TAG, type CacheTag, productTag } from "../../core/page-cache";
import type { ProductStock } from "../domain/catalog/product-cards";
import { errorFields, log } from "../log";

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
 * `value` with the product's stock as `stock` says: the stock status of each object that shows the
 * product (its card, the product, an add-on) and of its offered options. Copies only what changes:
 * a kept answer is never changed, since renders may be reading it.
 */
export function withStock<T>(value: T, productId: number, stock: ProductStock): T {
  const options = (list: unknown): unknown =>
    Array.isArray(list)
      ? same(
          list,
          list.map((option) => statusSet(option, stock.variations.get(option?.id))),
        )
      : list;
  const patch = (node: unknown): unknown => {
    if (Array.isArray(node)) return same(node, node.map(patch));
    if (node === null || typeof node !== "object") return node;
    const record = node as Record<string, unknown>;
    const shows = "stock_status" in record && record.id === productId;
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(record)) {
      // An option's id may be another product's: only the product's own options are its options.
      const next = key === "product_variations" ? (shows ? options(item) : item) : patch(item);
      if (next !== item) {
        copy ??= { ...record };
        copy[key] = next;
      }
    }
    return statusSet(copy ?? record, shows ? stock.stock_status : undefined);
  };
  return patch(value) as T;
}

/** `list`, or `mapped` where an item differs. */
function same(list: unknown[], mapped: unknown[]): unknown[] {
  return mapped.some((item, i) => item !== list[i]) ? mapped : list;
}

/** `node` with `status` as its stock status (a copy if it differs). */
function statusSet(node: unknown, status: ProductStock["stock_status"] | undefined): unknown {
  if (status === undefined || node === null || typeof node !== "object") return node;
  const record = node as Record<string, unknown>;
  return record.stock_status === status ? record : { ...record, stock_status: status };
}

/**
 * What a page's loaders read the catalog through (`LoadContext.reads`). `tags` names what the answer
 * depends on beyond the products it shows: the collection whose list it is.
 */
export type CatalogReads = { read<T>(key: string, load: () => Promise<T>, tags?: readonly CacheTag[]): Promise<T> };

/** Reads a product's stock as its pages show it (`readProductStock`). */
export type StockReader = (productId: number) => Promise<ProductStock | null>;

/**
 * Tags null while loading: a read not yet answered is dropped by any change. `load` and `named` are
 * the read's own, to read it again where a sell-out cannot be written into its answer.
 */
type Entry = {
  value: Promise<unknown>;
  storedAt: number;
  tags: Set<CacheTag> | null;
  load: () => Promise<unknown>;
  named: readonly CacheTag[];
};

export class ReadCache implements CatalogReads {
  private readonly entries = new Map<string, Entry>();
  private live = false;

  private readonly maxEntries: number;
  private readonly readStock: StockReader | undefined;

  /** Without `readStock` a sell-out drops the reads that show the product, as any change to it. */
  constructor({ maxEntries = 5_000, readStock }: { maxEntries?: number; readStock?: StockReader } = {}) {
    this.maxEntries = maxEntries;
    this.readStock = readStock;
  }

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

  /**
   * The product or one of its options turned sold out or back in stock (migration 0028): the reads
   * that show it keep their answer with its new stock status, read once for all of them. They are
   * read again where that read fails or finds no published product, or where the product's card
   * price follows its stock. A read still loading is dropped, as on any change. Nothing is read
   * when no kept read shows the product.
   */
  stockChanged(productId: number): void {
    const tag = productTag(productId);
    if (!this.readStock) {
      this.invalidateTag(tag);
      return;
    }
    const showing: [string, Entry][] = [];
    for (const [key, entry] of this.entries) {
      if (entry.tags === null) this.entries.delete(key);
      else if (entry.tags.has(tag)) showing.push([key, entry]);
    }
    if (showing.length === 0) return;
    const stock = this.readStock(productId).catch((error: unknown) => {
      log.warn("stock of a sold-out product not read; its reads are read again", { productId, ...errorFields(error) });
      return null;
    });
    for (const [key, entry] of showing) {
      const value = Promise.all([entry.value, stock]).then(([kept, shown]) =>
        shown && !shown.priceFollowsStock ? withStock(kept, productId, shown) : entry.load(),
      );
      this.keep(key, { ...entry, value });
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

  private entry(key: string, load: () => Promise<unknown>, named: readonly CacheTag[], now: number): Entry {
    if (!this.live) return { value: load(), storedAt: now, tags: null, load, named };
    const kept = this.entries.get(key);
    if (kept && now - kept.storedAt <= MAX_AGE_MS) return kept;
    const entry: Entry = { value: load(), storedAt: now, tags: null, load, named };
    this.entries.delete(key);
    this.keep(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /** Keeps `entry` under `key`: tagged once answered, forgotten if its read fails. */
  private keep(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        entry.tags = tagsOf(value, entry.named);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  get size(): number {
    return this.entries.size;
  }
}

function tagsOf(value: unknown, named: readonly CacheTag[]): Set<CacheTag> {
  return tagsShownBy(value, new Set(named));
}

/**
 * The reads of one render: a key its loaders both ask for (the root's layout and the home's
 * sections) is read once for the render, even when nothing is kept between renders.
 */
export function sharedInRender(reads: CatalogReads): CatalogReads {
  const asked = new Map<string, Promise<unknown>>();
  return {
    read<T>(key: string, load: () => Promise<T>, tags?: readonly CacheTag[]): Promise<T> {
      let answer = asked.get(key);
      if (!answer) {
        answer = reads.read(key, load, tags);
        asked.set(key, answer);
      }
      return answer as Promise<T>;
    },
  };
}

/** A cache that never keeps anything (CATALOG_CACHE=off, and tests of the uncached path). */
export const NO_READ_CACHE = new ReadCache({ maxEntries: 0 });
