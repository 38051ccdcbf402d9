// Site popups and the top banner in the console (issue #9, spec §3 "Site popup", "Top banner" and
// §4 "Site popup visibility"): the documents the operator sends, their checks, and which URLs a
// popup's page rule matches — decided by core/popup.ts, as the storefront decides it.
import { asc, desc, sql } from "drizzle-orm";
import { z } from "zod";
import { COUNTDOWN_PLACEHOLDER } from "../../../core/countdown";
import { matchedPath, type PopupPageRule } from "../../../core/popup";
import { sitePopups, topBanners } from "../../db/schema";
import { DomainError } from "../errors";
import {
  flag,
  hexColor,
  isSiteOrHttps,
  optionalInstant,
  optionalSiteOrHttps,
  type Resource,
  recordEditor,
  requiredText,
  siteOrHttps,
  sitePath,
  siteUrl,
  wholeNumber,
} from "./resources";

export const popupMessages = {
  invalid: "팝업 내용을 다시 확인해주세요.",
  notFound: "팝업을 찾을 수 없어요.",
  title: "팝업 제목을 입력해주세요.",
  titleTooLong: "팝업 제목은 100자 이내로 입력해주세요.",
  image: "팝업 이미지 주소는 /로 시작하는 사이트 경로나 https 주소로 입력해주세요.",
  imageSize: "이미지 크기는 1~4000 사이의 정수(px)로 입력해주세요.",
  priority: "노출 우선순위는 -99,999~99,999 사이의 정수로 입력해주세요.",
  enabled: "팝업 사용 여부를 선택해주세요.",
  setPeriod: "노출 기간 설정 여부를 선택해주세요.",
  date: "날짜와 시간을 다시 확인해주세요.",
  periodMissing: "노출 기간을 설정하려면 시작일과 종료일을 모두 입력해주세요.",
  periodOrder: "노출 종료일은 시작일보다 뒤로 설정해주세요.",
  exposureMethod: "노출 방식을 다시 선택해주세요.",
  targetRange: "노출 범위를 다시 선택해주세요.",
  pagePath: "노출할 페이지는 /로 시작하는 경로로 입력해주세요.",
  noPages: "노출할 페이지를 하나 이상 입력해주세요.",
  tooManyRules: "페이지와 URL 조건은 각각 50개까지 입력할 수 있어요.",
  urlRule: "URL 조건을 다시 확인해주세요.",
  urlCondition: "URL 조건(포함, 시작, 끝)을 다시 선택해주세요.",
  urlExposure: "URL 조건의 노출·제외 여부를 다시 선택해주세요.",
  urlValue: "URL 조건에 비교할 주소를 입력해주세요.",
  noUrlRules: "URL 조건을 하나 이상 입력해주세요.",
  pointOfExposure: "노출 시점을 다시 선택해주세요.",
  seconds: "노출 지연 시간은 0~600초 사이의 정수로 입력해주세요.",
  button: "버튼 설정을 다시 확인해주세요.",
  tooManyButtons: "버튼은 4개까지 만들 수 있어요.",
  buttonAvailable: "버튼 사용 여부를 선택해주세요.",
  buttonColor: "버튼 색상은 #으로 시작하는 6자리 코드(예: #1f1d1a)로 입력해주세요.",
  buttonLabel: "버튼 문구를 입력해주세요.",
  buttonLabelTooLong: "버튼 문구는 30자 이내로 입력해주세요.",
  buttonAction: "버튼을 눌렀을 때의 동작을 다시 선택해주세요.",
  buttonLink: "이동할 링크를 /로 시작하는 사이트 경로나 https 주소로 입력해주세요.",
  preview: "미리 볼 팝업과 주소를 다시 확인해주세요.",
  previewUrls: "미리 볼 주소를 1~50개 입력해주세요.",
  previewUrl: "미리 볼 주소는 /로 시작하는 사이트 경로로 입력해주세요.",
} as const;

