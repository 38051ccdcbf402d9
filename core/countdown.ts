// The top banner's countdown (spec §4 "Top banner"): days, hours and minutes to the end date,
// minutes rounded up, ticking every second; '{countdown}' in the title is where it goes.

export const COUNTDOWN_PLACEHOLDER = "{countdown}";
export const COUNTDOWN_TICK_MS = 1000;

const MINUTE = 60_000;

export function formatCountdown(remainingMs: number): string {
  if (remainingMs <= 0) return "0분";
  const totalMinutes = Math.ceil(remainingMs / MINUTE);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  const parts = [days > 0 ? `${days}일` : "", days > 0 || hours > 0 ? `${hours}시간` : "", `${minutes}분`];
  return parts.filter(Boolean).join(" ");
}

/** The banner title with the countdown filled in (a title without the placeholder stays as is). */
export function bannerTitle(title: string, endDate: string | null, now: number): string {
  if (!title.includes(COUNTDOWN_PLACEHOLDER)) return title;
  const remaining = endDate ? Date.parse(endDate) - now : 0;
  return title.replaceAll(COUNTDOWN_PLACEHOLDER, formatCountdown(remaining));
}
