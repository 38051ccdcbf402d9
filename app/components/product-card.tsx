// A product in a list: image (with the sold-out overlay), names, price block and promo text.
import { Link } from "react-router";
import { links } from "../../core/links";
import { formatWon, priceBadge } from "../../core/price";
import type { ProductCard as ProductCardData } from "../../server/domain/catalog/product-cards";
import styles from "./product-card.module.css";

export const productCardTexts = { soldOut: "SOLD OUT", regularPrice: "정상가", salePrice: "판매가" } as const;

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const image = product.images[0];
  const badge = priceBadge(product.discount_rate);
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
      <p className={styles.prices}>
        {badge ? <span className={styles.badge}>{badge.label}</span> : null}
        <span className={styles.price}>
          <span className="visually-hidden">{productCardTexts.salePrice} </span>
          {formatWon(product.price)}
        </span>
        {product.on_sale ? (
          <del className={styles.regular}>
            <span className="visually-hidden">{productCardTexts.regularPrice} </span>
            {formatWon(product.display_regular_price)}
          </del>
        ) : null}
      </p>
      {product.promo_text ? <p className={styles.promo}>{product.promo_text}</p> : null}
    </Link>
  );
}
