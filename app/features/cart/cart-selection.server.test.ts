// Issue 21: 선택삭제 on the cart page, posted as a browser without scripts posts it (the real app
// and PGlite). A guest and a member each remove the checked lines, or every line with 전체선택;
// nothing checked, a line of another cart, a stale line and a bad key are refused with a Korean
// message and a 4xx, and remove nothing.
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieOf } from "../../../server/api/session-cookie";
import { products } from "../../../server/db/schema";
import { cartMessages } from "../../../server/domain/cart/messages";
import { signedInMember } from "../../../tests/helpers/operator";
import { cookieHeaderFor, type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { type CartRefusal, cartAction, cartLoader } from "./cart.server";

let t: TestApp;
let context: AppLoadContext;
const ids: Record<string, number> = {};
const SLUGS = ["moodwater-yuja", "moodwater-juniper", "collins-tote-bag"];

beforeAll(async () => {
  t = await createTestApp();
  context = {
    db: t.database.db,
    clientKey: "198.51.100.21",
    sessionCookie: sessionCookieOf(t.config),
  } as AppLoadContext;
  for (const slug of SLUGS) {
    const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
    if (!row) throw new Error(`no ${slug} in the seed`);
    ids[slug] = row.id;
  }
});

afterAll(async () => {
  await t.close();
});

/** A shopper (guest or member) with one of each product in the cart, through the API. */
async function filled(buyer: Shopper) {
  const added = await buyer.call(
    "POST",
    "/api/cart/item/add",
    SLUGS.map((slug) => ({ product_id: ids[slug], variation_id: null, quantity: 1 })),
  );
  expect(added.status).toBe(200);
  return buyer;
}

const cookieOf = (buyer: Shopper) => cookieHeaderFor(buyer.jar, "/cart");

/** The cart page's form post: the 선택삭제 form with its checked boxes. */
function removeSelected(buyer: Shopper, selected: string[], extra: [string, string][] = []) {
  const body = new URLSearchParams([
    ["intent", "remove_selected"],
    ...selected.map((key) => ["selected", key]),
    ...extra,
  ]);
  return cartAction(
    new Request("http://shop.test/cart", {
      method: "POST",
      headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", cookie: cookieOf(buyer) },
      body,
    }),
    context,
  );
}

const linesOf = async (buyer: Shopper) =>
  (await cartLoader(new Request("http://shop.test/cart", { headers: { cookie: cookieOf(buyer) } }), context)).cart
    .items;

const refusal = (result: unknown) => result as UNSAFE_DataWithResponseInit<CartRefusal>;

describe("선택삭제 (issue 21)", () => {
  it("removes a guest's checked lines and keeps the others", async () => {
    const guest = await filled(shopper(t));
    const [yuja, juniper, tote] = await linesOf(guest);
    const removed = await removeSelected(guest, [yuja?.cart_item_key ?? "", tote?.cart_item_key ?? ""]);
    expect((removed as Response).status).toBe(302);
    expect((removed as Response).headers.get("location")).toBe("/cart");
    expect((await linesOf(guest)).map((line) => line.cart_item_key)).toEqual([juniper?.cart_item_key]);
  });

  it("removes every line of a member's cart with 전체선택, whichever boxes came with it", async () => {
    const member = await filled(await signedInMember(t));
    const lines = await linesOf(member);
    expect(lines).toHaveLength(3);
    const removed = await removeSelected(member, [lines[0]?.cart_item_key ?? ""], [["all", "on"]]);
    expect((removed as Response).status).toBe(302);
    expect(await linesOf(member)).toEqual([]);
  });

  it("removes a member's checked line", async () => {
    const member = await filled(await signedInMember(t));
    const [first, ...rest] = await linesOf(member);
    expect(((await removeSelected(member, [first?.cart_item_key ?? ""])) as Response).status).toBe(302);
    expect((await linesOf(member)).map((line) => line.cart_item_key)).toEqual(rest.map((line) => line.cart_item_key));
  });

  it("refuses nothing checked, another cart's line, a stale line and a bad key, and removes nothing", async () => {
    const guest = await filled(shopper(t));
    const other = await filled(shopper(t));
    const [mine] = await linesOf(guest);
    const [theirs] = await linesOf(other);
    const key = mine?.cart_item_key ?? "";
    const cases: [string[], number, string][] = [
      [[], 400, cartMessages.nothingSelected],
      // A line of another cart, alone or beside one of this cart: neither is removed.
      [[theirs?.cart_item_key ?? ""], 404, cartMessages.lineNotFound],
      [[key, theirs?.cart_item_key ?? ""], 404, cartMessages.lineNotFound],
      [[key, "999999"], 404, cartMessages.lineNotFound],
      [[key, "첫 줄"], 400, cartMessages.lineNotFound],
      [["-1"], 400, cartMessages.lineNotFound],
    ];
    for (const [selected, status, message] of cases) {
      const result = refusal(await removeSelected(guest, selected));
      expect(result.init?.status, JSON.stringify(selected)).toBe(status);
      expect(result.data).toEqual({ message, line: null, selection: true });
    }
    expect(await linesOf(guest)).toHaveLength(3);
    expect(await linesOf(other)).toHaveLength(3);
  });

  it("refuses 선택삭제 of a shopper without a cart", async () => {
    const result = refusal(await removeSelected(shopper(t), ["1"], [["all", "on"]]));
    expect(result.init?.status).toBe(404);
    expect(result.data).toEqual({ message: cartMessages.lineNotFound, line: null, selection: true });
  });
});
