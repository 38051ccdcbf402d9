// Issue #9 dashboard against the real app and database: today's paid orders and revenue (Seoul
// day), low stock, waiting restock requests (spec §3 Restock request) and web-vitals p75, which
// issue 22 also serves on their own (GET /api/admin/vitals) for the console's 웹 성능 page.
import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { orders, products, productVariations, restockRequests, webVitals } from "../../db/schema";
import { type Dashboard, seoulMidnight } from "../../domain/admin/dashboard";
import type { VitalsSummary } from "../../domain/admin/vitals";

let t: TestApp;
let operator: Shopper;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

async function dashboard(): Promise<Dashboard & { vitals: VitalsSummary }> {
  const answer = await operator.call<{ item: Dashboard & { vitals: VitalsSummary } }>("GET", "/api/admin/dashboard");
  expect(answer.status).toBe(200);
  return answer.body.item;
}

async function insertOrder(values: Partial<typeof orders.$inferInsert>) {
  await t.database.db.insert(orders).values({
    orderKey: `wc_order_${randomUUID()}`,
    paymentMethod: "card",
    paymentMethodTitle: "신용·체크카드",
    paymentId: `test-${randomUUID()}`,
    billing: { email: "dash@collins.kr", phone: "010-5555-0000" },
    orderName: "무드워터 유자",
    regularTotal: 29000,
    goodsTotal: 29000,
    discountTotal: 0,
    shippingTotal: 3000,
    total: 32000,
    reservedUntil: new Date(),
    ...values,
  });
}

