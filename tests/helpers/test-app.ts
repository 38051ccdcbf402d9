// The real HTTP app over a fresh test database, without the page renderer unless a test gives a
// stand-in for it (`pages`).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../../server/config";
import { createServerApp, type PageHandler } from "../../server/http/app";
import { setLogLevel } from "../../server/log";
import { createTestDatabase, type TestDatabase } from "./test-db";

export type TestApp = {
  app: ReturnType<typeof createServerApp>;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  options: { fetchImpl?: typeof fetch; pages?: PageHandler } = {},
): Promise<TestApp> {
  setLogLevel("silent");
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "collins-test-")),
    NODE_ENV: "test",
    PUBLIC_BASE_URL: "http://shop.test",
    // A public test address: the simulators are on only because the tests say so (as a demo would).
    SIMULATORS: "on",
    ...env,
  });
  const app = createServerApp({ db: database.db, config, fetchImpl: options.fetchImpl, pages: options.pages });
  return { app, database, config, close: () => database.close() };
}
