// Stock held by orders: taken atomically (`stock >= n` in the UPDATE itself, rows in a fixed
// order so two orders never deadlock) and given back when an unpaid order ends.
import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products, productVariations } from "../../db/schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type StockLine = { productId: number; variationId: number | null; quantity: number };

/**
 * The one order in which a transaction locks product and variation rows (stock, sales counts):
 * transactions that all follow it never wait for each other in a circle (a deadlock, then a 500).
 * The sort is stable, so equal lines keep the caller's order.
 */
export const inLockOrder = <Line extends Pick<StockLine, "productId" | "variationId">>(lines: Line[]) =>
  [...lines].sort((a, b) => a.productId - b.productId || (a.variationId ?? 0) - (b.variationId ?? 0));

/** Takes one line's stock; false when there is not enough (nothing is changed then). */
export async function takeStock(tx: Tx, line: StockLine): Promise<boolean> {
  if (line.variationId !== null) {
    const taken = await tx
      .update(productVariations)
      .set({ stockQuantity: sql`${productVariations.stockQuantity} - ${line.quantity}` })
      .where(and(eq(productVariations.id, line.variationId), gte(productVariations.stockQuantity, line.quantity)))
      .returning({ id: productVariations.id });
    return taken.length === 1;
  }
  const taken = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
    .where(and(eq(products.id, line.productId), gte(products.stockQuantity, line.quantity)))
    .returning({ id: products.id });
  return taken.length === 1;
}

/** Takes every line or reports the first that cannot be taken (the caller rolls back). */
export async function takeAllStock<Line extends StockLine>(tx: Tx, lines: Line[]): Promise<Line | null> {
  for (const line of inLockOrder(lines)) {
    if (!(await takeStock(tx, line))) return line;
  }
  return null;
}

/** Gives one line's stock back (a product without stock keeping stays so). */
export async function giveBack(tx: Tx, line: StockLine): Promise<void> {
  if (line.variationId !== null) {
    await tx
      .update(productVariations)
      .set({ stockQuantity: sql`${productVariations.stockQuantity} + ${line.quantity}` })
      .where(eq(productVariations.id, line.variationId));
    return;
  }
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
    .where(and(eq(products.id, line.productId), isNotNull(products.stockQuantity)));
}

export async function giveBackStock(tx: Tx, lines: StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) await giveBack(tx, line);
}
