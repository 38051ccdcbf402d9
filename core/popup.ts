// Which site popup a page shows (spec §4 "Site popup visibility"): the popups sorted by priority
// ascending, those outside their period left out, the first whose page rule matches the current
// URL is the one; with exposure method 'session' it shows only when its session flag (the mobile
// image URL plus the matched path) is not 'true' yet; it appears at once or after
// in_seconds_value × 1000 ms (spec §9). "오늘 하루 보지 않기" keeps a popup closed until the Seoul
// day ends: the browser remembers that instant per popup, and a popup hidden today is left out.
import { seoulDay } from "./dates";

/** Spec §3: `modal_visible_page.exposure_target_range`, the rule and its settings together. */
export type PopupPageRule = {
  modal_slug: "pages" | "url_unit" | "all" | string;
  /** Path prefixes; '/' means exactly the home URL. */
  per_page_type: string[];
  url_unit_detailed_settings: {
    slug_url: string;
    url_text_condition: string;
    /** 'except' excludes the matching URLs; anything else includes them. */
    url_exposure_conditions: string;
  }[];
};

export type PopupPeriod = {
  is_set_period: boolean;
  is_visible_modal_start_date: string | null;
  is_visible_modal_end_date: string | null;
};

export type SitePopupRule = {
  id: number;
  modal_mobile_image_url: string;
  modal_visible_priority: number;
  modal_date_range: PopupPeriod;
  modal_exposure_method: string;
  modal_visible_page: { exposure_target_range: PopupPageRule; point_of_exposure: string; in_seconds_value: number };
};

export type PopupChoice<Popup> = { popup: Popup; sessionKey: string; delayMs: number; once: boolean };

/** A date of the popup's period; one without an offset is Seoul time. */
export function seoulInstant(value: string): number {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  const normalised = value.trim().replace(" ", "T");
  return Date.parse(hasZone ? normalised : `${normalised}${normalised.includes("T") ? "" : "T00:00:00"}+09:00`);
}

export function inPeriod(period: PopupPeriod, now: Date): boolean {
  if (!period.is_set_period) return true;
  const start = period.is_visible_modal_start_date ? seoulInstant(period.is_visible_modal_start_date) : null;
  const end = period.is_visible_modal_end_date ? seoulInstant(period.is_visible_modal_end_date) : null;
  const at = now.getTime();
  return (start === null || Number.isNaN(start) || at >= start) && (end === null || Number.isNaN(end) || at < end);
}

/** The browser's (localStorage) key under which "오늘 하루 보지 않기" keeps the popup closed. */
export const hiddenTodayKey = (popup: { id: number }) => `collins.popup.hidden-until.${popup.id}`;

/**
 * What "오늘 하루 보지 않기" stores at `now`: when the Seoul day ends (the next midnight in Seoul, UTC+9
 * all year), in ms since the epoch. Here rather than in dates.ts, whose chunk every page loads.
 */
export function hideForToday(now: Date): string {
  const { year, month, day } = seoulDay(now);
  return String(Date.UTC(year, month - 1, day + 1) - 9 * 60 * 60 * 1000);
}

/** Whether the stored "오늘 하루 보지 않기" value still keeps the popup closed at `now`. */
export function hiddenToday(stored: string | null, now: Date): boolean {
  const until = Number(stored);
  return stored !== null && Number.isFinite(until) && now.getTime() < until;
}

/** The path the popup's rule matched at `url` (its session key part), or null. */
export function matchedPath(rule: PopupPageRule, url: URL): string | null {
  const path = url.pathname;
  switch (rule.modal_slug) {
    case "all":
      return "/*";
    case "pages":
      // '/' means exactly the home page; any other entry is a path prefix.
      return (
        rule.per_page_type.find((prefix) =>
          prefix === "/" ? path === "/" : prefix !== "" && path.startsWith(prefix),
        ) ?? null
      );
    case "url_unit": {
      const full = `${path}${url.search}`;
      const hits = (condition: string, slug: string) =>
        slug !== "" &&
        (condition === "starts_with"
          ? path.startsWith(slug)
          : condition === "ends_with"
            ? path.endsWith(slug)
            : full.includes(slug));
      const rules = rule.url_unit_detailed_settings;
      if (rules.some((r) => r.url_exposure_conditions === "except" && hits(r.url_text_condition, r.slug_url))) {
        return null;
      }
      const including = rules.filter((r) => r.url_exposure_conditions !== "except");
      // Only 'except' rules: every other URL matches.
      if (including.length === 0) return rules.length > 0 ? path : null;
      return including.find((r) => hits(r.url_text_condition, r.slug_url))?.slug_url ?? null;
    }
    default:
      return null;
  }
}

/**
 * `sessionFlag` reads the session's flags (sessionStorage), `kept` the browser's lasting values
 * (localStorage) where "오늘 하루 보지 않기" is remembered.
 */
export function choosePopup<Popup extends SitePopupRule>(
  popups: Popup[],
  url: URL,
  now: Date,
  sessionFlag: (key: string) => string | null,
  kept: (key: string) => string | null = () => null,
): PopupChoice<Popup> | null {
  const ordered = popups
    .filter((popup) => inPeriod(popup.modal_date_range, now) && !hiddenToday(kept(hiddenTodayKey(popup)), now))
    .sort((a, b) => a.modal_visible_priority - b.modal_visible_priority);
  for (const popup of ordered) {
    const path = matchedPath(popup.modal_visible_page.exposure_target_range, url);
    if (path === null) continue;
    const sessionKey = `${popup.modal_mobile_image_url}${path}`;
    const once = popup.modal_exposure_method === "session";
    if (once && sessionFlag(sessionKey) === "true") return null;
    const page = popup.modal_visible_page;
    const delayMs = page.point_of_exposure === "in_seconds" ? Math.max(0, page.in_seconds_value) * 1000 : 0;
    return { popup, sessionKey, delayMs, once };
  }
  return null;
}
