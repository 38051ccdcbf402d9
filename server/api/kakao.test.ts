// Integration: Kakao login through the simulator (authorization code with state); an e-mail a
// member with a password uses is linked only with that password, on the link page's route action
// (never by the e-mail alone, so a squatter who signed up with it gets nothing), or the shopper
// joins without that e-mail; the deny and error paths. The cookie jar sends a cookie only below
// its Path, as a browser does.
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type KakaoLinkFailure, kakaoLinkAction } from "../../app/features/account/kakao-link.server";
import { links } from "../../core/links";
import { cookieHeaderFor, rememberCookies } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { orders, sessions, users } from "../db/schema";
import { signInWithKakao } from "../domain/auth/kakao-login";
import { KAKAO_LINK_TTL_MS, kakaoLinkCookieOf, pendingLinkCookie, pendingLinkOf } from "./kakao-link";
import { apiMessages } from "./messages";
import { sessionCookieOf } from "./session-cookie";

let t: TestApp;
const BASE = "http://shop.test";

/** The server's calls to the simulator go through the same app, as over HTTP. */
const routedFetch: typeof fetch = async (input, init) =>
  t.app.request(String(input instanceof Request ? input.url : input).replace(BASE, ""), init as RequestInit);

let browsers = 0;

function browser() {
  const jar = new Map<string, string>();
  const address = `198.51.100.${++browsers}`;
  const request = async (path: string, init: RequestInit = {}) => {
    const cookie = cookieHeaderFor(jar, path.replace(BASE, ""));
    const response = await t.app.request(path.replace(BASE, ""), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    rememberCookies(jar, response, path.replace(BASE, ""));
    return response;
  };
  return { request, jar, address };
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

/**
 * Submits the link page's form as a browser does (the cookies it sends to /login/kakao-link)
 * through the page's route action; a redirect's cookies go into the browser's jar.
 */
async function postLinkPage(
  b: ReturnType<typeof browser>,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const cookie = cookieHeaderFor(b.jar, links.kakaoLink);
  const request = new Request(`${BASE}${links.kakaoLink}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
  const context = {
    db: t.database.db,
    clientKey: b.address,
    sessionCookie: sessionCookieOf(t.config),
    kakaoLinkCookie: kakaoLinkCookieOf(t.config),
  } as AppLoadContext;
  const result = await kakaoLinkAction(request, context);
  if (result instanceof Response) {
    rememberCookies(b.jar, result, links.kakaoLink);
    return { status: result.status, location: result.headers.get("location"), message: null };
  }
  const refused = result as UNSAFE_DataWithResponseInit<KakaoLinkFailure>;
  return { status: refused.init?.status ?? 200, location: null, message: refused.data.message };
}

const linkWith = (b: ReturnType<typeof browser>, password: string) => postLinkPage(b, { intent: "link", password });

const joinWithoutEmail = (b: ReturnType<typeof browser>) => postLinkPage(b, { intent: "join" });

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
    expect(wrong.message).toContain("비밀번호가 올바르지 않아요");
    expect(verified.jar.has("collins_session")).toBe(false);

    const linked = await linkWith(verified, PASSWORD);
    expect(linked).toMatchObject({ status: 302, location: links.kakaoLoggedIn });
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
    expect(none.message).toContain("다시 시작해주세요");
    expect((await joinWithoutEmail(browser())).message).toContain("다시 시작해주세요");
    const forged = browser();
    forged.jar.set("collins_kakao_link", "eyJrYWthb0lkIjoiMSIsImVtYWlsIjoiYUBiLmNvIn0.AAAA");
    expect((await linkWith(forged, PASSWORD)).status).toBe(400);
    const link = { kakaoId: "9200", email: "late@collins.kr", nickname: "늦은", phone: null };
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
    expect(limited.message).toMatch(/초 뒤에/);
  });

  it("keeps the pending link below /login: a browser never sends it to /api, which has no link route", async () => {
    await signup(browser(), "path@collins.kr", "010-2222-5555");
    const b = browser();
    await kakaoLogin(b, { ...kakaoIdentity("9310", "path@collins.kr") });
    expect(b.jar.has("collins_kakao_link")).toBe(true);
    expect(cookieHeaderFor(b.jar, links.kakaoLink)).toContain("collins_kakao_link=");
    expect(cookieHeaderFor(b.jar, "/api/auth/kakao/link")).not.toContain("collins_kakao_link=");
    const api = await b.request("/api/auth/kakao/link", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(api.status).toBe(404);
    expect((await linkWith(b, PASSWORD)).status).toBe(302);
  });

  it("refuses a link page post from another site's page (403 in Korean) and links nothing", async () => {
    const memberId = (await signup(browser(), "csrf@collins.kr", "010-2222-6666")).id;
    const b = browser();
    await kakaoLogin(b, { ...kakaoIdentity("9320", "csrf@collins.kr") });
    const posts: Record<string, string>[] = [{ intent: "link", password: PASSWORD }, { intent: "join" }];
    for (const fields of posts) {
      const foreign = await postLinkPage(b, fields, { origin: "https://evil.example" });
      expect(foreign).toEqual({ status: 403, location: null, message: apiMessages.foreignOrigin });
    }
    expect(b.jar.has("collins_session")).toBe(false);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.kakaoId, "9320"))).toEqual([]);
    const own = await postLinkPage(b, { intent: "link", password: PASSWORD }, { origin: BASE });
    expect(own.status).toBe(302);
    expect((await (await b.request("/api/my/info")).json()).id).toBe(memberId);
  });

  it("lets the Kakao user whose e-mail a squatter took join without it: their own account, none of the squatter's (spec §5)", async () => {
    const squatter = browser();
    const squatterId = (await signup(squatter, "owner@daum.net", "010-6060-7070")).id;
    const shipping = await squatter.request("/api/my/shipping", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "무단가입자",
        postcode: "04778",
        address_1: "서울 성동구 남의집로 1",
        phone: "010-6060-7070",
      }),
    });
    expect(shipping.status).toBe(200);
    const squatterBefore = await (await squatter.request("/api/my/info")).json();

    const victim = browser();
    const asked = await kakaoLogin(victim, { ...kakaoIdentity("9500", "owner@daum.net") });
    expect(asked.headers.get("location")).toBe(links.kakaoLink);
    const joined = await joinWithoutEmail(victim);
    expect(joined).toMatchObject({ status: 302, location: links.kakaoLoggedIn });
    expect(victim.jar.has("collins_kakao_link")).toBe(false);
    const mine = await (await victim.request("/api/my/info")).json();
    expect(mine.id).not.toBe(squatterId);
    expect(mine).toMatchObject({ email: "", first_name: "바다", meta_data: [{ key: "kakao_id", value: "9500" }] });
    expect(mine.shipping).toBeNull();
    const [own] = await t.database.db.select().from(users).where(eq(users.id, mine.id));
    expect(own).toMatchObject({ email: null, kakaoId: "9500", passwordHash: null });

    // The squatter learns nothing: the account reads as before, with no Kakao id and no new session.
    expect(await (await squatter.request("/api/my/info")).json()).toEqual(squatterBefore);
    const db = t.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, squatterId));
    expect(row).toMatchObject({ email: "owner@daum.net", kakaoId: null });
    expect(await db.select().from(sessions).where(eq(sessions.userId, squatterId))).toHaveLength(1);

    // From now on the Kakao account logs straight into the shopper's own account.
    const later = browser();
    const again = await kakaoLogin(later, { ...kakaoIdentity("9500", "owner@daum.net") });
    expect(again.headers.get("location")).toBe(links.kakaoLoggedIn);
    expect((await (await later.request("/api/my/info")).json()).id).toBe(mine.id);
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

  it("makes each Kakao account without an e-mail a member of its own (the second login used to hang for ever)", async () => {
    const ids: number[] = [];
    for (const id of ["9500", "9501"]) {
      const b = browser();
      const done = await kakaoLogin(b, kakaoIdentity(id, ""));
      expect(done.headers.get("location")).toBe("/account/&kakao_login=auto");
      const info = await (await b.request("/api/my/info")).json();
      expect(info).toMatchObject({ email: "", meta_data: [{ key: "kakao_id", value: id }] });
      ids.push(info.id);
    }
    expect(new Set(ids).size).toBe(2);
    const stored = await t.database.db.select({ email: users.email }).from(users).where(eq(users.kakaoId, "9501"));
    expect(stored).toEqual([{ email: null }]);
  });

  it("fails a Kakao login whose member insert keeps conflicting, after a bounded number of tries", async () => {
    const profile = { email: "", emailVerified: true, nickname: "바다", phone: null };
    await signInWithKakao(t.database.db, { ...profile, id: "9600" });
    await expect(signInWithKakao(t.database.db, { ...profile, id: "9601" })).rejects.toThrow(/conflicts with another/);
    expect(await t.database.db.select().from(users).where(eq(users.kakaoId, "9601"))).toEqual([]);
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
