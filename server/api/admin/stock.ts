// Stock and restock alarms in the console: set a product's or option's stock (coming back from 0
// queues its alarms) and see who waits and what was sent.
import { Hono } from "hono";
import { z } from "zod";
import { idOf } from "../../domain/ids";
import { restockMessages } from "../../domain/restock/messages";
import { restockHistory } from "../../domain/restock/requests";
import { MAX_STOCK, setStock } from "../../domain/restock/stock-change";
import { jsonBody } from "../json-body";
import { parseQuery } from "../validation";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

export const stockSchema = z.object(
  {
    product_id: idOf(restockMessages.unknownProduct),
    variation_id: idOf(restockMessages.unknownProduct).nullable().optional(),
    quantity: z
      .number({ error: restockMessages.invalidStock })
      .int(restockMessages.invalidStock)
      .min(0, restockMessages.invalidStock)
      .max(MAX_STOCK, restockMessages.invalidStock),
  },
  { error: restockMessages.invalidStock },
);

export function stockAdminRoutes({ db, config }: AdminDeps): Hono {
  return new Hono()
    .post("/admin/stock", async (c) => {
      const input = parseQuery(stockSchema, await jsonBody(c));
      const result = await setStock(
        db,
        { productId: input.product_id, variationId: input.variation_id ?? null },
        input.quantity,
        config.publicBaseUrl,
        operatorOf(c),
      );
      return c.json(result);
    })
    .get("/admin/restock/:productId", async (c) => {
      const productId = parseQuery(idOf(restockMessages.unknownProduct), c.req.param("productId"));
      return c.json({ items: await restockHistory(db, productId) });
    });
}
