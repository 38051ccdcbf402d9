// The full-page cache of the anonymous catalog pages (issue #10): their HTML is the same for every
// visitor, so a rendered page is kept in memory and served again until the catalog changes. A page
// opts in with the response header X-Page-Cache: public (core/page-cache.ts); personal pages
// never send it. The database tells every app instance about a change (a NOTIFY from triggers on
// the catalog tables, migration 0010), and a page rendered while a change was arriving is not kept.
// A change names what it changed (migration 0027: a product, a collection, or everything; a sale
// that leaves a product in stock says nothing; migration 0028: a sell-out alone says `stock:<id>`,
// which drops the product's pages as `product:<id>` does), and drops only the pages tagged with it: a page
// knows its tags from the catalog reads its loaders made (server/http/read-cache.ts), so a cached
// page shows the catalog only from `LoadContext.reads`. The same tags leave with the page as its
// Surrogate-Key, so a CDN in front can be purged by them too.
// While the notification connection is down nothing is cached, so no instance serves a stale page.

import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import {
  ALL_TAG,
  type CacheTag,
  cacheTagOf,
  PAGE_CACHE_HEADER,
  productTag,
  stockChangeOf,
} from "../../core/page-cache";
import { errorFields, log } from "../log";
import { acceptsGzip, MIN_BYTES } from "./compress";
import { deflatePieces, type GzipPieces, gzipAround } from "./gzip-pieces";
import { tagsShownBy } from "./read-cache";

export const PAGE_CHANGE_CHANNEL = "page_change";

/**
 * What hears the catalog's changes: the page and read caches, a CDN purger. A listener without
 * `stockChanged` hears a product's sell-out as any change to the product.
 */
export type ChangeListener = {
  invalidate(): void;
  invalidateTag(tag: CacheTag): void;
  stockChanged?(productId: number): void;
};

/** Hands a notification on the page_change channel to the caches: a sell-out, one tag, or everything. */
export function applyPageChange(caches: ChangeListener[], payload: string): void {
  const stockOf = stockChangeOf(payload);
  const tag = stockOf === null ? cacheTagOf(payload) : productTag(stockOf);
  for (const cache of caches) {
    if (stockOf !== null && cache.stockChanged) cache.stockChanged(stockOf);
    else if (tag) cache.invalidateTag(tag);
    else cache.invalidate();
  }
}

/** The Surrogate-Key header: a kept page's or answer's tags, for a CDN to purge by. */
export const SURROGATE_KEY_HEADER = "Surrogate-Key";

/**
 * How long a CDN may serve a kept page without asking: a change reaches it by a purge at once, so
 * this only bounds a lost purge and what changes by the clock (an event's start and end, the
 * banner's countdown), as the page cache's own minute does. A stale page may be served for
 * a little longer while the CDN fetches a fresh one in the background, never for minutes, so a
 * sell-out whose purge was lost still shows within about a minute and a half.
 */
export const SHARED_MAX_AGE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/** A response that must never be kept by anyone but its visitor's browser. */
const PERSONAL_CACHE_CONTROL = "private, no-store";

const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** A page's or answer's Surrogate-Key value: `all` first, then its other tags, space-separated. */
export function surrogateKeyOf(tags: Iterable<CacheTag>): string {
  return [ALL_TAG, ...[...tags].filter((tag) => tag !== ALL_TAG).sort()].join(" ");
}

/** The tags a kept page or answer carries, read back from its Surrogate-Key. */
export function tagsOfSurrogateKey(value: string | null): Set<CacheTag> {
  return new Set((value ?? "").split(" ").flatMap((word) => cacheTagOf(word) ?? (word === ALL_TAG ? [ALL_TAG] : [])));
}

/** Marks a response a CDN may keep for every visitor, tagged for purges. */
function shareable(headers: Headers, tags: Iterable<CacheTag>): void {
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.set(SURROGATE_KEY_HEADER, surrogateKeyOf(tags));
}

/** A kept page never outlives this, so time-dependent parts (the banner's countdown) stay close. */
const MAX_AGE_MS = 60_000;

/**
 * How long past its minute a kept page may still be served while it is rendered again in the
 * background (as a CDN's stale-while-revalidate): every page kept in the same second would otherwise
 * be rendered by every visitor asking for it in the same second a minute later.
 */
const STALE_MS = STALE_WHILE_REVALIDATE_SECONDS * 1000;

/**
 * How long a page a change dropped may still be served while it is rendered again in the background
 * (a soft purge): at the end of a sale a product turns sold out and back as unpaid orders are
 * declined, and each turn dropped the pages showing it for every browsing visitor at once. Served so,
 * a page goes to that visitor only (no CDN keeps it); prices and stock are decided at checkout.
 */
const DROPPED_STALE_MS = 1_000;

