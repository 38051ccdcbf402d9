// Spec §3 "Site popup", §4 "Site popup visibility", §9 popup delay: table-driven.
import { describe, expect, it } from "vitest";
import {
  choosePopup,
  hiddenToday,
  hiddenTodayKey,
  hideForToday,
  inPeriod,
  matchedPath,
  type PopupPageRule,
  type SitePopupRule,
  seoulInstant,
} from "./popup";

const NOW = new Date("2026-11-22T03:00:00Z"); // 12:00 in Seoul

type PageOverrides = Partial<PopupPageRule> & { point_of_exposure?: string; in_seconds_value?: number };

function popup(overrides: Partial<SitePopupRule> & { page?: PageOverrides } = {}) {
  const { page: { point_of_exposure = "immediately", in_seconds_value = 0, ...range } = {}, ...rest } = overrides;
  return {
    id: 1,
    modal_mobile_image_url: "/media/popups/a-mobile.webp",
    modal_visible_priority: 1,
    modal_date_range: { is_set_period: false, is_visible_modal_start_date: null, is_visible_modal_end_date: null },
    modal_exposure_method: "session",
    ...rest,
    modal_visible_page: {
      exposure_target_range: { modal_slug: "all", per_page_type: [], url_unit_detailed_settings: [], ...range },
      point_of_exposure,
      in_seconds_value,
    },
  } satisfies SitePopupRule;
}

const url = (path: string) => new URL(path, "https://collins.test");
const never = () => null;

describe("page rules", () => {
  const pages = (per_page_type: string[]): PopupPageRule => ({
    modal_slug: "pages",
    per_page_type,
    url_unit_detailed_settings: [],
  });
  const unit = (...rules: [string, string, string][]): PopupPageRule => ({
    modal_slug: "url_unit",
    per_page_type: [],
    url_unit_detailed_settings: rules.map(([slug_url, url_text_condition, url_exposure_conditions]) => ({
      slug_url,
      url_text_condition,
      url_exposure_conditions,
    })),
  });
  const cases: [string, PopupPageRule, string, string | null][] = [
    ["all matches every page", { ...pages([]), modal_slug: "all" }, "/cart", "/*"],
    ["'/' means exactly the home page", pages(["/"]), "/", "/"],
    ["'/' does not match other pages", pages(["/"]), "/collection/mood", null],
    ["a prefix matches below it", pages(["/collection"]), "/collection/mood", "/collection"],
    ["a prefix does not match elsewhere", pages(["/collection"]), "/product/a-card", null],
    ["the first matching prefix is the matched path", pages(["/", "/product"]), "/product/a-card", "/product"],
    ["Included looks anywhere in the URL", unit(["mood", "Included", "include"]), "/collection/mood", "mood"],
    [
      "Included also reads the query",
      unit(["sort=hot", "Included", "include"]),
      "/collection/all?sort=hot",
      "sort=hot",
    ],
    [
      "starts_with",
      unit(["/product/moodwater", "starts_with", "include"]),
      "/product/moodwater-yuja",
      "/product/moodwater",
    ],
    ["starts_with misses", unit(["/product/moodwater", "starts_with", "include"]), "/collection/moodwater", null],
    ["ends_with", unit(["-yuja", "ends_with", "include"]), "/product/moodwater-yuja", "-yuja"],
    ["ends_with misses", unit(["-yuja", "ends_with", "include"]), "/product/moodwater-violet", null],
    [
      "except wins over a match",
      unit(["/product", "starts_with", "include"], ["a-card", "Included", "except"]),
      "/product/a-card",
      null,
    ],
    [
      "only excepts: every other URL matches",
      unit(["/cart", "starts_with", "except"]),
      "/product/a-card",
      "/product/a-card",
    ],
    ["only excepts: the excepted URL does not", unit(["/cart", "starts_with", "except"]), "/cart", null],
    // The demo's mood popup (server/db/seed/engagement.ts): every url_unit condition at once.
    ...(
      [
        ["/collection/mood", "/collection/mood"],
        ["/product/moodwater-yuja", "/product/moodwater-"],
        ["/product/moodwater-discovery-3", null],
        ["/collection/mood?subcollection=set-3", "/collection/mood"],
        ["/product/a-card", null],
      ] as const
    ).map(([path, expected]): [string, PopupPageRule, string, string | null] => [
      `the demo's mood rule at ${path}`,
      unit(
        ["/collection/mood", "starts_with", "include"],
        ["/product/moodwater-", "Included", "include"],
        ["-3", "ends_with", "except"],
      ),
      path,
      expected,
    ]),
    ["an unknown range matches nothing", { ...pages(["/"]), modal_slug: "other" }, "/", null],
  ];
  it.each(cases)("%s", (_name, rule, path, expected) => {
    expect(matchedPath(rule, url(path))).toBe(expected);
  });
});

describe("period (modal_date_range, Asia/Seoul)", () => {
  const period = (start: string | null, end: string | null, set = true) => ({
    is_set_period: set,
    is_visible_modal_start_date: start,
    is_visible_modal_end_date: end,
  });
  const cases: [string, ReturnType<typeof period>, boolean][] = [
    ["no period set", period("2030-01-01", "2030-01-02", false), true],
    ["inside", period("2026-11-22 11:00", "2026-11-22 13:00"), true],
    ["before the start (Seoul time)", period("2026-11-22 12:30", "2026-11-23"), false],
    ["at the end it is over", period("2026-11-01", "2026-11-22 12:00"), false],
    ["open start", period(null, "2026-11-23"), true],
    ["open end", period("2026-11-01", null), true],
    ["explicit offsets", period("2026-11-22T02:59:00Z", "2026-11-22T03:01:00Z"), true],
  ];
  it.each(cases)("%s", (_name, range, expected) => {
    expect(inPeriod(range, NOW)).toBe(expected);
  });

  it("reads a date without an offset as Seoul time", () => {
    expect(seoulInstant("2026-11-22 12:00")).toBe(NOW.getTime());
    expect(seoulInstant("2026-11-22")).toBe(Date.parse("2026-11-21T15:00:00Z"));
  });
});

