// Issue 22 ("Shop settings"): the footer's business information with the Kakao channel, and the
// terms and privacy texts, edited in the console and by PUT /api/admin/settings/*, against the
// real app and a freshly seeded database. config/business.json is the seed; each change is audited;
// refused input writes nothing and is answered in Korean beside its field; the storefront's footer
// (spec §2 Footer: the legal business block) and its /terms and /privacy pages show what was saved,
// and every instance hears that its cached pages are stale. The Kakao channel saved in the console
// is the one the chat button opens; before any save, KAKAO_CHANNEL_URL (or the seed) stays.
import { desc, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleAnswer } from "../../../app/features/admin/answer";
import { loader as rootLoader } from "../../../app/root";
import { action as settingsAction } from "../../../app/routes/admin/settings";
import { loader as contentPageLoader } from "../../../app/routes/content-page";
import { LEGAL_TEXT_MAX, legalBlocks } from "../../../core/legal-text";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { cookieHeaderFor, type Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog } from "../../db/schema";
import { settingsMessages as m, readShopSettings, SHOP_SETTINGS } from "../../domain/settings/shop-settings";
import { PAGE_CHANGE_CHANNEL } from "../../http/page-cache";
import { sessionCookieOf } from "../session-cookie";

let t: TestApp;
let operator: Shopper & { email: string };
let member: Shopper & { email: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
  member = await signedInMember(t);
});

afterAll(async () => {
  await t.close();
});

type Business = (typeof SHOP_SETTINGS)["business_info"]["defaults"];

const SEED = SHOP_SETTINGS.business_info.defaults;

const audits = (key: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, key)).orderBy(desc(auditLog.id));

const saveBusiness = (who: Shopper, body: unknown) =>
  who.call<{ item: Business; message: string }>("PUT", "/api/admin/settings/business-info", body);
const saveLegal = (who: Shopper, kind: "terms" | "privacy", body: unknown) =>
  who.call<{ item: { text: string }; message: string }>("PUT", `/api/admin/settings/${kind}`, body);

/** The channel KAKAO_CHANNEL_URL names for this shop (server/http/app.ts gives it to the pages). */
const ENV_CHANNEL = "https://pf.kakao.com/_fromenv";

const storefront = () =>
  ({
    db: t.database.db,
    chat: { pluginKey: null, kakaoChannel: ENV_CHANNEL },
    reads: { read: (_key: string, load: () => Promise<unknown>) => load() },
    business: t.config.business,
    publicBaseUrl: "http://shop.test",
  }) as unknown as AppLoadContext;

/** What the storefront's root loader gives every page. */
const root = () =>
  rootLoader({
    request: new Request("http://shop.test/"),
    context: storefront(),
    params: {},
  } as Parameters<typeof rootLoader>[0]);

/** The footer's legal block and social links as the storefront's root renders them. */
async function footer() {
  return (await root()).footerHtml;
}

async function legalPage(slug: "terms" | "privacy") {
  return contentPageLoader({
    request: new Request(`http://shop.test/${slug}`),
    context: storefront(),
    params: {},
  } as Parameters<typeof contentPageLoader>[0]);
}

