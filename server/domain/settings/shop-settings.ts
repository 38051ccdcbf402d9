// The shop's settings the operator edits in the console (/admin/settings, /api/admin/settings): each
// setting has one Zod schema, which checks the console's form, the API's body and the stored value
// alike, and defaults in code. A stored value (table shop_settings) is laid over the defaults, so a
// field added to a setting later needs no migration. A change is audited in its own transaction and
// tells every app instance to drop its cached pages (the table's page_change trigger, migration 0016).
// A new setting is one more entry of SHOP_SETTINGS. Issue 22 added the footer's business
// information (seeded from config/business.json) and the terms and privacy texts.
import { eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { HOME_SECTION_KINDS, HOME_SECTION_TITLE_MAX } from "../../../core/home-sections";
import { LEGAL_TEXT_MAX } from "../../../core/legal-text";
import { CUTOFF_PATTERN, RETURNS_TEXT_MAX, type ShippingPolicy } from "../../../core/shipping";
import { loadBusinessInfo } from "../../business-info";
import type { Db } from "../../db/client";
import { shopSettings } from "../../db/schema";
import { type Operator, recordAudit } from "../admin/audit";
import { PRIVACY_TEXT, TERMS_TEXT } from "./legal-texts";

export const settingsMessages = {
  shipping: "배송 정책을 확인해주세요.",
  fee: "배송비는 0원부터 100,000원까지 원 단위 숫자로 입력해주세요.",
  freeFrom: "무료배송 기준 금액은 1원부터 10,000,000원까지 원 단위 숫자로 입력하거나 비워두세요.",
  dispatchCutoff: "출고 마감 시간은 14:00처럼 24시간제로 입력해주세요.",
  returnsText: "교환·반품 안내를 1자 이상 2,000자 이하로 입력해주세요.",
  footerLinks: "푸터 링크를 확인해주세요.",
  link: "http:// 또는 https://로 시작하는 주소를 500자 이내로 입력하거나 비워두세요.",
  homeSections: "홈 화면 구성을 확인해주세요.",
  homeSectionList: "홈 화면의 다섯 구역을 한 번씩, 빠짐없이 보내주세요.",
  homeSectionKind: "알 수 없는 홈 화면 구역이에요.",
  homeSectionTitle: `구역 제목을 1자 이상 ${HOME_SECTION_TITLE_MAX}자 이하로 입력해주세요.`,
  homeSectionShow: "구역을 보일지 말지 선택해주세요.",
  business: "사업자 정보를 확인해주세요.",
  companyName: "상호를 1자 이상 100자 이하로 입력해주세요.",
  ceo: "대표자 이름을 1자 이상 50자 이하로 입력해주세요.",
  address: "사업장 주소를 1자 이상 200자 이하로 입력해주세요.",
  phone: "전화번호를 02-1234-5678 또는 1588-1234처럼 입력해주세요.",
  email: "이메일 주소를 hello@example.com처럼 입력해주세요.",
  registrationNumber: "사업자등록번호를 123-45-67890처럼 10자리로 입력해주세요.",
  registrationCheckUrl: "사업자정보 확인 주소를 https://로 시작하는 500자 이내의 주소로 입력해주세요.",
  mailOrderNumber: "통신판매업 신고번호를 1자 이상 50자 이하로 입력해주세요.",
  privacyOfficer: "개인정보보호책임자를 1자 이상 50자 이하로 입력해주세요.",
  hostingProvider: "호스팅 제공자를 1자 이상 50자 이하로 입력해주세요.",
  kakaoChannel: "카카오톡 채널 주소를 https://pf.kakao.com/처럼 https://로 시작하는 500자 이내의 주소로 입력해주세요.",
  legal: "약관 내용을 확인해주세요.",
  legalText: `내용을 1자 이상 ${LEGAL_TEXT_MAX.toLocaleString("en-US")}자 이하로 입력해주세요.`,
} as const;

export const FEE_MAX = 100_000;
export const FREE_FROM_MAX = 10_000_000;

const m = settingsMessages;

/** The shipping policy: the cart's fee and threshold, the dispatch cut-off and the returns text. */
export const shippingPolicySchema = z.object(
  {
    fee: z.number({ error: m.fee }).int(m.fee).min(0, m.fee).max(FEE_MAX, m.fee),
    freeFrom: z
      .number({ error: m.freeFrom })
      .int(m.freeFrom)
      .min(1, m.freeFrom)
      .max(FREE_FROM_MAX, m.freeFrom)
      .nullable()
      .default(null),
    dispatchCutoff: z.string({ error: m.dispatchCutoff }).trim().regex(CUTOFF_PATTERN, m.dispatchCutoff),
    returnsText: z
      .string({ error: m.returnsText })
      .transform((text) => text.replaceAll("\r\n", "\n").trim())
      .pipe(z.string().min(1, m.returnsText).max(RETURNS_TEXT_MAX, m.returnsText)),
  },
  { error: m.shipping },
) satisfies z.ZodType<ShippingPolicy, unknown>;

/** An external address, or nothing: "" and null are nothing (the footer then offers the inquiry form). */
const externalLink = z.preprocess(
  (value) => (value === undefined ? null : typeof value === "string" ? value.trim() || null : value),
  z
    .url({ protocol: /^https?$/, error: m.link })
    .max(500, m.link)
    .nullable(),
);

/** The footer's partnership, bulk-order and wholesale/global links (spec §2 Footer). */
export const footerLinksSchema = z.object(
  { partnership: externalLink, bulkPurchase: externalLink, wholesaleGlobal: externalLink },
  { error: m.footerLinks },
);

export type FooterLinks = z.output<typeof footerLinksSchema>;

const homeSectionSchema = z.object(
  {
    kind: z.enum(HOME_SECTION_KINDS, { error: m.homeSectionKind }),
    show: z.boolean({ error: m.homeSectionShow }),
    title: z
      .string({ error: m.homeSectionTitle })
      .trim()
      .min(1, m.homeSectionTitle)
      .max(HOME_SECTION_TITLE_MAX, m.homeSectionTitle),
  },
  { error: m.homeSections },
);

/** The home's sections in the operator's order, each shown or hidden, each with its title: every kind once. */
export const homeSectionsSchema = z.object(
  {
    sections: z
      .array(homeSectionSchema, { error: m.homeSectionList })
      .refine(
        (sections) =>
          sections.length === HOME_SECTION_KINDS.length &&
          HOME_SECTION_KINDS.every((kind) => sections.some((section) => section.kind === kind)),
        m.homeSectionList,
      ),
  },
  { error: m.homeSections },
);

export type HomeSections = z.output<typeof homeSectionsSchema>;

/** A line of the business block: trimmed, one line, 1 to `max` characters. */
const businessLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, message).max(max, message));

const httpsAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.url({ protocol: /^https$/, error: message }).max(500, message));

/** 02-1234-5678, 010-1234-5678, 031-123-4567 or a representative number such as 1588-1234. */
export const BUSINESS_PHONE_PATTERN = /^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/;
/** 사업자등록번호: 3, 2 and 5 digits. */
export const REGISTRATION_NUMBER_PATTERN = /^\d{3}-\d{2}-\d{5}$/;

/** The footer's legal business block (전자상거래법) and the shop's Kakao channel. */
export const businessInfoSettingSchema = z.object(
  {
    companyName: businessLine(100, m.companyName),
    ceo: businessLine(50, m.ceo),
    address: businessLine(200, m.address),
    phone: z.string({ error: m.phone }).trim().regex(BUSINESS_PHONE_PATTERN, m.phone),
    email: z
      .string({ error: m.email })
      .trim()
      .pipe(z.email({ error: m.email }).max(200, m.email)),
    registrationNumber: z
      .string({ error: m.registrationNumber })
      .trim()
      .regex(REGISTRATION_NUMBER_PATTERN, m.registrationNumber),
    registrationCheckUrl: httpsAddress(m.registrationCheckUrl),
    mailOrderNumber: businessLine(50, m.mailOrderNumber),
    privacyOfficer: businessLine(50, m.privacyOfficer),
    hostingProvider: businessLine(50, m.hostingProvider),
    kakaoChannel: httpsAddress(m.kakaoChannel),
  },
  { error: m.business },
);

export type BusinessInfoSetting = z.output<typeof businessInfoSettingSchema>;

/** The seed of the business block: config/business.json (or the file BUSINESS_INFO_FILE names). */
function businessSeed(): BusinessInfoSetting {
  const { links, ...business } = loadBusinessInfo(process.env.BUSINESS_INFO_FILE || undefined);
  return {
    companyName: business.companyName,
    ceo: business.ceo,
    address: business.address,
    phone: business.phone,
    email: business.email,
    registrationNumber: business.registrationNumber,
    registrationCheckUrl: business.registrationCheckUrl,
    mailOrderNumber: business.mailOrderNumber,
    privacyOfficer: business.privacyOfficer,
    hostingProvider: business.hostingProvider,
    kakaoChannel: links.kakaoChannel,
  };
}

/**
 * The page the storefront's chat button opens when there is no Channel Talk: the Kakao channel's
 * /chat. The channel the operator saved in the business information wins once it differs from the
 * seed; before that the shop's configured one (KAKAO_CHANNEL_URL, else the seed) stays the default.
 */
export function kakaoChatUrl(business: BusinessInfoSetting, configured: string): string {
  const saved = business.kakaoChannel !== SHOP_SETTINGS.business_info.defaults.kakaoChannel;
  return `${(saved ? business.kakaoChannel : configured).replace(/\/$/, "")}/chat`;
}

