// One production server for every browser spec of the run.
import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./server";

let server: RunningServer | undefined;

/** The demo operator's password of the run (DEMO_ADMIN_PASSWORD), for specs acting as the shop. */
const ADMIN_PASSWORD = `e2e-operator-${Date.now()}`;

export async function setup(project: TestProject) {
  // Each browser page comes from an address of its own (X-Forwarded-For, see openPage), as each
  // test is another shopper: the per-address limits (10 sign-ups in 15 minutes) hold for each.
  server = await startServer({ env: { DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD, TRUST_PROXY: "on" } });
  project.provide("baseUrl", server.url);
  project.provide("adminPassword", ADMIN_PASSWORD);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
  }
}