describe("seoulMidnight", () => {
  it("is the start of the calendar day in Seoul", () => {
    expect(seoulMidnight(new Date("2026-11-21T15:30:00Z")).toISOString()).toBe("2026-11-21T15:00:00.000Z");
    expect(seoulMidnight(new Date("2026-11-21T14:59:00Z")).toISOString()).toBe("2026-11-20T15:00:00.000Z");
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts today's paid orders (Seoul day) and their revenue less refunds", async () => {
    expect((await dashboard()).today).toEqual({ orders: 0, revenue: 0 });
    const now = new Date();
    await insertOrder({ status: "paid", paidAt: now, total: 32000 });
    await insertOrder({ status: "shipped", paidAt: now, total: 20000, refundedAmount: 5000 });
    await insertOrder({ status: "refunded", paidAt: now, total: 10000, refundedAmount: 10000 });
    await insertOrder({ status: "pending", total: 99000 });
    await insertOrder({ status: "failed", total: 99000 });
    await insertOrder({ status: "expired", total: 99000 });
    await insertOrder({ status: "cancelled", total: 99000 });
    await insertOrder({
      status: "paid",
      paidAt: now,
      total: 99000,
      createdAt: new Date(seoulMidnight(now).getTime() - 1),
    });
    expect((await dashboard()).today).toEqual({ orders: 3, revenue: 32000 + 15000 });
  });

  it("gives the 7 and 30 days' sales, the pipeline with its requests and the best sellers", async () => {
    const item = await dashboard();
    expect(item.week.orders).toBeGreaterThanOrEqual(item.today.orders);
    expect(item.month.revenue).toBeGreaterThanOrEqual(item.week.revenue);
    expect(item.pipeline.map((step) => step.status)).toEqual([
      "paid",
      "preparing",
      "shipped",
      "delivered",
      "confirmed",
    ]);
    expect(item.pipeline[0]).toEqual({ status: "paid", count: 2, from: null });
    expect(item.requests.map((step) => step.status)).toEqual(["cancelled", "exchange_requested", "return_requested"]);
    expect(item.bestSellers).toEqual([]);
  });

  it("lists published products and options with 5 or fewer left, sold out included, lowest first", async () => {
    const db = t.database.db;
    const [simple] = await db
      .select()
      .from(products)
      .where(and(eq(products.type, "simple"), eq(products.status, "publish")))
      .limit(1);
    const [option] = await db
      .select({ variation: productVariations, product: products })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(eq(products.status, "publish"))
      .limit(1);
    const [hidden] = await db
      .select()
      .from(products)
      .where(and(eq(products.type, "simple"), ne(products.id, simple?.id ?? 0)))
      .limit(1);
    if (!simple || !option || !hidden) throw new Error("the demo catalog lacks products");
    await db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, simple.id));
    await db.update(productVariations).set({ stockQuantity: 2 }).where(eq(productVariations.id, option.variation.id));
    await db.update(products).set({ stockQuantity: 1, status: "hidden" }).where(eq(products.id, hidden.id));

    const { lowStock } = await dashboard();
    expect(lowStock.length).toBeLessThanOrEqual(20);
    expect(lowStock.map((row) => row.stock)).toEqual([...lowStock.map((row) => row.stock)].sort((a, b) => a - b));
    expect(lowStock.every((row) => row.stock <= 5)).toBe(true);
    expect(lowStock.some((row) => row.stock === 0)).toBe(true);
    expect(lowStock).toContainEqual({
      productId: option.product.id,
      variationId: option.variation.id,
      name: option.product.name,
      optionName: option.variation.attributes.map((attribute) => attribute.option).join(" / "),
      stock: 2,
    });
    expect(lowStock.map((row) => row.productId)).not.toContain(hidden.id);
    // The demo catalog has only a few sold-out items, so the simple product fits in the 20.
    expect(lowStock).toContainEqual({
      productId: simple.id,
      variationId: null,
      name: simple.name,
      optionName: "",
      stock: 5,
    });
    expect(lowStock.at(-1)?.stock).toBe(5);
  });

  it("ranks products and their options by waiting restock requests, leaving notified ones out", async () => {
    const [first, second] = await t.database.db.select().from(products).where(eq(products.status, "publish")).limit(2);
    if (!first || !second) throw new Error("the demo catalog lacks products");
    const [option] = await t.database.db
      .select({ id: productVariations.id, productId: productVariations.productId, name: products.name })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(eq(products.slug, "collins-incense"))
      .limit(1);
    if (!option) throw new Error("the demo catalog lacks the incense's options");
    const [variation] = await t.database.db.select().from(productVariations).where(eq(productVariations.id, option.id));
    const request = (
      productId: number,
      phone: string,
      status: "waiting" | "notified" = "waiting",
      variationId = 0,
    ) => ({
      productId,
      variationId,
      destName: "알림",
      destPhone: phone,
      status,
    });
    await t.database.db
      .insert(restockRequests)
      .values([
        request(second.id, "010-1000-0001"),
        request(second.id, "010-1000-0002"),
        request(second.id, "010-1000-0003"),
        request(first.id, "010-1000-0004"),
        request(first.id, "010-1000-0005", "notified"),
        request(first.id, "010-1000-0006", "notified"),
        request(option.productId, "010-1000-0007", "waiting", option.id),
        request(option.productId, "010-1000-0008", "waiting", option.id),
      ]);
    expect((await dashboard()).waitingRestock).toEqual([
      { productId: second.id, variationId: null, name: second.name, optionName: "", waiting: 3 },
      {
        productId: option.productId,
        variationId: option.id,
        name: option.name,
        optionName: variation?.attributes.map((a) => a.option).join(" / "),
        waiting: 2,
      },
      { productId: first.id, variationId: null, name: first.name, optionName: "", waiting: 1 },
    ]);
  });

  it("gives the p75 of each page type and metric reported in the last 28 days", async () => {
    const report = (pageType: string, name: string, value: number, createdAt = new Date()) => ({
      pageType,
      name,
      value,
      rating: "good",
      path: "/",
      createdAt,
    });
    await t.database.db
      .insert(webVitals)
      .values([
        report("product", "LCP", 1000),
        report("product", "LCP", 2000),
        report("product", "LCP", 3000),
        report("product", "LCP", 4000),
        report("product", "LCP", 90000, new Date(Date.now() - 29 * 24 * 60 * 60 * 1000)),
        report("home", "CLS", 0.1),
        report("home", "LCP", 1500),
        report("cart", "INP", 120, new Date(Date.now() - 29 * 24 * 60 * 60 * 1000)),
      ]);
    const expected = [
      { pageType: "home", metric: "LCP", p75: 1500, count: 1 },
      { pageType: "home", metric: "CLS", p75: 0.1, count: 1 },
      { pageType: "product", metric: "LCP", p75: 3250, count: 4 },
    ];
    expect((await dashboard()).vitals).toEqual(expected);
    const answer = await operator.call<{ items: VitalsSummary }>("GET", "/api/admin/vitals");
    expect([answer.status, answer.body.items]).toEqual([200, expected]);
  });
});
