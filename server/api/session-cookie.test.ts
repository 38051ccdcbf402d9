// Integration: in production the session cookie is `__Host-collins_session` (Secure, Path=/, no
// Domain), and a plain `collins_session` that a sibling host could plant is not read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
const SHOP = "https://shop.test";

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "production", PUBLIC_BASE_URL: SHOP, SIMULATORS: "on" });
});

afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, cookie = "") =>
  t.app.request(`${SHOP}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const myInfo = async (cookie: string) =>
  (await t.app.request(`${SHOP}/api/my/info`, { headers: { cookie } })).json() as Promise<{ id?: number }>;

describe("the session cookie in production", () => {
  it("is __Host-collins_session: Secure, HttpOnly, Path=/ and no Domain", async () => {
    const signup = await post("/api/signup", {
      email: "host-prefix@collins.kr",
      password: "향기로운하루2026!",
      first_name: "하늘",
      phone: "010-1234-5678",
      agree_terms: true,
      agree_privacy: true,
    });
    expect(signup.status).toBe(200);
    const set = signup.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-collins_session="));
    expect(set).toBeDefined();
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; Path=\/(;|$)/);
    expect(set).not.toMatch(/Domain=/i);
    const pair = set?.split(";")[0] ?? "";
    expect((await myInfo(pair)).id).toBeGreaterThan(0);

    // The same token under the old name, as a cookie planted from a sibling host would be: not read.
    const planted = pair.replace("__Host-collins_session=", "collins_session=");
    expect(await myInfo(planted)).toEqual({});

    const logout = await post("/api/logout", {}, pair);
    const cleared = logout.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-collins_session="));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await myInfo(pair)).toEqual({});
  });
});

describe("the cookies of an http shop", () => {
  it("are not Secure and the session cookie has no __Host- prefix, even in production (WebKit keeps no Secure cookie from http://localhost)", async () => {
    const local = await createTestApp({
      NODE_ENV: "production",
      PUBLIC_BASE_URL: "http://localhost:3000",
      SIMULATORS: "on",
    });
    try {
      const at = (path: string, init: RequestInit = {}) =>
        local.app.request(`http://localhost:3000${path}`, {
          ...init,
          headers: { "content-type": "application/json", ...init.headers },
        });
      const signup = await at("/api/signup", {
        method: "POST",
        body: JSON.stringify({
          email: "http-shop@collins.kr",
          password: "향기로운하루2026!",
          first_name: "하늘",
          phone: "010-1234-5679",
          agree_terms: true,
          agree_privacy: true,
        }),
      });
      expect(signup.status).toBe(200);
      const set = signup.headers.getSetCookie().find((cookie) => cookie.startsWith("collins_session="));
      expect(set).toMatch(/; HttpOnly/);
      expect(set).not.toMatch(/Secure/);
      const session = set?.split(";")[0] ?? "";
      expect(
        ((await (await at("/api/my/info", { headers: { cookie: session } })).json()) as { id?: number }).id,
      ).toBeGreaterThan(0);

      const { product } = (await (await at("/api/product/moodwater-yuja")).json()) as { product: { id: number } };
      const added = await at("/api/cart/item/add", {
        method: "POST",
        body: JSON.stringify([{ product_id: product.id, variation_id: null, quantity: 1 }]),
      });
      expect(added.status).toBe(200);
      const cart = added.headers.getSetCookie().find((cookie) => cookie.startsWith("collins_cart="));
      expect(cart).not.toMatch(/Secure/);
    } finally {
      await local.close();
    }
  });
});
