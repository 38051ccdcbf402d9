// A buyer's order after payment (issue 20): 비회원 주문조회 and the order actions (cancel, 구매확정,
// 교환·반품 신청) for a member's own orders and a guest's looked-up order. The schemas are the
// pages' forms' too (app/features/orders/order-actions.server.ts).
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { normalizePhone } from "../../core/contact";
import { CLAIM_KINDS } from "../db/schema";
import type { SessionUser } from "../domain/auth/sessions";
import { checkoutMessages } from "../domain/checkout/messages";
import { orderForViewer } from "../domain/checkout/order-view";
import type { PaymentProviders } from "../domain/checkout/payment-sync";
import { DomainError } from "../domain/errors";
import { idOf } from "../domain/ids";
import { type Buyer, cancelOrder, confirmPurchase, orderActionMessages, requestClaim } from "../domain/orders/actions";
import { lookUpGuestOrder, ORDER_NUMBER_PATTERN, orderLookupMessages } from "../domain/orders/lookup";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { jsonBody } from "./json-body";
import { lookedUpOrderCookie, lookedUpOrderOf, orderLookupCookieOf } from "./order-lookup-cookie";
import { parseQuery } from "./validation";
import { userOf } from "./viewer";

const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const orderLookupSchema = z
  .object(
    {
      order_number: z
        .string({ error: orderLookupMessages.invalidNumber })
        .trim()
        .regex(ORDER_NUMBER_PATTERN, orderLookupMessages.invalidNumber),
      password: z.preprocess(
        blankIsAbsent,
        z.string({ error: orderLookupMessages.secretRequired }).max(100, orderLookupMessages.noMatch).optional(),
      ),
      phone: z.preprocess(
        blankIsAbsent,
        z
          .string({ error: orderLookupMessages.secretRequired })
          .max(30, orderLookupMessages.noMatch)
          .transform(normalizePhone)
          .optional(),
      ),
    },
    { error: orderLookupMessages.invalidNumber },
  )
  .refine((lookup) => lookup.password || lookup.phone, {
    message: orderLookupMessages.secretRequired,
    path: ["password"],
  });

export const claimSchema = z.object(
  {
    kind: z.enum(CLAIM_KINDS, { error: orderActionMessages.invalidClaimKind }),
    reason: z
      .string({ error: orderActionMessages.invalidClaimReason })
      .trim()
      .min(5, orderActionMessages.invalidClaimReason)
      .max(200, orderActionMessages.invalidClaimReason),
  },
  { error: orderActionMessages.invalidClaimKind },
);

export const claimDecisionSchema = z
  .object(
    {
      decision: z.enum(["approve", "reject"], { error: orderActionMessages.invalidDecision }),
      answer: z
        .string({ error: orderActionMessages.invalidAnswer })
        .trim()
        .max(200, orderActionMessages.invalidAnswer)
        .default(""),
    },
    { error: orderActionMessages.invalidDecision },
  )
  .refine((claim) => claim.decision === "approve" || claim.answer !== "", {
    message: orderActionMessages.rejectionReasonRequired,
    path: ["answer"],
  });

/** The member, or the guest holding a looked-up order; anyone else finds no order. */
export function buyerOf(user: SessionUser | null, lookedUpOrderId: number | null): Buyer {
  if (user) return { userId: user.id };
  if (lookedUpOrderId !== null) return { lookedUpOrderId };
  throw new DomainError("not_found", checkoutMessages.orderNotFound);
}

/** The buyer's view of the order after an action. */
export function buyersView(db: ApiDeps["db"], buyer: Buyer, orderId: number) {
  return orderForViewer(db, orderId, {
    userId: "userId" in buyer ? buyer.userId : null,
    cartToken: null,
    key: null,
    lookedUpOrderId: "lookedUpOrderId" in buyer ? buyer.lookedUpOrderId : null,
  });
}

const orderIdSchema = idOf(checkoutMessages.orderNotFound);

export function orderRoutes({ db, config }: ApiDeps, providers: PaymentProviders): Hono {
  const cookie = orderLookupCookieOf(config);
  const buyer = async (c: Context) => buyerOf(userOf(c), await lookedUpOrderOf(c.req.header("cookie"), cookie));
  const orderIdOf = (c: Context) => parseQuery(orderIdSchema, c.req.param("id"));
  const answer = async (c: Context, who: Buyer, orderId: number) => {
    c.header("Cache-Control", "no-store");
    return c.json(await buyersView(db, who, orderId));
  };

  return new Hono()
    .post("/order/lookup", async (c) => {
      const { order_number: orderNumber, ...secret } = parseQuery(orderLookupSchema, await jsonBody(c));
      const orderId = await lookUpGuestOrder(db, { orderNumber, ...secret }, clientKeyOf(c, config.TRUST_PROXY));
      c.header("Set-Cookie", await lookedUpOrderCookie(orderId, cookie));
      return c.json({ order_id: orderId });
    })
    .post("/order/:id/cancel", async (c) => {
      const who = await buyer(c);
      const orderId = orderIdOf(c);
      await cancelOrder(db, providers, who, orderId);
      return answer(c, who, orderId);
    })
    .post("/order/:id/confirm", async (c) => {
      const who = await buyer(c);
      const orderId = orderIdOf(c);
      await confirmPurchase(db, who, orderId);
      return answer(c, who, orderId);
    })
    .post("/order/:id/claim", async (c) => {
      const who = await buyer(c);
      const orderId = orderIdOf(c);
      await requestClaim(db, who, orderId, parseQuery(claimSchema, await jsonBody(c)));
      return answer(c, who, orderId);
    });
}
