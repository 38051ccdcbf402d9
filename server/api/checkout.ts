// Checkout calls (spec §7 initCheckout / processCheckout, §4 mobile redirect), the PortOne
// webhook, and a shopper's own orders and coupons. Every amount is decided on the server.
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { BUY_NOW_CHECKOUT } from "../../core/buy-now";
import { CUSTOM_NOTE, isValidPostcode } from "../../core/checkout";
import { isMobilePhone, isValidEmail, normalizePhone, stripEmoji } from "../../core/contact";
import type { Db } from "../db/client";
import { keepAddress } from "../domain/account/addresses";
import { hashPassword } from "../domain/auth/password";
import { takeAttempt } from "../domain/auth/rate-limit";
import type { SessionUser } from "../domain/auth/sessions";
import type { CartRef } from "../domain/cart/cart-ref";
import { couponAnswer, usableCoupons } from "../domain/checkout/coupons";
import { initCheckout } from "../domain/checkout/init-checkout";
import { checkoutMessages } from "../domain/checkout/messages";
import {
  loadOrderWithCart,
  memberOrders,
  type OrderAccess,
  orderForViewer,
  placedBy,
  type Shopper,
} from "../domain/checkout/order-view";
import {
  loadOrder,
  loadOrderByPaymentId,
  type PaymentProviders,
  syncOrderPayment,
} from "../domain/checkout/payment-sync";
import { recordDelivery, seenDelivery } from "../domain/checkout/webhook-deliveries";
import { DomainError } from "../domain/errors";
import { idOf } from "../domain/ids";
import { ORDER_PASSWORD_MAX, ORDER_PASSWORD_MIN, orderLookupMessages } from "../domain/orders/lookup";
import { portOneSettingsOf } from "../integrations/portone/config";
import { verifyPortOneWebhook } from "../integrations/portone/webhook";
import { log } from "../log";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { CART_COOKIE } from "./cart";
import { jsonBody } from "./json-body";
import { lookedUpOrderOf, orderLookupCookieOf } from "./order-lookup-cookie";
import { parseQuery } from "./validation";
import { userOf, viewerOf } from "./viewer";

const CHECKOUT_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 };

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max * 4, message)
    .transform((value) => stripEmoji(value).trim())
    .pipe(z.string().max(max, message));

const phone = (message: string) =>
  z.string({ error: message }).max(30, message).transform(normalizePhone).refine(isMobilePhone, message);

export const shippingSchema = z.object(
  {
    first_name: text(30, checkoutMessages.invalidName).pipe(z.string().min(1, checkoutMessages.invalidName)),
    last_name: text(30, checkoutMessages.invalidName).default(""),
    address_1: text(200, checkoutMessages.invalidAddress).pipe(z.string().min(1, checkoutMessages.invalidAddress)),
    address_2: text(100, checkoutMessages.invalidAddressDetail).default(""),
    postcode: z
      .string({ error: checkoutMessages.invalidPostcode })
      .trim()
      .refine(isValidPostcode, checkoutMessages.invalidPostcode),
    phone: phone(checkoutMessages.invalidPhone),
  },
  { error: checkoutMessages.invalidAddress },
);

const orderIdSchema = idOf(checkoutMessages.orderNotFound);

export const initSchema = z.object(
  {
    payment_method: z.enum(["card", "easy_pay"], { error: checkoutMessages.invalidPaymentMethod }),
    payment_method_title: z
      .string({ error: checkoutMessages.invalidPaymentMethod })
      .max(100, checkoutMessages.invalidPaymentMethod)
      .optional(),
    shipping: shippingSchema,
    billing: z
      .object(
        {
          email: z
            .string({ error: checkoutMessages.invalidEmail })
            .trim()
            .toLowerCase()
            .refine(isValidEmail, checkoutMessages.invalidEmail)
            .optional(),
          phone: phone(checkoutMessages.invalidOrdererPhone).optional(),
        },
        { error: checkoutMessages.invalidEmail },
      )
      .default({}),
    customer_note: text(200, checkoutMessages.invalidNote).default(""),
    coupon_id: idOf(checkoutMessages.couponUnavailable).nullable().optional(),
    /** A guest's password for 비회원 주문조회 (a member's orders are on /account). */
    order_password: z
      .string({ error: orderLookupMessages.invalidPassword })
      .min(ORDER_PASSWORD_MIN, orderLookupMessages.invalidPassword)
      .max(ORDER_PASSWORD_MAX, orderLookupMessages.invalidPassword)
      .optional(),
    agree: z.literal(true, { error: checkoutMessages.agreementRequired }),
    /** Order the buy-now selection rather than the cart's own lines (decision 5). */
    buy_now: z.boolean({ error: checkoutMessages.invalidOrder }).default(false),
    /** A member's "기본 배송지로 저장" (issue 20); a guest's is ignored. */
    save_address: z.boolean({ error: checkoutMessages.invalidOrder }).default(false),
  },
  { error: checkoutMessages.invalidOrder },
);

