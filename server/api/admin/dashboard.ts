// The console's dashboard (issue #9): one call for the first screen.
import { Hono } from "hono";
import { dashboard } from "../../domain/admin/dashboard";
import { providerStatusOf } from "../../integrations/providers";
import type { AdminDeps } from "./index";

export function dashboardAdminRoutes({ db, config }: AdminDeps): Hono {
  const providers = providerStatusOf(config);
  return new Hono().get("/admin/dashboard", async (c) => c.json({ item: { ...(await dashboard(db)), providers } }));
}
