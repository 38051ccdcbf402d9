// Compresses the pages and API answers for browsers that accept gzip: a product page is about
// 86 KB of HTML and 15 KB with gzip, which is what a phone on a slow network waits for first.
// Each chunk of a streamed page is flushed as it comes, so the first screen still arrives
// before the sections rendered later; an API answer, always whole, is compressed in one call.
// Static files are compressed at build time and pass by.
import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { constants, createGzip, gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** A part (206), and answers that have no body at all: an empty JSON answer must stay without one. */
const NOT_COMPRESSED_STATUSES = new Set([204, 206, 304]);
const COMPRESSIBLE = /^(text\/html|application\/json|text\/plain|application\/xml|text\/xml)\b/;
/** Smaller answers go as they are: gzip would save a few bytes at the cost of a call. */
export const MIN_BYTES = 1024;

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...parameters] = part.trim().split(";");
    if (coding?.trim().toLowerCase() !== "gzip") return false;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Answers that are always whole (`c.json`): compressed in one call, without streams. */
const WHOLE = /^application\/json\b/;
/** Above this a whole answer is compressed off the event loop (a console export), below it at once. */
const SYNC_MAX_BYTES = 64 * 1024;
const gzipAsync = promisify(gzip);

const gzipWhole = (bytes: Uint8Array) =>
  bytes.byteLength > SYNC_MAX_BYTES ? gzipAsync(bytes, { level: 5 }) : gzipSync(bytes, { level: 5 });

export function compressText(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    // Status and headers first: reading `body` makes Hono's light answer a full web Response with a
    // stream, which a page from the cache (gzip already) or a small answer then pays for (issue 23).
    if (c.req.method === "HEAD" || NOT_COMPRESSED_STATUSES.has(response.status)) return;
    const headers = response.headers;
    if (headers.has("content-encoding") || !COMPRESSIBLE.test(headers.get("content-type") ?? "")) return;
    if (/\bno-transform\b/i.test(headers.get("cache-control") ?? "")) return;
    const length = headers.get("content-length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    if (!/\baccept-encoding\b/i.test(headers.get("vary") ?? "")) headers.append("Vary", "Accept-Encoding");
    if (!acceptsGzip(c.req.header("accept-encoding"))) return;
    if (WHOLE.test(headers.get("content-type") ?? "")) {
      const whole = new Uint8Array(await response.arrayBuffer());
      if (whole.byteLength >= MIN_BYTES) {
        headers.set("content-encoding", "gzip");
        headers.delete("content-length");
      }
      const body = whole.byteLength < MIN_BYTES ? whole : await gzipWhole(whole);
      c.res = new Response(body, { status: response.status, headers });
      return;
    }
    if (!response.body) return;
    const gzip = pipeline(
      Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
      createGzip({ level: 5, flush: constants.Z_SYNC_FLUSH }),
      // A browser that goes away mid-page ends the stream; there is nobody left to answer.
      () => undefined,
    );
    c.res = new Response(Readable.toWeb(gzip) as ReadableStream<Uint8Array>, response);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", "gzip");
  };
}