describe("the business information (spec §2 Footer, issue 22)", () => {
  it("starts from config/business.json, and the chat button opens KAKAO_CHANNEL_URL's channel", async () => {
    expect((await root()).chat).toEqual({ pluginKey: null, kakaoChannelUrl: `${ENV_CHANNEL}/chat` });
  });

  it("starts from config/business.json and the footer shows it", async () => {
    const read = await operator.call<{ business_info: Business }>("GET", "/api/admin/settings");
    expect(read.body.business_info).toEqual({
      companyName: t.config.business.companyName,
      ceo: t.config.business.ceo,
      address: t.config.business.address,
      phone: t.config.business.phone,
      email: t.config.business.email,
      registrationNumber: t.config.business.registrationNumber,
      registrationCheckUrl: t.config.business.registrationCheckUrl,
      mailOrderNumber: t.config.business.mailOrderNumber,
      privacyOfficer: t.config.business.privacyOfficer,
      hostingProvider: t.config.business.hostingProvider,
      kakaoChannel: t.config.business.links.kakaoChannel,
    });
    expect((await footer()).legal).toContain(t.config.business.companyName);
  });

  it("is saved by an operator, audited before and after, and the storefront footer shows it", async () => {
    const saved = await saveBusiness(operator, {
      ...SEED,
      companyName: " 주식회사 향기로운 집 ",
      phone: "031-123-4567",
      registrationNumber: "123-45-67890",
      kakaoChannel: "https://pf.kakao.com/_hyanggi",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.item).toMatchObject({ companyName: "주식회사 향기로운 집", phone: "031-123-4567" });
    expect((await readShopSettings(t.database.db)).business_info).toEqual(saved.body.item);
    const [audit] = await audits("business_info");
    expect(audit).toMatchObject({
      action: "setting.update",
      operatorEmail: operator.email,
      before: SEED,
      after: saved.body.item,
    });
    const html = await footer();
    expect(html.legal).toContain("주식회사 향기로운 집");
    expect(html.legal).toContain("031-123-4567");
    expect(html.legal).toContain("123-45-67890");
    expect(html.legal).not.toContain(t.config.business.companyName);
    // config/business.json keeps what the console does not edit: the escrow notice and the brand.
    expect(html.legal).toContain(t.config.business.escrowNotice);
    expect(html.social).toContain('href="https://pf.kakao.com/_hyanggi"');
    // The saved channel wins over KAKAO_CHANNEL_URL for the chat button too.
    expect((await root()).chat.kakaoChannelUrl).toBe("https://pf.kakao.com/_hyanggi/chat");
  });

  it("refuses a malformed number, phone, address or a missing field, in Korean, and writes nothing", async () => {
    const kept = (await readShopSettings(t.database.db)).business_info;
    const before = (await audits("business_info")).length;
    const cases: [Partial<Business> | Record<string, unknown>, string][] = [
      [{ registrationNumber: "1234567890" }, m.registrationNumber],
      [{ registrationNumber: "123-456-7890" }, m.registrationNumber],
      [{ phone: "전화 주세요" }, m.phone],
      [{ phone: "02-12-34" }, m.phone],
      [{ email: "hello@" }, m.email],
      [{ registrationCheckUrl: "javascript:alert(1)" }, m.registrationCheckUrl],
      [{ kakaoChannel: "http://pf.kakao.com/_x" }, m.kakaoChannel],
      [{ companyName: "   " }, m.companyName],
      [{ ceo: 42 }, m.ceo],
      [{ address: "가".repeat(201) }, m.address],
    ];
    for (const [change, message] of cases) {
      const answer = await saveBusiness(operator, { ...kept, ...change });
      expect([change, answer.status, answer.body.message]).toEqual([change, 400, message]);
    }
    const { mailOrderNumber: _, ...missing } = kept;
    expect((await saveBusiness(operator, missing)).body.message).toBe(m.mailOrderNumber);
    expect((await saveBusiness(operator, "상호")).body.message).toBe(m.business);
    expect((await saveBusiness(member, kept)).status).toBe(403);
    expect((await readShopSettings(t.database.db)).business_info).toEqual(kept);
    expect(await audits("business_info")).toHaveLength(before);
  });
});

describe("the terms and privacy texts (issue 22)", () => {
  it("show the demo texts until saved, with no date of change", async () => {
    const page = await legalPage("terms");
    expect(page.blocks).toEqual(legalBlocks(SHOP_SETTINGS.terms.defaults.text));
    expect(page.blocks[1]).toEqual({ type: "heading", text: "제1조 (목적)" });
    expect(page.changedOn).toBeNull();
  });

  it("are saved by an operator, audited, and the page shows the new text and the day it changed", async () => {
    const text =
      "1. 수집하는 개인정보\r\n이메일과 휴대전화 번호를 수집해요.\r\n\r\n2. 보유 기간\r\n탈퇴하면 바로 지워요.";
    const saved = await saveLegal(operator, "privacy", { text });
    expect(saved.status).toBe(200);
    expect(saved.body.item.text).toBe(text.replaceAll("\r\n", "\n"));
    const [audit] = await audits("privacy");
    expect(audit).toMatchObject({ action: "setting.update", before: SHOP_SETTINGS.privacy.defaults });
    const page = await legalPage("privacy");
    expect(page.blocks).toEqual([
      { type: "heading", text: "1. 수집하는 개인정보" },
      { type: "text", text: "이메일과 휴대전화 번호를 수집해요." },
      { type: "heading", text: "2. 보유 기간" },
      { type: "text", text: "탈퇴하면 바로 지워요." },
    ]);
    expect(page.changedOn).toMatch(/^20\d\d\. \d{1,2}\. \d{1,2}\.$/);
    expect((await legalPage("terms")).changedOn).toBeNull();
  });

  it("refuses an empty or an overlong text (over 50,000 characters), in Korean, and writes nothing", async () => {
    const kept = await readShopSettings(t.database.db);
    expect(m.legalText).toBe("내용을 1자 이상 50,000자 이하로 입력해주세요.");
    for (const text of ["", "  \n ", "가".repeat(LEGAL_TEXT_MAX + 1), 7]) {
      const answer = await saveLegal(operator, "terms", { text });
      expect([answer.status, answer.body.message]).toEqual([400, m.legalText]);
    }
    expect((await saveLegal(operator, "terms", null)).body.message).toBe(m.legal);
    expect((await saveLegal(member, "terms", { text: "약관" })).status).toBe(403);
    expect(await readShopSettings(t.database.db)).toEqual(kept);
  });

  it("tells every app instance to drop its cached pages when one changes (page_change, migration 0016)", async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(PAGE_CHANGE_CHANNEL, {
      onNotify: (payload) => heard.push(payload),
      onLive: () => undefined,
    });
    try {
      await saveLegal(operator, "terms", { text: "제1조 (목적)\n바뀐 약관이에요." });
      await expect.poll(() => heard, { timeout: 5000 }).toContain("shop_settings");
    } finally {
      await stop();
    }
  });
});

