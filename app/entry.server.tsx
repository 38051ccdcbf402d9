// Server rendering of every page. React 18's web-stream renderer, not renderToPipeableStream: the
// Node variant of React 18.3 pads a buffer with NUL bytes when a multi-byte character does not fit
// its end, which corrupts Korean text (decision 11).
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.browser";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable } from "../server/db/unavailable";
import { errorFields, log } from "../server/log";
import { HeadPreloadsProvider, pageModules } from "./head-preloads";
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

export default async function handleRequest(
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
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <HeadPreloadsProvider value={pageModules(routerContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </HeadPreloadsProvider>
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1_000)]),
      onError(error: unknown) {
        // A deferred section (the home page's best sellers) whose data the database could not give.
        responseStatusCode = isDatabaseUnavailable(error) ? 503 : 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  if (isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
