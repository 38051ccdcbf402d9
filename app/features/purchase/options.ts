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

export function variationChoices(variations: ProductVariation[]): VariationChoice[] {
  return variations.map((variation) => ({
    id: variation.id,
    attributes: variation.attributes,
    inStock: variation.stock_status === "instock",
  }));
}
