// Issue #9: the console's site popup and top banner editors (spec §3 "Site popup", "Top banner",
// §4 "Site popup visibility"), through the real app and database: each change checked, audited,
// and seen at once by the storefront's GET /api/modal and GET /api/top-line-banner.
import { asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../../tests/helpers/operator";
import { type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog, sitePopups, topBanners } from "../../db/schema";
import { bannerMessages, popupMessages } from "../../domain/admin/engagement";
import type { SitePopupAnswer, TopBannerAnswer } from "../../domain/engagement/popups";

let t: TestApp;
let operator: Shopper & { email: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

type Item = Record<string, unknown> & { id: number };

const rowsOf = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const auditOf = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(asc(auditLog.id))
    .then((rows) => rows.filter((row) => row.entity === entity).map((row) => row.action));

/** Sends a bad request and checks the 400 (or other) answer and that nothing was written. */
async function expectRefused(
  table: PgTable,
  send: () => Promise<{ status: number; body: unknown }>,
  message: string,
  status = 400,
) {
  const [rowsBefore, auditBefore] = [await rowsOf(table), await rowsOf(auditLog)];
  const answer = await send();
  expect([answer.status, (answer.body as { message?: string }).message]).toEqual([status, message]);
  expect([await rowsOf(table), await rowsOf(auditLog)]).toEqual([rowsBefore, auditBefore]);
}

const storefrontPopups = async () => (await shopper(t).call<SitePopupAnswer[]>("GET", "/api/modal")).body;
const storefrontBanner = async () => (await shopper(t).call<TopBannerAnswer>("GET", "/api/top-line-banner")).body;

const moveLink = {
  button_available: true,
  button_background_color: "#1f1d1a",
  button_font_color: "#fffdf9",
  button_font_text: "선물 보러 가기",
  action_on_click: "move_link",
  link_url: "/collection/gift",
};

const popup = (change: Record<string, unknown> = {}) => ({
  enabled: true,
  title: "봄맞이 향 팝업",
  mobileImageUrl: "/media/popups/spring-mobile.webp",
  desktopImageUrl: "https://cdn.collins.kr/popups/spring-desktop.webp",
  imageWidth: 600,
  imageHeight: 800,
  priority: 5,
  isSetPeriod: true,
  startDate: "2020-03-01T00:00:00+09:00",
  endDate: "2099-03-31T00:00:00+09:00",
  exposureMethod: "always",
  targetRange: "url_unit",
  perPageType: [],
  urlRules: [{ slug_url: "/cart", url_text_condition: "starts_with", url_exposure_conditions: "include" }],
  pointOfExposure: "in_seconds",
  inSecondsValue: 3,
  buttons: [moveLink],
  ...change,
});

describe("site popups", () => {
  it("lists the popups in the storefront's order (spec §4: by priority ascending)", async () => {
    const answer = await operator.call<{ items: Item[] }>("GET", "/api/admin/popups");
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item) => item.title)).toEqual([
      "윈터 기프트 위크",
      "무드워터 신규 향",
      "오프라인 매장 안내",
    ]);
    expect(answer.body.items[0]).toMatchObject({
      priority: 1,
      targetRange: "pages",
      perPageType: ["/", "/collection/gift"],
    });
  });

  it.each([
    ["no title", { title: "  " }, popupMessages.title],
    ["a script image address", { mobileImageUrl: "javascript:alert(1)" }, popupMessages.image],
    ["a protocol-relative image address", { desktopImageUrl: "//evil.test/x.png" }, popupMessages.image],
    ["a plain-http image address", { desktopImageUrl: "http://cdn.collins.kr/x.png" }, popupMessages.image],
    ["a zero image width", { imageWidth: 0 }, popupMessages.imageSize],
    ["a huge image height", { imageHeight: 4001 }, popupMessages.imageSize],
    ["a fractional priority", { priority: 1.5 }, popupMessages.priority],
    ["a period without its end (§3 is_set_period)", { endDate: null }, popupMessages.periodMissing],
    ["a period ending before it starts", { endDate: "2019-01-01T00:00:00Z" }, popupMessages.periodOrder],
    ["a date without a time zone", { startDate: "2026-03-01 10:00" }, popupMessages.date],
    ["an unknown exposure method", { exposureMethod: "sometimes" }, popupMessages.exposureMethod],
    ["an unknown target range (§3 modal_slug)", { targetRange: "everywhere" }, popupMessages.targetRange],
    ["a pages rule without pages", { targetRange: "pages", perPageType: [] }, popupMessages.noPages],
    ["a page that is not a path", { targetRange: "pages", perPageType: ["cart"] }, popupMessages.pagePath],
    ["a url rule without rules", { urlRules: [] }, popupMessages.noUrlRules],
    [
      "an unknown url condition (§3 url_text_condition)",
      { urlRules: [{ slug_url: "/cart", url_text_condition: "regex", url_exposure_conditions: "include" }] },
      popupMessages.urlCondition,
    ],
    [
      "an empty url rule value",
      { urlRules: [{ slug_url: " ", url_text_condition: "Included", url_exposure_conditions: "except" }] },
      popupMessages.urlValue,
    ],
    ["an unknown point of exposure", { pointOfExposure: "on_scroll" }, popupMessages.pointOfExposure],
    ["a delay over 600 seconds", { inSecondsValue: 601 }, popupMessages.seconds],
    ["a move_link button without a link", { buttons: [{ ...moveLink, link_url: "" }] }, popupMessages.buttonLink],
    ["a button without a label", { buttons: [{ ...moveLink, button_font_text: "" }] }, popupMessages.buttonLabel],
    ["an unknown button action", { buttons: [{ ...moveLink, action_on_click: "share" }] }, popupMessages.buttonAction],
    ["a button colour by name", { buttons: [{ ...moveLink, button_font_color: "white" }] }, popupMessages.buttonColor],
    ["five buttons", { buttons: Array(5).fill(moveLink) }, popupMessages.tooManyButtons],
    ["enabled as text", { enabled: "yes" }, popupMessages.enabled],
    ["a NUL in the title", { title: "팝업\u0000" }, popupMessages.title],
  ])("refuses %s with a Korean message and writes nothing", async (_, change, message) => {
    await expectRefused(sitePopups, () => operator.call("POST", "/api/admin/popups", popup(change)), message);
    await expectRefused(sitePopups, () => operator.call("PUT", "/api/admin/popups/1", popup(change)), message);
  });

  it("refuses a body that is not a popup", async () => {
    await expectRefused(sitePopups, () => operator.call("POST", "/api/admin/popups", [1, 2]), popupMessages.invalid);
    await expectRefused(sitePopups, () => operator.call("POST", "/api/admin/popups"), popupMessages.invalid);
  });

  it("creates, reads, replaces and deletes a popup, each change audited and seen by GET /api/modal", async () => {
    const created = await operator.call<{ item: Item }>("POST", "/api/admin/popups", {
      ...popup(),
      id: 999,
      updatedAt: "2000-01-01T00:00:00Z",
      unknown: "ignored",
    });
    expect(created.status).toBe(201);
    const { id } = created.body.item;
    expect(id).not.toBe(999);
    expect(created.body.item).toMatchObject({
      title: "봄맞이 향 팝업",
      startDate: "2020-02-29T15:00:00.000Z",
      exposureMethod: "always",
      buttons: [moveLink],
    });
    expect(created.body.item).not.toHaveProperty("unknown");
    expect((await storefrontPopups()).find((p) => p.id === id)).toMatchObject({
      modal_visible_priority: 5,
      modal_visible_page: { point_of_exposure: "in_seconds", in_seconds_value: 3 },
    });

    const read = await operator.call<{ item: Item }>("GET", `/api/admin/popups/${id}`);
    expect(read.body.item).toEqual(created.body.item);

    const closeButton = { ...moveLink, action_on_click: "close", button_font_text: "닫기" };
    const replaced = await operator.call<{ item: Item }>(
      "PUT",
      `/api/admin/popups/${id}`,
      popup({
        title: "봄맞이 향 팝업 (수정)",
        isSetPeriod: false,
        startDate: null,
        endDate: null,
        buttons: [closeButton],
      }),
    );
    expect(replaced.status).toBe(200);
    // A close button goes nowhere, so a leftover link is dropped.
    expect(replaced.body.item).toMatchObject({
      title: "봄맞이 향 팝업 (수정)",
      startDate: null,
      buttons: [{ link_url: "" }],
    });
    expect((await storefrontPopups()).find((p) => p.id === id)?.title).toBe("봄맞이 향 팝업 (수정)");

    await operator.call("PUT", `/api/admin/popups/${id}`, popup({ enabled: false }));
    expect((await storefrontPopups()).some((p) => p.id === id)).toBe(false);

    const deleted = await operator.call("DELETE", `/api/admin/popups/${id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { ok: true }]);
    expect((await operator.call("GET", `/api/admin/popups/${id}`)).status).toBe(404);
    expect(await auditOf("popup", id)).toEqual(["popup.create", "popup.update", "popup.update", "popup.delete"]);
  });

  it("keeps the row before and after a change in the audit log", async () => {
    const created = await operator.call<{ item: Item }>("POST", "/api/admin/popups", popup());
    const { id } = created.body.item;
    await operator.call("PUT", `/api/admin/popups/${id}`, popup({ priority: 9 }));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "popup.update"))
      .then((rows) => rows.filter((row) => row.entityId === String(id)));
    expect(entry?.before).toMatchObject({ id, priority: 5 });
    expect(entry?.after).toMatchObject({ id, priority: 9 });
    expect(entry?.operatorEmail).toBe(operator.email);
  });

  it("answers 404 for an unknown popup and 400 for an id that is not one", async () => {
    expect((await operator.call("GET", "/api/admin/popups/999999")).status).toBe(404);
    const missing = await operator.call<{ message: string }>("PUT", "/api/admin/popups/999999", popup());
    expect([missing.status, missing.body.message]).toEqual([404, popupMessages.notFound]);
    expect((await operator.call("DELETE", "/api/admin/popups/999999")).status).toBe(404);
    expect((await operator.call("GET", "/api/admin/popups/abc")).status).toBe(400);
  });

  it("puts a new popup with a smaller priority first for the storefront (spec §4)", async () => {
    const created = await operator.call<{ item: Item }>("POST", "/api/admin/popups", popup({ priority: -1 }));
    expect((await storefrontPopups())[0]?.id).toBe(created.body.item.id);
    expect((await operator.call<{ items: Item[] }>("GET", "/api/admin/popups")).body.items[0]?.id).toBe(
      created.body.item.id,
    );
    await operator.call("DELETE", `/api/admin/popups/${created.body.item.id}`);
  });
});

describe("the popup preview (spec §4 'Site popup visibility', decided by core/popup.ts)", () => {
  const preview = (rule: Record<string, unknown>, urls: unknown) =>
    operator.call<{ items: { url: string; shown: boolean }[]; message?: string }>("POST", "/api/admin/popups/preview", {
      popup: popup(rule),
      urls,
    });

  it("tells which URLs a url_unit rule matches, an 'except' rule leaving URLs out", async () => {
    const answer = await preview(
      {
        urlRules: [
          { slug_url: "/collection/mood", url_text_condition: "starts_with", url_exposure_conditions: "include" },
          { slug_url: "sale=1", url_text_condition: "Included", url_exposure_conditions: "except" },
        ],
      },
      ["/collection/mood", "/collection/mood?x=1", "/collection/mood?sale=1", "/collection/gift", "/"],
    );
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([
      { url: "/collection/mood", shown: true },
      { url: "/collection/mood?x=1", shown: true },
      { url: "/collection/mood?sale=1", shown: false },
      { url: "/collection/gift", shown: false },
      { url: "/", shown: false },
    ]);
  });

  it("matches '/' in per_page_type only on the home page (spec §3)", async () => {
    const answer = await preview({ targetRange: "pages", perPageType: ["/", "/product/"] }, [
      "/",
      "/cart",
      "/product/a-card",
    ]);
    expect(answer.body.items.map((item) => item.shown)).toEqual([true, false, true]);
  });

  it("checks only the page rule, writes nothing, and refuses URLs that are not site paths", async () => {
    const ruleOnly = await operator.call<{ items: unknown[] }>("POST", "/api/admin/popups/preview", {
      popup: { targetRange: "all" },
      urls: ["/cart"],
    });
    expect(ruleOnly.body.items).toEqual([{ url: "/cart", shown: true }]);
    await expectRefused(sitePopups, () => preview({}, []), popupMessages.previewUrls);
    await expectRefused(sitePopups, () => preview({}, Array(51).fill("/")), popupMessages.previewUrls);
    await expectRefused(sitePopups, () => preview({}, ["https://evil.test/"]), popupMessages.previewUrl);
    await expectRefused(sitePopups, () => preview({ targetRange: "pages" }, ["/"]), popupMessages.noPages);
    await expectRefused(
      sitePopups,
      () => operator.call("POST", "/api/admin/popups/preview", {}),
      popupMessages.preview,
    );
  });
});

const banner = (change: Record<string, unknown> = {}) => ({
  enabled: true,
  title: "봄 세일 · 종료까지 {countdown}",
  textColor: "#fffdf9",
  backgroundColor: "#3b3129",
  url: "/collection/gift",
  isNoCloseButton: false,
  endDate: "2099-04-01T00:00:00+09:00",
  isFatInMobile: true,
  ...change,
});

describe("the top banner", () => {
  it("lists the one banner the storefront shows", async () => {
    const answer = await operator.call<{ items: Item[] }>("GET", "/api/admin/top-banners");
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0]?.title).toBe((await storefrontBanner()).title);
  });

  it.each([
    ["no text", { title: "" }, bannerMessages.title],
    ["text over 80 characters", { title: "가".repeat(81) }, bannerMessages.titleTooLong],
    ["a countdown without an end date (spec §4 'Top banner')", { endDate: null }, bannerMessages.countdownNeedsEnd],
    ["a colour by name", { textColor: "white" }, bannerMessages.color],
    ["a short colour code", { backgroundColor: "#fff" }, bannerMessages.color],
    ["a script link", { url: "javascript:alert(1)" }, bannerMessages.url],
    ["a date that is not one", { endDate: "next friday" }, bannerMessages.date],
    ["a year PostgreSQL cannot store", { endDate: "0000-01-01T00:00:00Z" }, bannerMessages.date],
    ["a link another site would open ('/\\')", { url: "/\\evil.test" }, bannerMessages.url],
    ["a flag as text", { isFatInMobile: "true" }, bannerMessages.fatInMobile],
  ])("refuses %s with a Korean message and writes nothing", async (_, change, message) => {
    const [existing] = await t.database.db.select().from(topBanners);
    await expectRefused(
      topBanners,
      () => operator.call("PUT", `/api/admin/top-banners/${existing?.id}`, banner(change)),
      message,
    );
  });

  it("refuses a second banner: the storefront shows only one (spec §3)", async () => {
    await expectRefused(
      topBanners,
      () => operator.call("POST", "/api/admin/top-banners", banner()),
      bannerMessages.onlyOne,
      409,
    );
  });

  it("changes GET /api/top-line-banner at once, and is audited", async () => {
    const [existing] = await t.database.db.select().from(topBanners);
    const id = existing?.id ?? 0;
    const replaced = await operator.call<{ item: Item }>(
      "PUT",
      `/api/admin/top-banners/${id}`,
      banner({ title: "오늘만 무료 배송", endDate: "", url: "" }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.item).toMatchObject({ title: "오늘만 무료 배송", endDate: null, url: null });
    expect(await storefrontBanner()).toMatchObject({
      title: "오늘만 무료 배송",
      text_color: "#fffdf9",
      background_color: "#3b3129",
      isFatInMobile: true,
      end_date: null,
      enabled: true,
    });

    await operator.call("PUT", `/api/admin/top-banners/${id}`, banner({ enabled: false }));
    expect((await storefrontBanner()).enabled).toBe(false);
    expect(await auditOf("topBanner", id)).toEqual(["topBanner.update", "topBanner.update"]);
  });

  it("creates a banner once the old one is deleted, and the storefront shows it", async () => {
    const [existing] = await t.database.db.select().from(topBanners);
    const deleted = await operator.call("DELETE", `/api/admin/top-banners/${existing?.id}`);
    expect(deleted.body).toEqual({ ok: true });
    expect((await storefrontBanner()).enabled).toBe(false);

    const created = await operator.call<{ item: Item }>("POST", "/api/admin/top-banners", banner());
    expect(created.status).toBe(201);
    expect(
      (await operator.call<{ item: Item }>("GET", `/api/admin/top-banners/${created.body.item.id}`)).body.item,
    ).toEqual(created.body.item);
    expect(await storefrontBanner()).toMatchObject({
      title: "봄 세일 · 종료까지 {countdown}",
      end_date: "2099-03-31T15:00:00.000Z",
      enabled: true,
    });
    expect(await auditOf("topBanner", existing?.id ?? 0)).toContain("topBanner.delete");
    expect(await auditOf("topBanner", created.body.item.id)).toEqual(["topBanner.create"]);
  });
});
