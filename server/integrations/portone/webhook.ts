// PortOne webhooks (version 2024-04-25) are signed per Standard Webhooks: HMAC-SHA256 over
// `${webhook-id}.${webhook-timestamp}.${raw body}` with the base64 secret, 5 minutes tolerance.
import { Webhook } from "standardwebhooks";

export type PortOneWebhook = { type: string; paymentId: string | null; transactionId: string | null };

/** Verifies the signature on the raw body and reads the event; null when it is not authentic. */
export function verifyPortOneWebhook(
  secret: string,
  rawBody: string,
  headers: { id?: string; timestamp?: string; signature?: string },
): PortOneWebhook | null {
  if (!headers.id || !headers.timestamp || !headers.signature) return null;
  let payload: unknown;
  try {
    payload = new Webhook(secret).verify(rawBody, {
      "webhook-id": headers.id,
      "webhook-timestamp": headers.timestamp,
      "webhook-signature": headers.signature,
    });
  } catch {
    return null;
  }
  const event = payload as { type?: unknown; data?: { paymentId?: unknown; transactionId?: unknown } };
  return {
    type: typeof event.type === "string" ? event.type : "",
    paymentId: typeof event.data?.paymentId === "string" ? event.data.paymentId : null,
    transactionId: typeof event.data?.transactionId === "string" ? event.data.transactionId : null,
  };
}

/** The three headers of a signed delivery (the simulator's sender and tests use this). */
export function signPortOneWebhook(secret: string, id: string, at: Date, rawBody: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, rawBody),
  };
}
