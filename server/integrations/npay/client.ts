// The Naver Pay (주문형) adapter: registers an order from the shop's own prices and sends the
// shopper to Naver's order sheet; afterwards the payment is looked up (never taken from the
// browser) and can be cancelled. Naver's registration format is unconfirmed (integrations.md),
// so the wire format stays inside this file; the simulator under /_sim/npay speaks it.
import type { NaverPayOrder } from "../../../core/npay";
import { type PaymentProvider, ProviderError } from "../portone/client";
import type { NaverPaySettings } from "./config";

export type NaverPayRegistration = {
  paymentId: string;
  orderId: number;
  order: NaverPayOrder;
  returnUrl: string;
  noticeUrl: string;
};

export type NaverPayWish = { productId: number; name: string; price: number; url: string; image: string };

export interface NaverPayClient extends PaymentProvider {
  /** Registers the order; answers the order sheet URL the shopper is sent to. */
  registerOrder(registration: NaverPayRegistration): Promise<string>;
  /** Registers a wishlist (찜) item; answers the page Naver shows for it. */
  registerWish(wish: NaverPayWish): Promise<string>;
}

const TIMEOUT_MS = 10_000;

export function naverPayClient(settings: NaverPaySettings, fetchImpl: typeof fetch = fetch): NaverPayClient {
  const root = settings.apiBaseUrl.replace(/\/$/, "");
  const call = async (path: string, body?: unknown) => {
    const response = await fetchImpl(`${root}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "content-type": "application/json",
        "x-naver-merchant-id": settings.merchantId,
        "x-naver-certi-key": settings.certiKey,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, body: parsed };
  };

  return {
    async registerOrder({ paymentId, orderId, order, returnUrl, noticeUrl }) {
      const answer = await call("/orders", {
        buttonKey: settings.buttonKey,
        paymentId,
        merchantOrderId: String(orderId),
        lines: order.lines,
        shipping: order.shipping,
        currency: order.currency,
        totalAmount: order.total,
        returnUrl,
        noticeUrl,
      });
      const url = answer.body?.orderSheetUrl;
      if (answer.status !== 200 || typeof url !== "string") {
        throw new ProviderError(`Naver Pay order registration answered ${answer.status}`);
      }
      return url;
    },

    async registerWish(wish) {
      const answer = await call("/wishlist", wish);
      const url = answer.body?.url;
      if (answer.status !== 200 || typeof url !== "string") {
        throw new ProviderError(`Naver Pay wishlist answered ${answer.status}`);
      }
      return url;
    },

    async getPayment(paymentId) {
      const answer = await call(`/orders/${encodeURIComponent(paymentId)}`);
      if (answer.status === 404) return null;
      const amount = answer.body?.amount as { total?: unknown } | undefined;
      if (answer.status !== 200 || typeof answer.body?.status !== "string" || typeof amount?.total !== "number") {
        throw new ProviderError(`Naver Pay order lookup answered ${answer.status}`);
      }
      return {
        id: paymentId,
        status: answer.body.status,
        amount: amount.total,
        currency: String(answer.body.currency ?? ""),
        transactionId: typeof answer.body.transactionId === "string" ? answer.body.transactionId : null,
      };
    },

    // Naver Pay's cancel takes no "what is left" guard: two refunds at once rely on the order's
    // conditional update alone (docs/decisions/0009).
    async cancelPayment(paymentId, reason, amount) {
      const answer = await call(`/orders/${encodeURIComponent(paymentId)}/cancel`, { reason, amount });
      if (answer.status === 200 || answer.body?.code === "ALREADY_CANCELLED") return;
      throw new ProviderError(`Naver Pay cancel answered ${answer.status}`);
    },
  };
}