/**
 * The checkout page's details form, checked by initCheckout's own schema: its flat fields become
 * the API's body (shipping.*, billing.*), a ticked box `agree`, an empty coupon none, an empty
 * e-mail or orderer phone absent (the member's e-mail, the recipient's phone).
 */
export const checkoutFormSchema = z.preprocess((values) => {
  const form = values as Record<string, string | undefined>;
  return {
    payment_method: form.payment_method,
    shipping: {
      first_name: form.first_name,
      last_name: "",
      address_1: form.address_1,
      address_2: form.address_2,
      postcode: form.postcode,
      phone: form.phone,
    },
    billing: { email: form.email || undefined, phone: form.billing_phone || undefined },
    customer_note: form.note_preset === CUSTOM_NOTE ? form.note_custom : form.note_preset,
    coupon_id: form.coupon_id || null,
    order_password: form.order_password || undefined,
    agree: form.agree === "on",
    buy_now: form.buy_now === "1",
    save_address: form.save_address === "on",
  };
}, initSchema);

/** The form field a refusal of checkoutFormSchema belongs to (the inverse of its mapping). */
export function checkoutFieldOf(path: PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === "shipping" && second) return second;
  if (first === "billing") return second === "phone" ? "billing_phone" : "email";
  if (first === "customer_note") return "note_custom";
  return first ?? "form";
}

export type CheckoutInput = z.output<typeof initSchema>;

/**
 * initCheckout for the API and the checkout page's action alike: the address's attempt limit, the
 * orderer's e-mail (the member's when none was given), a member's shipping address kept as their
 * default when asked, then the order from the cart. The address is kept before the order so that
 * a full address book refuses the form before any stock is held; an order that then fails (sold
 * out) leaves it saved, as the member asked.
 */
export async function startCheckout(
  db: Db,
  input: CheckoutInput,
  who: { ref: CartRef; user: SessionUser | null; clientKey: string },
) {
  await takeAttempt(
    db,
    [{ key: `checkout:ip:${who.clientKey}`, ...CHECKOUT_LIMIT }],
    checkoutMessages.tooManyCheckouts,
  );
  const email = input.billing.email ?? who.user?.email ?? "";
  if (!isValidEmail(email)) throw new DomainError("invalid", checkoutMessages.invalidEmail);
  if (input.save_address && who.user) {
    await keepAddress(db, who.user.id, input.shipping, { makeDefault: true });
  }
  return initCheckout(
    db,
    who.ref,
    { userId: who.user?.id ?? null },
    {
      paymentMethod: input.payment_method,
      shipping: input.shipping,
      billing: { email, phone: input.billing.phone ?? input.shipping.phone },
      customerNote: input.customer_note,
      couponId: input.coupon_id ?? null,
      clientKey: who.clientKey,
      buyNow: input.buy_now,
      lookupPasswordHash: who.user === null && input.order_password ? await hashPassword(input.order_password) : null,
    },
  );
}

export const processSchema = z.object(
  {
    id: orderIdSchema,
    transaction_id: z
      .string({ error: checkoutMessages.paymentMismatch })
      .max(200, checkoutMessages.paymentMismatch)
      .optional(),
  },
  { error: checkoutMessages.orderNotFound },
);

