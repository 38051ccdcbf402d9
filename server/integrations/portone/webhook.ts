// PortOne webhooks (version 2024-04-25) are signed per Standard Webhooks: HMAC-SHA256 over
// `${webhook-id}.${webhook-timestamp}.${raw body}` with the base64 secret, 5 minutes tolerance.
import { Webhook } from "standardwebhooks";
import { isStorableText } from "../../domain/storable-text";

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
  // A signed body may still be any JSON (null, an array): only an object's text fields count, and
  // only text the database can look up.
  const event = (isObject(payload) ? payload : {}) as { type?: unknown; data?: unknown };
  const data = (isObject(event.data) ? event.data : {}) as { paymentId?: unknown; transactionId?: unknown };
  return {
    type: typeof event.type === "string" ? event.type : "",
    paymentId: storableOrNull(data.paymentId),
    transactionId: storableOrNull(data.transactionId),
  };
}

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

const storableOrNull = (value: unknown) => (typeof value === "string" && isStorableText(value) ? value : null);

/** The three headers of a signed delivery (the simulator's sender and tests use this). */
export function signPortOneWebhook(secret: string, id: string, at: Date, rawBody: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, rawBody),
  };
}
