// Which Kakao the shop talks to: Kakao itself when keys are configured, else the local simulator.
import type { Config } from "../../config";
import type { KakaoConfig } from "./client";

export const KAKAO_CALLBACK_PATH = "/api/auth/kakao/callback";
export const KAKAO_SIMULATOR_PATH = "/_sim/kakao";

export function usesKakaoSimulator(config: Config): boolean {
  return !config.KAKAO_REST_API_KEY && config.simulators;
}

/** null when Kakao login is unavailable (no keys and no simulator). */
export function kakaoConfigOf(config: Config): KakaoConfig | null {
  const redirectUri = `${config.publicBaseUrl}${KAKAO_CALLBACK_PATH}`;
  if (config.KAKAO_REST_API_KEY) {
    return {
      clientId: config.KAKAO_REST_API_KEY,
      clientSecret: config.KAKAO_CLIENT_SECRET,
      redirectUri,
      authBaseUrl: config.KAKAO_AUTH_BASE_URL ?? "https://kauth.kakao.com",
      apiBaseUrl: config.KAKAO_API_BASE_URL ?? "https://kapi.kakao.com",
    };
  }
  if (!usesKakaoSimulator(config)) return null;
  const simulator = `${config.publicBaseUrl}${KAKAO_SIMULATOR_PATH}`;
  return { clientId: "collins-simulator", redirectUri, authBaseUrl: `${simulator}/`, apiBaseUrl: `${simulator}/` };
}
