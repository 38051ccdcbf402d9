// The operator API behind the console (/admin): every route needs an operator session, and every
// change is written to the audit log in its own transaction.
import { Hono } from "hono";
import type { PaymentProviders } from "../../domain/checkout/payment-sync";
import type { ApiDeps } from "../app";
import { communityAdminRoutes } from "./community";
import { contentAdminRoutes } from "./content";
import { dashboardAdminRoutes } from "./dashboard";
import { engagementAdminRoutes } from "./engagement";
import { requireOperator } from "./operator";
import { orderAdminRoutes } from "./orders";
import { productAdminRoutes } from "./products";
import { settingsAdminRoutes } from "./settings";
import { stockAdminRoutes } from "./stock";

export type AdminDeps = ApiDeps & { providers: PaymentProviders };

export function adminRoutes(deps: AdminDeps): Hono {
  return new Hono()
    .use("/admin/*", requireOperator)
    .use("/admin/*", async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
    })
    .route("/", dashboardAdminRoutes(deps))
    .route("/", stockAdminRoutes(deps))
    .route("/", productAdminRoutes(deps))
    .route("/", orderAdminRoutes(deps))
    .route("/", engagementAdminRoutes(deps))
    .route("/", contentAdminRoutes(deps))
    .route("/", communityAdminRoutes(deps))
    .route("/", settingsAdminRoutes(deps));
}
