// Turns the product response into what the option selection works with.
import type { PurchasableOption, VariationChoice } from "../../../core/option-selection";
import type { ProductDetail, ProductVariation, UpSaleProduct } from "../../../server/domain/catalog/product-detail";

type Priced = Pick<ProductDetail | UpSaleProduct, "id" | "name" | "additional_info">;

export function variationOption(
  product: Priced,
  variation: ProductVariation,
  fallbackImg: string | null,
): PurchasableOption {
  return {
    product_id: product.id,
    variation_id: variation.id,
    name: variation.attributes.map((attribute) => attribute.option).join(" / "),
    img: variation.image ?? fallbackImg,
    unitPrice: variation.prices.price,
    regularPrice: variation.prices.regular_price,
    discountRate: variation.discount_rate,
    onSale: variation.on_sale,
    inStock: variation.stock_status === "instock",
    additional_info: {
      login_required: product.additional_info.login_required || variation.additional_info.login_required,
      one_purchased: product.additional_info.one_purchased || variation.additional_info.one_purchased,
    },
  };
}

export function simpleOption(product: ProductDetail): PurchasableOption {
  return {
    product_id: product.id,
    variation_id: null,
    name: product.name,
    img: product.thumbnail || product.images[0]?.src || null,
    unitPrice: product.price,
    regularPrice: product.display_regular_price,
    discountRate: product.discount_rate,
    onSale: product.on_sale,
    inStock: product.stock_status === "instock",
    additional_info: product.additional_info,
  };
}

export function addOnOption(item: UpSaleProduct): PurchasableOption {
  return {
    product_id: item.id,
    variation_id: null,
    name: item.name,
    img: item.add_product_thumbnail || item.thumbnail,
    unitPrice: item.prices.price,
    regularPrice: item.prices.regular_price,
    discountRate: item.discount_rate,
    onSale: item.on_sale,
    inStock: item.stock_status === "instock",
    additional_info: item.additional_info,
  };
}

/** An add-on's option as its selected line: the line names the product, "라이터 미니 · 베이직". */
export function addOnVariationOption(item: UpSaleProduct, variation: ProductVariation): PurchasableOption {
  const option = variationOption(item, variation, item.thumbnail);
  return { ...option, name: `${item.name} · ${option.name}` };
}

export function variationChoices(variations: ProductVariation[]): VariationChoice[] {
  return variations.map((variation) => ({
    id: variation.id,
    attributes: variation.attributes,
    inStock: variation.stock_status === "instock",
  }));
}

/**
 * What an add-on's row shows as its price: a simple add-on's own; for one with options, the
 * cheapest option's (in stock if any is), marked `from` when the options cost differently. The
 * product's own price would say 2,500원 for a lighter whose options cost 1,900 and 2,400원 as add-ons.
 */
export function addOnPrice(item: UpSaleProduct): { price: number; regularPrice: number; from: boolean } {
  const inStock = item.product_variations.filter((variation) => variation.stock_status === "instock");
  const choices = inStock.length > 0 ? inStock : item.product_variations;
  const cheapest = choices.reduce<ProductVariation | null>(
    (best, variation) => (best === null || variation.prices.price < best.prices.price ? variation : best),
    null,
  );
  if (item.type === "simple" || cheapest === null) {
    return { price: item.prices.price, regularPrice: item.prices.regular_price, from: false };
  }
  return {
    price: cheapest.prices.price,
    regularPrice: cheapest.prices.regular_price,
    from: choices.some((variation) => variation.prices.price !== cheapest.prices.price),
  };
}
