// Which SMS provider the shop talks to: Solapi when its keys are configured, else the local
// simulator under /_sim/sms (Solapi's send endpoint plus an inbox page).
import { createHmac } from "node:crypto";
import type { Config } from "../../config";

export const SMS_SIMULATOR_PATH = "/_sim/sms";

export type SmsSettings = { simulator: boolean; baseUrl: string; apiKey: string; apiSecret: string; sender: string };

export function usesSmsSimulator(config: Config): boolean {
  return !config.SOLAPI_API_KEY && config.simulators;
}

/** null when no text can be sent (no keys and no simulator). */
export function smsSettingsOf(config: Config): SmsSettings | null {
  if (config.SOLAPI_API_KEY) {
    return {
      simulator: false,
      baseUrl: config.SOLAPI_API_BASE_URL ?? "https://api.solapi.com",
      apiKey: config.SOLAPI_API_KEY,
      apiSecret: config.SOLAPI_API_SECRET ?? "",
      sender: config.SOLAPI_SENDER ?? "",
    };
  }
  if (!usesSmsSimulator(config)) return null;
  return {
    simulator: true,
    baseUrl: `${config.publicBaseUrl}${SMS_SIMULATOR_PATH}`,
    apiKey: "SIMULATOR",
    apiSecret: createHmac("sha256", config.sessionSecret).update("sms-simulator").digest("hex"),
    sender: config.business.phone.replace(/\D/g, "") || "0200000000",
  };
}
