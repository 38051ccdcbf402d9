// Calendar days as shoppers in Korea read them. Seoul keeps UTC+9 all year (no daylight saving since
// 1988), so its day is the UTC day nine hours later. No Intl.DateTimeFormat: the first Intl formatter
// of a page costs Chromium 156 11–41 ms, during hydration (decisions 14 and 20).
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The day in Seoul of an instant, as year, month (1–12) and day. */
export function seoulDay(at: Date | string): { year: number; month: number; day: number } {
  const seoul = new Date(new Date(at).getTime() + SEOUL_OFFSET_MS);
  return { year: seoul.getUTCFullYear(), month: seoul.getUTCMonth() + 1, day: seoul.getUTCDate() };
}

/**
 * The calendar day, the weekday (0 = Sunday … 6 = Saturday) and the minute of the day (0–1439) in
 * Seoul of an instant: the clock business times are read on (e.g. the dispatch cut-off).
 */
export function seoulClock(at: Date | string): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minuteOfDay: number;
} {
  const seoul = new Date(new Date(at).getTime() + SEOUL_OFFSET_MS);
  return {
    ...seoulDay(at),
    weekday: seoul.getUTCDay(),
    minuteOfDay: seoul.getUTCHours() * 60 + seoul.getUTCMinutes(),
  };
}

/** 2026-03-14: the day in Seoul as a date input holds it (the console's list filters). */
export function seoulIsoDay(at: Date | string): string {
  const { year, month, day } = seoulDay(at);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** 2026.03.14, the way Korean boards date their posts. */
export function boardDate(at: Date | string): string {
  const { year, month, day } = seoulDay(at);
  return `${year}.${twoDigits(month)}.${twoDigits(day)}`;
}

/** 2026. 3. 14., as ko-KR's medium date style writes it. */
export function mediumDate(at: Date | string): string {
  const { year, month, day } = seoulDay(at);
  return `${year}. ${month}. ${day}.`;
}

/**
 * 2026. 3. 14. 오후 3:05:09, as a Korean browser's toLocaleString writes an instant in Seoul. The
 * server's Node may lack the Korean locale data (it writes "PM"), and a page rendered on the server
 * must read the same after hydration.
 */
export function mediumDateTime(at: Date | string): string {
  const seoul = new Date(new Date(at).getTime() + SEOUL_OFFSET_MS);
  const hours = seoul.getUTCHours();
  const time = `${hours % 12 || 12}:${twoDigits(seoul.getUTCMinutes())}:${twoDigits(seoul.getUTCSeconds())}`;
  return `${mediumDate(at)} ${hours < 12 ? "오전" : "오후"} ${time}`;
}

/** 12.1, a day the way Korean shops date an event: month and day without leading zeros. */
function shortDay(at: Date | string): string {
  const { month, day } = seoulDay(at);
  return `${month}.${day}`;
}

/**
 * An event's days, "12.1 – 12.31"; "12.1부터" or "12.31까지" when one end is open, null when both
 * are (an event with no dates says nothing about them).
 */
export function eventDays(startsAt: Date | string | null, endsAt: Date | string | null): string | null {
  if (startsAt && endsAt) return `${shortDay(startsAt)} – ${shortDay(endsAt)}`;
  if (startsAt) return `${shortDay(startsAt)}부터`;
  if (endsAt) return `${shortDay(endsAt)}까지`;
  return null;
}
