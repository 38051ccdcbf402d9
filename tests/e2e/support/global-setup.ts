// One production server for every browser spec of the run.
import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./server";

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
