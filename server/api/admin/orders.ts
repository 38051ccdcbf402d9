// Orders in the console (issue #9): the list, one order, shipping steps and refunds; the queue of
// cancel, exchange and return requests (issue 22).
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { isTrackingNumber } from "../../../core/couriers";
import { REQUEST_KINDS, REQUEST_STATES } from "../../../core/requests";
import { ORDER_STATUSES } from "../../db/schema";
import {
  changeOrderStatus,
  listOrders,
  orderAdminMessages,
  orderDetail,
  refundByOperator,
  seoulDayStart,
} from "../../domain/admin/orders";
import { listRequests, requestMessages } from "../../domain/admin/requests";
import { checkoutMessages } from "../../domain/checkout/messages";
import { DB_ID_MAX, idOf } from "../../domain/ids";
import { resolveClaim } from "../../domain/orders/actions";
import { jsonBody } from "../json-body";
import { claimDecisionSchema } from "../orders";
import { parseQuery } from "../validation";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

const day = z
  .string()
  .refine((value) => seoulDayStart(value) !== null, orderAdminMessages.invalidDay)
  .optional();

export const listSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: orderAdminMessages.invalidStatusFilter }).optional(),
  from: day,
  to: day,
  q: z.string().max(100, orderAdminMessages.invalidSearch).optional(),
  page: z.string().optional(),
});

export const requestListSchema = z.object({
  kind: z.enum(REQUEST_KINDS, { error: requestMessages.invalidKind }).optional(),
  state: z.enum(REQUEST_STATES, { error: requestMessages.invalidState }).optional(),
  page: z.string().optional(),
});

export const statusSchema = z.discriminatedUnion(
  "status",
  [
    z.object({ status: z.literal("preparing") }),
    z.object({
      status: z.literal("shipped"),
      courier: z
        .string({ error: orderAdminMessages.invalidCourier })
        .trim()
        .min(1, orderAdminMessages.invalidCourier)
        .max(30, orderAdminMessages.invalidCourier),
      trackingNumber: z
        .string({ error: orderAdminMessages.invalidTrackingNumber })
        .trim()
        .refine(isTrackingNumber, orderAdminMessages.invalidTrackingNumber),
    }),
    z.object({ status: z.literal("delivered") }),
  ],
  { error: orderAdminMessages.invalidNextStatus },
);

export const refundSchema = z.object(
  {
    amount: z
      .number({ error: orderAdminMessages.invalidRefundAmount })
      .int(orderAdminMessages.invalidRefundAmount)
      .positive(orderAdminMessages.invalidRefundAmount)
      .max(DB_ID_MAX, orderAdminMessages.invalidRefundAmount)
      // Only a missing amount means "all": null (a form's NaN) must never refund everything.
      .optional(),
    reason: z
      .string({ error: orderAdminMessages.invalidRefundReason })
      .trim()
      .min(1, orderAdminMessages.invalidRefundReason)
      .max(100, orderAdminMessages.invalidRefundReason),
  },
  { error: orderAdminMessages.invalidRefundReason },
);

const orderIdOf = (c: Context) => parseQuery(idOf(checkoutMessages.orderNotFound), c.req.param("id"));

/** The query without empty values, so `?status=&q=` means no filter. */
const filledQuery = (c: Context) => Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value));

export function orderAdminRoutes({ db, config, providers }: AdminDeps): Hono {
  return new Hono()
    .get("/admin/orders", async (c) => c.json(await listOrders(db, parseQuery(listSchema, filledQuery(c)))))
    .get("/admin/requests", async (c) => c.json(await listRequests(db, parseQuery(requestListSchema, filledQuery(c)))))
    .get("/admin/orders/:id", async (c) => c.json({ item: await orderDetail(db, orderIdOf(c)) }))
    .post("/admin/orders/:id/status", async (c) => {
      const orderId = orderIdOf(c);
      const change = parseQuery(statusSchema, await jsonBody(c));
      const item = await changeOrderStatus(db, operatorOf(c), orderId, change, config.publicBaseUrl);
      return c.json({ item });
    })
    .post("/admin/orders/:id/refund", async (c) => {
      const orderId = orderIdOf(c);
      const refund = parseQuery(refundSchema, await jsonBody(c));
      return c.json({ item: await refundByOperator(db, providers, operatorOf(c), orderId, refund) });
    })
    .post("/admin/orders/:id/claim", async (c) => {
      const orderId = orderIdOf(c);
      const decision = parseQuery(claimDecisionSchema, await jsonBody(c));
      await resolveClaim(db, providers, operatorOf(c), orderId, decision);
      return c.json({ item: await orderDetail(db, orderId) });
    });
}
