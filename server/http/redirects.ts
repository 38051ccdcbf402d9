// Spec §2 "Redirects": /ytvid/{id} by device and the dated campaign paths. Answered by the server
// before any page renders; an unknown video id goes to /error.
import { Hono } from "hono";
import { campaignTarget, videoTarget } from "../../core/redirects";
import type { Config } from "../config";

export function redirectRoutes(config: Config): Hono {
  const { videos, campaign } = config.business.redirects;
  return new Hono()
    .get("/ytvid/:id", (c) => {
      const target = videoTarget(c.req.param("id"), c.req.header("user-agent") ?? "", videos);
      return c.redirect(target ?? "/error", 302);
    })
    .get("/kko-20240816-sms", (c) => {
      c.header("Cache-Control", "no-store");
      return c.redirect(campaignTarget("sms", new Date(), campaign), 302);
    })
    .get("/kko-20240816-kko", (c) => {
      c.header("Cache-Control", "no-store");
      return c.redirect(campaignTarget("kko", new Date(), campaign), 302);
    });
}
