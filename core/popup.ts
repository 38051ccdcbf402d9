// Which site popup a page shows (spec §4 "Site popup visibility"): the popups sorted by priority
// ascending, those outside their period left out, the first whose page rule matches the current
// URL is the one; with exposure method 'session' it shows only when its session flag (the mobile
// image URL plus the matched path) is not 'true' yet; it appears at once or after
// in_seconds_value × 1000 ms (spec §9).

export type PopupPageRule = {
  exposure_target_range: { modal_slug: "pages" | "url_unit" | "all" | string };
  per_page_type: string[];
  url_unit_detailed_settings: { slug_url: string; url_text_condition: string; url_exposure_conditions: string }[];
};

export type PopupPeriod = {
  is_set_period: boolean;
  is_visible_modal_start_date: string | null;
  is_visible_modal_end_date: string | null;
};

export type SitePopupRule = {
  modal_mobile_image_url: string;
  modal_visible_priority: number;
  modal_date_range: PopupPeriod;
  modal_exposure_method: string;
  modal_visible_page: PopupPageRule & { point_of_exposure: string; in_seconds_value: number };
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

/** The path the popup's rule matched at `url` (its session key part), or null. */
export function matchedPath(rule: PopupPageRule, url: URL): string | null {
  const path = url.pathname;
  switch (rule.exposure_target_range.modal_slug) {
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

export function choosePopup<Popup extends SitePopupRule>(
  popups: Popup[],
  url: URL,
  now: Date,
  sessionFlag: (key: string) => string | null,
): PopupChoice<Popup> | null {
  const ordered = popups
    .filter((popup) => inPeriod(popup.modal_date_range, now))
    .sort((a, b) => a.modal_visible_priority - b.modal_visible_priority);
  for (const popup of ordered) {
    const path = matchedPath(popup.modal_visible_page, url);
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
