// Issue 19: the restock request as a route action (/restock/:productId), posted by the popup's
// fetcher and by the restock page's form before the scripts run: the schema of POST /api/wait/update
// puts spec §5's messages beside their fields, the domain's refusals above the form, and a
// registration answers spec §8's message.
import { and, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentTexts } from "../../../core/consent";
import { apiMessages } from "../../../server/api/messages";
import { products, productVariations, restockRequests } from "../../../server/db/schema";
import { restockMessages } from "../../../server/domain/restock/messages";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { restockAction, restockProductLoader } from "./restock.server";
import type { RestockAnswer } from "./restock-state";

let database: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = { db: database.db, clientKey: "198.51.100.21" } as AppLoadContext;
});

afterAll(async () => {
  await database.close();
});

async function idOf(slug: string) {
  const [row] = await database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return String(row.id);
}

/** The form as a browser sends it, its consent box ticked unless `fields` say otherwise. */
const post = (productId: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  restockAction(
    new Request(`http://shop.test/restock/${productId}`, {
      method: "POST",
      headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(Object.entries({ consent: "on", ...fields }).filter(([, value]) => value !== "")),
    }),
    context,
    productId,
  ) as Promise<UNSAFE_DataWithResponseInit<RestockAnswer>>;

describe("재입고 알림 신청 page action", () => {
  it("registers a sold-out simple product for a +82 number with the spec's message", async () => {
    const keyring = await idOf("keyring-honeybadger");
    const answer = await post(keyring, { destName: " 김하늘 ", destPhone: "+82 10-4321-0021" });
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ registered: restockMessages.registered, errors: {}, values: {} });
    const stored = await database.db
      .select()
      .from(restockRequests)
      .where(and(eq(restockRequests.productId, Number(keyring)), eq(restockRequests.destPhone, "010-4321-0021")));
    expect(stored).toMatchObject([{ destName: "김하늘", variationId: 0 }]);
  });

  it("puts §5's messages beside their fields and keeps what was typed", async () => {
    const keyring = await idOf("keyring-honeybadger");
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ destName: "  ", destPhone: "010-1234-5678" }, { destName: restockMessages.missingInfo }],
      [{ destName: "김하늘", destPhone: " " }, { destPhone: restockMessages.missingInfo }],
      [{ destName: "김하늘", destPhone: "02-123-4567" }, { destPhone: restockMessages.invalidPhone }],
      [{}, { destName: restockMessages.missingInfo, destPhone: restockMessages.missingInfo }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await post(keyring, fields);
      expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data.errors).toMatchObject(errors);
      expect(answer.data.values).toEqual({
        destName: fields.destName ?? "",
        destPhone: fields.destPhone ?? "",
        consent: "on",
      });
    }
  });

  it("refuses an unticked consent box beside it, keeping what was typed (issue 20)", async () => {
    const keyring = await idOf("keyring-honeybadger");
    const answer = await post(keyring, { destName: "김하늘", destPhone: "010-4321-0022", consent: "" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      errors: { consent: consentTexts.required },
      values: { destName: "김하늘", destPhone: "010-4321-0022", consent: "" },
    });
    const stored = await database.db
      .select()
      .from(restockRequests)
      .where(eq(restockRequests.destPhone, "010-4321-0022"));
    expect(stored).toEqual([]);
  });

  it("registers a sold-out option of a product in stock, and refuses an option in stock (issue 20)", async () => {
    const incense = await idOf("collins-incense");
    const options = await database.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, Number(incense)));
    const rose = options.find((option) => option.attributes[0]?.option === "로즈");
    const wood = options.find((option) => option.attributes[0]?.option === "우드");
    if (!rose || !wood) throw new Error("the seed has 로즈 sold out and 우드 in stock");
    const fields = { destName: "로즈", destPhone: "010-4321-0023" };
    const refused = await post(incense, { ...fields, variationId: String(wood.id) });
    expect([refused.init?.status, refused.data.errors.form]).toEqual([409, restockMessages.inStock]);
    const answer = await post(incense, { ...fields, variationId: String(rose.id) });
    expect(answer.data.registered).toBe(restockMessages.registered);
    const stored = await database.db
      .select()
      .from(restockRequests)
      .where(eq(restockRequests.destPhone, "010-4321-0023"));
    expect(stored).toMatchObject([{ productId: Number(incense), variationId: rose.id }]);

    // The page before the scripts run (/restock/:id?option=…) names the option and knows it is sold out.
    expect(await restockProductLoader(incense, context, String(rose.id))).toMatchObject({
      name: "콜린스 인센스 (로즈)",
      variationId: rose.id,
      soldOut: true,
    });
    expect(await restockProductLoader(incense, context, String(wood.id))).toMatchObject({ soldOut: false });
    for (const option of ["abc", "999999", String(wood.id + 100_000)]) {
      const missing = await restockProductLoader(incense, context, option).catch((response: unknown) => response);
      expect((missing as Response).headers.get("location"), option).toBe("/error");
    }
  });

  it("refuses a product in stock, an unknown one and another site's post above the form", async () => {
    const card = await idOf("a-card");
    const fields = { destName: "김하늘", destPhone: "010-1234-5678" };
    const cases: [string, Record<string, string>, number, string][] = [
      [card, {}, 409, restockMessages.inStock],
      ["999999", {}, 404, restockMessages.unknownProduct],
      ["abc", {}, 400, restockMessages.unknownProduct],
      [card, { origin: "https://evil.example" }, 403, apiMessages.foreignOrigin],
    ];
    for (const [productId, headers, status, message] of cases) {
      const answer = await post(productId, fields, headers);
      expect(answer.init?.status, `${productId} ${status}`).toBe(status);
      expect(answer.data.errors.form).toBe(message);
    }
  });

  it("shows the page of a published product and sends an unknown one to the error page", async () => {
    const keyring = await idOf("keyring-honeybadger");
    expect(await restockProductLoader(keyring, context)).toMatchObject({
      id: Number(keyring),
      url: "/product/keyring-honeybadger",
      soldOut: true,
    });
    for (const productId of ["999999", "0", "1e3"]) {
      const refused = await restockProductLoader(productId, context).catch((response: unknown) => response);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).headers.get("location")).toBe("/error");
    }
  });
});
