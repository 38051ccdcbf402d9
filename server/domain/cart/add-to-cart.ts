// Adds lines to a cart (spec §7 cart-add and buy now, §8 status values): the server decides
// purchasability, members-only items, one-per-order, the per-order maximum and stock, in one
// transaction per cart.
import { and, eq, inArray, sql, sum } from "drizzle-orm";
import { orderLimitBreach } from "../../../core/order-limit";
import type { Db } from "../../db/client";
import { oneByOne } from "../../db/one-by-one";
import { cartItems, carts, products, productVariations } from "../../db/schema";
import { DomainError } from "../errors";
import { type CartRef, ensureCartId, findCartId, type Viewer } from "./cart-ref";
import { CART_STATUS, cartMessages } from "./messages";

export type CartLineRequest = { product_id: number; variation_id: number | null; quantity: number };

/**
 * 'add' adds to what is in the cart; 'set' makes a cart line exactly the asked quantity; 'buy_now'
 * makes the lines the whole buy-now selection, apart from the cart's own lines (decision 5).
 */
export type AddMode = "add" | "set" | "buy_now";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const keyOf = (productId: number, variationId: number | null) => `${productId}:${variationId ?? 0}`;

function merge(requests: CartLineRequest[]): CartLineRequest[] {
  const merged = new Map<string, CartLineRequest>();
  for (const request of requests) {
    const key = keyOf(request.product_id, request.variation_id);
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + request.quantity } : { ...request });
  }
  return [...merged.values()];
}

export async function addToCart(
  db: Db,
  ref: CartRef,
  viewer: Viewer,
  requests: CartLineRequest[],
  mode: AddMode = "add",
): Promise<{ count: number }> {
  const lines = merge(requests);
  return db.transaction(async (tx) => {
    const cartId = await ensureCartId(tx, ref);
    // Locks the cart's row, which serialises concurrent adds to one cart (two tabs): each sees the
    // other's quantities. The time is the cart's last use (rolled back with a refused add).
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    const buyNow = mode === "buy_now";
    const planned = await planLines(tx, cartId, viewer, lines, mode);
    if (buyNow) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.buyNow, true)));
    for (const line of planned) {
      await tx
        .insert(cartItems)
        .values({ cartId, productId: line.product_id, variationId: line.variation_id, quantity: line.quantity, buyNow })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.variationId, cartItems.buyNow],
          set: { quantity: sql`excluded.quantity` },
        });
    }
    return { count: await countItems(tx, cartId) };
  });
}

async function planLines(
  tx: Tx,
  cartId: number,
  viewer: Viewer,
  lines: CartLineRequest[],
  mode: AddMode,
): Promise<CartLineRequest[]> {
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const variationIds = lines.flatMap((line) => (line.variation_id === null ? [] : [line.variation_id]));
  const [productRows, variationRows, existingRows] = await oneByOne([
    () => tx.select().from(products).where(inArray(products.id, productIds)),
    () =>
      variationIds.length
        ? tx.select().from(productVariations).where(inArray(productVariations.id, variationIds))
        : Promise.resolve([]),
    // The buy-now selection replaces the earlier one and is bounded on its own.
    () =>
      mode === "buy_now"
        ? Promise.resolve([])
        : tx
            .select()
            .from(cartItems)
            .where(and(eq(cartItems.cartId, cartId), eq(cartItems.buyNow, false))),
  ]);
  const unpurchasable = () => new DomainError("invalid", cartMessages.unpurchasable, CART_STATUS.unpurchasable);

  const planned = lines.map((line) => {
    const product = productRows.find((row) => row.id === line.product_id);
    if (product?.status !== "publish") throw unpurchasable();
    const variation = line.variation_id === null ? null : variationRows.find((row) => row.id === line.variation_id);
    // A hidden combination (issue 22) is not for sale, whatever a stale page or a script sends.
    if (
      product.type === "variable"
        ? !variation || variation.productId !== product.id || variation.hidden
        : line.variation_id !== null
    ) {
      throw unpurchasable();
    }
    if ((product.loginRequired || variation?.loginRequired) && viewer.userId === null) {
      throw new DomainError("unauthenticated", cartMessages.loginRequired, CART_STATUS.loginRequired);
    }
    const existing =
      existingRows.find((row) => row.productId === line.product_id && row.variationId === line.variation_id)
        ?.quantity ?? 0;
    if (product.onePurchased || variation?.onePurchased) {
      if (line.quantity > 1) {
        throw new DomainError("invalid", cartMessages.onlyOnePurchased, CART_STATUS.onlyOnePurchased);
      }
      if (mode === "add" && existing > 0) {
        throw new DomainError("invalid", cartMessages.onePurchased, CART_STATUS.onePurchased);
      }
    }
    const quantity = mode === "add" ? existing + line.quantity : line.quantity;
    const stock = variation ? variation.stockQuantity : (product.stockQuantity ?? 0);
    if (stock <= 0 || quantity > stock) {
      throw new DomainError("invalid", cartMessages.outOfStock, CART_STATUS.outOfStock);
    }
    return { ...line, quantity };
  });
  // The cart's other lines of the same products count towards their per-order maximum too.
  const untouched = existingRows
    .filter(
      (row) =>
        !planned.some((line) => keyOf(line.product_id, line.variation_id) === keyOf(row.productId, row.variationId)),
    )
    .map((row) => ({ product_id: row.productId, quantity: row.quantity }));
  const breach = orderLimitBreach(
    [...planned, ...untouched],
    (productId) => productRows.find((row) => row.id === productId)?.maxPerOrder ?? null,
  );
  if (breach) throw new DomainError("invalid", cartMessages.overOrderLimit(breach.max), CART_STATUS.overOrderLimit);
  return planned;
}