describe("choosing the popup", () => {
  it("takes the lowest priority number whose rule matches", () => {
    const home = popup({
      modal_visible_priority: 2,
      page: { modal_slug: "pages", per_page_type: ["/"] },
    });
    const everywhere = popup({ modal_visible_priority: 5, modal_mobile_image_url: "/b.webp" });
    const product = popup({
      modal_visible_priority: 1,
      modal_mobile_image_url: "/c.webp",
      page: { modal_slug: "pages", per_page_type: ["/product"] },
    });
    expect(choosePopup([everywhere, home, product], url("/"), NOW, never)?.popup).toBe(home);
    expect(choosePopup([everywhere, home, product], url("/product/a-card"), NOW, never)?.popup).toBe(product);
    expect(choosePopup([everywhere, home, product], url("/cart"), NOW, never)?.popup).toBe(everywhere);
  });

  it("leaves out popups outside their period", () => {
    const expired = popup({
      modal_visible_priority: 0,
      modal_date_range: {
        is_set_period: true,
        is_visible_modal_start_date: null,
        is_visible_modal_end_date: "2026-11-01",
      },
    });
    const current = popup({ modal_visible_priority: 3, modal_mobile_image_url: "/current.webp" });
    expect(choosePopup([expired, current], url("/"), NOW, never)?.popup).toBe(current);
  });

  it("shows a session popup once: its flag is the mobile image URL plus the matched path", () => {
    const home = popup({ page: { modal_slug: "pages", per_page_type: ["/"] } });
    const first = choosePopup([home], url("/"), NOW, never);
    expect(first).toMatchObject({ sessionKey: "/media/popups/a-mobile.webp/", once: true });
    const seen = (key: string) => (key === first?.sessionKey ? "true" : null);
    expect(choosePopup([home], url("/"), NOW, seen)).toBeNull();
  });

  it("shows an 'every time' popup regardless of the flag", () => {
    const always = popup({ modal_exposure_method: "always" });
    expect(choosePopup([always], url("/"), NOW, () => "true")).toMatchObject({ once: false });
  });

  it("waits in_seconds_value × 1000 ms when asked, else shows at once", () => {
    expect(choosePopup([popup()], url("/"), NOW, never)?.delayMs).toBe(0);
    const later = popup({ page: { point_of_exposure: "in_seconds", in_seconds_value: 3 } });
    expect(choosePopup([later], url("/"), NOW, never)?.delayMs).toBe(3000);
  });

  it("shows nothing when nothing matches", () => {
    const product = popup({ page: { modal_slug: "pages", per_page_type: ["/product"] } });
    expect(choosePopup([product], url("/cart"), NOW, never)).toBeNull();
    expect(choosePopup([], url("/"), NOW, never)).toBeNull();
  });
});

describe("오늘 하루 보지 않기 (kept until the Seoul day ends)", () => {
  const at = (iso: string) => new Date(iso);

  it("keeps the popup closed until the next midnight in Seoul", () => {
    // 12:00 in Seoul on the 22nd: closed until 00:00 on the 23rd (15:00 UTC on the 22nd).
    const stored = hideForToday(NOW);
    expect(Number(stored)).toBe(Date.parse("2026-11-22T15:00:00Z"));
    expect(hiddenToday(stored, at("2026-11-22T14:59:59Z"))).toBe(true);
    expect(hiddenToday(stored, at("2026-11-22T15:00:00Z"))).toBe(false);
  });

  it("counts the Seoul day, not the UTC day", () => {
    // 23:30 in Seoul is 14:30 UTC: half an hour to go; 00:30 in Seoul is still the 22nd in UTC.
    expect(Number(hideForToday(at("2026-11-22T14:30:00Z")))).toBe(Date.parse("2026-11-22T15:00:00Z"));
    expect(Number(hideForToday(at("2026-11-22T15:30:00Z")))).toBe(Date.parse("2026-11-23T15:00:00Z"));
  });

  it("treats nothing stored or a broken value as not hidden", () => {
    expect(hiddenToday(null, NOW)).toBe(false);
    expect(hiddenToday("soon", NOW)).toBe(false);
  });

  it("leaves out only the popup hidden today, so the next matching one shows", () => {
    const first = popup({ id: 7, modal_visible_priority: 1 });
    const second = popup({ id: 8, modal_visible_priority: 2, modal_mobile_image_url: "/b.webp" });
    const kept = new Map([[hiddenTodayKey(first), hideForToday(NOW)]]);
    const read = (key: string) => kept.get(key) ?? null;
    expect(hiddenTodayKey(first)).not.toBe(hiddenTodayKey(second));
    expect(choosePopup([first, second], url("/"), NOW, never, read)?.popup).toBe(second);
    // The next Seoul day it is back.
    expect(choosePopup([first, second], url("/"), at("2026-11-22T15:00:00Z"), never, read)?.popup).toBe(first);
  });
});
