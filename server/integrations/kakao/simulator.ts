// A local stand-in for Kakao Login under /_sim/kakao: the consent page (agree / deny), the token
// endpoint and /v2/user/me in Kakao's shapes. Used when no Kakao keys are configured.
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { html } from "hono/html";
import { onShopOrigin } from "../simulator-page";

const FOREIGN_REDIRECT = "redirect_uri는 이 상점의 주소여야 해요.";

type Identity = { id: string; email: string; verified: boolean; nickname: string };

/**
 * Codes and tokens live only as long as this process: the simulator is a local tool. It sends the
 * browser back only to the shop's own origin (never to a redirect_uri of someone else's choosing).
 */
export function kakaoSimulator({ publicBaseUrl }: { publicBaseUrl: string }): Hono {
  const codes = new Map<string, Identity>();
  const tokens = new Map<string, Identity>();
  const app = new Hono();

  app.get("/oauth/authorize", (c) => {
    const { redirect_uri: redirectUri = "", state = "" } = c.req.query();
    if (!onShopOrigin(redirectUri, publicBaseUrl)) return c.text(FOREIGN_REDIRECT, 400);
    return c.html(html`<!doctype html>
      <html lang="ko">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>카카오 로그인 (시뮬레이터)</title>
          <style>
            body { font-family: system-ui, sans-serif; background: #f5f5f5; margin: 0; padding: 32px 20px; }
            main { max-width: 360px; margin: 0 auto; background: #fff; padding: 24px; border-radius: 12px; }
            h1 { font-size: 18px; } label { display: block; margin: 12px 0 4px; font-size: 14px; }
            input[type=text], input[type=email] { width: 100%; box-sizing: border-box; height: 40px; padding: 0 8px; }
            button { width: 100%; height: 48px; margin-top: 12px; border: 0; border-radius: 8px; font-size: 16px; }
            .agree { background: #fee500; } .deny { background: #eee; }
          </style>
        </head>
        <body>
          <main>
            <h1>콜린스에서 카카오계정 정보 제공에 동의하시겠어요?</h1>
            <p>로컬 시뮬레이터입니다. 실제 카카오 서버와 통신하지 않아요.</p>
            <form method="post" action="/_sim/kakao/oauth/authorize">
              <input type="hidden" name="redirect_uri" value="${redirectUri}" />
              <input type="hidden" name="state" value="${state}" />
              <label for="kakao-id">카카오 회원번호</label>
              <input id="kakao-id" type="text" name="id" value="${String(Date.now())}" />
              <label for="kakao-email">카카오계정 이메일</label>
              <input id="kakao-email" type="email" name="email" value="kakao-demo@collins.example" />
              <label for="kakao-nickname">닉네임</label>
              <input id="kakao-nickname" type="text" name="nickname" value="카카오친구" />
              <label><input type="checkbox" name="verified" value="on" checked /> 이메일 인증됨</label>
              <button class="agree" name="decision" value="agree">동의하고 계속하기</button>
              <button class="deny" name="decision" value="deny">취소</button>
            </form>
          </main>
        </body>
      </html>`);
  });

  app.post("/oauth/authorize", async (c) => {
    const form = await c.req.parseBody();
    const target = onShopOrigin(form.redirect_uri, publicBaseUrl);
    if (!target) return c.text(FOREIGN_REDIRECT, 400);
    target.searchParams.set("state", String(form.state ?? ""));
    if (form.decision !== "agree") {
      target.searchParams.set("error", "access_denied");
      target.searchParams.set("error_description", "User denied access");
      return c.redirect(target.toString(), 302);
    }
    const code = randomBytes(16).toString("hex");
    codes.set(code, {
      id: String(form.id ?? "1"),
      email: String(form.email ?? ""),
      verified: form.verified === "on",
      nickname: String(form.nickname ?? ""),
    });
    target.searchParams.set("code", code);
    return c.redirect(target.toString(), 302);
  });

  app.post("/oauth/token", async (c) => {
    const form = await c.req.parseBody();
    const identity = codes.get(String(form.code ?? ""));
    if (form.grant_type !== "authorization_code" || !identity) {
      return c.json({ error: "invalid_grant", error_description: "authorization code not found" }, 400);
    }
    codes.delete(String(form.code));
    const accessToken = randomBytes(24).toString("hex");
    tokens.set(accessToken, identity);
    return c.json({
      token_type: "bearer",
      access_token: accessToken,
      expires_in: 21599,
      refresh_token: randomBytes(24).toString("hex"),
      refresh_token_expires_in: 5183999,
    });
  });

  app.get("/v2/user/me", (c) => {
    const identity = tokens.get((c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, ""));
    if (!identity) return c.json({ msg: "this access token does not exist", code: -401 }, 401);
    return c.json({
      id: Number(identity.id),
      connected_at: new Date().toISOString(),
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: identity.nickname },
        has_email: true,
        email_needs_agreement: false,
        is_email_valid: true,
        is_email_verified: identity.verified,
        email: identity.email,
      },
    });
  });

  return app;
}
