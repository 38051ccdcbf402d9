// Issue 20: the shop's settings in the console, against the real app and a freshly seeded database.
// One shipping policy (fee, free-shipping threshold, dispatch cut-off, returns text) that the cart
// and checkout totals follow, and the footer's external links (spec §2 Footer). Each change is
// audited, refused input writes nothing and is answered in Korean, and every app instance hears
// that its cached pages are stale. The console page's action (/admin/settings) saves through the
// same schema and domain function as the API.
import { desc, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleAnswer } from "../../../app/features/admin/answer";
import { action as settingsAction, loader as settingsLoader } from "../../../app/routes/admin/settings";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { cookieHeaderFor, type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog, products, shopSettings } from "../../db/schema";
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

type Policy = { fee: number; freeFrom: number | null; dispatchCutoff: string; returnsText: string };
type Links = { partnership: string | null; bulkPurchase: string | null; wholesaleGlobal: string | null };

const SEED_POLICY = SHOP_SETTINGS.shipping.defaults;

const settingAudits = (key: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, key)).orderBy(desc(auditLog.id));

const storedRows = () => t.database.db.select().from(shopSettings).orderBy(shopSettings.key);

async function productId(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

type CartTotals = {
  goods_total: number;
  shipping_origin_total: number;
  total_integer: number;
  free_shipping_from: number | null;
};

/** A guest's cart holding `quantity` of a simple product; answers its totals as read now. */
async function cartOf(slug: string, quantity: number) {
  const guest = shopper(t);
  const added = await guest.call("POST", "/api/cart/item/add", [
    { product_id: await productId(slug), variation_id: null, quantity },
  ]);
  expect(added.status).toBe(200);
  return async () => (await guest.call<{ totals: CartTotals }>("GET", "/api/cart/item")).body.totals;
}

const savePolicy = (who: Shopper, body: unknown) =>
  who.call<{ item: Policy; message: string }>("PUT", "/api/admin/settings/shipping", body);
const saveLinks = (who: Shopper, body: unknown) =>
  who.call<{ item: Links; message: string }>("PUT", "/api/admin/settings/footer-links", body);

describe("the shipping policy (issue 20)", () => {
  it("starts from the fee rule the shop had (migration 0016) and the code's cut-off and returns text", async () => {
    const read = await operator.call<{ shipping: Policy; footer_links: Links }>("GET", "/api/admin/settings");
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect(read.body.shipping).toEqual({
      fee: 3000,
      freeFrom: 30000,
      dispatchCutoff: "14:00",
      returnsText: SEED_POLICY.returnsText,
    });
    expect(read.body.footer_links).toEqual({ partnership: null, bulkPurchase: null, wholesaleGlobal: null });
    // The migration kept only the fee rule; the rest is laid over from the code's defaults.
    expect((await storedRows()).map((row) => [row.key, row.value])).toEqual([
      ["shipping", { fee: 3000, freeFrom: 30000 }],
    ]);
  });

  it("is saved by an operator, audited with the policy before and after, and the cart's totals follow it", async () => {
    // One bottle of 무드워터: under the threshold of 30,000원 it pays 3,000원 shipping.
    const totals = await cartOf("moodwater-yuja", 1);
    const before = await totals();
    expect(before.shipping_origin_total).toBe(before.goods_total >= 30000 ? 0 : 3000);
    expect(before.free_shipping_from).toBe(30000);

    const policy = {
      fee: 3500,
      freeFrom: before.goods_total + 1,
      dispatchCutoff: " 15:30 ",
      returnsText: "받은 날부터 7일 이내에 교환·반품을 신청해주세요.\r\n단순 변심은 왕복 배송비를 부담해요.",
    };
    const saved = await savePolicy(operator, policy);
    expect(saved.status).toBe(200);
    expect(saved.body.item).toEqual({
      ...policy,
      dispatchCutoff: "15:30",
      returnsText: "받은 날부터 7일 이내에 교환·반품을 신청해주세요.\n단순 변심은 왕복 배송비를 부담해요.",
    });

    const after = await totals();
    expect(after).toMatchObject({
      shipping_origin_total: 3500,
      free_shipping_from: before.goods_total + 1,
      total_integer: before.goods_total + 3500,
    });

    const [audit] = await settingAudits("shipping");
    expect(audit).toMatchObject({
      operatorEmail: operator.email,
      action: "setting.update",
      entity: "setting",
      entityId: "shipping",
      before: { fee: 3000, freeFrom: 30000, dispatchCutoff: "14:00" },
      after: { fee: 3500, freeFrom: before.goods_total + 1, dispatchCutoff: "15:30" },
    });

    // At the threshold shipping is free; with no threshold it never is; a fee of 0 is free for all.
    await savePolicy(operator, { ...policy, freeFrom: before.goods_total });
    expect((await totals()).shipping_origin_total).toBe(0);
    await savePolicy(operator, { ...policy, freeFrom: null });
    expect(await totals()).toMatchObject({ shipping_origin_total: 3500, free_shipping_from: null });
    await savePolicy(operator, { ...policy, fee: 0, freeFrom: null });
    expect((await totals()).shipping_origin_total).toBe(0);
    expect(await settingAudits("shipping")).toHaveLength(4);
  });

  it("refuses what it cannot take, in Korean, and writes nothing", async () => {
    const kept = await readShopSettings(t.database.db);
    const audits = (await settingAudits("shipping")).length;
    const good = { fee: 3000, freeFrom: 30000, dispatchCutoff: "14:00", returnsText: "7일 이내" };
    const refusals: [unknown, string][] = [
      [{ ...good, fee: -1 }, m.fee],
      [{ ...good, fee: 100_001 }, m.fee],
      [{ ...good, fee: 2500.5 }, m.fee],
      [{ ...good, fee: "3000" }, m.fee],
      [{ ...good, freeFrom: 0 }, m.freeFrom],
      [{ ...good, freeFrom: 10_000_001 }, m.freeFrom],
      [{ ...good, dispatchCutoff: "24:00" }, m.dispatchCutoff],
      [{ ...good, dispatchCutoff: "오후 2시" }, m.dispatchCutoff],
      [{ ...good, dispatchCutoff: undefined }, m.dispatchCutoff],
      [{ ...good, returnsText: "   " }, m.returnsText],
      [{ ...good, returnsText: "가".repeat(2001) }, m.returnsText],
      [[good], m.shipping],
      [undefined, m.shipping],
    ];
    for (const [body, message] of refusals) {
      const answer = await savePolicy(operator, body);
      expect([JSON.stringify(body)?.slice(0, 80), answer.status, answer.body.message]).toEqual([
        JSON.stringify(body)?.slice(0, 80),
        400,
        message,
      ]);
    }
    const nul = await savePolicy(operator, { ...good, returnsText: "교환\u0000반품" });
    expect(nul.status).toBe(400);

    expect((await savePolicy(member, good)).status).toBe(403);
    expect((await savePolicy(shopper(t), good)).status).toBe(401);
    expect(await readShopSettings(t.database.db)).toEqual(kept);
    expect(await settingAudits("shipping")).toHaveLength(audits);
  });

  it("tells every app instance to drop its cached pages when it changes (page_change, migration 0016)", async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(PAGE_CHANGE_CHANNEL, {
      onNotify: (payload) => heard.push(payload),
      onLive: () => undefined,
    });
    try {
      await savePolicy(operator, { ...SEED_POLICY });
      await expect.poll(() => heard, { timeout: 5000 }).toContain("shop_settings");
    } finally {
      await stop();
    }
  });
});

