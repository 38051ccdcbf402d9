// `npm run dev`: Vite in middleware mode for the pages (hot reload) plus the real /api and
// database, in one process on PORT.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { inquiryFilesDirOf } from "./api/inquiries";
import { ConfigError, loadConfig, loadDotEnv } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import { openConfiguredDatabase, prepareDatabase } from "./db/setup";
import { startStatisticsRefresh } from "./db/statistics";
import { DEMO_OPERATOR_EMAIL, saveOperator } from "./domain/auth/operators";
import { startPaymentSweep } from "./domain/checkout/sweeper";
import { startOutboxSender } from "./domain/messaging/sender";
import { startRetention } from "./domain/retention";
import { createServerApp } from "./http/app";
import { paymentProvidersOf } from "./integrations/payments";
import { solapiClient } from "./integrations/sms/client";
import { smsSettingsOf } from "./integrations/sms/config";
import { errorFields, log, setLogLevel } from "./log";

async function dev(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  setLogLevel(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  if (config.DEMO_ADMIN_PASSWORD) await saveOperator(database.db, DEMO_OPERATOR_EMAIL, config.DEMO_ADMIN_PASSWORD);

  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const providers = paymentProvidersOf(config);
  const app = createServerApp({
    db: database.db,
    config,
    providers,
    development: true,
    async pages(request, context) {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler(build, "development")(request, context);
    },
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    vite.middlewares(req, res, () => listener(req, res));
  });
  server.listen(config.PORT, config.HOST, () => {
    log.info("dev server listening", { url: `http://localhost:${config.PORT}`, database: database.kind });
  });

  const stopSweep = startPaymentSweep(database.db, providers);
  const sms = smsSettingsOf(config);
  const stopSender = sms ? startOutboxSender(database.db, solapiClient(sms)) : () => undefined;
  const stopRetention = startRetention(database.db, inquiryFilesDirOf(config.dataDir));
  const stopStatistics = database.kind === "pglite" ? startStatisticsRefresh(database.db) : () => undefined;

  const stop = async () => {
    stopSweep();
    stopSender();
    stopRetention();
    stopStatistics();
    server.close();
    await vite.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

dev().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    log.error("dev server failed", errorFields(error));
  }
  process.exit(1);
});
