// The full-page cache of the anonymous catalog pages (issue #10): their HTML is the same for every
// visitor, so a rendered page is kept in memory and served again until the catalog changes. A page
// opts in with the response header X-Page-Cache: public (core/page-cache.ts); personal pages
// never send it. The database tells every app instance about a change (a NOTIFY from triggers on
// the catalog tables, migration 0010), and a page rendered while a change was arriving is not kept.
// A product turning sold out or back in stock (migration 0013; a reservation that leaves it in
// stock says nothing) drops only the pages that show it: a page knows the products whose stock
// status it shows from the catalog reads its loaders made (server/http/read-cache.ts), so
// a cached page shows a product's stock status only from `LoadContext.reads`.
// While the notification connection is down nothing is cached, so no instance serves a stale page.

import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { PAGE_CACHE_HEADER } from "../../core/page-cache";
import { productsShownBy } from "./read-cache";

export const PAGE_CHANGE_CHANNEL = "page_change";

/** The payload naming one product whose stock status changed (migration 0013). */
const PRODUCT_CHANGE = /^product:(\d+)$/;

type ChangeListener = { invalidate(): void; invalidateProduct(productId: number): void };

/** Hands a notification on the page_change channel to the caches: one product, or everything. */
export function applyPageChange(caches: ChangeListener[], payload: string): void {
  const product = PRODUCT_CHANGE.exec(payload);
  for (const cache of caches) {
    if (product) cache.invalidateProduct(Number(product[1]));
    else cache.invalidate();
  }
}

/** A kept page never outlives this, so time-dependent parts (the banner's countdown) stay close. */
const MAX_AGE_MS = 60_000;

/**
 * A page to keep: its HTML, the nonce it was rendered with and the products whose stock status it
 * shows (null: unknown, dropped by any product's change).
 */
type Page = { body: string; nonce: string; headers: [string, string][]; shows: Set<number> | null };

/** A kept page: its bytes cut where the nonce was, so a response only joins them around a new one. */
type Entry = {
  parts: Uint8Array<ArrayBuffer>[];
  headers: [string, string][];
  bytes: number;
  storedAt: number;
  shows: Set<number> | null;
};

const encoder = new TextEncoder();

export type PageCacheLimits = { entries: number; bytes: number };

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  private live = false;

  constructor(private readonly limits: PageCacheLimits = { entries: 2_000, bytes: 64 * 1024 * 1024 }) {}

  /** Whether changes are being heard; while not, nothing is kept or served. */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  invalidate(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** Product `productId` turned sold out or back in stock: drops the pages that show it. */
  invalidateProduct(productId: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.shows === null || entry.shows.has(productId)) {
        this.entries.delete(key);
        this.bytes -= entry.bytes;
      }
    }
    this.generation += 1;
  }

  /** The mark a render takes before it starts; a change since then keeps its page out. */
  mark(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): Entry | null {
    if (!this.live) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (now - entry.storedAt > MAX_AGE_MS) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, mark: number, page: Page, now = Date.now()): void {
    if (!this.live || mark !== this.generation) return;
    const parts = (page.nonce ? page.body.split(page.nonce) : [page.body]).map((part) => encoder.encode(part));
    const bytes = parts.reduce((sum, part) => sum + part.length, 0);
    if (bytes > this.limits.bytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, { parts, headers: page.headers, bytes, storedAt: now, shows: page.shows });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The cache key of a page request, or null when it is not a document GET (React Router's `.data`
 * requests, other methods). Crawlers get the page without streaming, so they have their own key.
 */
export function pageKeyOf(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) return null;
  return `${isbot(request.headers.get("user-agent") ?? "") ? "bot" : "web"} ${url.pathname}${url.search}`;
}

function joinAround(parts: Uint8Array<ArrayBuffer>[], nonce: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (parts.length === 1 && parts[0]) return parts[0];
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, nonce.length * (parts.length - 1)));
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      joined.set(nonce, offset);
      offset += nonce.length;
    }
    joined.set(part, offset);
    offset += part.length;
  });
  return joined;
}

/** Serves a kept page for this request: its nonce replaced by the request's own. */
export function cachedResponse(entry: Entry, nonce: string): Response {
  const headers = new Headers(entry.headers);
  headers.set(PAGE_CACHE_HEADER, "hit");
  return new Response(joinAround(entry.parts, encoder.encode(nonce)), { status: 200, headers });
}

/**
 * The API reads whose answer is the same for every visitor (the product, its reviews, the
 * collections and their lists, search): kept like the pages and dropped on the same changes.
 */
export function publicAnswerCache(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const key = `api ${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
    const hit = cache.get(key);
    if (hit) return cachedResponse(hit, "");
    const mark = cache.mark();
    await next();
    if (c.res.status !== 200 || c.res.headers.has("set-cookie")) return;
    const body = await c.res.clone().text();
    const headers = new Headers(c.res.headers);
    cache.set(key, mark, { body, nonce: "", headers: [...headers], shows: productsInAnswer(body) });
    c.res.headers.set(PAGE_CACHE_HEADER, "miss");
  };
}

function productsInAnswer(body: string): Set<number> | null {
  try {
    return productsShownBy(JSON.parse(body));
  } catch {
    return null;
  }
}

/**
 * Renders through `render` and keeps the page when its route opted in (never one that sets a
 * cookie: that would hand one visitor's cookie to the next). Answers the response to
 * send (the opt-in header becomes "miss"; a page that did not opt in passes through untouched).
 * `render` reads the catalog through `ReadCache.recording(shown)`, so the page is tagged with the
 * products it shows.
 */
export async function renderAndKeep(
  cache: PageCache,
  key: string,
  nonce: string,
  render: (shown: Set<number>) => Promise<Response>,
): Promise<Response> {
  const mark = cache.mark();
  const shown = new Set<number>();
  const response = await render(shown);
  const keep =
    response.status === 200 &&
    response.headers.get(PAGE_CACHE_HEADER) === "public" &&
    !response.headers.has("set-cookie") &&
    nonce.length >= 16;
  if (!keep) {
    response.headers.delete(PAGE_CACHE_HEADER);
    return response;
  }
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.delete(PAGE_CACHE_HEADER);
  cache.set(key, mark, { body, nonce, headers: [...headers], shows: shown });
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(body, { status: 200, headers });
}
