// Security headers for every response, with a per-request nonce for the inline scripts of SSR.
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityOptions = { production: boolean; development: boolean };

const NONCE_BYTES = 16;
/**
 * Nonces are cut from a block of random bytes taken 256 at a time: one call into the random source
 * per page was 1–3 % of an instance's time under browsing (issue 23). Each nonce is still 16 bytes
 * of the same source, given out once.
 */
const NONCE_BLOCK_BYTES = NONCE_BYTES * 256;
let nonceBlock = Buffer.alloc(0);
let nonceOffset = 0;

export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > nonceBlock.length) {
    nonceBlock = randomBytes(NONCE_BLOCK_BYTES);
    nonceOffset = 0;
  }
  const nonce = nonceBlock.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
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
