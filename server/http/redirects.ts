// Spec §2 "Redirects": /ytvid/{id} by device and the dated campaign paths. Answered by the server
// before any page renders; an unknown video id goes to /error.
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type MiddlewareHandler } from "hono";
import { campaignTarget, videoTarget } from "../../core/redirects";
import type { Config } from "../config";
import { requestedHostOf, type TrustProxy } from "./client-address";

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
 * Pay's return URL all live. Behind a trusted proxy the name asked for is its X-Forwarded-Host (its
 * Host header may name the shop's upstream address); a trusted proxy that sends none is left to
 * canonicalise names itself. The health check answers under any name (load balancers ask by address).
 */
export function canonicalHost(publicBaseUrl: string, trust: TrustProxy): MiddlewareHandler {
  const base = new URL(publicBaseUrl);
  return async (c, next) => {
    if (c.req.path === "/healthz") return next();
    let remote = "unknown";
    try {
      remote = getConnInfo(c).remote.address ?? remote;
    } catch {
      // app.request() in tests has no socket.
    }
    const asked = requestedHostOf(remote, new URL(c.req.url).host, c.req.header("x-forwarded-host"), trust);
    if (asked === null || hostnameOf(asked) === base.hostname) return next();
    const url = new URL(c.req.url);
    const method = c.req.method;
    c.header("Cache-Control", "no-store");
    return c.redirect(`${base.origin}${url.pathname}${url.search}`, method === "GET" || method === "HEAD" ? 301 : 308);
  };
}

/** The name part of a Host header value ("shop.kr:8080", "[::1]:3000"). */
function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return "";
  }
}
