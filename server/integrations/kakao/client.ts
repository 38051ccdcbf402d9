// Kakao Login (OAuth 2.0 authorization code) with configurable hosts, so the local simulator
// and Kakao's own servers are spoken to by the same code.
import { z } from "zod";

export type KakaoConfig = {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  authBaseUrl: string;
  apiBaseUrl: string;
};

export type KakaoProfile = {
  id: string;
  email: string | null;
  emailVerified: boolean;
  nickname: string;
  phone: string | null;
};

const tokenAnswer = z.object({ access_token: z.string().min(1) });

const userAnswer = z.object({
  id: z.union([z.number(), z.string()]),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      name: z.string().optional(),
      phone_number: z.string().optional(),
      profile: z.object({ nickname: z.string().optional() }).optional(),
    })
    .optional(),
});

export class KakaoError extends Error {}

/** Paths resolve below the base, so a simulator may live under a path prefix. */
const endpoint = (base: string, path: string) => new URL(path, base.endsWith("/") ? base : `${base}/`);

export function kakaoAuthorizeUrl(config: KakaoConfig, state: string): string {
  const url = endpoint(config.authBaseUrl, "oauth/authorize");
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    state,
    scope: "account_email profile_nickname",
  }).toString();
  return url.toString();
}

export async function kakaoProfileFromCode(
  config: KakaoConfig,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<KakaoProfile> {
  const tokenResponse = await fetchImpl(endpoint(config.authBaseUrl, "oauth/token"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      code,
      ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const token = tokenAnswer.safeParse(await tokenResponse.json().catch(() => null));
  if (!tokenResponse.ok || !token.success) throw new KakaoError(`token exchange failed (${tokenResponse.status})`);

  const userResponse = await fetchImpl(endpoint(config.apiBaseUrl, "v2/user/me"), {
    headers: { authorization: `Bearer ${token.data.access_token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const user = userAnswer.safeParse(await userResponse.json().catch(() => null));
  if (!userResponse.ok || !user.success) throw new KakaoError(`user lookup failed (${userResponse.status})`);
  const account = user.data.kakao_account ?? {};
  return {
    id: String(user.data.id),
    // An empty address is no address: two members with "" would conflict on the unique e-mail.
    email: account.email?.trim().toLowerCase() || null,
    // Kakao's advice: trust the e-mail only when it is both valid and verified.
    emailVerified: account.is_email_valid === true && account.is_email_verified === true,
    nickname: account.profile?.nickname ?? account.name ?? "",
    phone: account.phone_number ?? null,
  };
}
