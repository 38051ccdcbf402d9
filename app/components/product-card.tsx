// A product in a list: image (with the sold-out overlay), names, price block, promo text and the
// review count (issue 21; spec §3 Product: rating_count, read with the card, no query of its own).
import { Link } from "react-router";
import { links } from "../../core/links";
import type { ProductCard as ProductCardData } from "../../server/domain/catalog/product-cards";
import { PriceBlock } from "./price-block";
import styles from "./product-card.module.css";

export const productCardTexts = {
  soldOut: "SOLD OUT",
  reviews: (count: number) => `리뷰 ${count.toLocaleString("ko-KR")}`,
} as const;

/** What a card shows. Loaders send only this; a whole card from the API fits it too. */
export type ProductCardView = Pick<
  ProductCardData,
  | "id"
  | "slug"
  | "name"
  | "sub_title"
  | "images"
  | "price"
  | "display_regular_price"
  | "on_sale"
  | "discount_rate"
  | "stock_status"
  | "promo_text"
  | "rating_count"
>;

/** A card cut to what it shows (and its first image only): a page's data is part of its HTML. */
export function cardView(card: ProductCardData): ProductCardView {
  const {
    id,
    slug,
    name,
    sub_title,
    price,
    display_regular_price,
    on_sale,
    discount_rate,
    stock_status,
    promo_text,
    rating_count,
  } = card;
  return {
    id,
    slug,
    name,
    sub_title,
    images: card.images.slice(0, 1),
    price,
    display_regular_price,
    on_sale,
    discount_rate,
    stock_status,
    promo_text,
    rating_count,
  };
}

export function ProductCard({ product, eager = false }: { product: ProductCardView; eager?: boolean }) {
  const image = product.images[0];
  return (
    <Link to={links.product(product.slug)} className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <img
            src={image.src}
            alt={image.alt || product.name}
            width={image.width}
            height={image.height}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
        {product.stock_status === "outofstock" ? (
          <span className={styles.soldOut}>{productCardTexts.soldOut}</span>
        ) : null}
      </div>
      {product.sub_title ? <p className={styles.sub}>{product.sub_title}</p> : null}
      <h3 className={styles.name}>{product.name}</h3>
      <PriceBlock
        price={product.price}
        regularPrice={product.display_regular_price}
        onSale={product.on_sale}
        discountRate={product.discount_rate}
        classes={{ root: styles.prices, badge: styles.badge, price: styles.price, regular: styles.regular }}
      />
      {product.promo_text ? <p className={styles.promo}>{product.promo_text}</p> : null}
      {product.rating_count > 0 ? (
        <p className={styles.reviews}>{productCardTexts.reviews(product.rating_count)}</p>
      ) : null}
    </Link>
  );
}
