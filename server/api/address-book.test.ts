// Issue 20 through the API: POST /api/initCheckout (spec §7) takes an optional save_address beside
// the shipping payload; a member's ticked address becomes the `shipping` of GET /api/my/info
// (spec §3 User); a guest's is ignored; a malformed flag is a Korean 400, never a 500.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { memberAddresses } from "../db/schema";
import { checkoutMessages } from "../domain/checkout/messages";

let t: TestApp;
const { shipping, addToCart, init } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

let members = 0;
async function member() {
  const s = shopper(t);
  const signed = await s.call("POST", "/api/signup", {
    email: `book-api${++members}@collins.kr`,
    password: "collins-book-2026!",
    first_name: "하늘",
    last_name: "김",
    phone: "010-2222-3333",
    agree_terms: true,
    agree_privacy: true,
  });
  expect(signed.status).toBe(200);
  return s;
}

const savedCount = async () => (await t.database.db.select({ n: count() }).from(memberAddresses))[0]?.n ?? 0;

describe("POST /api/initCheckout save_address (issue 20; spec §7 initCheckout, §3 User shipping)", () => {
  it("keeps a member's shipping address as the default of /api/my/info", async () => {
    const s = await member();
    await addToCart(s, "moodwater-yuja");
    expect((await init(s, { save_address: true })).status).toBe(200);
    const info = await s.call<{ shipping: Record<string, string> }>("GET", "/api/my/info");
    expect(info.body.shipping).toEqual({ ...shipping, phone: "010-1234-5678" });

    // Without the flag, another address is not kept.
    expect((await init(s, { shipping: { ...shipping, address_2: "4층" } })).status).toBe(200);
    expect((await s.call<{ shipping: Record<string, string> }>("GET", "/api/my/info")).body.shipping.address_2).toBe(
      "3층",
    );
  });

  it("ignores a guest's save_address and refuses a malformed one with a Korean 400", async () => {
    const guest = shopper(t);
    await addToCart(guest, "moodwater-yuja");
    const before = await savedCount();
    expect((await init(guest, { save_address: true })).status).toBe(200);
    expect(await savedCount()).toBe(before);
    const bad = await init(guest, { save_address: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(checkoutMessages.invalidOrder);
  });
});