/** The terms of use or the privacy policy: plain text by the rules of core/legal-text.ts. */
export const legalTextSchema = z.object(
  {
    text: z
      .string({ error: m.legalText })
      .transform((text) => text.replaceAll("\r\n", "\n").trim())
      .pipe(z.string().min(1, m.legalText).max(LEGAL_TEXT_MAX, m.legalText)),
  },
  { error: m.legal },
);

const HOME_SECTIONS: HomeSections = {
  sections: [
    { kind: "categories", show: true, title: "컬렉션" },
    { kind: "newArrivals", show: true, title: "새로 나온 상품" },
    { kind: "gift", show: true, title: "마음을 전하는 선물" },
    { kind: "photoReviews", show: true, title: "사진으로 보는 후기" },
    { kind: "makersNote", show: true, title: "메이커스 노트" },
  ],
};

const RETURNS_TEXT = [
  "상품을 받은 날부터 7일 이내에 교환·반품을 신청할 수 있어요. 상담 문의나 카카오톡 채널로 알려주세요.",
  "단순 변심에 의한 교환·반품은 포장을 뜯지 않은 상품만 가능하며, 왕복 배송비는 고객님이 부담해요.",
  "받은 상품이 불량이거나 주문과 다르면 받은 날부터 30일 이내에 알려주세요. 배송비를 포함해 교환 또는 환불해드려요.",
  "사용했거나 포장을 뜯어 다시 판매할 수 없는 상품, 향의 취향에 따른 교환·반품은 어려워요.",
].join("\n");

/** Every setting: its schema and what it reads as before the operator saves it. */
export const SHOP_SETTINGS = {
  shipping: {
    schema: shippingPolicySchema,
    defaults: { fee: 3_000, freeFrom: 30_000, dispatchCutoff: "14:00", returnsText: RETURNS_TEXT },
  },
  footer_links: {
    schema: footerLinksSchema,
    defaults: { partnership: null, bulkPurchase: null, wholesaleGlobal: null },
  },
  home_sections: { schema: homeSectionsSchema, defaults: HOME_SECTIONS },
  business_info: { schema: businessInfoSettingSchema, defaults: businessSeed() },
  terms: { schema: legalTextSchema, defaults: { text: TERMS_TEXT } },
  privacy: { schema: legalTextSchema, defaults: { text: PRIVACY_TEXT } },
} as const satisfies Record<string, { schema: z.ZodType; defaults: unknown }>;

export type SettingKey = keyof typeof SHOP_SETTINGS;

export type ShopSettings = { [K in SettingKey]: z.output<(typeof SHOP_SETTINGS)[K]["schema"]> };

/** A stored value over the setting's defaults; one no longer valid is a fault of a migration, not the shop's. */
export function settingOf<K extends SettingKey>(key: K, stored: unknown): ShopSettings[K] {
  const { schema, defaults } = SHOP_SETTINGS[key];
  const value = stored !== null && typeof stored === "object" ? { ...defaults, ...stored } : defaults;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`The stored setting ${key} does not fit its schema: ${parsed.error.message}`);
  return parsed.data as ShopSettings[K];
}

/** The terms or the privacy policy with the time of its last change (null: the shop's demo text). */
export async function readLegalText(
  db: Db,
  key: "terms" | "privacy",
): Promise<{ text: string; changedAt: Date | null }> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, key));
  return { text: settingOf(key, row?.value).text, changedAt: row?.updatedAt ?? null };
}

/** Every setting, in one query. */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  return shopSettingsOf(await db.select().from(shopSettings));
}

/** Every setting from the stored rows. */
export function shopSettingsOf(rows: (typeof shopSettings.$inferSelect)[]): ShopSettings {
  const keys = Object.keys(SHOP_SETTINGS) as SettingKey[];
  return Object.fromEntries(
    keys.map((key) => [key, settingOf(key, rows.find((row) => row.key === key)?.value)]),
  ) as ShopSettings;
}

/** A setting's stored value as a column of a larger question (null: not saved), read by `settingOf`. */
export function storedSettingJson(key: SettingKey): SQL {
  return sql`(SELECT ${shopSettings.value} FROM ${shopSettings} WHERE ${eq(shopSettings.key, key)})`;
}

/** One setting. */
export async function readShopSetting<K extends SettingKey>(db: Db, key: K): Promise<ShopSettings[K]> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, key));
  return settingOf(key, row?.value);
}

/**
 * Saves a setting checked by its schema (the caller's form or body) and audits it with the value
 * before and after, in one transaction; the commit drops every instance's cached pages.
 */
export async function updateShopSetting<K extends SettingKey>(
  db: Db,
  operator: Operator,
  key: K,
  value: ShopSettings[K],
): Promise<ShopSettings[K]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.key, key)).for("update");
    const before = settingOf(key, row?.value);
    const after = settingOf(key, value);
    await tx
      .insert(shopSettings)
      .values({ key, value: after })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: after, updatedAt: sql`now()` } });
    await recordAudit(tx, operator, { action: "setting.update", entity: "setting", entityId: key, before, after });
    return after;
  });
}
