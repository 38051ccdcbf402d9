// Orders and their lines, coupons, processed webhook deliveries and the messaging outbox.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Address } from "./accounts";

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "preparing",
  "shipped",
  "delivered",
  "confirmed",
  "exchange_requested",
  "return_requested",
  "exchanged",
  "returned",
  "cancelled",
  "refunded",
  "failed",
  "expired",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ["card", "easy_pay", "npay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type Billing = { email: string; phone: string };

export const CLAIM_KINDS = ["exchange", "return"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_DECISIONS = ["approve", "reject"] as const;
export type ClaimDecisionKind = (typeof CLAIM_DECISIONS)[number];

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** The secret that lets a guest see the order (spec §3 `order_key`). */
    orderKey: text("order_key").notNull(),
    userId: integer("user_id"),
    /** The cart the order was made from: its lines are removed once the order is paid. */
    cartId: integer("cart_id"),
    /** Made from the cart's buy-now selection rather than its own lines (decision 5). */
    buyNow: boolean("buy_now").notNull().default(false),
    /** The address the order was started from (server/api/auth.ts clientKeyOf): bounds unpaid holds. */
    clientKey: text("client_key"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    paymentMethodTitle: text("payment_method_title").notNull(),
    /** The provider's payment id chosen by the shop (PortOne `paymentId`, Naver Pay order key). */
    paymentId: text("payment_id").notNull(),
    transactionId: text("transaction_id"),
    shipping: jsonb("shipping").$type<Address | null>(),
    billing: jsonb("billing").$type<Billing>().notNull(),
    customerNote: text("customer_note").notNull().default(""),
    orderName: text("order_name").notNull(),
    regularTotal: integer("regular_total").notNull(),
    goodsTotal: integer("goods_total").notNull(),
    discountTotal: integer("discount_total").notNull(),
    couponId: integer("coupon_id"),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    shippingTotal: integer("shipping_total").notNull(),
    total: integer("total").notNull(),
    currency: text("currency").notNull().default("KRW"),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /** Until when the reserved stock is held for an unpaid order. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }).notNull(),
    /** Whether the order holds stock (reserved or sold); false once it is given back. */
    holdsStock: boolean("holds_stock").notNull().default(true),
    failureReason: text("failure_reason"),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** A guest's order password (argon2id), checked by 비회원 주문조회; null for members. */
    lookupPasswordHash: text("lookup_password_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The buyer's exchange or return request (교환·반품 신청) and the operator's answer. */
    claimKind: text("claim_kind", { enum: CLAIM_KINDS }),
    claimReason: text("claim_reason"),
    claimRequestedAt: timestamp("claim_requested_at", { withTimezone: true }),
    claimAnswer: text("claim_answer"),
    claimResolvedAt: timestamp("claim_resolved_at", { withTimezone: true }),
    /** The operator's answer to the request: approve or reject (issue 22, the requests queue). */
    claimDecision: text("claim_decision", { enum: CLAIM_DECISIONS }),
    /** Why the provider refused the last refund of a return's approval; null once one went through. */
    claimRefundError: text("claim_refund_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_key_key").on(t.orderKey),
    uniqueIndex("orders_payment_id_key").on(t.paymentId),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_pending_idx").on(t.reservedUntil).where(sql`${t.status} = 'pending'`),
    index("orders_pending_client_idx").on(t.clientKey).where(sql`${t.status} = 'pending'`),
    check("orders_total_check", sql`${t.total} >= 0`),
    check("orders_claim_kind_check", sql`${t.claimKind} IS NULL OR ${t.claimKind} IN ('exchange', 'return')`),
    check(
      "orders_claim_decision_check",
      sql`${t.claimDecision} IS NULL OR ${t.claimDecision} IN ('approve', 'reject')`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variationId: integer("variation_id"),
    name: text("name").notNull(),
    optionName: text("option_name").notNull().default(""),
    thumbnail: text("thumbnail").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    regularPrice: integer("regular_price").notNull(),
    lineTotal: integer("line_total").notNull(),
    lineDiscount: integer("line_discount").notNull(),
    feeAppliedLineTotal: integer("fee_applied_line_total").notNull(),
    isGift: boolean("is_gift").notNull().default(false),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), check("order_lines_quantity_check", sql`${t.quantity} > 0`)],
);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    /** What kind of coupon it is, e.g. 'welcome': a member gets each kind once. */
    kind: text("kind").notNull(),
    couponName: text("coupon_name").notNull(),
    couponDescription: text("coupon_description").notNull().default(""),
    couponAmount: integer("coupon_amount").notNull(),
    minimumAmount: integer("minimum_amount").notNull().default(0),
    expiryDate: timestamp("expiry_date", { withTimezone: true }).notNull(),
    /** The order that holds the coupon; cleared again when that order fails or expires. */
    usedOrderId: integer("used_order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_user_kind_key").on(t.userId, t.kind),
    check("coupons_amount_check", sql`${t.couponAmount} > 0`),
  ],
);

/** Webhook deliveries already processed (Standard Webhooks `webhook-id`), so a repeat is ignored. */
export const webhookDeliveries = pgTable("webhook_deliveries", {
  id: text("id").primaryKey(),
  source: text("source").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages to send (order notices, restock alarms): written in the transaction that causes them. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    /** One message per cause, e.g. 'order-paid:42'. */
    dedupeKey: text("dedupe_key").notNull(),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    /**
     * pending → sending (claimed by one worker) → sent | failed. A claim that lapsed without an
     * answer becomes 'unknown' and is not sent again: a second text is worse than a missing one.
     */
    status: text("status", { enum: ["pending", "sending", "sent", "failed", "unknown"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("outbox_messages_dedupe_key").on(t.dedupeKey),
    index("outbox_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** The PortOne simulator's own payments: kept in the database so they survive a restart. */
export const simPayments = pgTable("sim_payments", {
  paymentId: text("payment_id").primaryKey(),
  provider: text("provider", { enum: ["portone", "npay"] }).notNull(),
  status: text("status").notNull(),
  orderName: text("order_name").notNull(),
  amount: integer("amount").notNull(),
  cancelledAmount: integer("cancelled_amount").notNull().default(0),
  currency: text("currency").notNull(),
  payMethod: text("pay_method").notNull(),
  customData: text("custom_data"),
  /** Naver Pay: the lines the shop registered. */
  lines: jsonb("lines").$type<unknown[]>(),
  noticeUrl: text("notice_url"),
  returnUrl: text("return_url"),
  txId: text("tx_id"),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A row of a courier's file of tracking numbers, as it was read (issue 22). */
export type TrackingImportRow = { line: number; orderNumber: string; courier: string; trackingNumber: string };

/** A courier's file of tracking numbers between its preview and its confirmation (issue 22). */
export const trackingImports = pgTable(
  "tracking_imports",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").notNull(),
    fileName: text("file_name").notNull(),
    rows: jsonb("rows").$type<TrackingImportRow[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [index("tracking_imports_operator_idx").on(t.operatorId, t.createdAt)],
);
