// Integration: spec §7 GET /api/modal, GET /api/top-line-banner, POST /api/wait/update (§5
// restock rules, §8 restock messages), restock alarms through the outbox and the SMS simulator,
// the web-vitals report and the operator's stock endpoint.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentTexts } from "../../core/consent";
import { routedFetch, type Shopper, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { outboxMessages, products, productVariations, restockRequests, simSmsMessages, users } from "../db/schema";
import { p75 } from "../domain/engagement/vitals";
import { deliverOutbox } from "../domain/messaging/outbox";
import { restockMessages } from "../domain/restock/messages";
import { waitingCounts } from "../domain/restock/requests";
import { setStock } from "../domain/restock/stock-change";
import { solapiClient } from "../integrations/sms/client";
import { smsSettingsOf } from "../integrations/sms/config";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
});

afterAll(async () => {
  await t.close();
});

async function product(slug: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

const sms = () => {
  const settings = smsSettingsOf(t.config);
  if (!settings) throw new Error("no SMS simulator");
  return solapiClient(
    settings,
    routedFetch(() => t),
  );
};

/** A request as the shop's forms send it: with the required privacy consent (issue 20). */
const ask = (s: Shopper, body: Record<string, unknown>) =>
  s.call<unknown>("POST", "/api/wait/update", { consent: true, ...body });

describe("GET /api/modal and /api/top-line-banner (spec §3)", () => {
  it("answers the popups with every field of §3, by priority", async () => {
    const answer = await shopper(t).call<Record<string, unknown>[]>("GET", "/api/modal");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(2);
    const [first] = answer.body;
    expect(Object.keys(first ?? {})).toEqual(
      expect.arrayContaining([
        "modal_mobile_image_url",
        "modal_desktop_image_url",
        "modal_visible_priority",
        "is_set_period",
        "is_visible_modal_start_date",
        "is_visible_modal_end_date",
        "modal_date_range",
        "modal_exposure_method",
        "modal_visible_page",
        "modal_button_setting",
      ]),
    );
    // Spec §3: per_page_type and url_unit_detailed_settings are inside exposure_target_range.
    expect(first?.modal_visible_page).toEqual({
      exposure_target_range: {
        modal_slug: "pages",
        per_page_type: ["/", "/collection/gift"],
        url_unit_detailed_settings: [],
      },
      point_of_exposure: "in_seconds",
      in_seconds_value: 2,
    });
    type Range = {
      modal_slug: string;
      url_unit_detailed_settings: { url_text_condition: string; url_exposure_conditions: string }[];
    };
    const ranges = answer.body.map(
      (popup) => (popup.modal_visible_page as { exposure_target_range: Range }).exposure_target_range,
    );
    // The demo uses every rule kind: all, pages, url_unit with each condition and an 'except'.
    expect(new Set(ranges.map((range) => range.modal_slug))).toEqual(new Set(["all", "pages", "url_unit"]));
    const conditions = ranges.flatMap((range) => range.url_unit_detailed_settings);
    expect(new Set(conditions.map((rule) => rule.url_text_condition))).toEqual(
      new Set(["Included", "starts_with", "ends_with"]),
    );
    expect(conditions.map((rule) => rule.url_exposure_conditions)).toContain("except");
    const priorities = answer.body.map((p) => p.modal_visible_priority as number);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it("answers the banner with its countdown placeholder and end date", async () => {
    const answer = await shopper(t).call<Record<string, unknown>>("GET", "/api/top-line-banner");
    expect(answer.body).toMatchObject({
      title: expect.stringContaining("{countdown}"),
      text_color: expect.any(String),
      background_color: expect.any(String),
      url: "/collection/gift",
      isNoCloseButton: false,
      isFatInMobile: false,
      enabled: true,
    });
    expect(Date.parse(answer.body.end_date as string)).toBeGreaterThan(Date.now());
  });
});

describe("POST /api/wait/update (spec §5 restock rules)", () => {
  it("registers a sold-out product for a +82 number, stored normalised, once per phone", async () => {
    const keyring = await product("keyring-honeybadger");
    const s = shopper(t);
    expect(await ask(s, { productId: keyring.id, destName: " 김하늘 ", destPhone: "+82 10-1234-0001" })).toMatchObject({
      status: 200,
      body: true,
    });
    expect((await ask(s, { productId: keyring.id, destName: "김하늘", destPhone: "010-1234-0001" })).body).toBe(true);
    const stored = await t.database.db
      .select()
      .from(restockRequests)
      .where(and(eq(restockRequests.productId, keyring.id), eq(restockRequests.destPhone, "010-1234-0001")));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.destName).toBe("김하늘");
  });

  it("refuses what §5 refuses with its Korean messages", async () => {
    const keyring = await product("keyring-honeybadger");
    const inStock = await product("a-card");
    const s = shopper(t);
    const consent = true;
    const cases: [unknown, number, string][] = [
      [
        { productId: keyring.id, destName: "   ", destPhone: "010-1234-5678", consent },
        400,
        restockMessages.missingInfo,
      ],
      [{ productId: keyring.id, destName: "김하늘", destPhone: "  ", consent }, 400, restockMessages.missingInfo],
      [
        { productId: keyring.id, destName: "김하늘", destPhone: "02-123-4567", consent },
        400,
        restockMessages.invalidPhone,
      ],
      [{ productId: keyring.id, destName: "김하늘", destPhone: "010-12", consent }, 400, restockMessages.invalidPhone],
      [
        { productId: inStock.id, destName: "김하늘", destPhone: "010-1234-5678", consent },
        409,
        restockMessages.inStock,
      ],
      [
        { productId: 999_999, destName: "김하늘", destPhone: "010-1234-5678", consent },
        404,
        restockMessages.unknownProduct,
      ],
      [
        { productId: "abc", destName: "김하늘", destPhone: "010-1234-5678", consent },
        400,
        restockMessages.unknownProduct,
      ],
      [null, 400, restockMessages.missingInfo],
    ];
    for (const [body, status, message] of cases) {
      const answer = await s.call<{ message: string }>("POST", "/api/wait/update", body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
  });

  it("limits requests per phone and per client address", async () => {
    const keyring = await product("keyring-honeybadger");
    const phone = "010-7777-0000";
    for (let i = 0; i < 10; i += 1) {
      expect((await ask(shopper(t), { productId: keyring.id, destName: "한도", destPhone: phone })).status).toBe(200);
    }
    const limited = await shopper(t).call<{ message: string }>("POST", "/api/wait/update", {
      productId: keyring.id,
      destName: "한도",
      destPhone: phone,
      consent: true,
    });
    expect(limited).toMatchObject({ status: 429, body: { message: restockMessages.tooMany } });

    const busy = shopper(t);
    for (let i = 0; i < 20; i += 1) {
      const answer = await ask(busy, { productId: keyring.id, destName: "주소", destPhone: `010-6000-${1000 + i}` });
      expect(answer.status).toBe(200);
    }
    expect((await ask(busy, { productId: keyring.id, destName: "주소", destPhone: "010-6000-2000" })).status).toBe(429);
  });
});

describe("POST /api/wait/update: the privacy consent (issue 20)", () => {
  // Decision: spec §7's payload {productId, destName, destPhone} is kept and `consent: true` is
  // required beside it. A client that sends the spec's three fields alone (an older page, a script)
  // is refused like an unticked box: there is no path that stores a phone number without consent.
  it("refuses a request without consent, or with anything but true, and stores nothing", async () => {
    const keyring = await product("keyring-honeybadger");
    const fields = { productId: keyring.id, destName: "동의", destPhone: "010-3300-0001" };
    for (const consent of [undefined, false, "false", "yes", 1]) {
      const answer = await shopper(t).call<{ message: string }>("POST", "/api/wait/update", { ...fields, consent });
      expect(answer, String(consent)).toMatchObject({ status: 400, body: { message: consentTexts.required } });
    }
    const stored = await t.database.db
      .select()
      .from(restockRequests)
      .where(eq(restockRequests.destPhone, "010-3300-0001"));
    expect(stored).toEqual([]);
    expect((await ask(shopper(t), fields)).body).toBe(true);
  });
});

describe("restock alarms (issue #7)", () => {
  it("sends each waiting alarm exactly once when the product comes back, even with two workers", async () => {
    const violet = await product("moodwater-violet");
    const phones = ["010-5100-0001", "010-5100-0002", "010-5100-0003"];
    for (const phone of phones) {
      expect((await ask(shopper(t), { productId: violet.id, destName: "재입고", destPhone: phone })).body).toBe(true);
    }
    const result = await setStock(
      t.database.db,
      { productId: violet.id, variationId: null },
      5,
      t.config.publicBaseUrl,
    );
    expect(result.queued).toBe(3);
    const [a, b] = await Promise.all([deliverOutbox(t.database.db, sms()), deliverOutbox(t.database.db, sms())]);
    expect(a.sent + b.sent).toBe(3);

    const inbox = await t.database.db.select().from(simSmsMessages);
    for (const phone of phones) {
      const received = inbox.filter((m) => m.to === phone.replaceAll("-", ""));
      expect(received).toHaveLength(1);
      expect(received[0]?.text).toContain("무드워터 바이올렛");
      expect(received[0]?.text).toContain("/product/moodwater-violet");
      expect(received[0]?.text).not.toContain("(광고)");
    }
    // Down to 0 and back again: the requests were answered, nothing is sent twice.
    await setStock(t.database.db, { productId: violet.id, variationId: null }, 0, t.config.publicBaseUrl);
    expect(
      (await setStock(t.database.db, { productId: violet.id, variationId: null }, 3, t.config.publicBaseUrl)).queued,
    ).toBe(0);
    await deliverOutbox(t.database.db, sms());
    expect(await t.database.db.select().from(simSmsMessages)).toHaveLength(inbox.length);
    const restock = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "restock"));
    expect(restock.every((m) => m.status === "sent" && m.providerMessageId)).toBe(true);
  });

  it("alarms an option when that option comes back", async () => {
    const chamber = await product("incense-chamber-honeybadger");
    const [soldOut] = await t.database.db
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.productId, chamber.id), eq(productVariations.stockQuantity, 0)));
    if (!soldOut) throw new Error("the seed has a sold-out option");
    expect(
      (
        await ask(shopper(t), {
          productId: chamber.id,
          variationId: soldOut.id,
          destName: "옵션",
          destPhone: "010-5200-0001",
        })
      ).body,
    ).toBe(true);
    const result = await setStock(
      t.database.db,
      { productId: chamber.id, variationId: soldOut.id },
      2,
      t.config.publicBaseUrl,
    );
    expect(result.queued).toBe(1);
  });
});

