// The Naver Pay wallet (spec §4 Checkout "For the wallet payment", §7): the order is registered
// from the server-side cart, or from its buy-now selection after the product page's buy-now
// request; the outcome arrives at /api/npay/notice/{orderId} (Naver's server notice by POST, the
// shopper's return by GET), and the wishlist (찜) button registers a product with the shop's own
// name, price and image.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { BUY_NOW_CHECKOUT } from "../../core/buy-now";
import { naverPayOrder } from "../../core/npay";
import { shownPrice } from "../../core/price";
import { products } from "../db/schema";
import { initCheckout } from "../domain/checkout/init-checkout";
import { checkoutMessages } from "../domain/checkout/messages";
import type { PaymentProviders } from "../domain/checkout/payment-sync";
import { loadOrder, syncOrderPayment } from "../domain/checkout/payment-sync";
import { releaseOrder } from "../domain/checkout/release";
import { DomainError } from "../domain/errors";
import { idOf } from "../domain/ids";
import type { NaverPayClient } from "../integrations/npay/client";
import { NPAY_NOTICE_PATH, naverPaySettingsOf } from "../integrations/npay/config";
import { errorFields, log } from "../log";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { CART_COOKIE } from "./cart";
import { jsonBody } from "./json-body";
import { parseQuery } from "./validation";
import { userOf, viewerOf } from "./viewer";

const orderIdSchema = idOf(checkoutMessages.orderNotFound);
/** The wallet's order: the cart's own lines, or with `buy_now` the product page's selection (decision 5). */
export const npayOrderSchema = z
  .object(
    { buy_now: z.boolean({ error: checkoutMessages.invalidOrder }).optional() },
    { error: checkoutMessages.invalidOrder },
  )
  .optional();
export const wishSchema = z.object(
  { product_id: idOf(checkoutMessages.npayUnavailable) },
  { error: checkoutMessages.npayUnavailable },
);

export function naverPayRoutes({ db, config }: ApiDeps, providers: PaymentProviders): Hono {
  const settings = naverPaySettingsOf(config);
  const client = providers.npay as NaverPayClient | null;
  const requireClient = () => {
    if (!client || !settings) throw new DomainError("unavailable", checkoutMessages.paymentsUnavailable);
    return client;
  };

  const finish = async (c: Context, orderId: number, paymentId: string, code: string | undefined, message?: string) => {
    const order = await loadOrder(db, orderId);
    // Back where the shopper started: the cart, or for a product page's Naver Pay the buy-now
    // checkout of that selection (as a failed card payment of buy now, issue 20).
    const failTo = (text: string) =>
      c.redirect(`${order?.buyNow ? `${BUY_NOW_CHECKOUT}&` : "/cart?"}payment_error=${encodeURIComponent(text)}`, 302);
    if (order?.paymentMethod !== "npay" || order.paymentId !== paymentId) {
      return failTo(checkoutMessages.paymentMismatch);
    }
    const outcome = await syncOrderPayment(db, providers, order.id).catch((error: unknown) => {
      if (error instanceof DomainError) return { state: "failed" as const, message: error.message };
      throw error;
    });
    if (outcome.state === "paid") {
      return c.redirect(`/order/complete?orderId=${order.id}&key=${encodeURIComponent(order.orderKey)}`, 302);
    }
    return failTo(code ? message || checkoutMessages.paymentFailed : outcome.message);
  };

  return new Hono()
    .post("/npay/order", async (c) => {
      const npay = requireClient();
      const body = parseQuery(npayOrderSchema, await jsonBody(c));
      const user = userOf(c);
      const { order, cart } = await initCheckout(
        db,
        { userId: viewerOf(c).userId, token: getCookie(c, CART_COOKIE) ?? null },
        viewerOf(c),
        {
          paymentMethod: "npay",
          shipping: null,
          billing: { email: user?.email ?? "", phone: user?.phone ?? "" },
          customerNote: "",
          couponId: null,
          clientKey: clientKeyOf(c, config.TRUST_PROXY),
          buyNow: body?.buy_now ?? false,
        },
      );
      const base = config.publicBaseUrl;
      try {
        const orderSheetUrl = await npay.registerOrder({
          paymentId: order.paymentId,
          orderId: order.id,
          order: naverPayOrder(cart.items, cart.totals.shipping_origin_total),
          returnUrl: `${base}${NPAY_NOTICE_PATH}/${order.id}`,
          noticeUrl: `${base}${NPAY_NOTICE_PATH}/${order.id}`,
        });
        return c.json({ id: order.id, total: order.total, order_sheet_url: orderSheetUrl });
      } catch (error) {
        log.warn("naver pay registration failed", { orderId: order.id, ...errorFields(error) });
        await releaseOrder(db, order.id, "failed", "npay_registration_failed");
        throw new DomainError("unavailable", checkoutMessages.providerUnavailable);
      }
    })
    .post("/npay/notice/:orderId", async (c) => {
      const orderId = parseQuery(orderIdSchema, c.req.param("orderId"));
      const order = await loadOrder(db, orderId);
      if (order?.paymentMethod !== "npay") return c.json({ message: checkoutMessages.orderNotFound }, 404);
      // The notice only says "look": the order is confirmed from Naver's own answer.
      const outcome = await syncOrderPayment(db, providers, order.id);
      return c.json({ result: outcome.state });
    })
    .get("/npay/notice/:orderId", async (c) => {
      const orderId = orderIdSchema.safeParse(c.req.param("orderId"));
      const query = c.req.query();
      if (!orderId.success)
        return c.redirect(`/cart?payment_error=${encodeURIComponent(checkoutMessages.orderNotFound)}`);
      return finish(c, orderId.data, query.paymentId ?? "", query.code, query.message);
    })
    .post("/npay/wishlist", async (c) => {
      const npay = requireClient();
      const { product_id: productId } = parseQuery(wishSchema, await jsonBody(c));
      const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
      if (product?.status !== "publish" || !product.isNpayAvailable) {
        throw new DomainError("not_found", checkoutMessages.npayUnavailable);
      }
      const url = await npay
        .registerWish({
          productId: product.id,
          name: product.name,
          price: shownPrice(product).price,
          url: `${config.publicBaseUrl}/product/${product.slug}`,
          image: `${config.publicBaseUrl}${product.thumbnail}`,
        })
        .catch((error: unknown) => {
          log.warn("naver pay wishlist registration failed", { productId: product.id, ...errorFields(error) });
          throw new DomainError("unavailable", checkoutMessages.providerUnavailable);
        });
      return c.json({ url });
    });
}
