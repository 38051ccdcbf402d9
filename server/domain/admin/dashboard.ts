// The console's dashboard (issue #9): today's paid orders and revenue, what is about to sell out,
// what shoppers wait for, and the pages' web vitals.
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { optionNameOf } from "../../../core/option-selection";
import type { Db } from "../../db/client";
import {
  ORDER_STATUSES,
  type OrderStatus,
  orders,
  products,
  productVariations,
  restockRequests,
  webVitals,
} from "../../db/schema";
import { PAGE_TYPES, p75, VITAL_NAMES } from "../engagement/vitals";

const LOW_STOCK = 5;
const LIST_MAX = 20;
/** The window Chrome's field data (CrUX) uses, so the numbers compare with Search Console. */
const VITALS_WINDOW_MS = 28 * 24 * 60 * 60 * 1000;
/** Orders that were paid, whatever happened after (a refund lowers the revenue, not the count). */
const NEVER_PAID: readonly OrderStatus[] = ["pending", "failed", "expired"];
const SOLD = ORDER_STATUSES.filter((status) => !NEVER_PAID.includes(status));

export type Dashboard = {
  today: { orders: number; revenue: number };
  lowStock: { productId: number; variationId: number | null; name: string; optionName: string; stock: number }[];
  /** Per product and option (the product as a whole has no option: variationId null, optionName ""). */
  waitingRestock: {
    productId: number;
    variationId: number | null;
    name: string;
    optionName: string;
    waiting: number;
  }[];
  vitals: { pageType: string; metric: string; p75: number; count: number }[];
};

export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  return {
    today: await todaySales(db, now),
    lowStock: await lowStock(db),
    waitingRestock: await waitingRestock(db),
    vitals: await vitalsSummary(db, now),
  };
}

/** The start of today in Seoul. */
export function seoulMidnight(now: Date): Date {
  const today = new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return new Date(`${today}T00:00:00+09:00`);
}

async function todaySales(db: Db, now: Date): Promise<Dashboard["today"]> {
  const [row] = await db
    .select({
      orders: count(),
      revenue: sql`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.status, SOLD), isNotNull(orders.paidAt), gte(orders.createdAt, seoulMidnight(now))));
  return { orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
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

/** p75 of every page type and metric with reports in the window, in the order of the lists. */
async function vitalsSummary(db: Db, now: Date): Promise<Dashboard["vitals"]> {
  const since = new Date(now.getTime() - VITALS_WINDOW_MS);
  const reported = await db
    .select({ pageType: webVitals.pageType, metric: webVitals.name, count: count() })
    .from(webVitals)
    .where(gt(webVitals.createdAt, since))
    .groupBy(webVitals.pageType, webVitals.name);
  const rank = (list: readonly string[], value: string) => (list.includes(value) ? list.indexOf(value) : list.length);
  reported.sort(
    (a, b) =>
      rank(PAGE_TYPES, a.pageType) - rank(PAGE_TYPES, b.pageType) ||
      rank(VITAL_NAMES, a.metric) - rank(VITAL_NAMES, b.metric),
  );
  const vitals: Dashboard["vitals"] = [];
  for (const row of reported) {
    vitals.push({ ...row, p75: (await p75(db, row.pageType, row.metric, since)) ?? 0 });
  }
  return vitals;
}
