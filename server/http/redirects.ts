// Spec §2 "Redirects": /ytvid/{id} by device and the dated campaign paths. Answered by the server
// before any page renders; an unknown video id goes to /error.
import { Hono, type MiddlewareHandler } from "hono";
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

/**
 * One address for the shop: a request under another host name (127.0.0.1 for localhost, www.) is
 * sent to PUBLIC_BASE_URL's host first, where the session cookie, Kakao's redirect URI and Naver
 * Pay's return URL all live. The health check answers under any name (load balancers ask by address).
 */
export function canonicalHost(publicBaseUrl: string): MiddlewareHandler {
  const base = new URL(publicBaseUrl);
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.hostname === base.hostname || c.req.path === "/healthz") return next();
    const method = c.req.method;
    c.header("Cache-Control", "no-store");
    return c.redirect(`${base.origin}${url.pathname}${url.search}`, method === "GET" || method === "HEAD" ? 301 : 308);
  };
}
