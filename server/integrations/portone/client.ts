// The PortOne V2 REST client the shop uses to verify and cancel payments: `GET /payments/{id}`
// and `POST /payments/{id}/cancel` with `Authorization: PortOne <API secret>`. The base URL is
// configurable, so the local simulator (/_sim/portone) answers the same protocol.

/** Payment statuses of PortOne V2 (`READY`, `PAID`, `FAILED`, `CANCELLED`, …). */
export type ProviderPaymentStatus = string;

export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  /** `amount.total` in won. */
  amount: number;
  currency: string;
  transactionId: string | null;
};

/** What the checkout needs from any payment provider (PortOne or the Naver Pay wallet). */
export interface PaymentProvider {
  /** null when the provider does not know the payment (the window was closed before paying). */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Cancels (refunds) a payment, fully or `amount` won of it. Cancelling twice is not an error.
   * With `cancellable` (what the shop believes is left to refund) the provider refuses when its own
   * figure differs, so two refunds started at once cannot both go through.
   */
  cancelPayment(paymentId: string, reason: string, amount?: number, cancellable?: number): Promise<void>;
}

export class ProviderError extends Error {}

export type PortOneClientOptions = { baseUrl: string; apiSecret: string; fetchImpl?: typeof fetch };

const TIMEOUT_MS = 10_000;

export function portOneClient({ baseUrl, apiSecret, fetchImpl = fetch }: PortOneClientOptions): PaymentProvider {
  const root = baseUrl.replace(/\/$/, "");
  const call = (path: string, init: RequestInit = {}) =>
    fetchImpl(`${root}${path}`, {
      ...init,
      headers: { authorization: `PortOne ${apiSecret}`, "content-type": "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  return {
    async getPayment(paymentId) {
      const response = await call(`/payments/${encodeURIComponent(paymentId)}`);
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.status === 404 || body?.type === "PAYMENT_NOT_FOUND") return null;
      if (!response.ok || !body) throw new ProviderError(`PortOne GET /payments answered ${response.status}`);
      const amount = body.amount as { total?: unknown } | undefined;
      if (typeof body.status !== "string" || typeof amount?.total !== "number") {
        throw new ProviderError("PortOne payment answer has no status or amount.total");
      }
      return {
        id: String(body.id ?? paymentId),
        status: body.status,
        amount: amount.total,
        currency: String(body.currency ?? ""),
        transactionId: typeof body.transactionId === "string" ? body.transactionId : null,
      };
    },

    async cancelPayment(paymentId, reason, amount, cancellable) {
      const response = await call(`/payments/${encodeURIComponent(paymentId)}/cancel`, {
        method: "POST",
        body: JSON.stringify({ reason, amount, currentCancellableAmount: cancellable }),
      }).catch((error: unknown) => {
        throw new ProviderError(`PortOne cancel did not answer: ${String(error)}`);
      });
      if (response.ok) return;
      const body = (await response.json().catch(() => null)) as { type?: string } | null;
      if (body?.type === "PAYMENT_ALREADY_CANCELLED") return;
      throw new ProviderError(`PortOne cancel answered ${response.status} ${body?.type ?? ""}`.trim());
    },
  };
}
