// The console's dashboard (issues #9 and 22): one call for the first screen, and the pages' web
// vitals on their own. The dashboard still carries the vitals for the callers made before 22.
import { Hono } from "hono";
import { dashboard } from "../../domain/admin/dashboard";
import { vitalsSummary } from "../../domain/admin/vitals";
import { providerStatusOf } from "../../integrations/providers";
import type { AdminDeps } from "./index";

export function dashboardAdminRoutes({ db, config }: AdminDeps): Hono {
  const providers = providerStatusOf(config);
  return new Hono()
    .get("/admin/dashboard", async (c) =>
      c.json({ item: { ...(await dashboard(db)), vitals: await vitalsSummary(db), providers } }),
    )
    .get("/admin/vitals", async (c) => c.json({ items: await vitalsSummary(db) }));
}
