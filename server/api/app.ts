// The Hono app behind /api: routes the spec's §7 calls to domain functions and maps errors once.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable } from "../db/unavailable";
import type { PaymentProviders } from "../domain/checkout/payment-sync";
import { DomainError, httpStatusOf } from "../domain/errors";
import { isForeignOrigin } from "../http/origin";
import { type PageCache, publicAnswerCache } from "../http/page-cache";
import { paymentProvidersOf } from "../integrations/payments";
import { errorFields, log } from "../log";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { cartRoutes } from "./cart";
import { checkoutRoutes } from "./checkout";
import { collectionRoutes } from "./collections";
import { engagementRoutes } from "./engagement";
import { inquiryRoutes } from "./inquiries";
import { apiMessages } from "./messages";
import { naverPayRoutes } from "./npay";
import { orderRoutes } from "./orders";
import { productRoutes } from "./products";
import { profileRoutes } from "./profile";
import { recoveryRoutes } from "./recovery";
import { reviewRoutes } from "./reviews";
import { sessionCookieOf } from "./session-cookie";
import { resolveViewer } from "./viewer";

export type ApiDeps = {
  db: Db;
  config: Config;
  /** How the server calls providers (and their simulators) over HTTP; tests may route it. */
  fetchImpl?: typeof fetch;
  /** Payment providers; by default those of the configuration (PortOne, Naver Pay or simulators). */
  providers?: PaymentProviders;
  /** Keeps the answers that are the same for every visitor (see publicAnswerCache). */
  answerCache?: PageCache;
};

/** The reads whose answer does not depend on who asks. */
const PUBLIC_READS = ["/product/*", "/v2/collection/all", "/v2/collection/list", "/v2/search"];

/** The largest body of a request that uploads no files. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** The multipart routes (review photos, inquiry attachments, product photos). */
const UPLOAD_ROUTES = /\/(?:reviews|inquiry|admin\/products\/[^/]+\/images)$/;

export function createApi(deps: ApiDeps): Hono {
  const api = new Hono();

  // CSRF: a state-changing call must come from the shop's own pages (or carry no Origin at all).
  api.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && isForeignOrigin(c.req.raw)) {
      return c.json({ message: apiMessages.foreignOrigin }, 403);
    }
    await next();
  });

  // A JSON (or text) body is small; only the upload routes take more, under limits of their own.
  const jsonLimit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: apiMessages.bodyTooLarge }, 413),
  });
  api.use("*", (c, next) => (UPLOAD_ROUTES.test(c.req.path) ? next() : jsonLimit(c, next)));

  if (deps.answerCache) {
    const cache = publicAnswerCache(deps.answerCache);
    for (const path of PUBLIC_READS) api.use(path, cache);
  }
  api.use("*", resolveViewer(deps.db, sessionCookieOf(deps.config)));

  api.route("/", authRoutes(deps));
  api.route("/", profileRoutes(deps));
  api.route("/", recoveryRoutes(deps));
  api.route("/", collectionRoutes(deps));
  api.route("/", cartRoutes(deps));
  api.route("/", productRoutes(deps));
  const providers = deps.providers ?? paymentProvidersOf(deps.config, deps.fetchImpl);
  api.route("/", checkoutRoutes(deps, providers));
  api.route("/", naverPayRoutes(deps, providers));
  api.route("/", orderRoutes(deps, providers));
  api.route("/", engagementRoutes(deps));
  api.route("/", reviewRoutes(deps));
  api.route("/", inquiryRoutes(deps));
  api.route("/", adminRoutes({ ...deps, providers }));

  api.all("*", (c) => c.json({ message: apiMessages.notFound }, 404));

  api.onError((error, c) => {
    if (error instanceof DomainError) {
      return c.json({ message: error.message, status: error.status }, httpStatusOf[error.kind]);
    }
    if (error instanceof ZodError) {
      return c.json({ message: error.issues[0]?.message ?? apiMessages.invalidInput }, 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: apiMessages.invalidInput }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      log.warn("database unavailable", { path: c.req.path, ...errorFields(error) });
      c.header("Retry-After", DATABASE_RETRY_AFTER);
      return c.json({ message: apiMessages.databaseUnavailable }, 503);
    }
    log.error("api request failed", {
      path: c.req.path,
      requestId: c.res.headers.get("x-request-id"),
      ...errorFields(error),
    });
    return c.json({ message: apiMessages.serverError }, 500);
  });

  return api;
}
