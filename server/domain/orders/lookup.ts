// 비회원 주문조회 (issue 20): a guest finds their order by its number and either the order password
// set at checkout or the orderer's phone. Attempts are limited per client address and per order
// number; every miss answers the same words in about the same time, so nothing tells which part
// was wrong or whether the order exists.

import { orderNumber } from "../../../core/checkout";
import { normalizePhone } from "../../../core/contact";
import type { Db } from "../../db/client";
import { burnPasswordCheck, verifyPassword } from "../auth/password";
import { clearAttempts, takeAttempt } from "../auth/rate-limit";
import { loadOrder } from "../checkout/payment-sync";
import { DomainError } from "../errors";
import { DB_ID_MAX } from "../ids";

export const ORDER_PASSWORD_MIN = 4;
export const ORDER_PASSWORD_MAX = 20;

export const orderLookupMessages = {
  invalidNumber: "주문번호를 20261122-000042 형식으로 입력해주세요.",
  secretRequired: "주문 비밀번호 또는 주문하신 분의 휴대전화 번호를 입력해주세요.",
  invalidPassword: `주문 비밀번호는 ${ORDER_PASSWORD_MIN}~${ORDER_PASSWORD_MAX}자로 입력해주세요.`,
  noMatch:
    "입력하신 정보와 일치하는 비회원 주문이 없어요. 주문번호와 주문 비밀번호(또는 휴대전화 번호)를 확인해주세요.",
  tooMany: "주문 조회를 너무 많이 시도했어요. 15분 뒤 다시 시도해주세요.",
} as const;

const WINDOW_MS = 15 * 60 * 1000;
/** One address may try 20 lookups in 15 minutes, whatever the orders; one order number 5. */
export const LOOKUPS_PER_CLIENT = 20;
export const LOOKUPS_PER_ORDER = 5;

export const ORDER_NUMBER_PATTERN = /^\d{8}-\d{6,9}$/;

export type OrderLookup = { orderNumber: string; password?: string; phone?: string };

/** Orders that never reached payment are not there to be found. */
const FINDABLE = (status: string) => !["pending", "failed", "expired"].includes(status);

/** The id of the guest order the lookup proves, or a 404 that says nothing more. */
export async function lookUpGuestOrder(db: Db, lookup: OrderLookup, clientKey: string): Promise<number> {
  const orderKey = `order-lookup:order:${lookup.orderNumber}`;
  await takeAttempt(
    db,
    [
      { key: `order-lookup:ip:${clientKey}`, max: LOOKUPS_PER_CLIENT, windowMs: WINDOW_MS },
      { key: orderKey, max: LOOKUPS_PER_ORDER, windowMs: WINDOW_MS },
    ],
    orderLookupMessages.tooMany,
  );
  const id = Number(lookup.orderNumber.slice(9));
  const found = Number.isSafeInteger(id) && id <= DB_ID_MAX ? await loadOrder(db, id) : null;
  const order =
    found &&
    found.userId === null &&
    FINDABLE(found.status) &&
    orderNumber(found.id, found.createdAt) === lookup.orderNumber
      ? found
      : null;
  let proved = false;
  if (lookup.password) {
    if (order?.lookupPasswordHash) proved = await verifyPassword(order.lookupPasswordHash, lookup.password);
    else await burnPasswordCheck(lookup.password);
  } else if (lookup.phone) {
    proved = order !== null && normalizePhone(order.billing.phone) === normalizePhone(lookup.phone);
  }
  if (!order || !proved) throw new DomainError("not_found", orderLookupMessages.noMatch);
  await clearAttempts(db, orderKey);
  return order.id;
}
