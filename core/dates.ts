// Calendar days as shoppers in Korea read them. Seoul keeps UTC+9 all year (no daylight saving since
// 1988), so its day is the UTC day nine hours later. No Intl.DateTimeFormat: the first one of a page
// costs Chromium 2–4 ms here, during hydration (decision 14).
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The day in Seoul of an instant, as year, month (1–12) and day. */
export function seoulDay(at: Date | string): { year: number; month: number; day: number } {
  const seoul = new Date(new Date(at).getTime() + SEOUL_OFFSET_MS);
  return { year: seoul.getUTCFullYear(), month: seoul.getUTCMonth() + 1, day: seoul.getUTCDate() };
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
