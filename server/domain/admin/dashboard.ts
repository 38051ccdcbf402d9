// The console's dashboard (issues #9 and 22): sales of today, 7 and 30 days (Seoul days), the order
// pipeline and the requests to answer, best sellers, what is about to sell out and what shoppers wait for.
import { and, asc, count, countDistinct, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { seoulIsoDay } from "../../../core/dates";
import { optionNameOf } from "../../../core/option-name";
import type { Db } from "../../db/client";
import {
  ORDER_STATUSES,
  type OrderStatus,
  orderLines,
  orders,
  products,
  productVariations,
  restockRequests,
} from "../../db/schema";

const LOW_STOCK = 5;
const LIST_MAX = 20;
const BEST_SELLERS_MAX = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders that were paid, whatever happened after (a refund lowers the revenue, not the count). */
const NEVER_PAID: readonly OrderStatus[] = ["pending", "failed", "expired"];
const SOLD = ORDER_STATUSES.filter((status) => !NEVER_PAID.includes(status));
/** Paid orders whose goods stayed sold: a best seller does not count what came back. */
const KEPT = SOLD.filter((status) => !["cancelled", "refunded", "returned"].includes(status));
/** The way of a paid order, 결제완료 → 구매확정; the last step counts the 30 days' orders only. */
const PIPELINE: readonly OrderStatus[] = ["paid", "preparing", "shipped", "delivered", "confirmed"];
/** What shoppers asked: exchanges and returns to answer, and the 30 days' cancellations. */
const REQUESTS: readonly OrderStatus[] = ["cancelled", "exchange_requested", "return_requested"];
const RECENT_ONLY: readonly OrderStatus[] = ["confirmed", "cancelled"];

export type Sales = { orders: number; revenue: number };

/** An order status's count; `from` (a Seoul day) when only the orders made since then are counted. */
export type StatusCount = { status: OrderStatus; count: number; from: string | null };

export type Dashboard = {
  today: Sales;
  week: Sales;
  month: Sales;
  /** The first Seoul day of each period, as the orders list's filter takes it. */
  since: { today: string; week: string; month: string };
  pipeline: StatusCount[];
  requests: StatusCount[];
  /** The 30 days' products by units sold (gifts left out). */
  bestSellers: { productId: number; name: string; units: number; orders: number }[];
  lowStock: { productId: number; variationId: number | null; name: string; optionName: string; stock: number }[];
  /** Per product and option (the product as a whole has no option: variationId null, optionName ""). */
  waitingRestock: {
    productId: number;
    variationId: number | null;
    name: string;
    optionName: string;
    waiting: number;
  }[];
};

export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = seoulMidnight(now);
  const week = new Date(today.getTime() - 6 * DAY_MS);
  const month = new Date(today.getTime() - 29 * DAY_MS);
  const statuses = await statusCounts(db, month);
  return {
    today: await salesSince(db, today),
    week: await salesSince(db, week),
    month: await salesSince(db, month),
    since: { today: seoulIsoDay(today), week: seoulIsoDay(week), month: seoulIsoDay(month) },
    pipeline: PIPELINE.map((status) => statuses(status)),
    requests: REQUESTS.map((status) => statuses(status)),
    bestSellers: await bestSellers(db, month),
    lowStock: await lowStock(db),
    waitingRestock: await waitingRestock(db),
  };
}

/** The start of today in Seoul. */
export function seoulMidnight(now: Date): Date {
  return new Date(`${seoulIsoDay(now)}T00:00:00+09:00`);
}

/** Paid orders made since `start` and what they brought in, less refunds. */
async function salesSince(db: Db, start: Date): Promise<Sales> {
  const [row] = await db
    .select({
      orders: count(),
      revenue: sql`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.status, SOLD), isNotNull(orders.paidAt), gte(orders.createdAt, start)));
  return { orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
}

/** The orders in each status of the pipeline and the requests; the recent-only ones since `month`. */
async function statusCounts(db: Db, month: Date): Promise<(status: OrderStatus) => StatusCount> {
  const rows = await db
    .select({
      status: orders.status,
      all: count(),
      recent: sql`count(*) filter (where ${orders.createdAt} >= ${month.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(orders)
    .where(inArray(orders.status, [...PIPELINE, ...REQUESTS]))
    .groupBy(orders.status);
  return (status) => {
    const row = rows.find((counted) => counted.status === status);
    const recentOnly = RECENT_ONLY.includes(status);
    return {
      status,
      count: (recentOnly ? row?.recent : row?.all) ?? 0,
      from: recentOnly ? seoulIsoDay(month) : null,
    };
  };
}

async function bestSellers(db: Db, start: Date): Promise<Dashboard["bestSellers"]> {
  const units = sql`sum(${orderLines.quantity})`.mapWith(Number);
  return db
    .select({ productId: products.id, name: products.name, units, orders: countDistinct(orderLines.orderId) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(inArray(orders.status, KEPT), gte(orders.createdAt, start), eq(orderLines.isGift, false)))
    .groupBy(products.id, products.name)
    .orderBy(desc(units), asc(products.name))
    .limit(BEST_SELLERS_MAX);
}

/** Simple products and options of published products with LOW_STOCK or fewer left, lowest first. */
async function lowStock(db: Db): Promise<Dashboard["lowStock"]> {
  const productStock = sql<number>`coalesce(${products.stockQuantity}, 0)`;
  const simple = await db
    .select({ productId: products.id, name: products.name, stock: productStock })
    .from(products)
    .where(and(eq(products.status, "publish"), eq(products.type, "simple"), lte(productStock, LOW_STOCK)))
    .orderBy(asc(productStock), asc(products.id))
    .limit(LIST_MAX);
  const options = await db
    .select({
      productId: products.id,
      variationId: productVariations.id,
      name: products.name,
      attributes: productVariations.attributes,
      stock: productVariations.stockQuantity,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(products.status, "publish"),
        eq(products.type, "variable"),
        lte(productVariations.stockQuantity, LOW_STOCK),
      ),
    )
    .orderBy(asc(productVariations.stockQuantity), asc(productVariations.id))
    .limit(LIST_MAX);
  return [
    ...simple.map((row) => ({ ...row, variationId: null, optionName: "" })),
    ...options.map(({ attributes, ...row }) => ({
      ...row,
      optionName: optionNameOf(attributes),
    })),
  ]
    .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name, "ko"))
    .slice(0, LIST_MAX);
}

async function waitingRestock(db: Db): Promise<Dashboard["waitingRestock"]> {
  const waiting = count();
  const rows = await db
    .select({
      productId: products.id,
      variationId: restockRequests.variationId,
      name: products.name,
      attributes: productVariations.attributes,
      waiting,
    })
    .from(restockRequests)
    .innerJoin(products, eq(products.id, restockRequests.productId))
    .leftJoin(productVariations, eq(productVariations.id, restockRequests.variationId))
    .where(eq(restockRequests.status, "waiting"))
    .groupBy(products.id, products.name, restockRequests.variationId, productVariations.attributes)
    .orderBy(desc(waiting), asc(products.name), asc(restockRequests.variationId))
    .limit(LIST_MAX);
  return rows.map(({ attributes, variationId, ...row }) => ({
    ...row,
    variationId: variationId === 0 ? null : variationId,
    optionName: attributes ? optionNameOf(attributes) : "",
  }));
}
