// The payment providers of this process: PortOne (or its simulator) for card and easy pay, and
// the Naver Pay wallet (or its simulator).
import type { Config } from "../config";
import type { PaymentProviders } from "../domain/checkout/payment-sync";
import { naverPayClient } from "./npay/client";
import { naverPaySettingsOf } from "./npay/config";
import { portOneClient } from "./portone/client";
import { portOneSettingsOf } from "./portone/config";

export function paymentProvidersOf(config: Config, fetchImpl: typeof fetch = fetch): PaymentProviders {
  const portone = portOneSettingsOf(config);
  const npay = naverPaySettingsOf(config);
  return {
    portone: portone ? portOneClient({ baseUrl: portone.apiBaseUrl, apiSecret: portone.apiSecret, fetchImpl }) : null,
    npay: npay ? naverPayClient(npay, fetchImpl) : null,
  };
}
