// Issue 20 "Shipping and returns on every product page": the fee line under the price and the
// dispatch cut-off of spec §2's 'order now and it ships today' note, on a fixed clock in Seoul time.
import { describe, expect, it } from "vitest";
import { seoulClock } from "./dates";
import {
  CUTOFF_PATTERN,
  cutoffLabel,
  dispatchLine,
  dispatchOf,
  productShipping,
  type ShippingPolicy,
  shippingFeeLine,
} from "./shipping";

/** An instant given as Seoul wall-clock time (UTC+9). */
const seoul = (local: string) => new Date(`${local}+09:00`);

const line = (local: string, cutoff = "14:00") => dispatchLine(dispatchOf(seoul(local), cutoff), cutoff);

const policy: ShippingPolicy = {
  fee: 3000,
  freeFrom: 50000,
  dispatchCutoff: "14:00",
  returnsText: "받은 날부터 7일 이내에 신청해주세요.\n\n  단순 변심은 왕복 배송비를 부담해요.  \n",
};

describe("the Seoul clock", () => {
  it("reads the weekday and the minute of the day nine hours ahead of UTC", () => {
    expect(seoulClock("2026-11-27T04:59:00Z")).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      weekday: 5,
      minuteOfDay: 13 * 60 + 59,
    });
    // 15:00 UTC on Saturday is 00:00 on Sunday in Seoul.
    expect(seoulClock("2026-11-28T15:00:00Z")).toMatchObject({ day: 29, weekday: 0, minuteOfDay: 0 });
  });
});

describe("the dispatch cut-off (Seoul time, weekends off)", () => {
  it("ships today on a weekday before the cut-off", () => {
    expect(dispatchOf(seoul("2026-11-23T09:00:00"), "14:00")).toEqual({ today: true });
    expect(line("2026-11-23T13:59:59")).toBe("오후 2시까지 결제 시 오늘 출발");
    expect(line("2026-11-27T00:00:00")).toBe("오후 2시까지 결제 시 오늘 출발");
  });

  it("ships the next weekday from the cut-off on", () => {
    expect(line("2026-11-23T14:00:00")).toBe("지금 결제하면 내일(화) 출발");
    expect(line("2026-11-26T23:59:00")).toBe("지금 결제하면 내일(금) 출발");
    expect(dispatchOf(seoul("2026-11-23T14:00:00"), "14:00")).toEqual({
      today: false,
      daysAhead: 1,
      month: 11,
      day: 24,
      weekday: "화",
    });
  });

  it("ships on Monday after Friday's cut-off and all weekend", () => {
    expect(line("2026-11-27T14:30:00")).toBe("지금 결제하면 11월 30일(월) 출발");
    expect(line("2026-11-28T09:00:00")).toBe("지금 결제하면 11월 30일(월) 출발");
    // Sunday: Monday is tomorrow.
    expect(line("2026-11-29T10:00:00")).toBe("지금 결제하면 내일(월) 출발");
    // Sunday 23:30 in Seoul is still Sunday 14:30 UTC.
    expect(line("2026-11-29T23:30:00")).toBe("지금 결제하면 내일(월) 출발");
  });

  it("reads the day in Seoul, not on the server's UTC clock", () => {
    // 2026-11-27 01:00 in Seoul is Thursday 16:00 UTC: Friday morning in Seoul ships today.
    expect(dispatchOf(new Date("2026-11-26T16:00:00Z"), "14:00")).toEqual({ today: true });
    // Friday 15:00 UTC is Saturday 00:00 in Seoul.
    expect(dispatchLine(dispatchOf(new Date("2026-11-27T15:00:00Z"), "14:00"), "14:00")).toBe(
      "지금 결제하면 11월 30일(월) 출발",
    );
  });

  it("crosses months and years", () => {
    expect(line("2026-12-31T15:00:00")).toBe("지금 결제하면 내일(금) 출발");
    expect(line("2027-01-01T16:00:00")).toBe("지금 결제하면 1월 4일(월) 출발");
  });

  it("follows the operator's cut-off and writes it on the 12-hour clock", () => {
    expect(line("2026-11-23T15:00:00", "16:30")).toBe("오후 4시 30분까지 결제 시 오늘 출발");
    expect(line("2026-11-23T09:30:00", "09:30")).toBe("지금 결제하면 내일(화) 출발");
    expect(cutoffLabel("09:05")).toBe("오전 9시 5분");
    expect(cutoffLabel("12:00")).toBe("오후 12시");
    expect(cutoffLabel("00:00")).toBe("오전 12시");
    // A cut-off of midnight ships nothing the same day.
    expect(dispatchOf(seoul("2026-11-23T00:00:00"), "00:00").today).toBe(false);
  });

  it("takes cut-offs on the 24-hour clock only", () => {
    for (const good of ["00:00", "09:30", "14:00", "23:59"]) expect(CUTOFF_PATTERN.test(good), good).toBe(true);
    for (const bad of ["24:00", "9:30", "14:60", "14시", "14:00:00", ""])
      expect(CUTOFF_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("the fee line under the price", () => {
  it("names the fee and the free-shipping threshold", () => {
    expect(shippingFeeLine({ fee: 3000, freeFrom: 50000 })).toBe("배송비 3,000원 (50,000원 이상 무료배송)");
    expect(shippingFeeLine({ fee: 2500, freeFrom: null })).toBe("배송비 2,500원");
    expect(shippingFeeLine({ fee: 0, freeFrom: 50000 })).toBe("무료배송");
  });
});

describe("what a product page shows of the policy", () => {
  it("shows the cut-off only for a product that ships the day it is paid for (spec §2 shipping_available_today)", () => {
    const before = productShipping(policy, true, seoul("2026-11-23T10:00:00"));
    expect(before.fee).toBe("배송비 3,000원 (50,000원 이상 무료배송)");
    expect(before.dispatch).toBe("오후 2시까지 결제 시 오늘 출발");
    expect(productShipping(policy, true, seoul("2026-11-28T10:00:00")).dispatch).toBe(
      "지금 결제하면 11월 30일(월) 출발",
    );
    expect(productShipping(policy, false, seoul("2026-11-23T10:00:00")).dispatch).toBeNull();
  });

  it("fills the 배송/교환/반품 section from the same policy, one paragraph per line", () => {
    const shown = productShipping(policy, false, seoul("2026-11-23T10:00:00"));
    expect(shown.rules).toEqual({
      fee: "3,000원",
      freeShipping: "50,000원 이상 구매 시 무료",
      dispatch: "평일 오후 2시까지 결제한 주문은 당일 출고해요. 그 이후와 주말에 결제한 주문은 다음 평일에 출고해요.",
    });
    expect(shown.returns).toEqual(["받은 날부터 7일 이내에 신청해주세요.", "단순 변심은 왕복 배송비를 부담해요."]);
    expect(productShipping({ ...policy, fee: 0 }, false, new Date()).rules).toMatchObject({
      fee: "무료",
      freeShipping: "모든 주문 무료배송",
    });
  });
});
