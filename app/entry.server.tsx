import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable } from "../server/db/unavailable";
import { errorFields, log } from "../server/log";
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
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A deferred section (the home page's best sellers) whose data the database could not give.
          responseStatusCode = isDatabaseUnavailable(error) ? 503 : 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
