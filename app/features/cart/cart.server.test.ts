// Issue 19: the cart page's action and the checkout page's action as a browser without scripts
// posts them (PGlite). A guest adds a simple product from the product page's form (the cart cookie
// comes with the redirect), changes its quantity, and prepares the order at checkout; every refusal
// (another site's post, a bad quantity, more than the stock, an empty cart, a wrong phone) is a
// Korean message with the API's 4xx status, and writes nothing.
import { count, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../../server/api/messages";
import { cartItems, orders, products } from "../../../server/db/schema";
import { cartMessages } from "../../../server/domain/cart/messages";
import { checkoutMessages } from "../../../server/domain/checkout/messages";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { type CheckoutAnswer, checkoutAction, checkoutLoader } from "../checkout/checkout.server";
import { type CartRefusal, cartAction, cartLoader } from "./cart.server";

let database: TestDatabase;
let context: AppLoadContext;
let yuja: { id: number; stock: number };

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    clientKey: "198.51.100.9",
    sessionCookie: { name: "collins_session", secure: false },
  } as AppLoadContext;
  const [row] = await database.db.select().from(products).where(eq(products.slug, "moodwater-yuja"));
  if (!row) throw new Error("no moodwater-yuja in the seed");
  await database.db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, row.id));
  yuja = { id: row.id, stock: 5 };
});

afterAll(async () => {
  await database.close();
});

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
const get = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie } });

const refusal = (result: unknown) => result as UNSAFE_DataWithResponseInit<CartRefusal>;
const answer = (result: unknown) => result as UNSAFE_DataWithResponseInit<CheckoutAnswer>;

/** The guest cart's cookie from the add's redirect, as the browser keeps it. */
async function guestWithYuja(quantity = "1") {
  const added = await cartAction(
    post("/cart", { intent: "add", product_id: String(yuja.id), variation_id: "", quantity }),
    context,
  );
  expect(added).toBeInstanceOf(Response);
  const response = added as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/cart");
  const setCookie = response.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^collins_cart=[\w-]+;.*HttpOnly/);
  return { cookie: setCookie.split(";")[0] ?? "" };
}

const itemCount = async () => (await database.db.select({ n: count() }).from(cartItems))[0]?.n ?? 0;
const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

const details = {
  first_name: "김콜린",
  phone: "01012345678",
  postcode: "04782",
  address_1: "서울 성동구 성수이로 113",
  address_2: "3층",
  email: "nojs@collins.kr",
  billing_phone: "",
  note_preset: "문 앞에 놓아주세요",
  coupon_id: "",
  payment_method: "card",
  agree: "on",
};

describe("cart page action", () => {
  it("adds a simple product for a guest, then changes and removes its line", async () => {
    const { cookie } = await guestWithYuja("2");
    const { cart } = await cartLoader(get("/cart", cookie), context);
    expect(cart.items).toMatchObject([{ product_id: yuja.id, quantity: 2 }]);
    const key = cart.items[0]?.cart_item_key ?? "";

    const updated = await cartAction(
      post("/cart", { intent: "update", cart_item_key: key, quantity: "3" }, { cookie, origin: "http://shop.test" }),
      context,
    );
    expect((updated as Response).status).toBe(302);
    expect((await cartLoader(get("/cart", cookie), context)).cart.total_quantity).toBe(3);

    const removed = await cartAction(post("/cart", { intent: "remove", cart_item_key: key }, { cookie }), context);
    expect((removed as Response).status).toBe(302);
    expect((await cartLoader(get("/cart", cookie), context)).cart.items).toEqual([]);
  });

  it("refuses another site's post, a bad quantity and more than the stock, and writes nothing", async () => {
    const { cookie } = await guestWithYuja();
    const { cart } = await cartLoader(get("/cart", cookie), context);
    const key = cart.items[0]?.cart_item_key ?? "";
    const before = await itemCount();
    const add = { intent: "add", product_id: String(yuja.id), variation_id: "" };
    const cases: [Request, number, string, string | null][] = [
      [
        post("/cart", { ...add, quantity: "1" }, { cookie, origin: "https://evil.test" }),
        403,
        apiMessages.foreignOrigin,
        null,
      ],
      [post("/cart", { ...add, quantity: "0" }, { cookie }), 400, cartMessages.invalidQuantity, null],
      [post("/cart", { ...add, quantity: "두 개" }, { cookie }), 400, cartMessages.invalidQuantity, null],
      [post("/cart", { ...add, quantity: "100" }, { cookie }), 400, cartMessages.invalidQuantity, null],
      [post("/cart", { ...add, quantity: String(yuja.stock) }, { cookie }), 400, cartMessages.outOfStock, null],
      [post("/cart", { ...add, product_id: "abc", quantity: "1" }, { cookie }), 400, cartMessages.invalidLines, null],
      [
        post("/cart", { intent: "update", cart_item_key: key, quantity: "-1" }, { cookie }),
        400,
        cartMessages.invalidQuantity,
        key,
      ],
      [
        post("/cart", { intent: "update", cart_item_key: key, quantity: String(yuja.stock + 1) }, { cookie }),
        400,
        cartMessages.outOfStock,
        key,
      ],
      [
        post("/cart", { intent: "remove", cart_item_key: "999999" }, { cookie }),
        404,
        cartMessages.lineNotFound,
        "999999",
      ],
      [post("/cart", { intent: "empty" }, { cookie }), 400, apiMessages.invalidInput, null],
    ];
    for (const [request, status, message, line] of cases) {
      const result = refusal(await cartAction(request, context));
      expect(result.init?.status, message).toBe(status);
      expect(result.data).toEqual({ message, line });
    }
    expect(await itemCount()).toBe(before);
    expect((await cartLoader(get("/cart", cookie), context)).cart.total_quantity).toBe(1);
  });
});

