// Which Naver Pay the shop talks to: Naver's order API when merchant keys are configured, else the
// local simulator under /_sim/npay (button script, order sheet and order API).
import { createHmac } from "node:crypto";
import type { Config } from "../../config";

export const NPAY_SIMULATOR_PATH = "/_sim/npay";
export const NPAY_NOTICE_PATH = "/api/npay/notice";

export type NaverPaySettings = {
  simulator: boolean;
  /** Public: the button script needs it. */
  buttonKey: string;
  merchantId: string;
  certiKey: string;
  apiBaseUrl: string;
  buttonScriptUrl: string;
  /** The wishlist (찜) button next to the buy button: COUNT 2 (spec §7). */
  wishlist: boolean;
  publicBaseUrl: string;
};

export function usesNaverPaySimulator(config: Config): boolean {
  return !config.NAVERPAY_MERCHANT_ID && config.simulators;
}

/** null when Naver Pay is unavailable (no keys and no simulator). */
export function naverPaySettingsOf(config: Config): NaverPaySettings | null {
  if (config.NAVERPAY_MERCHANT_ID) {
    return {
      simulator: false,
      buttonKey: config.NAVERPAY_BUTTON_KEY ?? "",
      merchantId: config.NAVERPAY_MERCHANT_ID,
      certiKey: config.NAVERPAY_CERTI_KEY ?? "",
      apiBaseUrl: config.NAVERPAY_API_BASE_URL ?? "https://api.pay.naver.com/o/customer/api",
      buttonScriptUrl: config.NAVERPAY_BUTTON_SCRIPT_URL ?? "https://pay.naver.com/customer/js/naverPayButton.js",
      wishlist: true,
      publicBaseUrl: config.publicBaseUrl,
    };
  }
  if (!usesNaverPaySimulator(config)) return null;
  return {
    simulator: true,
    buttonKey: "NPAY-SIMULATOR-BUTTON-KEY",
    merchantId: "collins-simulator",
    certiKey: createHmac("sha256", config.sessionSecret).update("npay-simulator").digest("base64url"),
    apiBaseUrl: `${config.publicBaseUrl}${NPAY_SIMULATOR_PATH}/api`,
    buttonScriptUrl: `${NPAY_SIMULATOR_PATH}/naverPayButton.js`,
    wishlist: true,
    publicBaseUrl: config.publicBaseUrl,
  };
}
