// What a shopper's browser sends that changes what the shop answers, for the benchmarks that
// should measure the path shoppers take (decision 28: every browser asks for gzip).

/** Chromium's Accept-Encoding. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
