// initCheckout (spec §4 Checkout step 1, §7): an order from the server-side cart (its own lines or
// its buy-now selection), priced again from the database (promotions, coupon, shipping), with its
// stock reserved atomically until `reservedUntil`. If anything sold out meanwhile, nothing changes
// and the shopper is told which.
// One shopper holds one unpaid order at a time and one address a few (issue 18: a guest held a
// whole stock with unpaid orders), each within the products' per-order maximums, and together
// at most a bounded number of units of each product.
import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, or, type SQL, sql, sum } from "drizzle-orm";
import { couponDiscount, orderName, orderTotal, PAYMENT_METHOD_TITLES } from "../../../core/checkout";
import { naverPayOrder } from "../../../core/npay";
import { orderLimitBreach, unpaidUnitsLimit } from "../../../core/order-limit";
import type { Db } from "../../db/client";
import { type Address, type Billing, coupons, orderLines, orders, type PaymentMethod } from "../../db/schema";
import { type CartRef, findCartId, type Viewer } from "../cart/cart-ref";
import { type Cart, type CartItem, type MaxPerOrderOf, readCartById } from "../cart/read-cart";
import { DomainError } from "../errors";
import { claimCoupon } from "./coupons";
import { checkoutMessages } from "./messages";
import { endOrders } from "./release";
import { giveBack, inLockOrder, type StockLine, type Tx, takeStock } from "./stock";

/** How long an unpaid order holds its stock. */
export const RESERVATION_MS = 15 * 60 * 1000;

/**
 * How many unpaid orders holding stock one client address may have at once. A shopper's own
 * earlier one is released first, so this is room for a few shoppers behind one address (an
 * office, a phone network), not for one visitor with fresh cookies.
 */
export const MAX_UNPAID_ORDERS_PER_CLIENT = 2;

export type InitCheckoutInput = {
  paymentMethod: PaymentMethod;
  /** Absent for Naver Pay, whose order sheet collects the address. */
  shipping: Address | null;
  billing: Billing;
  customerNote: string;
  couponId: number | null;
  /** The client address (server/api/auth.ts clientKeyOf); null when unknown. */
  clientKey: string | null;
  /** Order the buy-now selection instead of the cart's own lines (decision 5). */
  buyNow: boolean;
  /** A guest's order password, hashed (비회원 주문조회). */
  lookupPasswordHash?: string | null;
};

export type InitCheckoutAnswer = {
  id: number;
  order_key: string;
  total: number;
  currency: "KRW";
  billing: Billing;
  payment_id: string;
  order_name: string;
};

export type CheckoutOrder = typeof orders.$inferSelect;

