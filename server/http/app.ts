// The whole HTTP surface of one process: /healthz, /api, static files and the server-rendered pages.
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { CacheTag } from "../../core/page-cache";
import { createApi } from "../api/app";
import { clientKeyOf } from "../api/auth";
import { type KakaoLinkCookie, kakaoLinkCookieOf } from "../api/kakao-link";
import { apiMessages } from "../api/messages";
import { type OrderLookupCookie, orderLookupCookieOf } from "../api/order-lookup-cookie";
import { UPLOADS_URL } from "../api/reviews";
import { type SessionCookie, sessionCookieOf } from "../api/session-cookie";
import type { BusinessInfo } from "../business-info";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable } from "../db/unavailable";
import { recoveryCodeKeyOf } from "../domain/auth/recovery";
import type { PaymentProviders } from "../domain/checkout/payment-sync";
import { KAKAO_SIMULATOR_PATH, kakaoConfigOf, usesKakaoSimulator } from "../integrations/kakao/config";
import { kakaoSimulator } from "../integrations/kakao/simulator";
import { NPAY_SIMULATOR_PATH, naverPaySettingsOf } from "../integrations/npay/config";
import { naverPaySimulator } from "../integrations/npay/simulator";
import { type PaymentClientSettings, paymentClientSettingsOf } from "../integrations/payment-client-settings";
import { paymentProvidersOf } from "../integrations/payments";
import { PORTONE_SIMULATOR_PATH, portOneSettingsOf } from "../integrations/portone/config";
import { portOneSimulator } from "../integrations/portone/simulator";
import { POSTCODE_SIMULATOR_SCRIPT, postcodeSimulator } from "../integrations/postcode/simulator";
import { type ProviderStatus, providerStatusOf } from "../integrations/providers";
import { SMS_SIMULATOR_PATH, smsSettingsOf } from "../integrations/sms/config";
import { smsSimulator } from "../integrations/sms/simulator";
import { errorFields, log } from "../log";
import { compressText } from "./compress";
import { maintenanceMode } from "./maintenance";
import { mediaRoutes } from "./media";
import { answerFor, type PageCache, pageKeyOf, renderAndKeep } from "./page-cache";
import { pageForms } from "./page-forms";
import type { UploadSettings } from "./page-uploads";
import { type CatalogReads, NO_READ_CACHE, type ReadCache, sharedInRender } from "./read-cache";
import { canonicalHost, redirectRoutes } from "./redirects";
import { createNonce, type SecurityVariables, securityHeaders } from "./security";
import { seoRoutes } from "./seo-routes";
import { type StylesheetText, stylesheetTextOf } from "./stylesheets";
import { turnTaker } from "./turns";

export type LoadContext = {
  db: Db;
  /**
   * Keeps the catalog reads of the pages between catalog changes; a cached page's products are
   * known from these reads (server/http/page-cache.ts).
   */
  reads: CatalogReads;
  nonce: string;
  /** The build's stylesheets as text (the document carries its routes' CSS); "" in development. */
  stylesheetText: StylesheetText;
  requestId: string;
  publicBaseUrl: string;
  business: BusinessInfo;
  /** Where the browser loads the postcode search script from. */
  postcodeScriptUrl: string;
  payments: PaymentClientSettings;
  /**
   * The chat's Channel Talk key, and the Kakao channel configured for the shop (KAKAO_CHANNEL_URL,
   * else config/business.json); the one saved in the console's business information wins over it.
   */
  chat: { pluginKey: string | null; kakaoChannel: string };
  /** Kakao login is offered only when Kakao (or, in the demo, its simulator) is configured. */
  kakaoLogin: boolean;
  /** Simulators at a public address (SIMULATORS=on): every page shows a demo ribbon. */
  demo: boolean;
  /** The client's address for rate limits (TRUST_PROXY applied), as the API takes it. */
  clientKey: string;
  /** The session cookie's name and flags (`__Host-` on an https shop), for loaders and actions. */
  sessionCookie: SessionCookie;
  /** The signed cookie of a Kakao login waiting for its member's password. */
  kakaoLinkCookie: KakaoLinkCookie;
  /** The signed cookie of a guest's looked-up order (비회원 주문조회). */
  orderLookupCookie: OrderLookupCookie;
  /** The HMAC key of account-recovery codes (server/domain/auth/recovery.ts). */
  recoveryCodeKey: string;
  /** Texts can be sent (Solapi, or its simulator in the demo): 아이디·비밀번호 찾기 are offered only then. */
  smsAvailable: boolean;
  /** Where the upload forms' files go and how long an upload may take (server/http/page-uploads.ts). */
  uploads: UploadSettings;
  /** What the console's loaders and actions need beyond the database (the /api/admin handlers' deps). */
  admin: { providers: PaymentProviders; providerStatus: ProviderStatus[] };
  /** Set by the renderer's error handler: a loader failed because the database is away (503). */
  failure: { databaseUnavailable: boolean };
};

