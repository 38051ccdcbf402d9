// Tells a lost or unreachable database apart from a bug: such failures answer 503 with a Korean
// message (server/api/app.ts, server/http/app.ts, app/entry.server.tsx) instead of a 500, and the
// pool reconnects by itself once PostgreSQL answers again.

/** Seconds a client should wait before retrying while the database is away (Retry-After). */
export const DATABASE_RETRY_AFTER = "5";

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server going away or refusing work: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections; class 08 is
 * "connection exception".
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What node-postgres and its pool say when a connection ends, times out or is unusable. */
const CONNECTION_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ""))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
