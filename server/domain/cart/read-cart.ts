// The cart as read (spec §3 "Cart item (as read)", "Cart"): normal items and gift items, the total
// quantity and the totals, every price from the database and the promotion rules.
import { and, asc, eq, inArray } from "drizzle-orm";
import { shownPrice } from "../../../core/price";
import type { Db } from "../../db/client";
import { cartItems, productImages, productPaths, products, productVariations } from "../../db/schema";
import { loadCartRules, loadShippingRule } from "../promotions/load-rules";
import { type PricedLineInput, priceCart } from "../promotions/price-cart";
import { type CartRef, findCartId } from "./cart-ref";

export type CartItem = {
  cart_item_key: string;
  product_id: number;
  product_name: string;
  product_option_name: string;
  quantity: number;
  display_regular_price: number;
  display_price: number;
  discount_rate: number;
  on_sale: boolean;
  variation_thumbnail: string | null;
  shipping_available_today: boolean;
  variation_id: number | null;
  variation: {
    id: number;
    attributes: { slug: string; name: string; option: string }[];
    additional_info: { login_required: boolean; one_purchased: boolean };
  } | null;
  line_total: number;
  line_discount: number;
  fee_applied_line_total: number;
  applied_promotions: string[];
  stock_quantity: number;
  /**
   * False when the operator took the line off sale after it was put in the cart: its product no
   * longer published, or its option combination hidden (issue 22). Checkout refuses such a line.
   */
  purchasable: boolean;
  wdr_free_product: boolean;
  product: {
    slug: string;
    images: { src: string }[];
    visible: boolean;
    is_npay_available: boolean;
    additional_info: { login_required: boolean; one_purchased: boolean };
    thumbnail: string;
  };
};

export type Cart = {
  items: CartItem[];
  gift_items: CartItem[];
  total_quantity: number;
  totals: {
    regular_total: number;
    subtotal: number;
    discount_total: number;
    goods_total: number;
    shipping_origin_total: number;
    total_integer: number;
    free_shipping_from: number | null;
  };
};

const attributeSlug = (name: string) => encodeURIComponent(name.trim().toLowerCase());

/** The operator's per-order maximum of a product (null: none). */
export type MaxPerOrderOf = (productId: number) => number | null;

/** The cart's own lines, or with `buyNow` its buy-now selection (decision 5), priced as one order. */
export async function readCart(db: Db, ref: CartRef, buyNow = false): Promise<Cart> {
  return (await readCartById(db, await findCartId(db, ref), buyNow)).cart;
}

/**
 * `readCart` of a cart whose id the caller has found already (null: no cart yet), and the per-order
 * maximums of its products, read with them (checkout asks no second time).
 */