export type PageHandler = (request: Request, context: LoadContext) => Promise<Response>;

export type ServerAppOptions = {
  db: Db;
  config: Config;
  /** The React Router request handler; absent in API-only tests. */
  pages?: PageHandler;
  /** build/client of the production build; absent in development (Vite serves files). */
  clientDir?: string;
  /** The Vite dev server is in front: its client needs a looser script policy. */
  development?: boolean;
  fetchImpl?: typeof fetch;
  providers?: PaymentProviders;
  /** The full-page cache of the anonymous catalog pages; absent: every page is rendered. */
  pageCache?: PageCache;
  /** The catalog reads kept between catalog changes; absent: every render reads the database. */
  readCache?: ReadCache;
};

type Variables = SecurityVariables & { requestId: string };

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Kept pages started in one turn of the event loop at most (server/http/turns.ts). */
const KEPT_PAGES_PER_TURN = 8;

export function createServerApp({
  db,
  config,
  pages,
  clientDir,
  development = false,
  fetchImpl,
  providers = paymentProvidersOf(config, fetchImpl),
  pageCache,
  readCache = NO_READ_CACHE,
}: ServerAppOptions) {
  const app = new Hono<{ Variables: Variables }>();

  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    log.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  if (config.isProduction) app.use(canonicalHost(config.publicBaseUrl, config.TRUST_PROXY));
  app.use(securityHeaders({ production: config.isProduction, development }));
  app.use(compressText());

  if (config.MAINTENANCE_MODE) app.use(maintenanceMode());

  app.get("/healthz", async (c) => {
    try {
      await db.execute(sql`SELECT 1`);
      return c.json({ status: "ok" });
    } catch (error) {
      log.error("health check failed", errorFields(error));
      return c.json({ status: "unavailable", message: apiMessages.databaseUnavailable }, 503);
    }
  });

  app.route("/api", createApi({ db, config, fetchImpl, providers, answerCache: pageCache }));
  if (usesKakaoSimulator(config))
    app.route(KAKAO_SIMULATOR_PATH, kakaoSimulator({ publicBaseUrl: config.publicBaseUrl }));
  const portone = portOneSettingsOf(config);
  if (portone?.simulator) app.route(PORTONE_SIMULATOR_PATH, portOneSimulator({ db, settings: portone, fetchImpl }));
  const npay = naverPaySettingsOf(config);
  if (npay?.simulator) app.route(NPAY_SIMULATOR_PATH, naverPaySimulator({ db, settings: npay, fetchImpl }));
  const sms = smsSettingsOf(config);
  if (sms?.simulator)
    app.route(
      SMS_SIMULATOR_PATH,
      smsSimulator({ db, settings: sms, localShop: !config.demoRibbon, sessionCookie: sessionCookieOf(config) }),
    );
  // Shoppers' uploads (review photos): unique names, so cached for good.
  app.use(
    `${UPLOADS_URL}/*`,
    serveStatic({
      root: path.relative(process.cwd(), config.dataDir) || ".",
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.all(`${UPLOADS_URL}/*`, (c) => c.text("Not Found", 404));
  app.route("/", mediaRoutes(db));
  if (config.simulators) app.route("/_sim/postcode", postcodeSimulator());
  app.route("/", seoRoutes(db, config));
  app.route("/", redirectRoutes(config));

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.all("/assets/*", (c) => c.text("Not Found", 404));
    // Only the names at the top of the client folder are looked up on disk; a page request is not.
    const publicNames = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
    const servePublic = serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    });
    app.use("*", (c, next) => (publicNames.has(c.req.path.split("/")[1] ?? "") ? servePublic(c, next) : next()));
  }

  if (pages) {
    const payments = paymentClientSettingsOf(config);
    const chat = {
      pluginKey: config.CHANNEL_TALK_PLUGIN_KEY ?? null,
      kakaoChannel: config.KAKAO_CHANNEL_URL ?? config.business.links.kakaoChannel,
    };
    const kakaoLogin = kakaoConfigOf(config) !== null;
    const recoveryCodeKey = recoveryCodeKeyOf(config.sessionSecret);
    const sessionCookie = sessionCookieOf(config);
    const kakaoLinkCookie = kakaoLinkCookieOf(config);
    const orderLookupCookie = orderLookupCookieOf(config);
    const uploads = { dataDir: config.dataDir, deadlineSeconds: config.UPLOAD_DEADLINE_SECONDS };
    const admin = { providers, providerStatus: providerStatusOf(config) };
    const stylesheetText: StylesheetText = clientDir ? stylesheetTextOf(clientDir) : () => "";
    app.use("*", pageForms());
    const keptPageTurn = turnTaker(KEPT_PAGES_PER_TURN);
    app.all("*", async (c) => {
      const render = (request: Request, nonce: string, tags?: Set<CacheTag>) =>
        pages(request, {
          db,
          reads: sharedInRender(tags ? readCache.recording(tags) : readCache),
          nonce,
          stylesheetText,
          requestId: c.get("requestId"),
          publicBaseUrl: config.publicBaseUrl,
          business: config.business,
          postcodeScriptUrl: postcodeScriptUrlOf(config),
          payments,
          chat,
          kakaoLogin,
          demo: config.demoRibbon,
          clientKey: clientKeyOf(c, config.TRUST_PROXY),
          recoveryCodeKey,
          smsAvailable: sms !== null,
          sessionCookie,
          kakaoLinkCookie,
          orderLookupCookie,
          uploads,
          admin,
          failure: { databaseUnavailable: false },
        });
      const nonce = c.get("nonce");
      const key = pageCache ? pageKeyOf(c.req.raw) : null;
      if (!pageCache || key === null) return render(c.req.raw, nonce);
      const turn = pageCache.get(key) ? keptPageTurn() : undefined;
      if (turn) await turn;
      const renderFor = (request: Request, nonce: string) =>
        renderAndKeep(pageCache, key, answerFor(request, nonce), (tags) => render(request, nonce, tags));
      return pageCache.serve(
        key,
        answerFor(c.req.raw, nonce),
        () => renderFor(c.req.raw, nonce),
        () => renderFor(anonymousCopyOf(c.req.raw), createNonce()),
      );
    });
  }

  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      log.warn("database unavailable", { requestId: c.get("requestId"), path: c.req.path, ...errorFields(error) });
      c.header("Retry-After", DATABASE_RETRY_AFTER);
      return c.text(apiMessages.databaseUnavailable, 503);
    }
    log.error("request failed", { requestId: c.get("requestId"), path: c.req.path, ...errorFields(error) });
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/**
 * The request a kept page is rendered again from while its copy is served (PageCache.serve): the
 * same page for no one in particular, so no visitor's cookie or sign-in goes into it, and it is not
 * cut short when the visitor who asked goes away.
 */
export function anonymousCopyOf(request: Request): Request {
  const headers = new Headers();
  for (const name of ["user-agent", "accept", "accept-language"]) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(request.url, { headers });
}

const KAKAO_POSTCODE_SCRIPT = "https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js";

export function postcodeScriptUrlOf(config: Config): string {
  return config.POSTCODE_SCRIPT_URL ?? (config.simulators ? POSTCODE_SIMULATOR_SCRIPT : KAKAO_POSTCODE_SCRIPT);
}
