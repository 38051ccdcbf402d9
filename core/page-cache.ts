// How a page says it is the same for every visitor and may be kept by the full-page cache
// (server/http/page-cache.ts), and the tags that say which catalog changes drop it (issue 23).
// Browsers revalidate such a page on every visit, so an operator's change shows at once there too.
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export const PUBLIC_PAGE_HEADERS = { "Cache-Control": "no-cache", [PAGE_CACHE_HEADER]: "public" } as const;

/**
 * What a kept page or answer shows, as the database names its changes on the channel page_change
 * (migration 0027): a product (its stock status, price, options…), a collection's list, and `all`,
 * which every kept page carries and every other change drops.
 */
export type CacheTag = "all" | `product:${number}` | `collection:${number}`;

export const ALL_TAG = "all" satisfies CacheTag;

export const productTag = (id: number): CacheTag => `product:${id}`;

export const collectionTag = (id: number): CacheTag => `collection:${id}`;

const TAG = /^(?:product|collection):\d+$/;

/** The tag a change's payload names; null for any other payload (everything changed). */
export function cacheTagOf(payload: string): CacheTag | null {
  return TAG.test(payload) ? (payload as CacheTag) : null;
}

const STOCK_CHANGE = /^stock:(\d+)$/;

/**
 * The product of a payload `stock:<id>` (migration 0028): it or one of its options turned sold out
 * or back in stock, and nothing else about it changed. Null for any other payload.
 */
export function stockChangeOf(payload: string): number | null {
  const id = STOCK_CHANGE.exec(payload)?.[1];
  return id === undefined ? null : Number(id);
}
