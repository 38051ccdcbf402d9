// Integration: Kakao login through the simulator (authorization code with state), account
// linking by a verified e-mail only, and the deny and error paths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rememberCookies } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
const BASE = "http://shop.test";

/** The server's calls to the simulator go through the same app, as over HTTP. */
const routedFetch: typeof fetch = async (input, init) =>
  t.app.request(String(input instanceof Request ? input.url : input).replace(BASE, ""), init as RequestInit);

function browser() {
  const jar = new Map<string, string>();
  const request = async (path: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await t.app.request(path.replace(BASE, ""), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    rememberCookies(jar, response);
    return response;
  };
  return { request, jar };
}

async function kakaoLogin(b: ReturnType<typeof browser>, identity: Record<string, string>) {
  const start = await b.request("/api/auth/kakao/start");
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location") ?? "");
  expect(authorize.pathname).toBe("/_sim/kakao/oauth/authorize");
  expect((await b.request(`${authorize.pathname}${authorize.search}`)).status).toBe(200);
  const consent = await b.request("/_sim/kakao/oauth/authorize", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      redirect_uri: authorize.searchParams.get("redirect_uri") ?? "",
      state: authorize.searchParams.get("state") ?? "",
      ...identity,
    }).toString(),
  });
  const callback = new URL(consent.headers.get("location") ?? "");
  return b.request(`${callback.pathname}${callback.search}`);
}

beforeAll(async () => {
  t = await createTestApp({}, { fetchImpl: routedFetch });
});

afterAll(async () => {
  await t.close();
});

describe("Kakao login through the simulator", () => {
  it("creates a member at the first login and marks it with kakao_id", async () => {
    const b = browser();
    const done = await kakaoLogin(b, {
      decision: "agree",
      id: "9001",
      email: "first@kakao.example",
      verified: "on",
      nickname: "하늘🙂",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account/&kakao_login=auto");
    const info = await (await b.request("/api/my/info")).json();
    expect(info).toMatchObject({
      first_name: "하늘",
      email: "first@kakao.example",
      meta_data: [{ key: "kakao_id", value: "9001" }],
    });
    const again = browser();
    await kakaoLogin(again, {
      decision: "agree",
      id: "9001",
      email: "first@kakao.example",
      verified: "on",
      nickname: "하늘",
    });
    expect((await (await again.request("/api/my/info")).json()).id).toBe(info.id);
  });

  it("links an existing member only by a verified e-mail", async () => {
    const member = browser();
    const signup = await member.request("/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "linked@collins.kr",
        password: "향기로운하루2026!",
        first_name: "바다",
        phone: "010-2222-3333",
        agree_terms: true,
        agree_privacy: true,
      }),
    });
    const memberId = (await signup.json()).id;

    const unverified = browser();
    await kakaoLogin(unverified, { decision: "agree", id: "9002", email: "linked@collins.kr", nickname: "바다" });
    const stranger = await (await unverified.request("/api/my/info")).json();
    expect(stranger.id).not.toBe(memberId);
    expect(stranger.email).toBe("");

    const verified = browser();
    await kakaoLogin(verified, {
      decision: "agree",
      id: "9003",
      email: "linked@collins.kr",
      verified: "on",
      nickname: "바다",
    });
    const linked = await (await verified.request("/api/my/info")).json();
    expect(linked.id).toBe(memberId);
    expect(linked.meta_data).toEqual([{ key: "kakao_id", value: "9003" }]);
  });

  it("ends on the login page with a message when the shopper denies", async () => {
    const b = browser();
    const done = await kakaoLogin(b, { decision: "deny" });
    expect(done.headers.get("location")).toBe("/login/menu?error=kakao_denied");
    expect(await (await b.request("/api/my/info")).json()).toEqual({});
  });

  it("refuses a callback whose state does not match the browser's", async () => {
    const b = browser();
    await b.request("/api/auth/kakao/start");
    const forged = await b.request("/api/auth/kakao/callback?code=abc&state=forged");
    expect(forged.headers.get("location")).toBe("/login/menu?error=kakao_failed");
    const noCookie = await browser().request("/api/auth/kakao/callback?code=abc&state=abc");
    expect(noCookie.headers.get("location")).toBe("/login/menu?error=kakao_failed");
  });

  it("ends on the login page when the code is unknown to Kakao", async () => {
    const b = browser();
    const start = await b.request("/api/auth/kakao/start");
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
    const done = await b.request(`/api/auth/kakao/callback?code=unknown&state=${state}`);
    expect(done.headers.get("location")).toBe("/login/menu?error=kakao_failed");
  });
});
