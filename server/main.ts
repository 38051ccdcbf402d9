// Production entry: one Node process serving /assets, /api and the server-rendered pages.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inquiryFilesDirOf } from "./api/inquiries";
import { ConfigError, loadConfig, loadDotEnv } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import { openConfiguredDatabase, prepareDatabase } from "./db/setup";
import { startStatisticsRefresh } from "./db/statistics";
import { DEMO_OPERATOR_EMAIL, saveOperator } from "./domain/auth/operators";
import { readProductStock } from "./domain/catalog/product-cards";
import { startPaymentSweep } from "./domain/checkout/sweeper";
import { startOutboxSender } from "./domain/messaging/sender";
import { startRetention } from "./domain/retention";
import { createServerApp, type PageHandler } from "./http/app";
import { applyPageChange, PAGE_CHANGE_CHANNEL, PageCache } from "./http/page-cache";
import { ReadCache } from "./http/read-cache";
import { cdnPurgerOf } from "./integrations/cdn/purger";
import { paymentProvidersOf } from "./integrations/payments";
import { liveStartProblem } from "./integrations/providers";
import { solapiClient } from "./integrations/sms/client";
import { smsSettingsOf } from "./integrations/sms/config";
import { errorFields, log, setLogLevel } from "./log";
import { buildDir } from "./paths";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const refusal = liveStartProblem(config);
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    process.exit(1);
  }
  setLogLevel(config.LOG_LEVEL);

  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  if (config.DEMO_ADMIN_PASSWORD) await saveOperator(database.db, DEMO_OPERATOR_EMAIL, config.DEMO_ADMIN_PASSWORD);

  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const pages: PageHandler = (request, context) => handleRequest(request, context);

  const providers = paymentProvidersOf(config);
  const pageCache = config.PAGE_CACHE ? new PageCache() : undefined;
  const readCache = config.CATALOG_CACHE
    ? new ReadCache({ readStock: (productId) => readProductStock(database.db, productId) })
    : undefined;
  // Last: the CDN is purged once this instance's own caches have let the page go.
  const caches = [pageCache, readCache, cdnPurgerOf(config)].filter((cache) => cache !== undefined);
  const stopListening = caches.length
    ? await database.listen(PAGE_CHANGE_CHANNEL, {
        onNotify: (payload) => applyPageChange(caches, payload),
        onLive: (live) => {
          for (const cache of caches) cache.setLive(live);
          if (!live) log.warn("page and catalog caches paused: not hearing catalog changes");
        },
      })
    : async () => undefined;
  const app = createServerApp({
    db: database.db,
    config,
    pages,
    clientDir: path.join(buildDir, "client"),
    providers,
    pageCache,
    readCache,
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    log.info("listening", { url: `http://localhost:${info.port}`, database: database.kind });
  });
  const stopSweep = startPaymentSweep(database.db, providers);
  const sms = smsSettingsOf(config);
  const stopSender = sms ? startOutboxSender(database.db, solapiClient(sms)) : () => undefined;
  const stopRetention = startRetention(database.db, inquiryFilesDirOf(config.dataDir));
  const stopStatistics = database.kind === "pglite" ? startStatisticsRefresh(database.db) : () => undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    stopSweep();
    stopSender();
    stopRetention();
    stopStatistics();
    const force = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      try {
        await stopListening();
        await database.close();
        log.info("stopped");
        process.exit(0);
      } catch (error) {
        log.error("closing the database failed", errorFields(error));
        process.exit(1);
      }
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  log.error("start failed", errorFields(error));
  process.exit(1);
});
