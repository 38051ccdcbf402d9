// An operator's stock change. When a product or option comes back from 0, its waiting restock
// requests turn into outbox messages in the same transaction, once each (the request leaves
// 'waiting' and the message's dedupe key is the request). A console change is audited in the same
// transaction.
import { and, eq, inArray, sql } from "drizzle-orm";
import { optionNameOf } from "../../../core/option-name";
import type { Db } from "../../db/client";
import { products, productVariations, restockRequests } from "../../db/schema";
import { type Operator, recordAudit } from "../admin/audit";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { enqueueMessage } from "../messaging/outbox";
import { restockMessages } from "./messages";

export type StockTarget = { productId: number; variationId: number | null };

export const MAX_STOCK = 99_999;

/** Sets the stock; answers how many restock alarms were queued. */
export async function setStock(
  db: Db,
  target: StockTarget,
  quantity: number,
  publicBaseUrl: string,
  operator?: Operator,
): Promise<{ queued: number }> {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) {
    throw new DomainError("invalid", restockMessages.invalidStock);
  }
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, target.productId)).for("update");
    if (!product) throw new DomainError("not_found", restockMessages.unknownProduct);
    const variations = await tx
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, product.id))
      .for("update");
    const productStock = () =>
      product.type === "variable"
        ? variations.reduce((sum, v) => sum + Math.max(0, v.stockQuantity), 0)
        : (product.stockQuantity ?? 0);
    const productBefore = productStock();
    let stockBefore: number | null = null;

    let optionBackFromZero = false;
    if (target.variationId !== null) {
      const variation = variations.find((v) => v.id === target.variationId);
      if (!variation) throw new DomainError("not_found", restockMessages.unknownProduct);
      stockBefore = variation.stockQuantity;
      optionBackFromZero = variation.stockQuantity <= 0 && quantity > 0;
      await tx.update(productVariations).set({ stockQuantity: quantity }).where(eq(productVariations.id, variation.id));
      variation.stockQuantity = quantity;
    } else {
      if (product.type === "variable") throw new DomainError("invalid", restockMessages.invalidStock);
      stockBefore = product.stockQuantity;
      await tx
        .update(products)
        .set({ stockQuantity: quantity, updatedAt: sql`now()` })
        .where(eq(products.id, product.id));
      product.stockQuantity = quantity;
    }
    const productBackFromZero = productBefore <= 0 && productStock() > 0;
    if (operator) {
      await recordAudit(tx, operator, {
        action: "stock.set",
        entity: "product",
        entityId: product.id,
        before: { variationId: target.variationId, stock: stockBefore },
        after: { variationId: target.variationId, stock: quantity },
      });
    }

    const variationIds = [
      ...(productBackFromZero ? [0] : []),
      ...(optionBackFromZero && target.variationId !== null ? [target.variationId] : []),
    ];
    return { queued: await queueRestockAlarms(tx, product, variationIds, publicBaseUrl) };
  });
}

/**
 * Turns the waiting restock requests of a product that came back (variation id 0) and of options
 * that came back into outbox messages, inside the caller's transaction; answers how many. An
 * option's text names the option: the shopper asked for it, not for the product's other options.
 */
export async function queueRestockAlarms(
  tx: Tx,
  product: { id: number; name: string; slug: string },
  variationIds: number[],
  publicBaseUrl: string,
): Promise<number> {
  if (variationIds.length === 0) return 0;
  const notified = await tx
    .update(restockRequests)
    .set({ status: "notified", notifiedAt: new Date() })
    .where(
      and(
        eq(restockRequests.productId, product.id),
        inArray(restockRequests.variationId, variationIds),
        eq(restockRequests.status, "waiting"),
      ),
    )
    .returning();
  const options = variationIds.some((id) => id !== 0)
    ? await tx
        .select({ id: productVariations.id, attributes: productVariations.attributes })
        .from(productVariations)
        .where(inArray(productVariations.id, variationIds))
    : [];
  const nameOf = (variationId: number) => {
    const option = options.find((o) => o.id === variationId);
    return option ? `${product.name} (${optionNameOf(option.attributes)})` : product.name;
  };
  for (const request of notified) {
    await enqueueMessage(tx, {
      kind: "restock",
      dedupeKey: `restock:${request.id}`,
      recipient: request.destPhone,
      body: restockMessages.text(nameOf(request.variationId), `${publicBaseUrl}/product/${product.slug}`),
    });
  }
  return notified.length;
}
