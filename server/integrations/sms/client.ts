// The Solapi REST client (integrations.md): `POST /messages/v4/send-many/detail` with
// `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC(date + salt))`, from
// the registered sender number. The base URL is configurable so the simulator can stand in.
import { createHmac, randomBytes } from "node:crypto";
import type { SmsSettings } from "./config";

export type SmsMessage = { to: string; text: string };

/**
 * Why a text was not sent: `rejected` (the provider refused it: do not retry), `not_sent` (it never
 * reached the provider: retry) or `maybe_sent` (no answer: it may have gone out).
 */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly outcome: "rejected" | "not_sent" | "maybe_sent",
  ) {
    super(message);
  }
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<{ messageId: string }>;
}

const TIMEOUT_MS = 10_000;

export function solapiAuthorization(apiKey: string, apiSecret: string, date = new Date().toISOString()): string {
  const salt = randomBytes(16).toString("hex");
  const signature = createHmac("sha256", apiSecret)
    .update(date + salt)
    .digest("hex");
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

export function solapiClient(settings: SmsSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${settings.baseUrl.replace(/\/$/, "")}/messages/v4/send-many/detail`;
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers: {
            authorization: solapiAuthorization(settings.apiKey, settings.apiSecret),
            "content-type": "application/json",
          },
          body: JSON.stringify({ messages: [{ to: to.replace(/\D/g, ""), from: settings.sender, text }] }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        // A timeout may have reached Solapi; a refused connection did not.
        const timedOut = (error as Error).name === "TimeoutError" || (error as Error).name === "AbortError";
        throw new SmsError(`Solapi unreachable: ${(error as Error).message}`, timedOut ? "maybe_sent" : "not_sent");
      }
      const body = (await response.json().catch(() => null)) as {
        failedMessageList?: { statusMessage?: string }[];
        messageList?: { messageId?: string }[];
        errorCode?: string;
      } | null;
      const failed = body?.failedMessageList?.[0];
      const messageId = body?.messageList?.[0]?.messageId;
      if (response.ok && !failed && messageId) return { messageId };
      // An explicit refusal (4xx, a failed message) was not sent; a 5xx might have been.
      throw new SmsError(
        `Solapi answered ${response.status} ${failed?.statusMessage ?? body?.errorCode ?? ""}`.trim(),
        response.status < 500 ? "rejected" : "maybe_sent",
      );
    },
  };
}