export function checkoutRoutes({ db, config }: ApiDeps, providers: PaymentProviders): Hono {
  const portone = portOneSettingsOf(config);
  const lookupCookie = orderLookupCookieOf(config);
  const cartRefOf = (c: Context): CartRef => ({ userId: viewerOf(c).userId, token: getCookie(c, CART_COOKIE) ?? null });
  const shopperOf = (c: Context): Shopper => {
    const userId = viewerOf(c).userId;
    return { userId, cartToken: userId === null ? (getCookie(c, CART_COOKIE) ?? null) : null };
  };
  const accessOf = async (c: Context, key: string | null = null): Promise<OrderAccess> => ({
    ...shopperOf(c),
    key,
    lookedUpOrderId: await lookedUpOrderOf(c.req.header("cookie"), lookupCookie),
  });
  /** The order this shopper is paying for: theirs only, whatever key or lookup they hold. */
  const ownOrder = async (c: Context, orderId: number) => {
    const placed = await loadOrderWithCart(db, orderId);
    if (!placed || !placedBy(placed, shopperOf(c))) throw new DomainError("not_found", checkoutMessages.orderNotFound);
    return placed.order;
  };

  return new Hono()
    .post("/initCheckout", async (c) => {
      const input = parseQuery(initSchema, await jsonBody(c));
      const { answer } = await startCheckout(db, input, {
        ref: cartRefOf(c),
        user: userOf(c),
        clientKey: clientKeyOf(c, config.TRUST_PROXY),
      });
      return c.json(answer);
    })
    .post("/processCheckout", async (c) => {
      const input = parseQuery(processSchema, await jsonBody(c));
      const order = await ownOrder(c, input.id);
      if (input.transaction_id && input.transaction_id !== order.paymentId) {
        throw new DomainError("invalid", checkoutMessages.paymentMismatch);
      }
      const outcome = await syncOrderPayment(db, providers, order);
      if (outcome.state === "paid") {
        return c.json({ result: "success", order_id: order.id, redirect: `/order/complete?orderId=${order.id}` });
      }
      return c.json({ result: outcome.state, message: outcome.message }, outcome.state === "failed" ? 400 : 409);
    })
    .get("/mobileCheckout/:orderId", async (c) => {
      const orderId = orderIdSchema.safeParse(c.req.param("orderId"));
      const query = c.req.query();
      const paymentId = query.paymentId ?? query.payment_id ?? "";
      // Back to the checkout it came from, whose details the server kept (kept-details.ts).
      const failTo = (message: string, buyNow = false) => {
        const target = new URL(buyNow ? BUY_NOW_CHECKOUT : "/checkout", config.publicBaseUrl);
        target.searchParams.set("payment_error", message);
        return c.redirect(`${target.pathname}${target.search}`, 302);
      };
      if (!orderId.success) return failTo(checkoutMessages.orderNotFound);
      const order = await loadOrder(db, orderId.data);
      if (!order || order.paymentId !== paymentId) return failTo(checkoutMessages.paymentMismatch);
      const back = (message: string) => failTo(message, order.buyNow);
      if (query.code) {
        // The shopper failed or closed the window: give the stock back unless the payment went through.
        const outcome = await syncOrderPayment(db, providers, order.id).catch(() => null);
        if (outcome?.state !== "paid") return back(query.message || checkoutMessages.paymentFailed);
      }
      const outcome = await syncOrderPayment(db, providers, order.id).catch((error: unknown) => {
        if (error instanceof DomainError) return { state: "failed" as const, message: error.message };
        throw error;
      });
      if (outcome.state !== "paid") return back(outcome.message);
      // The payment id is a secret only this shopper's window knew, so the key may travel with it.
      return c.redirect(`/order/complete?orderId=${order.id}&key=${encodeURIComponent(order.orderKey)}`, 302);
    })
    .post("/portone/webhook", async (c) => {
      const raw = await c.req.text();
      const event = portone?.webhookSecret
        ? verifyPortOneWebhook(portone.webhookSecret, raw, {
            id: c.req.header("webhook-id"),
            timestamp: c.req.header("webhook-timestamp"),
            signature: c.req.header("webhook-signature"),
          })
        : null;
      if (!event) return c.json({ message: "웹훅 서명을 확인할 수 없어요." }, 400);
      const deliveryId = c.req.header("webhook-id") ?? "";
      if (await seenDelivery(db, deliveryId)) return c.json({ result: "duplicate" });
      const order = event.paymentId ? await loadOrderByPaymentId(db, event.paymentId) : null;
      if (!order) {
        log.warn("webhook for an unknown payment", { paymentId: event.paymentId, type: event.type });
        await recordDelivery(db, deliveryId, "portone");
        return c.json({ result: "ignored" });
      }
      const outcome = await syncOrderPayment(db, providers, order);
      await recordDelivery(db, deliveryId, "portone");
      return c.json({ result: outcome.state });
    })
    .get("/order/:id", async (c) => {
      c.header("Cache-Control", "no-store");
      const orderId = parseQuery(orderIdSchema, c.req.param("id"));
      return c.json(await orderForViewer(db, orderId, await accessOf(c, c.req.query("key") ?? null)));
    })
    .get("/my/orders", async (c) => {
      c.header("Cache-Control", "no-store");
      const user = userOf(c);
      if (!user) throw new DomainError("unauthenticated", checkoutMessages.orderNotFound);
      return c.json(await memberOrders(db, user.id));
    })
    .get("/my/coupons", async (c) => {
      c.header("Cache-Control", "no-store");
      const user = userOf(c);
      if (!user) return c.json([]);
      return c.json((await usableCoupons(db, user.id)).map(couponAnswer));
    });
}
