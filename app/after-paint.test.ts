// Decision 14: React Router's module preloads and boot script leave the server inert; the page's
// loader starts them after the largest paint. The browser side is tested in tests/e2e/html.e2e.ts.
import { describe, expect, it } from "vitest";
import { deferModules, INERT_PRELOAD } from "./after-paint";

const nonce = "Cr9Xomtjct0/WC9oTtm/Bw==";
const boot = `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");`;
// The end of <body> as React Router 7 writes it (its <Scripts>), around a Korean text.
const shell = [
  "<main><h1>콜린스 인센스</h1></main>",
  `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/react-1.js" nonce="${nonce}"/>`,
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">${boot}</script>`,
  "</body></html>",
].join("");

describe("deferModules (decision 14)", () => {
  it("takes the href off every module preload and the module type off the boot script", () => {
    const { html, found } = deferModules(shell);
    expect(found).toBe(true);
    expect(html).not.toMatch(/rel="modulepreload" href=/);
    expect(html).not.toContain('type="module"');
    expect(html.split(INERT_PRELOAD)).toHaveLength(3);
    expect(html).toContain(`<link rel="x-modulepreload" data-module="/assets/react-1.js" nonce="${nonce}"/>`);
    expect(html).toContain(`<script nonce="${nonce}" type="text/plain" data-boot="">${boot}</script>`);
  });

  it("leaves everything else as it was", () => {
    const { html } = deferModules(shell);
    const restored = html
      .replaceAll(INERT_PRELOAD, '<link rel="modulepreload" href="')
      .replace('type="text/plain" data-boot=""', 'type="module" async=""');
    expect(restored).toBe(shell);
  });

  it("passes HTML without the boot script through untouched (sections streamed after the shell)", () => {
    const section = '<div hidden id="S:0"><link rel="modulepreload" href="/assets/x.js"/></div>';
    expect(deferModules(section)).toEqual({ html: section, found: false });
  });
});
