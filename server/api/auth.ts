// Accounts (spec §7): POST /api/signup, /api/login, /api/logout and GET /api/my/info, and Kakao
// login. The session lives in an HttpOnly cookie; a login rotates it and takes the guest cart along.

import { randomBytes } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { links } from "../../core/links";
import { login, myInfo, signup } from "../domain/auth/accounts";
import { loginSchema, signupSchema } from "../domain/auth/forms";
import { signInWithKakao } from "../domain/auth/kakao-login";
import { revokeSession } from "../domain/auth/sessions";
import { clientAddressOf, type TrustProxy } from "../http/client-address";
import { kakaoAuthorizeUrl, kakaoProfileFromCode } from "../integrations/kakao/client";
import { kakaoConfigOf } from "../integrations/kakao/config";
import { errorFields, log } from "../log";
import type { ApiDeps } from "./app";
import { jsonBody } from "./json-body";
import { kakaoLinkCookieOf, pendingLinkCookie } from "./kakao-link";
import { endSessionCookie, sessionCookieOf, sessionTokenOf, startSession } from "./session-cookie";
import { parseQuery } from "./validation";
import { userOf } from "./viewer";

/** The client's address for rate limits (server/http/client-address.ts says whom to believe). */
export function clientKeyOf(c: Context, trustProxy: TrustProxy): string {
  let remote = "unknown";
  try {
    remote = getConnInfo(c).remote.address ?? remote;
  } catch {
    // app.request() in tests has no socket: the forwarded chain alone names the client.
  }
  return clientAddressOf(remote, c.req.header("x-forwarded-for"), trustProxy);
}

const KAKAO_STATE_COOKIE = "collins_kakao_state";

export function authRoutes({ db, config, fetchImpl = fetch }: ApiDeps): Hono {
  const kakao = kakaoConfigOf(config);
  const sessionCookie = sessionCookieOf(config);
  const kakaoLinkCookie = kakaoLinkCookieOf(config);
  const sendCookies = (c: Context, cookies: string[]) => {
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
  };
  const logIn = async (c: Context, userId: number) =>
    sendCookies(c, await startSession(db, sessionCookie, c.req.header("cookie"), userId));

  return new Hono()
    .post("/signup", async (c) => {
      const input = parseQuery(signupSchema, await jsonBody(c));
      const user = await signup(db, input, clientKeyOf(c, config.TRUST_PROXY));
      await logIn(c, user.id);
      return c.json(myInfo(user));
    })
    .post("/login", async (c) => {
      const input = parseQuery(loginSchema, await jsonBody(c));
      const user = await login(db, input, clientKeyOf(c, config.TRUST_PROXY));
      await logIn(c, user.id);
      return c.json(myInfo(user));
    })
    .post("/logout", async (c) => {
      await revokeSession(db, sessionTokenOf(c.req.header("cookie"), sessionCookie));
      sendCookies(c, [endSessionCookie(sessionCookie)]);
      return c.json({ status: "logged_out" });
    })
    .get("/auth/kakao/start", (c) => {
      if (!kakao) return c.redirect(`${links.loginMenu}?error=kakao_unavailable`, 302);
      const state = randomBytes(16).toString("base64url");
      setCookie(c, KAKAO_STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: "Lax",
        secure: config.secureCookies,
        path: "/api/auth/kakao",
        maxAge: 600,
      });
      return c.redirect(kakaoAuthorizeUrl(kakao, state), 302);
    })
    .get("/auth/kakao/callback", async (c) => {
      const { code, state, error } = c.req.query();
      const expected = getCookie(c, KAKAO_STATE_COOKIE);
      deleteCookie(c, KAKAO_STATE_COOKIE, { path: "/api/auth/kakao" });
      if (!kakao || !state || !expected || state !== expected) {
        return c.redirect(`${links.loginMenu}?error=kakao_failed`, 302);
      }
      if (error || !code) return c.redirect(`${links.loginMenu}?error=kakao_denied`, 302);
      try {
        const profile = await kakaoProfileFromCode(kakao, code, fetchImpl);
        const outcome = await signInWithKakao(db, profile);
        if ("link" in outcome) {
          sendCookies(c, [await pendingLinkCookie(outcome.link, kakaoLinkCookie)]);
          return c.redirect(links.kakaoLink, 302);
        }
        await logIn(c, outcome.member.id);
      } catch (failure) {
        log.warn("kakao login failed", errorFields(failure));
        return c.redirect(`${links.loginMenu}?error=kakao_failed`, 302);
      }
      return c.redirect(links.kakaoLoggedIn, 302);
    })
    .get("/my/info", (c) => {
      c.header("Cache-Control", "no-store");
      const user = userOf(c);
      // A guest gets an answer without an id (spec §2: "Account pages redirect to / if user info
      // fails or has no id"), so asking at every page start is no error in the browser.
      return c.json(user ? myInfo(user) : {});
    });
}
