// The operator API (the console of #9 grows here): every route needs an operator session.
import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { DomainError } from "../domain/errors";
import { restockMessages } from "../domain/restock/messages";
import { waitingRequests } from "../domain/restock/requests";
import { MAX_STOCK, setStock } from "../domain/restock/stock-change";
import type { ApiDeps } from "./app";
import { idOf } from "./checkout";
import { jsonBody } from "./json-body";
import { apiMessages } from "./messages";
import { parseQuery } from "./validation";
import { userOf } from "./viewer";

export const requireOperator: MiddlewareHandler = async (c, next) => {
  const user = userOf(c);
  if (!user) throw new DomainError("unauthenticated", apiMessages.operatorsOnly);
  if (user.role !== "operator") throw new DomainError("forbidden", apiMessages.operatorsOnly);
  await next();
};

const stockSchema = z.object(
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

export function adminRoutes({ db, config }: ApiDeps): Hono {
  return new Hono()
    .use("/admin/*", requireOperator)
    .post("/admin/stock", async (c) => {
      const input = parseQuery(stockSchema, await jsonBody(c));
      const result = await setStock(
        db,
        { productId: input.product_id, variationId: input.variation_id ?? null },
        input.quantity,
        config.publicBaseUrl,
      );
      return c.json(result);
    })
    .get("/admin/restock/:productId", async (c) => {
      const productId = parseQuery(idOf(restockMessages.unknownProduct), c.req.param("productId"));
      return c.json(await waitingRequests(db, productId));
    });
}