async function countItems(db: Pick<Db, "select">, cartId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(cartItems.quantity) })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.buyNow, false)));
  return Number(row?.total ?? 0);
}

/** Spec §7 GET /api/cart/count: the number of items in the cart (0 without a cart), buy now aside. */
export async function cartCount(db: Db, ref: CartRef): Promise<number> {
  const cartId = await findCartId(db, ref);
  return cartId === null ? 0 : countItems(db, cartId);
}

/** Sets a line's quantity (0 removes it), with the same stock and one-per-order rules. */
export async function updateCartLine(db: Db, ref: CartRef, viewer: Viewer, itemId: number, quantity: number) {
  const cartId = await findCartId(db, ref);
  const [item] =
    cartId === null
      ? []
      : await db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId), eq(cartItems.buyNow, false)));
  if (!item) throw new DomainError("not_found", cartMessages.lineNotFound);
  if (quantity === 0) return removeCartLine(db, ref, itemId);
  return addToCart(db, ref, viewer, [{ product_id: item.productId, variation_id: item.variationId, quantity }], "set");
}

export async function removeCartLine(db: Db, ref: CartRef, itemId: number): Promise<{ count: number }> {
  const cartId = await findCartId(db, ref);
  if (cartId === null) throw new DomainError("not_found", cartMessages.lineNotFound);
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId), eq(cartItems.buyNow, false)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new DomainError("not_found", cartMessages.lineNotFound);
  return { count: await countItems(db, cartId) };
}

/**
 * 선택삭제 (issue 21): removes the chosen lines of the cart at once, or every line ("all", the page's
 * 전체선택). Nothing chosen is refused; so is a line that is not this cart's, and then none is removed.
 */
export async function removeCartLines(db: Db, ref: CartRef, selection: number[] | "all"): Promise<{ count: number }> {
  if (selection !== "all" && selection.length === 0) throw new DomainError("invalid", cartMessages.nothingSelected);
  const cartId = await findCartId(db, ref);
  if (cartId === null) throw new DomainError("not_found", cartMessages.lineNotFound);
  const ids = selection === "all" ? [] : [...new Set(selection)];
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          eq(cartItems.buyNow, false),
          selection === "all" ? undefined : inArray(cartItems.id, ids),
        ),
      )
      .returning({ id: cartItems.id });
    // Thrown inside the transaction: a foreign or stale line undoes the whole removal.
    if (selection === "all" ? removed.length === 0 : removed.length !== ids.length) {
      throw new DomainError("not_found", cartMessages.lineNotFound);
    }
    return { count: await countItems(tx, cartId) };
  });
}
