// Security headers for every response, with a per-request nonce for the inline scripts of SSR.
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityOptions = { production: boolean; development: boolean };

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, { development }: Pick<SecurityOptions, "development">): string {
  // Vite's dev client injects inline scripts and talks over a websocket.
  // The Kakao postcode search loads its script from Kakao's CDN and shows its search in a frame.
  // PortOne's browser SDK and Naver Pay's button script come from their own hosts when configured.
  const providerScripts =
    "https://t1.kakaocdn.net https://t1.daumcdn.net https://cdn.portone.io https://pay.naver.com https://*.pay.naver.com";
  const scriptSrc = development
    ? `'self' 'unsafe-inline' 'unsafe-eval' ${providerScripts}`
    : `'self' 'nonce-${nonce}' ${providerScripts}`;
  const connectSrc = development ? "'self' ws: wss: https://*.portone.io" : "'self' https://*.portone.io";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${connectSrc}`,
    "frame-src 'self' https://postcode.map.kakao.com https://postcode.map.daum.net https://*.portone.io",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export type SecurityVariables = { nonce: string };

export function securityHeaders(options: SecurityOptions): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.production) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
