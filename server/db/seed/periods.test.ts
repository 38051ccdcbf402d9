import { describe, expect, it } from "vitest";
import { periodOf } from "./periods";

describe("an event's period on the seed's clock", () => {
  it("runs a year-end event from 1 December 00:00 to 31 December 23:59:59 in Seoul of the seed's year", () => {
    const period = { kind: "yearly", from: { month: 12, day: 1 }, to: { month: 12, day: 31 } } as const;
    expect(periodOf(period, new Date("2026-11-27T02:00:00Z"))).toEqual({
      startsAt: new Date("2026-11-30T15:00:00Z"),
      endsAt: new Date("2026-12-31T14:59:59Z"),
    });
    // 1 January 2027 in Seoul: the year-end event of 2027.
    expect(periodOf(period, new Date("2026-12-31T15:30:00Z")).startsAt).toEqual(new Date("2027-11-30T15:00:00Z"));
  });

  it("runs a launch from days before the seed's Seoul day to days after it, across a month's end", () => {
    expect(periodOf({ kind: "around", daysBefore: 10, daysAfter: 20 }, new Date("2026-11-27T16:00:00Z"))).toEqual({
      // 28 November in Seoul.
      startsAt: new Date("2026-11-17T15:00:00Z"),
      endsAt: new Date("2026-12-18T14:59:59Z"),
    });
  });
});
