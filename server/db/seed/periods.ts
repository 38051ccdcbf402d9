// An event's period on the seed's clock (types.ts SeedPeriod): from the first moment of its first
// day to the last second of its last day, in Seoul.
import { seoulDay } from "../../../core/dates";
import type { SeedPeriod } from "./types";

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const LAST_SECOND_MS = 86_399_000;

/** 00:00 in Seoul of a day; a day past the month's end rolls over as Date.UTC does. */
function seoulMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - SEOUL_OFFSET_MS);
}

export function periodOf(period: SeedPeriod, now: Date): { startsAt: Date; endsAt: Date } {
  const today = seoulDay(now);
  if (period.kind === "around") {
    return {
      startsAt: seoulMidnight(today.year, today.month, today.day - period.daysBefore),
      endsAt: new Date(seoulMidnight(today.year, today.month, today.day + period.daysAfter).getTime() + LAST_SECOND_MS),
    };
  }
  return {
    startsAt: seoulMidnight(today.year, period.from.month, period.from.day),
    endsAt: new Date(seoulMidnight(today.year, period.to.month, period.to.day).getTime() + LAST_SECOND_MS),
  };
}
