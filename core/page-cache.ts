// How a page says it is the same for every visitor and may be kept by the full-page cache
// (server/http/page-cache.ts): its route's headers() answer these. Browsers revalidate it on every
// visit, so an operator's change shows at once there too.
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export const PUBLIC_PAGE_HEADERS = { "Cache-Control": "no-cache", [PAGE_CACHE_HEADER]: "public" } as const;