describe("checkout page action", () => {
  it("prepares the order of the cart at its amount (the payment step)", async () => {
    const { cookie } = await guestWithYuja("2");
    const { cart, member } = await checkoutLoader(get("/checkout", cookie), context);
    expect(member).toBeNull();
    const result = answer(await checkoutAction(post("/checkout", details, { cookie }), context));
    expect(result.init).toBeNull();
    const prepared = result.data;
    if (!prepared.order) throw new Error(`refused: ${JSON.stringify(prepared)}`);
    expect(prepared.order.total).toBe(cart.totals.total_integer);
    expect(prepared.order.total).toBe(29000 * 2);
    expect(prepared).toMatchObject({
      payMethod: "CARD",
      recipient: "김콜린",
      number: expect.stringMatching(/^\d{8}-\d{6}$/),
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, prepared.order.id));
    expect(row).toMatchObject({
      status: "pending",
      total: 58000,
      customerNote: "문 앞에 놓아주세요",
      shipping: { first_name: "김콜린", phone: "010-1234-5678", postcode: "04782" },
      billing: { email: "nojs@collins.kr", phone: "010-1234-5678" },
    });
  });

  it("shows each refusal beside its field or above the form, and prepares nothing", async () => {
    const { cookie } = await guestWithYuja();
    const before = await orderCount();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ phone: "02-123-4567" }, { phone: checkoutMessages.invalidPhone }],
      [
        { first_name: " ", postcode: "135-080" },
        { first_name: checkoutMessages.invalidName, postcode: checkoutMessages.invalidPostcode },
      ],
      [{ email: "메일" }, { email: checkoutMessages.invalidEmail }],
      [{ email: "" }, { email: checkoutMessages.invalidEmail }],
      [{ billing_phone: "12" }, { billing_phone: checkoutMessages.invalidOrdererPhone }],
      [{ note_preset: "custom", note_custom: "가".repeat(201) }, { note_custom: checkoutMessages.invalidNote }],
      [{ agree: "" }, { agree: checkoutMessages.agreementRequired }],
      [{ payment_method: "bitcoin" }, { payment_method: checkoutMessages.invalidPaymentMethod }],
      [{ coupon_id: "1" }, { coupon_id: checkoutMessages.couponMembersOnly }],
    ];
    for (const [changed, errors] of cases) {
      const result = answer(await checkoutAction(post("/checkout", { ...details, ...changed }, { cookie }), context));
      expect(result.init?.status, JSON.stringify(changed)).toBe(400);
      expect(result.data).toMatchObject({ errors, values: { first_name: changed.first_name ?? "김콜린" } });
    }
    const foreign = answer(
      await checkoutAction(post("/checkout", details, { cookie, origin: "https://evil.test" }), context),
    );
    expect(foreign.init?.status).toBe(403);
    expect(foreign.data).toMatchObject({ message: apiMessages.foreignOrigin });
    const empty = answer(await checkoutAction(post("/checkout", details), context));
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toMatchObject({ errors: {}, message: checkoutMessages.emptyCart });
    expect(await orderCount()).toBe(before);
  });
});
