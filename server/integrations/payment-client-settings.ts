// What the browser needs to open payments: public keys and script URLs only, never a secret.
import type { Config } from "../config";
import { naverPaySettingsOf } from "./npay/config";
import { PORTONE_SIMULATOR_PATH, portOneSettingsOf } from "./portone/config";

export type PaymentClientSettings = {
  portone: {
    simulator: boolean;
    storeId: string;
    channelKey: string;
    /** The simulator's payment window page; unused with the real SDK. */
    windowUrl: string;
    noticeUrl: string;
  } | null;
  npay: { buttonKey: string; scriptUrl: string; wishlist: boolean } | null;
};

export function paymentClientSettingsOf(config: Config): PaymentClientSettings {
  const portone = portOneSettingsOf(config);
  const npay = naverPaySettingsOf(config);
  return {
    portone: portone
      ? {
          simulator: portone.simulator,
          storeId: portone.storeId,
          channelKey: portone.channelKey,
          windowUrl: `${PORTONE_SIMULATOR_PATH}/window`,
          noticeUrl: portone.webhookUrl,
        }
      : null,
    npay: npay ? { buttonKey: npay.buttonKey, scriptUrl: npay.buttonScriptUrl, wishlist: npay.wishlist } : null,
  };
}
