// Accounts (spec §7): POST /api/signup, /api/login, /api/logout and GET /api/my/info. The
// session lives in an HttpOnly cookie; a login rotates it and takes the guest cart along.

import { randomBytes } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { links } from "../../core/links";
import { login, myInfo, signup } from "../domain/auth/accounts";
import { memberForKakao } from "../domain/auth/kakao-login";
import { authMessages } from "../domain/auth/messages";
import { createSession, revokeSession, SESSION_ABSOLUTE_MS } from "../domain/auth/sessions";
import { mergeGuestCart } from "../domain/cart/merge";
import { clientAddressOf, type TrustProxy } from "../http/client-address";
import { kakaoAuthorizeUrl, kakaoProfileFromCode } from "../integrations/kakao/client";
import { kakaoConfigOf } from "../integrations/kakao/config";
import { errorFields, log } from "../log";
import type { ApiDeps } from "./app";
import { CART_COOKIE } from "./cart";
import { jsonBody } from "./json-body";
import { parseQuery } from "./validation";
import { SESSION_COOKIE, userOf } from "./viewer";

const text = (max: number, message: string) => z.string({ error: message }).max(max, message);

export const signupSchema = z.object({
  email: text(254, authMessages.invalidEmail),
  password: z.string({ error: authMessages.invalidPassword }).max(1024, authMessages.invalidPassword),
  first_name: text(50, authMessages.invalidName),
  last_name: text(50, authMessages.invalidName).optional(),
  phone: text(20, authMessages.invalidPhone),
  agree_terms: z.boolean({ error: authMessages.agreementRequired }),
  agree_privacy: z.boolean({ error: authMessages.agreementRequired }),
  agree_marketing: z.boolean().optional(),
});

export const loginSchema = z.object({
  email: text(254, authMessages.loginFailed),
  password: z.string({ error: authMessages.loginFailed }).max(1024, authMessages.loginFailed),
});

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
  const startSession = async (c: Context, userId: number) => {
    await revokeSession(db, getCookie(c, SESSION_COOKIE));
    const token = await createSession(db, userId);
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure: config.isProduction,
      path: "/",
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    await mergeGuestCart(db, getCookie(c, CART_COOKIE) ?? null, userId);
    deleteCookie(c, CART_COOKIE, { path: "/" });
  };

  return new Hono()
    .post("/signup", async (c) => {
      const input = parseQuery(signupSchema, await jsonBody(c));
      const user = await signup(db, input, clientKeyOf(c, config.TRUST_PROXY));
      await startSession(c, user.id);
      return c.json(myInfo(user));
    })
    .post("/login", async (c) => {
      const input = parseQuery(loginSchema, await jsonBody(c));
      const user = await login(db, input, clientKeyOf(c, config.TRUST_PROXY));
      await startSession(c, user.id);
      return c.json(myInfo(user));
    })
    .post("/logout", async (c) => {
      await revokeSession(db, getCookie(c, SESSION_COOKIE));
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      return c.json({ status: "logged_out" });
    })
    .get("/auth/kakao/start", (c) => {
      if (!kakao) return c.redirect(`${links.loginMenu}?error=kakao_unavailable`, 302);
      const state = randomBytes(16).toString("base64url");
      setCookie(c, KAKAO_STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: "Lax",
        secure: config.isProduction,
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
        const user = await memberForKakao(db, profile);
        await startSession(c, user.id);
      } catch (failure) {
        log.warn("kakao login failed", errorFields(failure));
        return c.redirect(`${links.loginMenu}?error=kakao_failed`, 302);
      }
      return c.redirect(`${links.account}/&kakao_login=auto`, 302);
    })
    .get("/my/info", (c) => {
      c.header("Cache-Control", "no-store");
      const user = userOf(c);
      // A guest gets an answer without an id (spec §2: "Account pages redirect to / if user info
      // fails or has no id"), so asking at every page start is no error in the browser.
      return c.json(user ? myInfo(user) : {});
    });
}