export const bannerMessages = {
  invalid: "띠배너 내용을 다시 확인해주세요.",
  notFound: "띠배너를 찾을 수 없어요.",
  onlyOne: "상단 띠배너는 하나만 둘 수 있어요. 지금 있는 띠배너를 수정해주세요.",
  title: "띠배너 문구를 입력해주세요.",
  titleTooLong: "띠배너 문구는 80자 이내로 입력해주세요.",
  countdownNeedsEnd: `문구에 ${COUNTDOWN_PLACEHOLDER}을 넣으려면 종료일을 입력해주세요.`,
  color: "색상은 #으로 시작하는 6자리 코드(예: #1f1d1a)로 입력해주세요.",
  url: "링크는 /로 시작하는 사이트 경로나 https 주소로 입력해주세요.",
  enabled: "띠배너 사용 여부를 선택해주세요.",
  noCloseButton: "닫기 버튼 숨김 여부를 선택해주세요.",
  fatInMobile: "모바일 두꺼운 띠배너 여부를 선택해주세요.",
  date: "종료일과 시간을 다시 확인해주세요.",
} as const;

const m = popupMessages;

const urlRuleSchema = z.object(
  {
    slug_url: requiredText(m.urlValue, m.urlValue, 300),
    url_text_condition: z.enum(["Included", "starts_with", "ends_with"], { error: m.urlCondition }),
    /** 'except' leaves the matching URLs out (spec §3); the seed's include is the other value. */
    url_exposure_conditions: z.enum(["include", "except"], { error: m.urlExposure }),
  },
  { error: m.urlRule },
);

const pageRuleFields = {
  targetRange: z.enum(["pages", "url_unit", "all"], { error: m.targetRange }),
  perPageType: z.array(sitePath(m.pagePath), { error: m.pagePath }).max(50, m.tooManyRules).default([]),
  urlRules: z.array(urlRuleSchema, { error: m.urlRule }).max(50, m.tooManyRules).default([]),
};

type PageRuleFields = { targetRange: string; perPageType: string[]; urlRules: unknown[] };

/** A 'pages' or 'url_unit' rule without entries would never show the popup. */
function pageRuleIssues(rule: PageRuleFields): z.core.$ZodRawIssue[] {
  if (rule.targetRange === "pages" && rule.perPageType.length === 0) return [issue(m.noPages, "perPageType")];
  if (rule.targetRange === "url_unit" && rule.urlRules.length === 0) return [issue(m.noUrlRules, "urlRules")];
  return [];
}

const issue = (message: string, path: string): z.core.$ZodRawIssue => ({
  code: "custom",
  message,
  input: undefined,
  path: [path],
});

const buttonSchema = z
  .object(
    {
      button_available: flag(m.buttonAvailable),
      button_background_color: hexColor(m.buttonColor),
      button_font_color: hexColor(m.buttonColor),
      button_font_text: requiredText(m.buttonLabel, m.buttonLabelTooLong, 30),
      /** Spec §3: move_link, open_channel_talk, anything else closes (stored as 'close'). */
      action_on_click: z.enum(["move_link", "open_channel_talk", "close"], { error: m.buttonAction }),
      link_url: z.string({ error: m.buttonLink }).trim().max(500, m.buttonLink).default(""),
    },
    { error: m.button },
  )
  .check((ctx) => {
    const button = ctx.value;
    if (button.action_on_click === "move_link" && !isSiteOrHttps(button.link_url)) {
      ctx.issues.push(issue(m.buttonLink, "link_url"));
    }
  })
  // Only a move_link button goes anywhere; a leftover link on another one would mislead.
  .transform((button) => (button.action_on_click === "move_link" ? button : { ...button, link_url: "" }));