export async function readCartById(
  db: Db,
  cartId: number | null,
  buyNow = false,
): Promise<{ cart: Cart; maxPerOrderOf: MaxPerOrderOf }> {
  const rows =
    cartId === null
      ? []
      : await db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.buyNow, buyNow)))
          .orderBy(asc(cartItems.id));
  const [rules, shippingRule] = await Promise.all([loadCartRules(db), loadShippingRule(db)]);
  const giftIds = rules.gifts.map((gift) => gift.giftProductId);
  const productIds = [...new Set([...rows.map((row) => row.productId), ...giftIds])];
  const variationIds = rows.flatMap((row) => (row.variationId === null ? [] : [row.variationId]));
  const [productRows, variationRows, imageRows, pathRows] = productIds.length
    ? await Promise.all([
        db.select().from(products).where(inArray(products.id, productIds)),
        variationIds.length
          ? db.select().from(productVariations).where(inArray(productVariations.id, variationIds))
          : Promise.resolve([]),
        db
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, productIds))
          .orderBy(asc(productImages.position)),
        db.select().from(productPaths).where(inArray(productPaths.productId, productIds)),
      ])
    : [[], [], [], []];

  const productOf = (id: number) => productRows.find((row) => row.id === id);
  const lines = rows.flatMap((row) => {
    const product = productOf(row.productId);
    const variation = row.variationId === null ? null : variationRows.find((v) => v.id === row.variationId);
    if (!product) return [];
    const shown = shownPrice(variation ?? product);
    const input: PricedLineInput = {
      key: String(row.id),
      productId: product.id,
      variationId: row.variationId,
      quantity: row.quantity,
      unitPrice: shown.price,
      regularPrice: shown.regularPrice,
      collectionIds: pathRows.filter((path) => path.productId === product.id).map((path) => path.collectionId),
    };
    return [{ row, product, variation: variation ?? null, shown, input }];
  });
  const priced = priceCart(
    lines.map((line) => line.input),
    rules,
    shippingRule,
  );

  const productShape = (product: (typeof productRows)[number]) => ({
    slug: product.slug,
    images: imageRows.filter((image) => image.productId === product.id).map((image) => ({ src: image.src })),
    visible: product.listed,
    is_npay_available: product.isNpayAvailable,
    additional_info: { login_required: product.loginRequired, one_purchased: product.onePurchased },
    thumbnail: product.thumbnail,
  });

  const items: CartItem[] = lines.map(({ row, product, variation, shown }, index) => {
    const pricedLine = priced.lines[index];
    return {
      cart_item_key: String(row.id),
      product_id: product.id,
      product_name: product.name,
      product_option_name: variation ? variation.attributes.map((a) => a.option).join(" / ") : "",
      quantity: row.quantity,
      display_regular_price: shown.regularPrice,
      display_price: shown.price,
      discount_rate: shown.discountRate,
      on_sale: shown.onSale,
      variation_thumbnail: variation?.image ?? product.thumbnail,
      shipping_available_today: product.shippingAvailableToday,
      variation_id: variation?.id ?? null,
      variation: variation
        ? {
            id: variation.id,
            attributes: variation.attributes.map((a) => ({
              slug: attributeSlug(a.name),
              name: a.name,
              option: a.option,
            })),
            additional_info: { login_required: variation.loginRequired, one_purchased: variation.onePurchased },
          }
        : null,
      line_total: pricedLine?.lineTotal ?? 0,
      line_discount: pricedLine?.deduction ?? 0,
      fee_applied_line_total: pricedLine?.feeAppliedLineTotal ?? 0,
      applied_promotions: pricedLine?.appliedRules ?? [],
      stock_quantity: variation ? variation.stockQuantity : (product.stockQuantity ?? 0),
      purchasable: product.status === "publish" && !variation?.hidden,
      wdr_free_product: false,
      product: productShape(product),
    };
  });

  const giftItems: CartItem[] = priced.gifts.flatMap((gift) => {
    const product = productOf(gift.productId);
    if (!product || (product.stockQuantity ?? 0) < gift.quantity) return [];
    return [
      {
        cart_item_key: `gift-${gift.ruleId}`,
        product_id: product.id,
        product_name: product.name,
        product_option_name: gift.name,
        quantity: gift.quantity,
        display_regular_price: product.regularPrice,
        display_price: 0,
        discount_rate: 100,
        on_sale: true,
        variation_thumbnail: product.thumbnail,
        shipping_available_today: product.shippingAvailableToday,
        variation_id: null,
        variation: null,
        line_total: 0,
        line_discount: 0,
        fee_applied_line_total: 0,
        applied_promotions: [gift.name],
        stock_quantity: product.stockQuantity ?? 0,
        purchasable: true,
        wdr_free_product: true,
        product: productShape(product),
      },
    ];
  });

  const cart: Cart = {
    items,
    gift_items: giftItems,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totals: {
      regular_total: priced.regularTotal,
      subtotal: priced.subtotal,
      discount_total: priced.discountTotal,
      goods_total: priced.goodsTotal,
      shipping_origin_total: priced.shipping,
      total_integer: priced.total,
      free_shipping_from: shippingRule.freeFrom,
    },
  };
  return { cart, maxPerOrderOf: (id) => productOf(id)?.maxPerOrder ?? null };
}
