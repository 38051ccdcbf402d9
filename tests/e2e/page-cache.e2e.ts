// Issue #10 full-page cache against the production build: a catalog page is served again from
// memory with a fresh CSP nonce (and still hydrates), an operator's change shows once the page
// is rendered again (the old copy is served meanwhile, for a second at most), and personal pages
// are never kept.
import { describe, expect, inject, it } from "vitest";
import { openProduct, sharedBrowser, withPage } from "./support/browser";
import { operatorCookie } from "./support/console";

const baseUrl = inject("baseUrl");
const _adminPassword = inject("adminPassword");
const browser = sharedBrowser();

const nonceOf = (html: string) => html.match(/<script nonce="([^"]+)"/)?.[1] ?? null;

async function get(path: string, redirect: RequestRedirect = "follow") {
  const response = await fetch(`${baseUrl}${path}`, { redirect });
  return {
    state: response.headers.get("x-page-cache"),
    encoding: response.headers.get("content-encoding"),
    csp: response.headers.get("content-security-policy") ?? "",
    html: await response.text(),
  };
}

describe("the full-page cache", () => {
  it("serves a catalog page again with a fresh nonce, and the page still comes alive", async () => {
    await get("/product/incense-goodtimes-sunset");
    const second = await get("/product/incense-goodtimes-sunset");
    const third = await get("/product/incense-goodtimes-sunset");
    expect([second.state, third.state]).toEqual(["hit", "hit"]);
    // Sent gzip (fetch asks for it, as a browser does) from pieces compressed when it was kept.
    expect(third.encoding).toBe("gzip");
    const [secondNonce, thirdNonce] = [nonceOf(second.html), nonceOf(third.html)];
    expect(secondNonce).not.toBeNull();
    expect(secondNonce).not.toBe(thirdNonce);
    expect(third.csp).toContain(`'nonce-${thirdNonce}'`);
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await openProduct(page, "incense-goodtimes-sunset");
    });
  });

  it("shows an operator's change as soon as the page is rendered again", async () => {
    const cookie = await operatorCookie();
    const { product } = (await (await fetch(`${baseUrl}/api/product/incense-goodtimes-sunset`)).json()) as {
      product: { id: number };
    };
    await get("/product/incense-goodtimes-sunset");
    expect((await get("/product/incense-goodtimes-sunset")).state).toBe("hit");

    const admin = { cookie, "content-type": "application/json" };
    const { item } = (await (
      await fetch(`${baseUrl}/api/admin/products/${product.id}`, { headers: admin })
    ).json()) as {
      item: Record<string, unknown>;
    };
    const { id: _id, status: _status, ...document } = item;
    const saved = await fetch(`${baseUrl}/api/admin/products/${product.id}`, {
      method: "PUT",
      headers: admin,
      body: JSON.stringify({ ...document, promoText: "선셋 한정 수량 입고" }),
    });
    expect(saved.status).toBe(200);
    await expect
      .poll(async () => {
        const next = await get("/product/incense-goodtimes-sunset");
        return [next.state, next.html.includes("선셋 한정 수량 입고")];
      })
      .toEqual(["hit", true]);
  });

  it("keeps a page whole when the browser that asked first left while it was rendered", async () => {
    // The first visitor's render is kept for everyone: a page cut off with its reader would go to all.
    const wholeLength = async (path: string) => {
      const { html } = await get(path);
      expect(html).toContain("</html>");
      expect(html).toContain("streamController.close()");
      return html.length;
    };
    for (const path of ["/", "/collection/all", "/product/incense-goodtimes-sunset"]) {
      const expected = await wholeLength(`${path}?visit=left-x`);
      for (let delay = 0; delay < 8; delay += 1) {
        const left = new AbortController();
        const asked = fetch(`${baseUrl}${path}?visit=left-${delay}`, { signal: left.signal })
          .then((response) => response.text())
          .catch(() => "");
        setTimeout(() => left.abort(), delay);
        await asked;
        expect([path, delay, await wholeLength(`${path}?visit=left-${delay}`)]).toEqual([path, delay, expected]);
      }
    }
  });

  it("never keeps a personal page", async () => {
    // The page's own answer: /account sends a visitor without a session home (its loader's redirect).
    for (const path of ["/cart", "/account", "/checkout", "/login/form", "/admin"]) {
      await get(path, "manual");
      expect([path, (await get(path, "manual")).state]).toEqual([path, null]);
    }
  });
});
