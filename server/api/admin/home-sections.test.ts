// Issue 21 "Home that sells": the operator arranges the home's sections in the console. The setting
// home_sections is one Zod schema (every section once, each with a title and an on/off) that the API
// body and the console's form are checked by; refusals are Korean and 400, a member is refused, a
// change is audited and drops the cached pages. The console's form moves a section with 위로/아래로
// (a submit button of the same form, so it works without scripts) and keeps the titles typed.
import { desc, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleAnswer } from "../../../app/features/admin/answer";
import { action as settingsAction } from "../../../app/routes/admin/settings";
import { HOME_SECTION_KINDS } from "../../../core/home-sections";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { cookieHeaderFor, type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog } from "../../db/schema";
import {
  homeSectionsSchema,
  settingsMessages as m,
  readShopSettings,
  SHOP_SETTINGS,
} from "../../domain/settings/shop-settings";
import { PAGE_CHANGE_CHANNEL } from "../../http/page-cache";
import { sessionCookieOf } from "../session-cookie";

const DEFAULTS = SHOP_SETTINGS.home_sections.defaults;
const good = () => structuredClone(DEFAULTS);

describe("the home_sections schema (issue 21)", () => {
  it("takes the five sections in any order, trims the titles", () => {
    const reversed = { sections: good().sections.reverse() };
    reversed.sections[0] = { ...reversed.sections[0], title: "  이번 주 노트 ", show: false } as never;
    const parsed = homeSectionsSchema.parse(reversed);
    expect(parsed.sections.map((section) => section.kind)).toEqual([...HOME_SECTION_KINDS].reverse());
    expect(parsed.sections[0]).toEqual({ kind: "makersNote", show: false, title: "이번 주 노트" });
  });

  it("refuses a missing, doubled or unknown section, an empty or long title, each in Korean", () => {
    const sections = good().sections;
    const refusals: [unknown, string][] = [
      [{ sections: sections.slice(1) }, m.homeSectionList],
      [{ sections: [...sections.slice(1), sections[1]] }, m.homeSectionList],
      [{ sections: [...sections, sections[0]] }, m.homeSectionList],
      [{ sections: [{ ...sections[0], kind: "banner" }, ...sections.slice(1)] }, m.homeSectionKind],
      [{ sections: [{ ...sections[0], title: "   " }, ...sections.slice(1)] }, m.homeSectionTitle],
      [{ sections: [{ ...sections[0], title: "가".repeat(41) }, ...sections.slice(1)] }, m.homeSectionTitle],
      [{ sections: [{ ...sections[0], show: "yes" }, ...sections.slice(1)] }, m.homeSectionShow],
      [{ sections: "categories,gift" }, m.homeSectionList],
      [{ sections: [null, ...sections.slice(1)] }, m.homeSections],
      [[], m.homeSections],
    ];
    for (const [input, message] of refusals) {
      const result = homeSectionsSchema.safeParse(input);
      expect([JSON.stringify(input).slice(0, 60), result.error?.issues[0]?.message]).toEqual([
        JSON.stringify(input).slice(0, 60),
        message,
      ]);
    }
  });
});

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

type Sections = typeof DEFAULTS;
const save = (who: Shopper, body: unknown) =>
  who.call<{ item: Sections; message: string }>("PUT", "/api/admin/settings/home-sections", body);
const audits = () =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, "home_sections")).orderBy(desc(auditLog.id));
const stored = async () => (await readShopSettings(t.database.db)).home_sections;

describe("PUT /api/admin/settings/home-sections", () => {
  it("starts from the code's order, all shown", async () => {
    const read = await operator.call<{ home_sections: Sections }>("GET", "/api/admin/settings");
    expect(read.body.home_sections).toEqual(DEFAULTS);
    expect(read.body.home_sections.sections.every((section) => section.show)).toBe(true);
  });

  it("saves an operator's order, audited, and tells the app instances to drop their cached pages", async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(PAGE_CHANGE_CHANNEL, {
      onNotify: (payload) => heard.push(payload),
      onLive: () => undefined,
    });
    try {
      const [categories, ...rest] = good().sections;
      const body = { sections: [...rest, { ...categories, show: false }] } as Sections;
      const saved = await save(operator, body);
      expect(saved.status).toBe(200);
      expect(saved.body.item).toEqual(body);
      expect(await stored()).toEqual(body);
      const [audit] = await audits();
      expect(audit).toMatchObject({ operatorEmail: operator.email, before: DEFAULTS, after: body });
      await expect.poll(() => heard, { timeout: 5000 }).toContain("shop_settings");
    } finally {
      await stop();
    }
  });

  it("refuses bad input with 400 and its Korean message, a member with 403, a guest with 401; saves nothing", async () => {
    const kept = await stored();
    const count = (await audits()).length;
    const sections = good().sections;
    for (const [body, message] of [
      [{ sections: sections.slice(0, 4) }, m.homeSectionList],
      [{ sections: [{ ...sections[0], title: "" }, ...sections.slice(1)] }, m.homeSectionTitle],
      [{ sections: [{ ...sections[0], kind: "video" }, ...sections.slice(1)] }, m.homeSectionKind],
      ["categories", m.homeSections],
    ] as const) {
      const answer = await save(operator, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await save(member, good())).status).toBe(403);
    expect((await save(shopper(t), good())).status).toBe(401);
    expect(await stored()).toEqual(kept);
    expect(await audits()).toHaveLength(count);
  });
});