describe("the console page /admin/settings (forms without scripts)", () => {
  const context = () =>
    ({
      db: t.database.db,
      publicBaseUrl: "http://shop.test",
      sessionCookie: sessionCookieOf(t.config),
    }) as AppLoadContext;

  const post = (who: Shopper, fields: Record<string, string>) =>
    new Request("http://shop.test/admin/settings", {
      method: "POST",
      headers: {
        host: "shop.test",
        "content-type": "application/x-www-form-urlencoded",
        cookie: cookieHeaderFor(who.jar, "/admin/settings"),
      },
      body: new URLSearchParams(fields),
    });

  const act = async (request: Request) =>
    (await settingsAction({ request, context: context(), params: {} } as Parameters<
      typeof settingsAction
    >[0])) as UNSAFE_DataWithResponseInit<ConsoleAnswer>;

  it("saves the business information from the form, and answers refused fields beside them", async () => {
    const current = (await readShopSettings(t.database.db)).business_info;
    const refused = await act(
      post(operator, { intent: "business-info", ...current, phone: "0212345678", registrationNumber: "12-345" }),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({ phone: m.phone, registrationNumber: m.registrationNumber });
    expect(refused.data.values).toMatchObject({ phone: "0212345678" });
    expect((await readShopSettings(t.database.db)).business_info).toEqual(current);

    const answer = await act(post(operator, { intent: "business-info", ...current, phone: "02-555-1234" }));
    expect(answer.data).toMatchObject({ form: "business-info", ok: expect.stringContaining("저장했어요") });
    expect((await readShopSettings(t.database.db)).business_info.phone).toBe("02-555-1234");
    expect((await footer()).legal).toContain("02-555-1234");
  });

  it("saves the privacy text from the form, with its audit entry", async () => {
    const answer = await act(post(operator, { intent: "privacy", text: "1. 목적\n콘솔에서 고친 방침이에요." }));
    expect(answer.data).toMatchObject({
      form: "privacy",
      ok: "개인정보처리방침을 저장했어요. 쇼핑몰에 바로 반영돼요.",
    });
    const [audit] = await audits("privacy");
    expect(audit).toMatchObject({
      operatorEmail: operator.email,
      after: { text: "1. 목적\n콘솔에서 고친 방침이에요." },
    });
    expect((await legalPage("privacy")).blocks).toContainEqual({ type: "text", text: "콘솔에서 고친 방침이에요." });
    const refused = await act(post(operator, { intent: "terms", text: "" }));
    expect(refused.data.errors).toEqual({ text: m.legalText });
  });

  it("saves terms as long as a real shop's (50,000 characters) from the form, and keeps 50,001 typed", async () => {
    // 제n조 headings with their paragraphs, as Korean terms are written, exactly LEGAL_TEXT_MAX long.
    const article = (n: number) => `제${n}조 (목적)\n${"회사는 이용자의 권리를 보호해요. ".repeat(20)}`;
    let text = Array.from({ length: 200 }, (_, i) => article(i + 1)).join("\n");
    text = `${text}${"가".repeat(Math.max(0, LEGAL_TEXT_MAX - text.length))}`.slice(0, LEGAL_TEXT_MAX - 1).concat("요");
    expect(text).toHaveLength(LEGAL_TEXT_MAX);
    const saved = await act(post(operator, { intent: "terms", text }));
    expect(saved.data).toMatchObject({ form: "terms", ok: expect.stringContaining("저장했어요") });
    const page = await legalPage("terms");
    expect(page.blocks).toEqual(legalBlocks(text));
    expect(page.blocks.filter((block) => block.type === "heading").length).toBeGreaterThanOrEqual(100);

    const over = `${text}가`;
    const refused = await act(post(operator, { intent: "terms", text: over }));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({ text: m.legalText });
    expect(refused.data.values?.text).toBe(over);
    expect((await readShopSettings(t.database.db)).terms.text).toBe(text);
  });
});