const popupSchema = z
  .object(
    {
      enabled: flag(m.enabled),
      title: requiredText(m.title, m.titleTooLong, 100),
      mobileImageUrl: siteOrHttps(m.image),
      desktopImageUrl: siteOrHttps(m.image),
      imageWidth: wholeNumber(m.imageSize, 1, 4000),
      imageHeight: wholeNumber(m.imageSize, 1, 4000),
      priority: wholeNumber(m.priority, -99_999, 99_999),
      isSetPeriod: flag(m.setPeriod),
      startDate: optionalInstant(m.date),
      endDate: optionalInstant(m.date),
      /** 'session' shows it once per browser session; 'always' on every visit (spec §4). */
      exposureMethod: z.enum(["session", "always"], { error: m.exposureMethod }),
      ...pageRuleFields,
      pointOfExposure: z.enum(["immediately", "in_seconds"], { error: m.pointOfExposure }),
      inSecondsValue: wholeNumber(m.seconds, 0, 600),
      buttons: z.array(buttonSchema, { error: m.button }).max(4, m.tooManyButtons).default([]),
    },
    { error: m.invalid },
  )
  .check((ctx) => {
    const popup = ctx.value;
    if (popup.isSetPeriod && (!popup.startDate || !popup.endDate)) ctx.issues.push(issue(m.periodMissing, "startDate"));
    if (popup.startDate && popup.endDate && popup.startDate >= popup.endDate) {
      ctx.issues.push(issue(m.periodOrder, "endDate"));
    }
    ctx.issues.push(...pageRuleIssues(popup));
  });

const popups: Resource<typeof sitePopups> = {
  table: sitePopups,
  entity: "popup",
  order: [asc(sitePopups.priority), asc(sitePopups.id)],
  notFound: m.notFound,
};

export const popupEditor = recordEditor(popups, popupSchema, {
  changeOf: (popup) => ({ ...popup, updatedAt: new Date() }),
});

export const popupPreviewSchema = z.object(
  {
    popup: z.object(pageRuleFields, { error: m.preview }).check((ctx) => {
      ctx.issues.push(...pageRuleIssues(ctx.value));
    }),
    urls: z.array(sitePath(m.previewUrl), { error: m.previewUrls }).min(1, m.previewUrls).max(50, m.previewUrls),
  },
  { error: m.preview },
);

export type PopupPreview = z.output<typeof popupPreviewSchema>;

/** Which of the URLs the popup's page rule matches (the period and session flag aside). */
export function previewPopup({ popup, urls }: PopupPreview): { url: string; shown: boolean }[] {
  const rule: PopupPageRule = {
    modal_slug: popup.targetRange,
    per_page_type: popup.perPageType,
    url_unit_detailed_settings: popup.urlRules,
  };
  return urls.map((url) => ({ url, shown: matchedPath(rule, siteUrl(url)) !== null }));
}

const b = bannerMessages;

const topBannerSchema = z
  .object(
    {
      enabled: flag(b.enabled),
      title: requiredText(b.title, b.titleTooLong, 80),
      textColor: hexColor(b.color),
      backgroundColor: hexColor(b.color),
      url: optionalSiteOrHttps(b.url),
      isNoCloseButton: flag(b.noCloseButton),
      endDate: optionalInstant(b.date),
      isFatInMobile: flag(b.fatInMobile),
    },
    { error: b.invalid },
  )
  .check((ctx) => {
    // The countdown counts down to the end date (spec §4 "Top banner"): without one it reads 0분.
    if (ctx.value.title.includes(COUNTDOWN_PLACEHOLDER) && !ctx.value.endDate) {
      ctx.issues.push(issue(b.countdownNeedsEnd, "title"));
    }
  });

/** The storefront shows the most recently updated banner, so the list leads with it. */
const banners: Resource<typeof topBanners> = {
  table: topBanners,
  entity: "topBanner",
  order: [desc(topBanners.updatedAt), desc(topBanners.id)],
  notFound: b.notFound,
};

/**
 * The shop has one top banner (spec §3; its enabled flag shows or hides it): a second one would
 * silently take the first one's place on the storefront, so one is created only when none exists.
 */
export const topBannerEditor = recordEditor(banners, topBannerSchema, {
  valuesOf: async (banner, tx) => {
    // Two operators creating at once must not both find the table empty.
    await tx.execute(sql`lock table ${topBanners} in share row exclusive mode`);
    const [existing] = await tx.select({ id: topBanners.id }).from(topBanners).limit(1);
    if (existing) throw new DomainError("conflict", b.onlyOne);
    return banner;
  },
  changeOf: (banner) => ({ ...banner, updatedAt: new Date() }),
});
