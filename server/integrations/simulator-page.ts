// The page frame of the provider simulators' windows (payment window, order sheet): plain, clearly
// marked as a simulator, with the provider's accent colour on the approving button.
import { html } from "hono/html";

export function simulatorPage(title: string, accent: string, body: unknown) {
  return html`<!doctype html>
    <html lang="ko">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body { font-family: system-ui, sans-serif; background: #f4f4f2; margin: 0; padding: 24px 16px; color: #222; }
          main { max-width: 400px; margin: 0 auto; background: #fff; padding: 24px; border-radius: 12px; }
          h1 { font-size: 18px; margin: 0 0 4px; } p, li { margin: 4px 0; font-size: 14px; color: #555; }
          .amount { font-size: 24px; font-weight: 700; color: #111; margin: 16px 0; }
          button { width: 100%; height: 48px; margin-top: 10px; border: 0; border-radius: 8px; font-size: 16px; cursor: pointer; }
          .approve { background: ${accent}; color: #fff; } .fail { background: #f1d9d5; } .close { background: #eee; }
          label { display: block; font-size: 13px; margin-top: 16px; color: #555; } select { width: 100%; height: 36px; }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/**
 * A simulator redirects and calls back only to the shop itself: `target` (absolute, or a path on
 * the shop) as a URL when it is on the shop's own origin, else null.
 */
export function onShopOrigin(target: unknown, publicBaseUrl: string): URL | null {
  if (typeof target !== "string" || target === "") return null;
  try {
    const url = new URL(target, publicBaseUrl);
    return url.origin === new URL(publicBaseUrl).origin ? url : null;
  } catch {
    return null;
  }
}
