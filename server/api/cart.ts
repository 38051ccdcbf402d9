// Cart calls (spec §7): count, items, add, buy now, change a quantity, remove a line. A guest's
// cart is found by an opaque HttpOnly cookie; the server decides every price and rule. Buy now
// sets the cart's buy-now selection, apart from its own lines (decision 5); `GET /cart/item?buy=now`
// reads that selection.
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { parse, serialize } from "hono/utils/cookie";
import { z } from "zod";
import { isBuyNowCheckout } from "../../core/buy-now";
import { addToCart, cartCount, removeCartLine, updateCartLine } from "../domain/cart/add-to-cart";
import { type CartRef, newCartToken } from "../domain/cart/cart-ref";
import { cartMessages } from "../domain/cart/messages";
import { readCart } from "../domain/cart/read-cart";
import { DB_ID_MAX } from "../domain/ids";
import type { ApiDeps } from "./app";
import { jsonBody } from "./json-body";
import { sessionCookieOf } from "./session-cookie";
import { parseQuery } from "./validation";
import { viewerOf } from "./viewer";

export const CART_COOKIE = "collins_cart";
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
const MAX_LINES = 20;
const MAX_QUANTITY = 99;

const id = z
  .number({ error: cartMessages.invalidLines })
  .int(cartMessages.invalidLines)
  .positive(cartMessages.invalidLines)
  .max(DB_ID_MAX, cartMessages.invalidLines);
const quantity = z
  .number({ error: cartMessages.invalidQuantity })
  .int(cartMessages.invalidQuantity)
  .min(1, cartMessages.invalidQuantity)
  .max(MAX_QUANTITY, cartMessages.invalidQuantity);

/** Spec §3 "Cart request line": product_id, variation_id (null for the product itself), quantity. */
export const cartLinesSchema = z
  .array(
    z.object({
      product_id: id,
      variation_id: id
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      quantity,
    }),
    {
      error: cartMessages.invalidLines,
    },
  )
  .min(1, cartMessages.emptySelection)
  .max(MAX_LINES, cartMessages.invalidLines);

export const updateSchema = z.object({
  cart_item_key: z.coerce
    .number({ error: cartMessages.lineNotFound })
    .int(cartMessages.lineNotFound)
    .positive(cartMessages.lineNotFound)
    .max(DB_ID_MAX, cartMessages.lineNotFound),
  quantity: z
    .number({ error: cartMessages.invalidQuantity })
    .int(cartMessages.invalidQuantity)
    .min(0, cartMessages.invalidQuantity)
    .max(MAX_QUANTITY, cartMessages.invalidQuantity),
});

export const removeSchema = updateSchema.pick({ cart_item_key: true });

/** A form's whole-number text as a number; anything else as sent, for the schema to refuse. */
const numberOfField = (value: unknown) =>
  typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;

/**
 * The cart page's and the product page's forms, checked by the API's own schemas: "담기" sends one
 * line (product_id, variation_id — empty for a simple product — and quantity), the cart's steppers
 * a line's new quantity, its × the line.
 */
export const addFormSchema = z.preprocess((values) => {
  const form = values as Record<string, string>;
  return [
    {
      product_id: numberOfField(form.product_id),
      variation_id: form.variation_id ? numberOfField(form.variation_id) : null,
      quantity: numberOfField(form.quantity),
    },
  ];
}, cartLinesSchema);

export const updateFormSchema = z.preprocess((values) => {
  const form = values as Record<string, string>;
  return { cart_item_key: form.cart_item_key, quantity: numberOfField(form.quantity) };
}, updateSchema);

/** A guest's cart: a new opaque token and the Set-Cookie value that gives it to the browser. */
export function newGuestCart(secure: boolean): { token: string; setCookie: string } {
  const token = newCartToken();
  return {
    token,
    setCookie: serialize(CART_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure,
      path: "/",
      maxAge: CART_COOKIE_MAX_AGE,
    }),
  };
}

/** The guest cart token a request's cookies carry. */
export const cartTokenOf = (cookieHeader: string | null | undefined): string | null =>
  parse(cookieHeader ?? "", CART_COOKIE)[CART_COOKIE] || null;

export function cartRoutes({ db, config }: ApiDeps): Hono {
  const refOf = (c: Context): CartRef => ({ userId: viewerOf(c).userId, token: getCookie(c, CART_COOKIE) ?? null });
  const { secure } = sessionCookieOf(config);

  /** A guest's first write gets a cart cookie. */
  const writableRef = (c: Context): CartRef => {
    const ref = refOf(c);
    if (ref.userId !== null || ref.token) return ref;
    const cart = newGuestCart(secure);
    c.header("Set-Cookie", cart.setCookie, { append: true });
    return { ...ref, token: cart.token };
  };

  return new Hono()
    .get("/cart/count", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await cartCount(db, refOf(c)));
    })
    .get("/cart/item", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readCart(db, refOf(c), isBuyNowCheckout(new URL(c.req.url).searchParams)));
    })
    .post("/cart/item/add", async (c) => {
      const lines = parseQuery(cartLinesSchema, await jsonBody(c));
      const result = await addToCart(db, writableRef(c), viewerOf(c), lines, "add");
      return c.json({ status: "added", cart_count: result.count });
    })
    .post("/cart/buynow", async (c) => {
      const lines = parseQuery(cartLinesSchema, await jsonBody(c));
      const result = await addToCart(db, writableRef(c), viewerOf(c), lines, "buy_now");
      return c.json({ status: "ok", cart_count: result.count });
    })
    .post("/cart/item/update", async (c) => {
      const body = parseQuery(updateSchema, await jsonBody(c));
      return c.json(await updateCartLine(db, refOf(c), viewerOf(c), body.cart_item_key, body.quantity));
    })
    .post("/cart/item/remove", async (c) => {
      const body = parseQuery(removeSchema, await jsonBody(c));
      return c.json(await removeCartLine(db, refOf(c), body.cart_item_key));
    });
}
