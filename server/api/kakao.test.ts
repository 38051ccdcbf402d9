// Integration: Kakao login through the simulator (authorization code with state); an e-mail a
// member with a password uses is linked only with that password (never by the e-mail alone, so a
// squatter who signed up with it gets nothing); the deny and error paths.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rememberCookies } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { orders, sessions, users } from "../db/schema";
import { KAKAO_LINK_TTL_MS, kakaoLinkCookieOf, pendingLinkCookie, pendingLinkOf } from "./kakao-link";

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

const PASSWORD = "향기로운하루2026!";

const kakaoIdentity = (id: string, email: string) => ({
  decision: "agree",
  id,
  email,
  verified: "on",
  nickname: "바다",
});

async function signup(b: ReturnType<typeof browser>, email: string, phone: string) {
  const answer = await b.request("/api/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      first_name: "바다",
      phone,
      agree_terms: true,
      agree_privacy: true,
    }),
  });
  const body = (await answer.json()) as { id: number };
  expect({ status: answer.status, body }).toMatchObject({ status: 200 });
  return body;
}

const linkWith = (b: ReturnType<typeof browser>, password: string) =>
  b.request("/api/auth/kakao/link", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });

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

  it("never links by e-mail alone: an unverified one makes a member without it, a verified one asks for the password", async () => {
    const member = browser();
    const memberId = (await signup(member, "linked@collins.kr", "010-2222-3333")).id;

    const unverified = browser();
    await kakaoLogin(unverified, { decision: "agree", id: "9002", email: "linked@collins.kr", nickname: "바다" });
    const stranger = await (await unverified.request("/api/my/info")).json();
    expect(stranger.id).not.toBe(memberId);
    expect(stranger.email).toBe("");

    const verified = browser();
    const asked = await kakaoLogin(verified, { ...kakaoIdentity("9003", "linked@collins.kr") });
    expect(asked.headers.get("location")).toBe("/login/kakao-link");
    expect(verified.jar.has("collins_session")).toBe(false);
    expect(await (await verified.request("/api/my/info")).json()).toEqual({});

    const wrong = await linkWith(verified, "틀린비밀번호입니다");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toContain("비밀번호가 올바르지 않아요");
    expect(verified.jar.has("collins_session")).toBe(false);

    const linked = await linkWith(verified, PASSWORD);
    expect(linked.status).toBe(200);
    expect(verified.jar.has("collins_kakao_link")).toBe(false);
    const info = await (await verified.request("/api/my/info")).json();
    expect(info.id).toBe(memberId);
    expect(info.meta_data).toEqual([{ key: "kakao_id", value: "9003" }]);

    // From now on the Kakao account logs straight in.
    const later = browser();
    const done = await kakaoLogin(later, { ...kakaoIdentity("9003", "linked@collins.kr") });
    expect(done.headers.get("location")).toBe("/account/&kakao_login=auto");
    expect((await (await later.request("/api/my/info")).json()).id).toBe(memberId);
  });

  it("gives a squatter who signed up with the Kakao user's e-mail nothing of theirs (spec §5)", async () => {
    const squatter = browser();
    const squatterId = (await signup(squatter, "victim@daum.net", "010-6666-6666")).id;

    const victim = browser();
    const answer = await kakaoLogin(victim, { ...kakaoIdentity("9100", "victim@daum.net") });
    expect(answer.headers.get("location")).toBe("/login/kakao-link");
    // The victim is not logged into the squatter's account, so nothing they do lands there.
    expect(victim.jar.has("collins_session")).toBe(false);
    expect(await (await victim.request("/api/my/info")).json()).toEqual({});
    const saved = await victim.request("/api/my/shipping", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "피해자",
        postcode: "04778",
        address_1: "서울 성동구 비밀로 1",
        phone: "010-7777-7777",
      }),
    });
    expect(saved.status).toBe(401);
    // Without the squatter's password the Kakao account is linked to nobody.
    expect((await linkWith(victim, "피해자의비밀번호2026")).status).toBe(400);

    const seen = await (await squatter.request("/api/my/info")).json();
    expect(seen.id).toBe(squatterId);
    expect(seen.meta_data).toEqual([]);
    expect(seen.shipping).toBeNull();
    expect(seen.billing.phone).toBe("010-6666-6666");
    expect((await squatter.request("/api/my/orders")).status).toBe(200);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.kakaoId, "9100"))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.userId, squatterId))).toEqual([]);
    const [row] = await db.select().from(users).where(eq(users.id, squatterId));
    expect(row?.kakaoId).toBeNull();
    // The squatter's sessions are the one of his own sign-up, none made by the Kakao login.
    expect(await db.select().from(sessions).where(eq(sessions.userId, squatterId))).toHaveLength(1);
  });

  it("refuses a forged, missing or expired pending link", async () => {
    const none = await linkWith(browser(), PASSWORD);
    expect(none.status).toBe(400);
    expect((await none.json()).message).toContain("다시 시작해주세요");
    const forged = browser();
    forged.jar.set("collins_kakao_link", "eyJrYWthb0lkIjoiMSIsImVtYWlsIjoiYUBiLmNvIn0.AAAA");
    expect((await linkWith(forged, PASSWORD)).status).toBe(400);
    const link = { kakaoId: "9200", email: "late@collins.kr" };
    const old = new Date(Date.now() - KAKAO_LINK_TTL_MS - 1000);
    const cookie = await pendingLinkCookie(link, kakaoLinkCookieOf(t.config), old);
    expect(await pendingLinkOf(cookie.split(";")[0], kakaoLinkCookieOf(t.config))).toBeNull();
    const fresh = await pendingLinkCookie(link, kakaoLinkCookieOf(t.config));
    expect(await pendingLinkOf(fresh.split(";")[0], kakaoLinkCookieOf(t.config))).toEqual(link);
  });

  it("links under the login's limits: after 5 wrong passwords the right one waits", async () => {
    await signup(browser(), "limited@collins.kr", "010-2222-4444");
    const b = browser();
    await kakaoLogin(b, { ...kakaoIdentity("9300", "limited@collins.kr") });
    for (let i = 0; i < 5; i += 1) expect((await linkWith(b, `wrong-${i}-password`)).status).toBe(400);
    const limited = await linkWith(b, PASSWORD);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/초 뒤에/);
  });

  it("makes a second Kakao account whose e-mail a Kakao-only member has a member without that e-mail", async () => {
    const first = browser();
    await kakaoLogin(first, { ...kakaoIdentity("9400", "shared@kakao.example") });
    const firstInfo = await (await first.request("/api/my/info")).json();
    expect(firstInfo.email).toBe("shared@kakao.example");
    const second = browser();
    const done = await kakaoLogin(second, { ...kakaoIdentity("9401", "shared@kakao.example") });
    expect(done.headers.get("location")).toBe("/account/&kakao_login=auto");
    const secondInfo = await (await second.request("/api/my/info")).json();
    expect(secondInfo.id).not.toBe(firstInfo.id);
    expect(secondInfo.email).toBe("");
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
