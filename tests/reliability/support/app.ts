// App instances of the reliability suite: the production build (tests/e2e/support/server.ts) on a
// PostgreSQL database, sharing one session secret (cookies and the simulator's keys work on every
// instance) and trusting X-Forwarded-For as behind a load balancer.
import { rmSync } from "node:fs";
import { type RunningServer, startServer } from "../../e2e/support/server";

const SESSION_SECRET = "reliability-suite-session-secret-0123456789";

export function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ env: { DATABASE_URL: databaseUrl, SESSION_SECRET, TRUST_PROXY: "on", ...env } });
}

/** Stops an instance and removes its DATA_DIR (the database is elsewhere; a hundred starts add up). */
export async function stopInstance(server: RunningServer, signal: NodeJS.Signals): Promise<void> {
  await server.stop(signal);
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** Lines an instance logged at level error (none expected: a 503 is a warning). */
export function errorLines(server: RunningServer): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":"error"'));
}

export const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
