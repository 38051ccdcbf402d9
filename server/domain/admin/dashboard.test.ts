// Issue 22 "Dashboard": the shop's figures from orders in known states and times. Sales are paid
// orders by the Seoul day they were made (less refunds), the pipeline counts each status (구매확정 and
// 취소완료 for 30 days, as their links filter the list), best sellers count the units kept.
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { orderLines, orders, products } from "../../db/schema";
import { type Dashboard, dashboard } from "./dashboard";

let database: TestDatabase;
let figures: Dashboard;
let ranked: { productId: number; name: string }[];
/** Noon of 2026-11-27 in Seoul. */
const NOW = new Date("2026-11-27T03:00:00Z");
const TODAY = new Date("2026-11-26T15:00:00Z");
const WEEK = new Date("2026-11-20T15:00:00Z");
const MONTH = new Date("2026-10-28T15:00:00Z");
const before = (instant: Date) => new Date(instant.getTime() - 1);

type Line = { product: typeof products.$inferSelect; quantity: number; isGift?: boolean };

async function order(values: Partial<typeof orders.$inferInsert>, lines: Line[] = []) {
  const [made] = await database.db
    .insert(orders)
    .values({
      orderKey: `wc_order_${randomUUID()}`,
      paymentMethod: "card",
      paymentMethodTitle: "신용·체크카드",
      paymentId: `test-${randomUUID()}`,
      billing: { email: "dash@collins.kr", phone: "010-5555-0000" },
      orderName: "무드워터 유자",
      regularTotal: 0,
      goodsTotal: 0,
      discountTotal: 0,
      shippingTotal: 0,
      total: 0,
      reservedUntil: NOW,
      paidAt: values.status === "pending" ? null : NOW,
      ...values,
    })
    .returning();
  if (!made || lines.length === 0) return;
  await database.db.insert(orderLines).values(
    lines.map(({ product, quantity, isGift = false }) => ({
      orderId: made.id,
      productId: product.id,
      name: product.name,
      quantity,
      unitPrice: 1000,
      regularPrice: 1000,
      lineTotal: 1000 * quantity,
      lineDiscount: 0,
      feeAppliedLineTotal: 1000 * quantity,
      isGift,
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  const chosen = await database.db
    .select()
    .from(products)
    .where(inArray(products.slug, ["moodwater-yuja", "collins-incense", "a-card"]));
  const bySlug = (slug: string) => {
    const product = chosen.find((row) => row.slug === slug);
    if (!product) throw new Error(`the demo catalog lacks ${slug}`);
    return product;
  };
  const [yuja, incense, card] = [bySlug("moodwater-yuja"), bySlug("collins-incense"), bySlug("a-card")];
  await order({ status: "paid", createdAt: TODAY, total: 10000 }, [{ product: yuja, quantity: 2 }]);
  await order({ status: "shipped", createdAt: before(TODAY), total: 20000, refundedAmount: 5000 }, [
    { product: incense, quantity: 1 },
  ]);
  await order({ status: "delivered", createdAt: WEEK, total: 30000 }, [
    { product: yuja, quantity: 1 },
    { product: card, quantity: 5, isGift: true },
  ]);
  await order({ status: "confirmed", createdAt: before(WEEK), total: 40000 }, [{ product: incense, quantity: 4 }]);
  await order({ status: "confirmed", createdAt: before(MONTH), total: 50000 }, [{ product: card, quantity: 20 }]);
  await order({ status: "preparing", createdAt: MONTH, total: 60000 }, [{ product: yuja, quantity: 1 }]);
  await order({ status: "cancelled", createdAt: TODAY, total: 70000, refundedAmount: 70000 }, [
    { product: card, quantity: 10 },
  ]);
  await order({ status: "pending", createdAt: TODAY, total: 99000 }, [{ product: card, quantity: 30 }]);
  await order({ status: "exchange_requested", createdAt: before(MONTH), total: 8000 });
  await order({ status: "return_requested", createdAt: before(MONTH), total: 9000 });
  ranked = [incense, yuja].map(({ id, name }) => ({ productId: id, name }));
  figures = await dashboard(database.db, NOW);
});

afterAll(async () => {
  await database.close();
});

describe("the dashboard's sales", () => {
  it("counts paid orders from the Seoul midnight of today, 7 and 30 days (today included), less refunds", () => {
    expect(figures.since).toEqual({ today: "2026-11-27", week: "2026-11-21", month: "2026-10-29" });
    // Paid and cancelled count as orders; the cancelled one's refund takes its amount back.
    expect(figures.today).toEqual({ orders: 2, revenue: 10000 });
    // The order at 23:59:59.999 of yesterday belongs to the 7 days, not today.
    expect(figures.week).toEqual({ orders: 4, revenue: 10000 + 15000 + 30000 });
    expect(figures.month).toEqual({ orders: 6, revenue: 10000 + 15000 + 30000 + 40000 + 60000 });
  });
});

describe("the order pipeline", () => {
  it("counts each status 결제완료 → 구매확정, the confirmed ones of the 30 days only", () => {
    expect(figures.pipeline).toEqual([
      { status: "paid", count: 1, from: null },
      { status: "preparing", count: 1, from: null },
      { status: "shipped", count: 1, from: null },
      { status: "delivered", count: 1, from: null },
      { status: "confirmed", count: 1, from: "2026-10-29" },
    ]);
  });

  it("counts exchange and return requests whenever made, cancellations of the 30 days", () => {
    expect(figures.requests).toEqual([
      { status: "cancelled", count: 1, from: "2026-10-29" },
      { status: "exchange_requested", count: 1, from: null },
      { status: "return_requested", count: 1, from: null },
    ]);
  });
});

describe("best sellers", () => {
  it("ranks the 30 days' products by units kept, leaving gifts, cancelled and unpaid orders out", () => {
    expect(figures.bestSellers).toEqual([
      { ...ranked[0], units: 5, orders: 2 },
      { ...ranked[1], units: 4, orders: 3 },
    ]);
  });
});
