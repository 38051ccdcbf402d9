// One production server for every browser spec of the run.
import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./server";

let server: RunningServer | undefined;

/** The demo operator's password of the run (DEMO_ADMIN_PASSWORD), for specs acting as the shop. */
const ADMIN_PASSWORD = `e2e-operator-${Date.now()}`;

export async function setup(project: TestProject) {
  server = await startServer({ env: { DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD } });
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
