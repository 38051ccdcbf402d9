// Issue 10 (load test, a 500 from processCheckout): two orders of the same products, paid at the
// same time, deadlocked on the products' sales counts because each locked them in its own line
// order. A payment now locks product rows in the stock's lock order. Needs TEST_DATABASE_URL.
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow } from "../../../tests/helpers/checkout-flow";
import { shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { orderLines, type products } from "../../db/schema";
import { type PaymentProviders, syncOrderPayment } from "./payment-sync";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the lock order of a payment", () => {
  let t: TestApp;
  const flow = checkoutFlow(() => t);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "on" });
  });

  afterAll(async () => {
    await t.close();
  });

  it("locks the lower product first, whatever the order of the lines", async () => {
    const [low, high] = [await flow.productId("moodwater-yuja"), await flow.productId("incense-goodtimes-sunset")].sort(
      (a, b) => a.id - b.id,
    ) as [typeof products.$inferSelect, typeof products.$inferSelect];
    const s = shopper(t);
    await flow.addToCart(s, high.slug);
    await flow.addToCart(s, low.slug);
    const order = (await flow.init(s)).body;
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => line.productId)).toEqual([high.id, low.id]);

    const providers: PaymentProviders = {
      portone: {
        getPayment: async (id) => ({ id, status: "PAID", amount: order.total, currency: "KRW", transactionId: "tx" }),
        cancelPayment: async () => undefined,
      },
      npay: null,
    };
    const url = new URL(serverUrl as string);
    url.pathname = `/${t.database.name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    const probe = new pg.Client({ connectionString: url.toString() });
    await Promise.all([holder.connect(), probe.connect()]);
    try {
      // Another payment holds the lower product; this one must wait for it before touching the higher.
      await holder.query("BEGIN");
      await holder.query("SELECT id FROM products WHERE id = $1 FOR UPDATE", [low.id]);
      const paying = syncOrderPayment(t.database.db, providers, order.id);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await probe.query("BEGIN");
      const higherFree = await probe.query("SELECT id FROM products WHERE id = $1 FOR UPDATE NOWAIT", [high.id]).then(
        () => true,
        () => false,
      );
      await probe.query("ROLLBACK");
      await holder.query("ROLLBACK");
      expect(higherFree).toBe(true);
      expect((await paying).state).toBe("paid");
    } finally {
      await Promise.all([holder.end(), probe.end()]);
    }
  });
});
