// How Node runs the production server (decision 13). A larger young generation: a page render
// allocates a few MB that die at once, and with 16 MB semi-spaces the scavenger ran every few
// requests (uncached product page 400 → 450/s on 2 cores, at up to 64 MB more memory).
// `npm start` passes the same flags (package.json, checked by node-flags.test.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"] as const;