/**
 * How many kept pages one instance renders again in the background at once. A visitor who asks for
 * many stale pages in a second gets their copies at once and would otherwise start a render for
 * each; beyond this the copies are served without one until it runs out, and then each visitor
 * renders their own page, as with no copy.
 */
export const MAX_BACKGROUND_RENDERS = 4;

/** How a kept page is sent: with this request's nonce, and gzip if the browser asked for it. */
export type Answer = { nonce: string; gzip: boolean };

/** The answer for `request`: its nonce (none for an API answer), gzip as its Accept-Encoding says. */
export function answerFor(request: Request, nonce: string): Answer {
  return { nonce, gzip: acceptsGzip(request.headers.get("accept-encoding") ?? undefined) };
}

/** A page to keep: its HTML, the nonce it was rendered with and its tags. */
type Page = { body: string; nonce: string; headers: [string, string][]; tags: Set<CacheTag> };

/**
 * A kept page: its bytes cut where the nonce was, so a response only joins them around a new one;
 * and the same compressed once for the browsers that ask for gzip (all of them), or null when it is
 * too small to compress.
 */
type Entry = {
  parts: Uint8Array<ArrayBuffer>[];
  gzip: GzipPieces | null;
  headers: [string, string][];
  bytes: number;
  storedAt: number;
  tags: Set<CacheTag>;
  /** When a change dropped it (soft: it is served only while it is rendered again), or null. */
  droppedAt: number | null;
};

const encoder = new TextEncoder();

export type PageCacheLimits = { entries: number; bytes: number };

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** The render under way of each kept page past its minute or dropped, while its copy is served. */
  private readonly renders = new Map<string, Promise<unknown>>();
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

  /**
   * Something `tag` names changed: drops the pages that carry it (`all`: every page, at once). A
   * dropped page is served again only while it is rendered anew, for a second at most (`serve`).
   */
  invalidateTag(tag: CacheTag, now = Date.now()): void {
    if (tag === ALL_TAG) {
      this.invalidate();
      return;
    }
    for (const entry of this.entries.values()) {
      if (entry.tags.has(tag)) entry.droppedAt ??= now;
    }
    this.generation += 1;
  }

  /** The mark a render takes before it starts; a change since then keeps its page out. */
  mark(): number {
    return this.generation;
  }

  /** The kept page of `key` within its minute and not dropped by a change, or null. */
  get(key: string, now = Date.now()): Entry | null {
    const entry = this.kept(key, now);
    return entry && isFresh(entry, now) ? entry : null;
  }

  /** The kept page of `key`, also past its minute by less than STALE_MS or dropped less than DROPPED_STALE_MS ago, or null. */
  private kept(key: string, now: number): Entry | null {
    if (!this.live) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    const expired =
      now - entry.storedAt > MAX_AGE_MS + STALE_MS ||
      (entry.droppedAt !== null && now - entry.droppedAt > DROPPED_STALE_MS);
    if (expired) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Serves the page of `key`: kept, or rendered by `render` (renderAndKeep) for this visitor. A page
   * past its minute, or dropped by a change a moment ago, is served as it was, to this visitor only
   * (`staleResponse`), while `revalidate` renders it again for the next ones, once at a time: no
   * visitor waits for a render a kept copy stands in for. With no copy each visitor renders their
   * own, as a page that is never kept (the cart, the account) always is: no one waits for another's.
   */
  async serve(
    key: string,
    answer: Answer,
    render: () => Promise<Response>,
    revalidate: () => Promise<Response>,
    now = Date.now(),
  ): Promise<Response> {
    const entry = this.kept(key, now);
    if (!entry) return render();
    if (isFresh(entry, now)) return cachedResponse(entry, answer, now);
    if (!this.renders.has(key) && this.renders.size < MAX_BACKGROUND_RENDERS) this.revalidate(key, revalidate);
    return staleResponse(entry, answer, now);
  }

  /** Renders `key` again with no visitor waiting; a render that fails leaves the copy to run out. */
  private revalidate(key: string, revalidate: () => Promise<Response>): void {
    const rendering = revalidate()
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => log.warn("page not rendered again", { key, ...errorFields(error) }))
      .finally(() => this.renders.delete(key));
    this.renders.set(key, rendering);
  }

  /** Keeps `page` unless a change arrived since `mark` (or none are heard): answers what it kept, if anything. */
  set(key: string, mark: number, page: Page, now = Date.now()): Entry | null {
    if (!this.live || mark !== this.generation) return null;
    const parts = (page.nonce ? page.body.split(page.nonce) : [page.body]).map((part) => encoder.encode(part));
    const plainBytes = parts.reduce((sum, part) => sum + part.length, 0);
    if (plainBytes > this.limits.bytes / 4) return null;
    const gzip = plainBytes >= MIN_BYTES ? deflatePieces(parts) : null;
    const bytes = plainBytes + (gzip?.bytes ?? 0);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    const kept: Entry = { parts, gzip, headers: page.headers, bytes, storedAt: now, tags: page.tags, droppedAt: null };
    this.entries.set(key, kept);
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    return kept;
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

/** Within its minute and not dropped by a change. */
function isFresh(entry: Entry, now: number): boolean {
  return entry.droppedAt === null && now - entry.storedAt <= MAX_AGE_MS;
}

/** A kept page served while it is rendered again: for this visitor only, never for a CDN to keep. */
function staleResponse(entry: Entry, answer: Answer, now: number): Response {
  const response = cachedResponse(entry, answer, now);
  response.headers.set(PAGE_CACHE_HEADER, "stale");
  response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  response.headers.delete(SURROGATE_KEY_HEADER);
  return response;
}

/**
 * Serves a kept page for this request: its nonce replaced by the request's own, gzip from the
 * pieces compressed when it was kept if the browser accepts it (compressText leaves it so).
 */
export function cachedResponse(entry: Entry, answer: Answer, now = Date.now()): Response {
  const headers = new Headers(entry.headers);
  headers.set(PAGE_CACHE_HEADER, "hit");
  // A CDN counts its s-maxage from the page's age, so a lost purge is bounded from the render.
  headers.set("Age", String(Math.floor((now - entry.storedAt) / 1000)));
  const nonce = encoder.encode(answer.nonce);
  if (entry.gzip && !/\baccept-encoding\b/i.test(headers.get("vary") ?? "")) headers.append("Vary", "Accept-Encoding");
  if (!entry.gzip || !answer.gzip) return new Response(joinAround(entry.parts, nonce), { status: 200, headers });
  const body = gzipAround(entry.gzip, nonce);
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.length));
  return new Response(body, { status: 200, headers });
}

