import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boardDate, eventDays, mediumDate, mediumDateTime, seoulDay, seoulIsoDay } from "./dates";

const instants = fc.date({
  min: new Date("1990-01-01T00:00:00Z"),
  max: new Date("2100-12-31T23:59:59Z"),
  noInvalidDate: true,
});

describe("Seoul calendar days (notes, reviews)", () => {
  it("turns at midnight in Seoul, 15:00 UTC", () => {
    expect(seoulDay("2026-03-13T14:59:59Z")).toEqual({ year: 2026, month: 3, day: 13 });
    expect(seoulDay("2026-03-13T15:00:00Z")).toEqual({ year: 2026, month: 3, day: 14 });
    expect(seoulDay("2026-12-31T15:30:00Z")).toEqual({ year: 2027, month: 1, day: 1 });
    expect(seoulIsoDay("2026-03-13T14:59:59Z")).toBe("2026-03-13");
    expect(seoulIsoDay("2026-03-13T15:00:00Z")).toBe("2026-03-14");
  });

  it("writes an order's time as a Korean browser does, 오전 and 오후 on a 12-hour clock", () => {
    expect(mediumDateTime("2026-03-14T06:05:09Z")).toBe("2026. 3. 14. 오후 3:05:09");
    expect(mediumDateTime("2026-03-13T15:00:00Z")).toBe("2026. 3. 14. 오전 12:00:00");
    expect(mediumDateTime("2026-03-14T02:59:59Z")).toBe("2026. 3. 14. 오전 11:59:59");
    expect(mediumDateTime("2026-03-14T03:00:00Z")).toBe("2026. 3. 14. 오후 12:00:00");
  });

  it("writes a note's date the Korean board way (spec §2 /makersnote)", () => {
    expect(boardDate("2026-03-13T15:30:00Z")).toBe("2026.03.14");
    expect(boardDate("2026-03-13T14:59:59Z")).toBe("2026.03.13");
  });

  it("agrees with Intl's Asia/Seoul calendar day for any instant since 1990", () => {
    const board = new Intl.DateTimeFormat("ko-KR", {
      timeZone: "Asia/Seoul",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const medium = new Intl.DateTimeFormat("ko-KR", { dateStyle: "medium", timeZone: "Asia/Seoul" });
    fc.assert(
      fc.property(instants, (at) => {
        const parts = Object.fromEntries(board.formatToParts(at).map((part) => [part.type, part.value]));
        expect(boardDate(at)).toBe(`${parts.year}.${parts.month}.${parts.day}`);
        expect(mediumDate(at.toISOString())).toBe(medium.format(at));
      }),
      { numRuns: 2_000 },
    );
  });

  it("writes an event's days the Korean shop way, on Seoul's calendar (issue 21 event banners)", () => {
    // 1 December 00:00 to 31 December 23:59:59 in Seoul.
    expect(eventDays("2026-11-30T15:00:00Z", "2026-12-31T14:59:59Z")).toBe("12.1 – 12.31");
    expect(eventDays("2026-11-30T14:59:59Z", "2026-12-31T15:00:00Z")).toBe("11.30 – 1.1");
    expect(eventDays(new Date("2026-11-14T15:00:00Z"), null)).toBe("11.15부터");
    expect(eventDays(null, "2026-12-31T14:59:59Z")).toBe("12.31까지");
    expect(eventDays(null, null)).toBeNull();
  });
});
