// Opens the payment window (spec §4 Checkout step 2) through PortOne's browser SDK, or through
// the local PortOne simulator when no PortOne keys are configured. Desktop uses a popup, phones a
// full-page redirect that comes back to /api/mobileCheckout/{orderId}.
import type { PaymentClientSettings } from "../../../server/integrations/payment-client-settings";

export type PaymentRequest = {
  orderId: number;
  paymentId: string;
  orderName: string;
  totalAmount: number;
  payMethod: "CARD" | "EASY_PAY";
  customer: { fullName: string; phoneNumber: string; email: string };
};

/** `code` set means the payment failed or was closed (PortOne's convention). */
export type PaymentResult = { paymentId: string; txId?: string; code?: string; message?: string };

export type WindowStyle = "popup" | "redirect";

type PortOne = NonNullable<PaymentClientSettings["portone"]>;

const POPUP_FEATURES = "width=480,height=720";
const CLOSED_POLL_MS = 400;

export const redirectUrlOf = (orderId: number) => `${window.location.origin}/api/mobileCheckout/${orderId}`;

/**
 * A popup must open within the click that asked for it, before any network call, or browsers
 * block it: `reserveWindow` opens an empty one, `requestPayment` then points it at the payment.
 */
export function reserveWindow(settings: PortOne, style: WindowStyle): Window | null {
  if (!settings.simulator || style !== "popup") return null;
  return window.open("about:blank", "collins-payment", POPUP_FEATURES);
}

/** Resolves with the outcome; never resolves on the redirect style (the page goes away). */
export async function requestPayment(
  settings: PortOne,
  request: PaymentRequest,
  style: WindowStyle,
  reserved: Window | null,
): Promise<PaymentResult> {
  if (!settings.simulator) {
    const { requestPayment: portOneRequest } = await import("@portone/browser-sdk/v2");
    const response = await portOneRequest({
      storeId: settings.storeId,
      channelKey: settings.channelKey,
      paymentId: request.paymentId,
      orderName: request.orderName,
      totalAmount: request.totalAmount,
      currency: "KRW",
      payMethod: request.payMethod,
      customer: request.customer,
      redirectUrl: redirectUrlOf(request.orderId),
      noticeUrls: [settings.noticeUrl],
      windowType: { pc: "POPUP", mobile: "REDIRECTION" },
    });
    return response
      ? { paymentId: response.paymentId, txId: response.txId, code: response.code, message: response.message }
      : { paymentId: request.paymentId, code: "NO_RESPONSE", message: "" };
  }

  const query = new URLSearchParams({
    storeId: settings.storeId,
    paymentId: request.paymentId,
    orderName: request.orderName,
    totalAmount: String(request.totalAmount),
    currency: "KRW",
    payMethod: request.payMethod,
    redirectUrl: redirectUrlOf(request.orderId),
    noticeUrl: settings.noticeUrl,
    mode: style,
  });
  const url = `${settings.windowUrl}?${query}`;
  const popup = style === "popup" ? (reserved ?? window.open(url, "collins-payment", POPUP_FEATURES)) : null;
  if (!popup) {
    window.location.assign(url);
    return new Promise(() => {});
  }
  popup.location.href = url;
  return new Promise((resolve) => {
    const done = (result: PaymentResult) => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as (PaymentResult & { source?: string }) | null;
      if (event.origin !== window.location.origin || data?.source !== "portone-simulator") return;
      if (data.paymentId !== request.paymentId) return;
      done({ paymentId: data.paymentId, txId: data.txId, code: data.code, message: data.message });
    };
    window.addEventListener("message", onMessage);
    // Closing the window without an answer counts as a cancelled payment.
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.setTimeout(
        () => done({ paymentId: request.paymentId, code: "PAY_PROCESS_CANCELED", message: "결제 창을 닫았어요." }),
        CLOSED_POLL_MS,
      );
      window.clearInterval(poll);
    }, CLOSED_POLL_MS);
  });
}
