// The shop's shipping policy as a shopper reads it (issue 20 "Shipping and returns on every product
// page"): the fee and the free-shipping threshold under the price, and when an order paid now
// leaves, on the Seoul clock. The policy itself is one setting the operator edits in the console
// (server/domain/settings/shop-settings.ts); the cart's fee follows the same numbers.
import { seoulClock, seoulDay } from "./dates";
import { formatWon } from "./price";

export type ShippingPolicy = {
  /** Won per order below the threshold. */
  fee: number;
  /** The goods total (after discounts) from which shipping is free; null: never free. */
  freeFrom: number | null;
  /** "HH:MM" in Seoul: an order paid on a weekday before it leaves that day. */
  dispatchCutoff: string;
  /** The exchange and return terms; paragraphs are separated by line breaks. */
  returnsText: string;
};

/** The longest returns text the console takes. */
export const RETURNS_TEXT_MAX = 2_000;

/** A cut-off on the 24-hour clock, 00:00 to 23:59. */
export const CUTOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function cutoffMinutes(cutoff: string): number {
  const [hours = 0, minutes = 0] = cutoff.split(":").map(Number);
  return hours * 60 + minutes;
}

/** "14:00" → "오후 2시", "09:30" → "오전 9시 30분", on the 12-hour clock Korean shops write. */
export function cutoffLabel(cutoff: string): string {
  const minutes = cutoffMinutes(cutoff);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours < 12 ? "오전" : "오후"} ${hours % 12 || 12}시${rest ? ` ${rest}분` : ""}`;
}

/** "배송비 3,000원 (30,000원 이상 무료배송)", or "무료배송" when the fee is nothing. */
export function shippingFeeLine({ fee, freeFrom }: Pick<ShippingPolicy, "fee" | "freeFrom">): string {
  if (fee === 0) return "무료배송";
  return freeFrom === null
    ? `배송비 ${formatWon(fee)}`
    : `배송비 ${formatWon(fee)} (${formatWon(freeFrom)} 이상 무료배송)`;
}

export type Dispatch =
  | { today: true }
  | { today: false; daysAhead: number; month: number; day: number; weekday: (typeof WEEKDAYS)[number] };

const isWorkday = (weekday: number) => weekday !== 0 && weekday !== 6;

/**
 * When an order paid at `now` leaves: today on a weekday before the cut-off (Seoul time), else on
 * the next weekday. Nothing leaves on Saturdays and Sundays; public holidays are not known.
 */
export function dispatchOf(now: Date, cutoff: string): Dispatch {
  const clock = seoulClock(now);
  if (isWorkday(clock.weekday) && clock.minuteOfDay < cutoffMinutes(cutoff)) return { today: true };
  let daysAhead = 1;
  while (!isWorkday((clock.weekday + daysAhead) % 7)) daysAhead += 1;
  const { month, day } = seoulDay(new Date(now.getTime() + daysAhead * DAY_MS));
  return { today: false, daysAhead, month, day, weekday: WEEKDAYS[(clock.weekday + daysAhead) % 7] ?? "월" };
}

/**
 * The line under the price (spec §2 'order now and it ships today', with the day's cut-off):
 * "오후 2시까지 결제 시 오늘 출발" before the cut-off, else the day the order will leave. Worded as a
 * condition, it stays true while a cached page is a minute old at the cut-off.
 */
export function dispatchLine(dispatch: Dispatch, cutoff: string): string {
  if (dispatch.today) return `${cutoffLabel(cutoff)}까지 결제 시 오늘 출발`;
  const day =
    dispatch.daysAhead === 1
      ? `내일(${dispatch.weekday})`
      : `${dispatch.month}월 ${dispatch.day}일(${dispatch.weekday})`;
  return `지금 결제하면 ${day} 출발`;
}

/** The dispatch rule in the 배송/교환/반품 section. */
export function dispatchRule(cutoff: string): string {
  return `평일 ${cutoffLabel(cutoff)}까지 결제한 주문은 당일 출고해요. 그 이후와 주말에 결제한 주문은 다음 평일에 출고해요.`;
}

/** The free-shipping rule in the 배송/교환/반품 section. */
export function freeShippingRule({ fee, freeFrom }: Pick<ShippingPolicy, "fee" | "freeFrom">): string {
  if (fee === 0) return "모든 주문 무료배송";
  return freeFrom === null ? "무료배송 기준 없음" : `${formatWon(freeFrom)} 이상 구매 시 무료`;
}

/** What a product page shows of the policy at `now`, worked out on the server (Seoul time). */
export type ProductShipping = {
  /** Under the price: the fee and the threshold. */
  fee: string;
  /** Under the price, for a product that leaves the day it is paid for (spec §2 shipping_available_today). */
  dispatch: string | null;
  /** The 배송/교환/반품 section. */
  rules: { fee: string; freeShipping: string; dispatch: string };
  returns: string[];
};

export function productShipping(policy: ShippingPolicy, shipsToday: boolean, now: Date): ProductShipping {
  return {
    fee: shippingFeeLine(policy),
    dispatch: shipsToday ? dispatchLine(dispatchOf(now, policy.dispatchCutoff), policy.dispatchCutoff) : null,
    rules: {
      fee: policy.fee === 0 ? "무료" : formatWon(policy.fee),
      freeShipping: freeShippingRule(policy),
      dispatch: dispatchRule(policy.dispatchCutoff),
    },
    returns: policy.returnsText
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  };
}
