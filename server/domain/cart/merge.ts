// At login the guest's cart joins the member's cart, keeping one-per-order and stock limits, and
// a guest's buy-now selection becomes the member's (decision 5); the guest cart is then gone.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { oneByOne } from "../../db/one-by-one";
import { cartItems, carts, products, productVariations } from "../../db/schema";
import { ensureCartId, findCartId } from "./cart-ref";

export async function mergeGuestCart(db: Db, guestToken: string | null, userId: number): Promise<void> {
  if (!guestToken) return;
  await db.transaction(async (tx) => {
    const guestCartId = await findCartId(tx, { userId: null, token: guestToken });
    if (guestCartId === null) return;
    const memberCartId = await ensureCartId(tx, { userId, token: null });
    await tx.execute(sql`SELECT id FROM ${carts} WHERE id IN (${guestCartId}, ${memberCartId}) FOR UPDATE`);
    const ownLines = (cartId: number) => and(eq(cartItems.cartId, cartId), eq(cartItems.buyNow, false));
    const [guestLines, memberLines, guestBuyNow] = await oneByOne([
      () => tx.select().from(cartItems).where(ownLines(guestCartId)),
      () => tx.select().from(cartItems).where(ownLines(memberCartId)),
      () =>
        tx
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, guestCartId), eq(cartItems.buyNow, true))),
    ]);
    if (guestBuyNow.length > 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, memberCartId), eq(cartItems.buyNow, true)));
      await tx
        .update(cartItems)
        .set({ cartId: memberCartId })
        .where(
          inArray(
            cartItems.id,
            guestBuyNow.map((line) => line.id),
          ),
        );
    }
    const productIds = guestLines.map((line) => line.productId);
    const variationIds = guestLines.flatMap((line) => (line.variationId === null ? [] : [line.variationId]));
    const [productRows, variationRows] = await oneByOne([
      () =>
        productIds.length ? tx.select().from(products).where(inArray(products.id, productIds)) : Promise.resolve([]),
      () =>
        variationIds.length
          ? tx.select().from(productVariations).where(inArray(productVariations.id, variationIds))
          : Promise.resolve([]),
    ]);
    for (const line of guestLines) {
      const product = productRows.find((row) => row.id === line.productId);
      const variation = variationRows.find((row) => row.id === line.variationId);
      if (!product) continue;
      const existing =
        memberLines.find((row) => row.productId === line.productId && row.variationId === line.variationId)?.quantity ??
        0;
      const onePerOrder = product.onePurchased || variation?.onePurchased;
      const stock = variation ? variation.stockQuantity : (product.stockQuantity ?? 0);
      const quantity = onePerOrder ? 1 : Math.min(existing + line.quantity, stock);
      if (quantity <= existing) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: memberCartId, productId: line.productId, variationId: line.variationId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.variationId, cartItems.buyNow],
          set: { quantity: sql`excluded.quantity` },
        });
    }
    await tx.delete(carts).where(eq(carts.id, guestCartId));
  });
}
