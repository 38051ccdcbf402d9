// Server rendering of every page, streamed: the first screen goes out before deferred sections.
import { PassThrough, pipeline, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable } from "../server/db/unavailable";
import { errorFields, log } from "../server/log";
import { DocumentCssProvider } from "./document-css";
import { documentCssOf } from "./document-css.server";
import { NonceProvider } from "./nonce";

export const streamTimeout = 5_000;

/** A loader that failed because the database is away turns the page into a 503 (see handleRequest). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    if (context.failure) context.failure.databaseUnavailable = true;
    log.warn("page rendered without the database", { path: new URL(request.url).pathname, ...errorFields(error) });
    return;
  }
  // As React Router's own handler: an internal error response carries the thrown error inside.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

/**
 * What React writes, as the response's chunks:
 * - React 18.3's Node renderer sends its whole 2,048-byte buffer when a multi-byte character does
 *   not fit at its end, the unused bytes included: up to three NUL bytes end such a chunk, and
 *   Korean text came out as `메뉴 열\0기` (facebook/react#26228, fixed in React 19 only; decision
 *   11). No chunk of HTML ends with a NUL byte otherwise, so they are cut off.
 * - The buffers React writes in one turn of the event loop (the whole first screen, then each
 *   streamed section) go out as one chunk: one write and one gzip flush instead of thirty.
 */
function htmlChunks(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const take = () => {
    const joined = Buffer.concat(pending);
    pending = [];
    return joined;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end -= 1;
      pending.push(end === chunk.length ? chunk : chunk.subarray(0, end));
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length > 0) this.push(take());
        });
      }
      callback();
    },
    flush(callback) {
      callback(null, pending.length > 0 ? take() : undefined);
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? "";
  if (responseStatusCode === 500 && loadContext?.failure?.databaseUnavailable) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", DATABASE_RETRY_AFTER);
  }
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared when the page is written: a timer left waiting kept the whole render alive for six
    // seconds after it, and on a busy shop every such render was copied by the garbage collector.
    let deadline: NodeJS.Timeout | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentCssProvider
          value={loadContext?.stylesheetText ? documentCssOf(routerContext, loadContext.stylesheetText) : ""}
        >
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentCssProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            // A browser that goes away ends the pipeline, and React stops rendering for it.
            new Response(createReadableStreamFromReadable(pipeline(body, htmlChunks(), () => clearTimeout(deadline))), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          // A browser that left before the page was written is no error of the shop's.
          if (request.signal.aborted) return;
          // A deferred section (the home page's best sellers) whose data the database could not give.
          responseStatusCode = isDatabaseUnavailable(error) ? 503 : 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    deadline = setTimeout(abort, streamTimeout + 1_000);
  });
}
