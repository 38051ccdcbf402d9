// How Node runs the production server (decision 13). A larger young generation: a page render
// allocates a few MB that die at once, and with 16 MB semi-spaces the scavenger ran every few
// requests (uncached product page 400 → 450/s on 2 cores with 32 MB). With 64 MB a page rendered
// with no caches costs 7–10 % less CPU again (2026-12-05), for about 100 MB more under load.
// `npm start` passes the same flags (package.json, checked by node-flags.test.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"] as const;
