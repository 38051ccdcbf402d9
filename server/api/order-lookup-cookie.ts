// What a successful 비회원 주문조회 gives the guest: a signed, HttpOnly cookie that names one order
// and lives 30 minutes. It lets this browser see that order and cancel, confirm or ask to exchange
// or return it (server/domain/orders/actions.ts), nothing else. A new lookup replaces it.
import { parseSigned, serialize, serializeSigned } from "hono/utils/cookie";
import type { Config } from "../config";

export const ORDER_LOOKUP_COOKIE = "collins_order_lookup";
export const ORDER_LOOKUP_TTL_MS = 30 * 60 * 1000;

export type OrderLookupCookie = { secret: string; secure: boolean };

export function orderLookupCookieOf(config: Pick<Config, "sessionSecret" | "secureCookies">): OrderLookupCookie {
  return { secret: `order-lookup:${config.sessionSecret}`, secure: config.secureCookies };
}

export function lookedUpOrderCookie(orderId: number, cookie: OrderLookupCookie, now = new Date()): Promise<string> {
  return serializeSigned(ORDER_LOOKUP_COOKIE, `${orderId}.${now.getTime() + ORDER_LOOKUP_TTL_MS}`, cookie.secret, {
    httpOnly: true,
    sameSite: "Lax",
    secure: cookie.secure,
    path: "/",
    maxAge: ORDER_LOOKUP_TTL_MS / 1000,
  });
}

export function endLookupCookie(cookie: OrderLookupCookie): string {
  return serialize(ORDER_LOOKUP_COOKIE, "", {
    httpOnly: true,
    sameSite: "Lax",
    secure: cookie.secure,
    path: "/",
    maxAge: 0,
  });
}

/** The order this browser looked up, or null when none, forged or expired. */
export async function lookedUpOrderOf(
  cookieHeader: string | null | undefined,
  cookie: OrderLookupCookie,
  now = new Date(),
): Promise<number | null> {
  const signed = (await parseSigned(cookieHeader ?? "", cookie.secret, ORDER_LOOKUP_COOKIE))[ORDER_LOOKUP_COOKIE];
  const match = typeof signed === "string" ? /^(\d{1,10})\.(\d{1,15})$/.exec(signed) : null;
  if (!match || Number(match[2]) <= now.getTime()) return null;
  return Number(match[1]);
}
