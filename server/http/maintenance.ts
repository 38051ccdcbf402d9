// Maintenance mode (MAINTENANCE_MODE=on): every page goes to /maintenance and the API answers 503
// with a Korean message, except the health check, static files, the maintenance page itself and
// what an operator needs to run the console (login and the operator API).
import type { MiddlewareHandler } from "hono";
import { apiMessages } from "../api/messages";

// React Router's route discovery (/__manifest) serves the maintenance page's own navigation.
const OPEN_PATHS = [
  /^\/healthz$/,
  /^\/maintenance(\.data)?$/,
  /^\/__manifest$/,
  /^\/assets\//,
  /^\/media\//,
  /^\/favicon/,
  /^\/admin(\/|$)/,
];
const OPEN_API = [/^\/api\/admin\//, /^\/api\/(login|logout)$/, /^\/api\/my\/info$/];

export function maintenanceMode(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (OPEN_PATHS.some((open) => open.test(path))) return next();
    if (path.startsWith("/api/")) {
      if (OPEN_API.some((open) => open.test(path))) return next();
      c.header("Retry-After", "600");
      return c.json({ message: apiMessages.maintenance }, 503);
    }
    c.header("Cache-Control", "no-store");
    // A client-side navigation asks React Router's data endpoint (*.data): it takes a redirect
    // as a 204 with these headers, and reloads the document at /maintenance.
    if (path.endsWith(".data")) {
      return c.body(null, 204, {
        "X-Remix-Redirect": "/maintenance",
        "X-Remix-Status": "302",
        "X-Remix-Reload-Document": "true",
      });
    }
    return c.redirect("/maintenance", 302);
  };
}