describe("restock requests for one option (issue 20)", () => {
  async function incense() {
    const row = await product("collins-incense");
    const options = await t.database.db.select().from(productVariations).where(eq(productVariations.productId, row.id));
    const option = (name: string) => {
      const found = options.find((v) => v.attributes[0]?.option === name);
      if (!found) throw new Error(`no option ${name}`);
      return found;
    };
    return { row, rose: option("로즈"), wood: option("우드"), yuja: option("유자") };
  }

  it("stores a sold-out option's request once per phone, for that option, though the product is in stock", async () => {
    const { row, rose } = await incense();
    expect(rose.stockQuantity).toBe(0);
    const body = { productId: row.id, variationId: rose.id, destName: "로즈", destPhone: "010-3400-0001" };
    expect(await ask(shopper(t), body)).toMatchObject({ status: 200, body: true });
    expect(await ask(shopper(t), { ...body, destPhone: "+82 10-3400-0001" })).toMatchObject({ status: 200 });
    const stored = await t.database.db
      .select()
      .from(restockRequests)
      .where(eq(restockRequests.destPhone, "010-3400-0001"));
    expect(stored).toMatchObject([{ productId: row.id, variationId: rose.id, status: "waiting" }]);
  });

  it("refuses an option in stock, another product's option, and the in-stock product as a whole", async () => {
    const { row, wood } = await incense();
    const chamber = await product("incense-chamber-honeybadger");
    const [chamberOption] = await t.database.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, chamber.id));
    const fields = { productId: row.id, destName: "재고", destPhone: "010-3400-0002" };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...fields, variationId: wood.id }, 409, restockMessages.inStock],
      [{ ...fields, variationId: chamberOption?.id }, 404, restockMessages.unknownProduct],
      [fields, 409, restockMessages.inStock],
    ];
    for (const [body, status, message] of cases) {
      expect(await ask(shopper(t), body), JSON.stringify(body)).toMatchObject({ status, body: { message } });
    }
    const stored = await t.database.db
      .select()
      .from(restockRequests)
      .where(eq(restockRequests.destPhone, "010-3400-0002"));
    expect(stored).toEqual([]);
  });

  it("texts only the requests of the option that came back, naming it, and counts the waiting per option", async () => {
    const { row, rose, yuja } = await incense();
    const db = t.database.db;
    await setStock(db, { productId: row.id, variationId: yuja.id }, 0, t.config.publicBaseUrl);
    const asks: [number, string][] = [
      [rose.id, "010-3500-0001"],
      [rose.id, "010-3500-0002"],
      [yuja.id, "010-3500-0003"],
    ];
    for (const [variationId, destPhone] of asks) {
      expect((await ask(shopper(t), { productId: row.id, variationId, destName: "옵션", destPhone })).body).toBe(true);
    }
    const counts = await waitingCounts(db, row.id);
    expect(counts[rose.id]).toBeGreaterThanOrEqual(2);
    expect(counts[yuja.id]).toBe(1);

    // 유자 comes back (through the console's stock form, below the same setStock): only its request is texted.
    const yujaBack = await setStock(db, { productId: row.id, variationId: yuja.id }, 7, t.config.publicBaseUrl);
    expect(yujaBack.queued).toBe(1);
    const texts = async (phone: string) =>
      db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, "restock"), eq(outboxMessages.recipient, phone)));
    expect(await texts("010-3500-0003")).toMatchObject([{ body: expect.stringContaining("'콜린스 인센스 (유자)'") }]);
    expect(await texts("010-3500-0001")).toEqual([]);
    expect((await waitingCounts(db, row.id))[yuja.id]).toBeUndefined();

    // Another option's stock changing (in stock to more) texts no one.
    expect((await setStock(db, { productId: row.id, variationId: yuja.id }, 9, t.config.publicBaseUrl)).queued).toBe(0);

    // 로즈 comes back: now its requests are texted, naming 로즈, once.
    const roseBack = await setStock(db, { productId: row.id, variationId: rose.id }, 4, t.config.publicBaseUrl);
    expect(roseBack.queued).toBe(counts[rose.id]);
    for (const phone of ["010-3500-0001", "010-3500-0002"]) {
      expect(await texts(phone)).toMatchObject([{ body: expect.stringContaining("'콜린스 인센스 (로즈)'") }]);
    }
    expect(await waitingCounts(db, row.id)).toEqual({});
  });
});