describe("the footer's external links (spec §2 Footer)", () => {
  it("saves http(s) addresses, an empty field is no address, and audits the change", async () => {
    const saved = await saveLinks(operator, {
      partnership: " https://partners.collins.example/apply ",
      bulkPurchase: "",
      wholesaleGlobal: "http://global.collins.example",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.item).toEqual({
      partnership: "https://partners.collins.example/apply",
      bulkPurchase: null,
      wholesaleGlobal: "http://global.collins.example",
    });
    expect((await readShopSettings(t.database.db)).footer_links).toEqual(saved.body.item);
    const [audit] = await settingAudits("footer_links");
    expect(audit).toMatchObject({
      action: "setting.update",
      before: { partnership: null, bulkPurchase: null, wholesaleGlobal: null },
      after: saved.body.item,
    });
  });

  it("refuses a script address, another scheme or a long address, in Korean", async () => {
    const kept = (await readShopSettings(t.database.db)).footer_links;
    for (const partnership of [
      "javascript:alert(1)",
      "ftp://files.collins.example",
      "/inquiry?type=partnership",
      "partners.collins.example",
      `https://collins.example/${"a".repeat(500)}`,
      42,
    ]) {
      const answer = await saveLinks(operator, { partnership, bulkPurchase: null, wholesaleGlobal: null });
      expect([partnership, answer.status, answer.body.message]).toEqual([partnership, 400, m.link]);
    }
    expect((await saveLinks(operator, "https://x.example")).body.message).toBe(m.footerLinks);
    expect((await readShopSettings(t.database.db)).footer_links).toEqual(kept);
  });
});

describe("the console page /admin/settings (a form without scripts posts to its action)", () => {
  const context = () =>
    ({
      db: t.database.db,
      publicBaseUrl: "http://shop.test",
      sessionCookie: sessionCookieOf(t.config),
    }) as AppLoadContext;

  const post = (who: Shopper | null, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request("http://shop.test/admin/settings", {
      method: "POST",
      headers: {
        host: "shop.test",
        "content-type": "application/x-www-form-urlencoded",
        ...(who ? { cookie: cookieHeaderFor(who.jar, "/admin/settings") } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields),
    });

  type Answer = UNSAFE_DataWithResponseInit<ConsoleAnswer>;
  const act = async (request: Request) =>
    (await settingsAction({ request, context: context(), params: {} } as Parameters<
      typeof settingsAction
    >[0])) as Answer;

  const shippingForm = {
    intent: "shipping",
    fee: "2,500",
    freeFrom: "",
    dispatchCutoff: "13:00",
    returnsText: "교환·반품은 받은 날부터 7일 이내에 신청해주세요.",
  };

  it("saves the shipping policy from the form, with the API's audit entry", async () => {
    const answer = await act(post(operator, shippingForm));
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ form: "shipping", ok: expect.stringContaining("저장했어요") });
    expect((await readShopSettings(t.database.db)).shipping).toEqual({
      fee: 2500,
      freeFrom: null,
      dispatchCutoff: "13:00",
      returnsText: "교환·반품은 받은 날부터 7일 이내에 신청해주세요.",
    });
    const [audit] = await settingAudits("shipping");
    expect(audit).toMatchObject({ operatorEmail: operator.email, after: { fee: 2500, freeFrom: null } });

    const page = (await settingsLoader({
      request: new Request("http://shop.test/admin/settings", {
        headers: { cookie: cookieHeaderFor(operator.jar, "/admin/settings") },
      }),
      context: context(),
      params: {},
    } as Parameters<typeof settingsLoader>[0])) as Awaited<ReturnType<typeof readShopSettings>>;
    expect(page.shipping.fee).toBe(2500);
  });

  it("answers a refused field beside it in Korean, keeps what was sent, and saves nothing", async () => {
    const kept = await readShopSettings(t.database.db);
    const answer = await act(post(operator, { ...shippingForm, fee: "삼천원", dispatchCutoff: "25:00" }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors).toEqual({ fee: m.fee, dispatchCutoff: m.dispatchCutoff });
    expect(answer.data.values).toMatchObject({ fee: "삼천원", dispatchCutoff: "25:00" });
    const links = await act(post(operator, { intent: "footer-links", partnership: "javascript:alert(1)" }));
    expect(links.init?.status).toBe(400);
    expect(links.data.errors).toEqual({ partnership: m.link });
    expect(await readShopSettings(t.database.db)).toEqual(kept);
  });

  it("saves the footer links from the form", async () => {
    const answer = await act(
      post(operator, {
        intent: "footer-links",
        partnership: "",
        bulkPurchase: "https://b2b.collins.example",
        wholesaleGlobal: "",
      }),
    );
    expect(answer.data).toMatchObject({ form: "footer-links", ok: "푸터 링크를 저장했어요." });
    expect((await readShopSettings(t.database.db)).footer_links).toEqual({
      partnership: null,
      bulkPurchase: "https://b2b.collins.example",
      wholesaleGlobal: null,
    });
  });

  it("refuses another site's post and a member, as the API does", async () => {
    const kept = await readShopSettings(t.database.db);
    const foreign = await act(post(operator, shippingForm, { origin: "https://evil.example" }));
    expect(foreign.init?.status).toBe(403);
    await expect(act(post(member, shippingForm))).rejects.toMatchObject({ init: { status: 403 } });
    await expect(act(post(null, shippingForm))).rejects.toMatchObject({ status: 302 });
    expect(await readShopSettings(t.database.db)).toEqual(kept);
  });
});
