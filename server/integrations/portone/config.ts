// Which PortOne the shop talks to: PortOne itself when its API secret is configured, else the
// local simulator under /_sim/portone with secrets derived from the session secret.
import { createHmac } from "node:crypto";
import type { Config } from "../../config";

export const PORTONE_SIMULATOR_PATH = "/_sim/portone";
export const PORTONE_WEBHOOK_PATH = "/api/portone/webhook";

export type PortOneSettings = {
  simulator: boolean;
  storeId: string;
  channelKey: string;
  apiBaseUrl: string;
  apiSecret: string;
  webhookSecret: string;
  webhookUrl: string;
};

export function usesPortOneSimulator(config: Config): boolean {
  return !config.PORTONE_API_SECRET && config.simulators;
}

const derived = (config: Config, purpose: string) =>
  createHmac("sha256", config.sessionSecret).update(`portone-simulator:${purpose}`).digest();

/** null when card payments are unavailable (no keys and no simulator). */
export function portOneSettingsOf(config: Config): PortOneSettings | null {
  const webhookUrl = `${config.publicBaseUrl}${PORTONE_WEBHOOK_PATH}`;
  if (config.PORTONE_API_SECRET) {
    return {
      simulator: false,
      storeId: config.PORTONE_STORE_ID ?? "",
      channelKey: config.PORTONE_CHANNEL_KEY ?? "",
      apiBaseUrl: config.PORTONE_API_BASE_URL ?? "https://api.portone.io",
      apiSecret: config.PORTONE_API_SECRET,
      webhookSecret: config.PORTONE_WEBHOOK_SECRET ?? "",
      webhookUrl,
    };
  }
  if (!usesPortOneSimulator(config)) return null;
  return {
    simulator: true,
    storeId: "store-collins-simulator",
    channelKey: "channel-key-simulator",
    apiBaseUrl: `${config.publicBaseUrl}${PORTONE_SIMULATOR_PATH}`,
    apiSecret: derived(config, "api").toString("base64url"),
    webhookSecret: `whsec_${derived(config, "webhook").toString("base64")}`,
    webhookUrl,
  };
}