describe("the operator's stock endpoint", () => {
  it("refuses guests and members, and lets an operator restock", async () => {
    const keyring = await product("keyring-honeybadger");
    const body = { product_id: keyring.id, quantity: 4 };
    expect((await shopper(t).call("POST", "/api/admin/stock", body)).status).toBe(401);
    const member = shopper(t);
    await member.call("POST", "/api/signup", {
      email: "member-stock@collins.kr",
      password: "collins-stock-2026!",
      first_name: "회원",
      phone: "010-3333-4444",
      agree_terms: true,
      agree_privacy: true,
    });
    expect((await member.call("POST", "/api/admin/stock", body)).status).toBe(403);
    await t.database.db.update(users).set({ role: "owner" }).where(eq(users.email, "member-stock@collins.kr"));
    const done = await member.call<{ queued: number }>("POST", "/api/admin/stock", body);
    expect(done.status).toBe(200);
    expect(done.body.queued).toBeGreaterThanOrEqual(1);
    expect((await member.call("POST", "/api/admin/stock", { ...body, quantity: -1 })).status).toBe(400);
  });
});

describe("web-vitals report", () => {
  it("stores a beacon per page type and refuses nonsense", async () => {
    const beacon = (body: unknown) =>
      t.app.request("/api/vitals", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        body: JSON.stringify(body),
      });
    for (const value of [1200, 1800, 2600, 900]) {
      const response = await beacon({
        name: "LCP",
        value,
        rating: "good",
        page_type: "product",
        path: "/product/a-card",
      });
      expect(response.status).toBe(204);
    }
    expect(await p75(t.database.db, "product", "LCP", new Date(Date.now() - 60_000))).toBe(2000);
    expect((await beacon({ name: "XSS", value: 1, rating: "good", page_type: "product", path: "/" })).status).toBe(400);
    expect((await beacon({ name: "CLS", value: -1, rating: "good", page_type: "product", path: "/" })).status).toBe(
      400,
    );
    expect((await beacon("x".repeat(5000))).status).toBe(400);
    const unstorable = await beacon({ name: "LCP", value: 1, rating: "good", page_type: "product", path: "/a\u0000" });
    expect(unstorable.status).toBe(400);
  });
});