export async function initCheckout(
  db: Db,
  ref: CartRef,
  viewer: Viewer,
  input: InitCheckoutInput,
  now = new Date(),
): Promise<{ answer: InitCheckoutAnswer; cart: Cart; order: CheckoutOrder }> {
  const cartId = await findCartId(db, ref);
  const { cart, maxPerOrderOf } = await readCartById(db, cartId, input.buyNow);
  if (cartId === null || cart.items.length === 0) throw new DomainError("invalid", checkoutMessages.emptyCart);
  checkPurchasable(cart.items, viewer, input.paymentMethod);
  checkOrderLimits(cart.items, maxPerOrderOf);
  // A line short of stock is refused here, before any lock, unless the shopper's own unpaid order
  // (a payment window closed, say) may be holding it: that order is replaced below and its units
  // come back before they are taken, and the take decides.
  const ownOrders =
    viewer.userId === null
      ? eq(orders.cartId, cartId)
      : or(eq(orders.cartId, cartId), eq(orders.userId, viewer.userId));
  const short = cart.items.find((item) => item.stock_quantity < item.quantity);
  if (short && !(await holdsStock(db, ownOrders))) {
    throw new DomainError("conflict", checkoutMessages.soldOut(short.product_name), "sold_out");
  }

  const npay = input.paymentMethod === "npay";
  if (npay && input.couponId !== null) throw new DomainError("invalid", checkoutMessages.couponUnavailable);
  const coupon = input.couponId === null ? null : await usableCoupon(db, viewer, input.couponId, cart, now);
  const discount = couponDiscount(cart.totals.goods_total, coupon);
  // Naver charges its registered lines (unit prices rounded down), so the order expects that sum.
  const total = npay
    ? naverPayOrder(cart.items, cart.totals.shipping_origin_total).total
    : orderTotal({ goodsTotal: cart.totals.goods_total, shipping: cart.totals.shipping_origin_total }, coupon);
  const name = orderName(cart.items.map((item) => item.product_name));

  const order = await db.transaction(async (tx) => {
    // A new attempt by the same shopper (cart, or member on any device) replaces the earlier
    // unpaid one and frees its stock; then the address may not hold more than its share.
    if (input.clientKey !== null) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout-client:${input.clientKey}`}))`);
    }
    const superseded = await endOrders(tx, ownOrders, "expired", "superseded");
    await checkUnpaidShare(tx, input.clientKey, cart.items, maxPerOrderOf, now);

    const [created] = await tx
      .insert(orders)
      .values({
        orderKey: `wc_order_${randomBytes(18).toString("base64url")}`,
        userId: viewer.userId,
        cartId,
        buyNow: input.buyNow,
        clientKey: input.clientKey,
        lookupPasswordHash: input.lookupPasswordHash ?? null,
        status: "pending",
        paymentMethod: input.paymentMethod,
        paymentMethodTitle: PAYMENT_METHOD_TITLES[input.paymentMethod],
        paymentId: `pay_${randomBytes(16).toString("base64url")}`,
        shipping: input.shipping,
        billing: input.billing,
        customerNote: input.customerNote,
        orderName: name,
        regularTotal: cart.totals.regular_total,
        goodsTotal: cart.totals.goods_total,
        discountTotal: cart.totals.discount_total,
        couponId: coupon?.id ?? null,
        couponDiscount: discount,
        shippingTotal: cart.totals.shipping_origin_total,
        total,
        reservedUntil: new Date(now.getTime() + RESERVATION_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error("order was not created");
    if (coupon && viewer.userId !== null && !(await claimCoupon(tx, coupon.id, viewer.userId, created.id, now))) {
      throw new DomainError("conflict", checkoutMessages.couponUnavailable);
    }
    await takeStockLast(tx, created.id, cart, superseded.lines);
    return created;
  });

  return {
    order,
    cart,
    answer: {
      id: order.id,
      order_key: order.orderKey,
      total: order.total,
      currency: "KRW",
      billing: order.billing,
      payment_id: order.paymentId,
      order_name: order.orderName,
    },
  };
}

/**
 * The order's lines, then its stock: the stock of the shopper's superseded orders comes back and
 * the ordered lines and free gifts are taken in one pass in the lock order of the stock (a row
 * given back or a gift taken out of that order could deadlock with another checkout; a row given
 * back comes before the same row is taken). The stock rows come last, so the row every buyer of a
 * limited drop needs is locked until the commit only, not while a busy instance sends the order's
 * inserts (issue 23: the sale's slowest step). A free gift comes along while it lasts, and its line
 * goes again when it ran out; running out of gifts never blocks an order.
 */
async function takeStockLast(tx: Tx, orderId: number, cart: Cart, givenBack: StockLine[]): Promise<void> {
  const written = await tx
    .insert(orderLines)
    .values([
      ...cart.items.map((item) => lineOf(orderId, item, false)),
      ...cart.gift_items.map((gift) => lineOf(orderId, gift, true)),
    ])
    .returning({
      id: orderLines.id,
      productId: orderLines.productId,
      variationId: orderLines.variationId,
      isGift: orderLines.isGift,
    });
  const wanted = [
    ...cart.items.map((item) => ({ item, gift: false })),
    ...cart.gift_items.map((item) => ({ item, gift: true })),
  ].map((line) => ({ ...line, productId: line.item.product_id, variationId: line.item.variation_id }));
  const steps = inLockOrder<{
    productId: number;
    variationId: number | null;
    back?: StockLine;
    take?: (typeof wanted)[number];
  }>([
    ...givenBack.map((line) => ({ productId: line.productId, variationId: line.variationId, back: line })),
    ...wanted.map((line) => ({ productId: line.productId, variationId: line.variationId, take: line })),
  ]);
  const goneGifts: number[] = [];
  for (const { back, take } of steps) {
    if (back) await giveBack(tx, back);
    if (!take) continue;
    const taken = await takeStock(tx, {
      productId: take.productId,
      variationId: take.variationId,
      quantity: take.item.quantity,
    });
    if (taken) continue;
    if (!take.gift) throw new DomainError("conflict", checkoutMessages.soldOut(take.item.product_name), "sold_out");
    const giftLine = written.find(
      (row) => row.isGift && row.productId === take.productId && row.variationId === take.variationId,
    );
    if (giftLine) goneGifts.push(giftLine.id);
  }
  if (goneGifts.length > 0) await tx.delete(orderLines).where(inArray(orderLines.id, goneGifts));
}

function checkPurchasable(items: CartItem[], viewer: Viewer, method: PaymentMethod): void {
  for (const item of items) {
    const info = item.variation?.additional_info ?? item.product.additional_info;
    if ((info.login_required || item.product.additional_info.login_required) && viewer.userId === null) {
      throw new DomainError("unauthenticated", checkoutMessages.loginRequired, "Login Required");
    }
    // A line taken off sale after it was put in the cart is refused as a sold-out one is.
    if (!item.purchasable) {
      throw new DomainError("conflict", checkoutMessages.unpurchasable(lineName(item)), "unpurchasable");
    }
    if (method === "npay" && !item.product.is_npay_available) {
      throw new DomainError("invalid", checkoutMessages.npayUnavailable);
    }
  }
}

/** Whether one of the orders `where` names is unpaid and holds stock. */
async function holdsStock(db: Db, where: SQL | undefined): Promise<boolean> {
  const [held] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, eq(orders.status, "pending"), eq(orders.holdsStock, true)))
    .limit(1);
  return held !== undefined;
}