describe("the console's 홈 화면 구성 form (/admin/settings)", () => {
  const context = () =>
    ({
      db: t.database.db,
      publicBaseUrl: "http://shop.test",
      sessionCookie: sessionCookieOf(t.config),
    }) as AppLoadContext;

  /** The form as the page sends it: each section's kind in order, its title and its checkbox when ticked. */
  const formOf = (sections: Sections["sections"], extra: [string, string][] = []) => {
    const fields: [string, string][] = [["intent", "home-sections"]];
    for (const section of sections) {
      fields.push(["kind", section.kind], [`title-${section.kind}`, section.title]);
      if (section.show) fields.push([`show-${section.kind}`, "on"]);
    }
    return [...fields, ...extra];
  };

  const act = async (who: Shopper | null, fields: [string, string][]) =>
    (await settingsAction({
      request: new Request("http://shop.test/admin/settings", {
        method: "POST",
        headers: {
          host: "shop.test",
          "content-type": "application/x-www-form-urlencoded",
          ...(who ? { cookie: cookieHeaderFor(who.jar, "/admin/settings") } : {}),
        },
        body: new URLSearchParams(fields),
      }),
      context: context(),
      params: {},
    } as Parameters<typeof settingsAction>[0])) as UNSAFE_DataWithResponseInit<ConsoleAnswer>;

  it("moves a section up with the titles typed, hides an unticked one, and saves", async () => {
    const sections = good().sections;
    const typed = sections.map((section) =>
      section.kind === "gift"
        ? { ...section, title: "겨울 선물" }
        : section.kind === "newArrivals"
          ? { ...section, show: false }
          : section,
    );
    const answer = await act(operator, formOf(typed, [["move", "up:gift"]]));
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ form: "home-sections", ok: expect.stringContaining("저장했어요") });
    expect((await stored()).sections).toEqual([
      { kind: "categories", show: true, title: "컬렉션" },
      { kind: "gift", show: true, title: "겨울 선물" },
      { kind: "newArrivals", show: false, title: "새로 나온 상품" },
      { kind: "photoReviews", show: true, title: "사진으로 보는 후기" },
      { kind: "makersNote", show: true, title: "메이커스 노트" },
    ]);

    // 아래로 on the last section, 위로 on the first: nothing to move, the form is saved as it is.
    const now = (await stored()).sections;
    await act(operator, formOf(now, [["move", "down:makersNote"]]));
    await act(operator, formOf(now, [["move", "up:categories"]]));
    expect((await stored()).sections).toEqual(now);
  });

  it("answers an empty title beside its input in Korean, keeps what was sent and saves nothing", async () => {
    const kept = await stored();
    const sections = kept.sections.map((section) =>
      section.kind === "photoReviews" ? { ...section, title: " " } : section,
    );
    const answer = await act(operator, formOf(sections, [["move", "down:categories"]]));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors).toEqual({ "title-photoReviews": m.homeSectionTitle });
    expect(answer.data.values).toMatchObject({ "title-photoReviews": " " });

    const doubled = await act(operator, [...formOf(kept.sections), ["kind", "gift"]]);
    expect(doubled.init?.status).toBe(400);
    expect(doubled.data.errors).toEqual({ sections: m.homeSectionList });
    expect(await stored()).toEqual(kept);
  });

  it("refuses a member (403) and sends a guest to the login form", async () => {
    const kept = await stored();
    await expect(act(member, formOf(good().sections))).rejects.toMatchObject({ init: { status: 403 } });
    await expect(act(null, formOf(good().sections))).rejects.toMatchObject({ status: 302 });
    expect(await stored()).toEqual(kept);
  });
});
