// Which outside services a shop talks to: the live provider, its local simulator (the demo), or none.
// The console's dashboard shows it, and a live start refuses to boot without a payment provider.
import type { Config } from "../config";
import { kakaoConfigOf, usesKakaoSimulator } from "./kakao/config";
import { naverPaySettingsOf } from "./npay/config";
import { portOneSettingsOf } from "./portone/config";
import { smsSettingsOf } from "./sms/config";

export type ProviderMode = "live" | "simulated" | "off";

export type ProviderStatus = { key: string; name: string; mode: ProviderMode };

const modeOf = (settings: { simulator: boolean } | null): ProviderMode =>
  settings ? (settings.simulator ? "simulated" : "live") : "off";

export function providerStatusOf(config: Config): ProviderStatus[] {
  return [
    { key: "portone", name: "카드·간편결제 (포트원)", mode: modeOf(portOneSettingsOf(config)) },
    { key: "npay", name: "네이버페이", mode: modeOf(naverPaySettingsOf(config)) },
    {
      key: "kakao",
      name: "카카오 로그인",
      mode: kakaoConfigOf(config) ? (usesKakaoSimulator(config) ? "simulated" : "live") : "off",
    },
    { key: "sms", name: "문자 발송 (솔라피)", mode: modeOf(smsSettingsOf(config)) },
    { key: "chat", name: "채널톡 상담", mode: config.CHANNEL_TALK_PLUGIN_KEY ? "live" : "off" },
  ];
}

const PORTONE_VARIABLES = [
  "PORTONE_STORE_ID",
  "PORTONE_CHANNEL_KEY",
  "PORTONE_API_SECRET",
  "PORTONE_WEBHOOK_SECRET",
] as const satisfies readonly (keyof Config)[];

/**
 * Why this configuration must not start, as one line; null when it may. A shop without simulators
 * takes real orders, so it needs a real payment provider with every key PortOne requires.
 */
export function liveStartProblem(config: Config): string | null {
  if (config.simulators && !config.PORTONE_API_SECRET) return null;
  const missing = PORTONE_VARIABLES.filter((name) => !config[name]);
  if (missing.length === 0) return null;
  return config.PORTONE_API_SECRET
    ? `Invalid configuration: PortOne needs ${missing.join(", ")} as well`
    : `A live shop (PUBLIC_BASE_URL ${config.publicBaseUrl}) needs a payment provider: set ${missing.join(", ")} (or SIMULATORS=on for a demo)`;
}