/** A cart line as the shopper sees it: the product and, for a combination, its options. */
const lineName = (item: CartItem) =>
  item.product_option_name ? `${item.product_name} (${item.product_option_name})` : item.product_name;

/** The operator's per-order maximum of each product, over all its lines in the cart. */
function checkOrderLimits(items: CartItem[], maxPerOrderOf: MaxPerOrderOf): void {
  const breach = orderLimitBreach(items, maxPerOrderOf);
  if (!breach) return;
  const name = items.find((item) => item.product_id === breach.productId)?.product_name ?? "";
  throw new DomainError("invalid", checkoutMessages.overOrderLimit(name, breach.max));
}

/**
 * Refuses a new order while the address already has its share of unpaid orders holding stock, or
 * when it would take the units of a product the address holds in unpaid orders (free gifts aside)
 * past `unpaidUnitsLimit`; both read in one statement. Runs under the address's lock, after the
 * shopper's own older orders were released, so those do not count and concurrent checkouts from
 * one address cannot both pass. Without a known address the new order alone is bounded.
 */
async function checkUnpaidShare(
  tx: Tx,
  clientKey: string | null,
  items: CartItem[],
  maxPerOrderOf: MaxPerOrderOf,
  now: Date,
): Promise<void> {
  const { open, held } = clientKey === null ? { open: 0, held: [] } : await unpaidHoldsOf(tx, clientKey, items, now);
  if (open >= MAX_UNPAID_ORDERS_PER_CLIENT) throw new DomainError("rate_limited", checkoutMessages.tooManyUnpaidOrders);
  const breach = orderLimitBreach([...held, ...items], (id) => unpaidUnitsLimit(maxPerOrderOf(id)));
  if (!breach) return;
  const name = items.find((item) => item.product_id === breach.productId)?.product_name ?? "";
  throw new DomainError("conflict", checkoutMessages.overUnpaidUnits(name, breach.max));
}

/**
 * How many unpaid orders of the address hold stock, and the units of each of `items`' products
 * they hold (free gifts aside).
 */
async function unpaidHoldsOf(
  tx: Tx,
  clientKey: string,
  items: CartItem[],
  now: Date,
): Promise<{ open: number; held: { product_id: number; quantity: number }[] }> {
  const held = tx
    .select({ productId: orderLines.productId, quantity: sum(orderLines.quantity).as("quantity") })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        unpaidHoldOf(clientKey, now),
        eq(orderLines.isGift, false),
        inArray(orderLines.productId, [...new Set(items.map((item) => item.product_id))]),
      ),
    )
    .groupBy(orderLines.productId)
    .as("held");
  const [answer] = await tx
    .select({
      open: sql<number>`(SELECT count(*) FROM ${orders} WHERE ${unpaidHoldOf(clientKey, now)})`.mapWith(Number),
      held: sql<
        [number, string][]
      >`coalesce(json_agg(json_build_array(${held.productId}, ${held.quantity})), '[]'::json)`,
    })
    .from(held);
  return {
    open: answer?.open ?? 0,
    held: (answer?.held ?? []).map(([productId, quantity]) => ({ product_id: productId, quantity: Number(quantity) })),
  };
}

/** An order of the address that is unpaid and still holds its stock within the payment window. */
function unpaidHoldOf(clientKey: string, now: Date) {
  return and(
    eq(orders.clientKey, clientKey),
    eq(orders.status, "pending"),
    eq(orders.holdsStock, true),
    gt(orders.reservedUntil, now),
  );
}

async function usableCoupon(db: Db, viewer: Viewer, couponId: number, cart: Cart, now: Date) {
  if (viewer.userId === null) throw new DomainError("invalid", checkoutMessages.couponMembersOnly);
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, viewer.userId)))
    .limit(1);
  if (
    !coupon ||
    coupon.usedOrderId !== null ||
    coupon.expiryDate <= now ||
    cart.totals.goods_total < coupon.minimumAmount
  ) {
    throw new DomainError("invalid", checkoutMessages.couponUnavailable);
  }
  return coupon;
}

function lineOf(orderId: number, item: CartItem, isGift: boolean) {
  return {
    orderId,
    productId: item.product_id,
    variationId: item.variation_id,
    name: item.product_name,
    optionName: item.product_option_name,
    thumbnail: item.variation_thumbnail ?? item.product.thumbnail,
    quantity: item.quantity,
    unitPrice: item.display_price,
    regularPrice: item.display_regular_price,
    lineTotal: item.line_total,
    lineDiscount: item.line_discount,
    feeAppliedLineTotal: item.fee_applied_line_total,
    isGift,
  };
}