/**
 * The API reads whose answer is the same for every visitor (the product, its reviews, the
 * collections and their lists, search): kept like the pages and dropped on the same changes. An
 * answer is tagged with the products it shows, plus what its handler names in a Surrogate-Key
 * header (the collection of a list, the product of a review page).
 */
export function publicAnswerCache(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const key = `api ${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
    const answer = answerFor(c.req.raw, "");
    const hit = cache.get(key);
    if (hit) return cachedResponse(hit, answer);
    const mark = cache.mark();
    await next();
    const named = tagsOfSurrogateKey(c.res.headers.get(SURROGATE_KEY_HEADER));
    c.res.headers.delete(SURROGATE_KEY_HEADER);
    if (c.res.headers.has("set-cookie")) c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    if (c.res.status !== 200 || c.res.headers.has("set-cookie")) return;
    const body = await c.res.clone().text();
    const tags = tagsInAnswer(body, named);
    if (!tags) return;
    const headers = new Headers(c.res.headers);
    shareable(headers, tags);
    const kept = cache.set(key, mark, { body, nonce: "", headers: [...headers], tags });
    // Kept: sent as a hit is, so gzip is the pieces just compressed and not a second compression.
    if (kept) c.res = cachedResponse(kept, answer);
    c.res.headers.set(PAGE_CACHE_HEADER, "miss");
  };
}

function tagsInAnswer(body: string, named: Set<CacheTag>): Set<CacheTag> | null {
  try {
    return tagsShownBy(JSON.parse(body), named);
  } catch {
    return null;
  }
}

/**
 * Renders through `render` and keeps the page when its route opted in (never one that sets a
 * cookie: that would hand one visitor's cookie to the next). Answers the response to
 * send (the opt-in header becomes "miss"; a page that did not opt in passes through untouched).
 * `render` reads the catalog through `ReadCache.recording(tags)`, so the page is tagged with what
 * it shows. Only a kept page tells a CDN it may keep it too: one rendered while a change arrived,
 * or while changes are not heard, may be stale.
 */
export async function renderAndKeep(
  cache: PageCache,
  key: string,
  answer: Answer,
  render: (tags: Set<CacheTag>) => Promise<Response>,
): Promise<Response> {
  const { nonce } = answer;
  const mark = cache.mark();
  const tags = new Set<CacheTag>([ALL_TAG]);
  const response = await render(tags);
  const opted = response.headers.get(PAGE_CACHE_HEADER) === "public";
  response.headers.delete(PAGE_CACHE_HEADER);
  if (opted && response.headers.has("set-cookie")) response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  if (!opted || response.status !== 200 || response.headers.has("set-cookie") || nonce.length < 16) return response;
  const body = await response.text();
  const headers = new Headers(response.headers);
  shareable(headers, tags);
  const kept = cache.set(key, mark, { body, nonce, headers: [...headers], tags });
  // Kept: sent as a hit is, so gzip is the pieces just compressed and not a second compression.
  const sent = kept ? cachedResponse(kept, answer) : new Response(body, { status: 200, headers: response.headers });
  sent.headers.set(PAGE_CACHE_HEADER, "miss");
  return sent;
}
