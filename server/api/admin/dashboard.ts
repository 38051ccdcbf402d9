// The console's dashboard (issue #9): one call for the first screen.
import { Hono } from "hono";
import { dashboard } from "../../domain/admin/dashboard";
import type { AdminDeps } from "./index";

export function dashboardAdminRoutes({ db }: AdminDeps): Hono {
  return new Hono().get("/admin/dashboard", async (c) => c.json({ item: await dashboard(db) }));
}
