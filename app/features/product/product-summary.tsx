// What the shopper reads first (spec §2 "Product page"): breadcrumb, sub title, title, price block,
// the shipping fee with its free-shipping threshold and the ships-today note with the day's cut-off
// (the shop's shipping policy, issue 20), star rating with the review count link, the bulk-order
// tooltip and the gift-shop link. A sold-out product says 일시품절 beside its price (issue 21).
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { links } from "../../../core/links";
import { showsBulkOrderTooltip, TOOLTIP_HIDE_MS } from "../../../core/product-page";
import type { ProductShipping } from "../../../core/shipping";
import type { ProductDetail } from "../../../server/domain/catalog/product-detail";
import { PriceBlock } from "../../components/price-block";
import { StarRating } from "../../components/star-rating";
import { productTexts } from "./messages";
import styles from "./product.module.css";

export function ProductSummary({
  product,
  shipping,
}: {
  product: ProductDetail;
  shipping: Pick<ProductShipping, "fee" | "dispatch">;
}) {
  return (
    <div className={styles.summary}>
      {product.paths.length ? (
        <nav aria-label={productTexts.breadcrumb}>
          <ol className={styles.breadcrumb}>
            {product.paths.map((path) => (
              <li key={path.slug}>
                <Link to={links.collection(path.slug)}>{path.name}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {product.sub_title ? <p className={styles.subTitle}>{product.sub_title}</p> : null}
      <h1 className={styles.title}>{product.name}</h1>
      <div className={styles.priceRow}>
        <PriceBlock
          price={product.price}
          regularPrice={product.display_regular_price}
          onSale={product.on_sale}
          discountRate={product.discount_rate}
          classes={{ root: styles.priceBlock, badge: styles.badge, price: styles.price, regular: styles.regular }}
        />
        {product.stock_status === "outofstock" ? (
          <p className={styles.soldOutLabel}>{productTexts.soldOutLabel}</p>
        ) : null}
      </div>
      {product.promo_text ? <p className={styles.promoText}>{product.promo_text}</p> : null}
      <div className={styles.shipping}>
        <p>{shipping.fee}</p>
        {shipping.dispatch ? <p>{shipping.dispatch}</p> : null}
      </div>
      {/* No stars before the first review (issue 21): the review section says it is waiting for one. */}
      {product.rating_count > 0 ? (
        <a href="#review" className={styles.ratingLink}>
          <StarRating score={product.average_rating} />
          <span>{productTexts.reviews(product.rating_count)}</span>
        </a>
      ) : null}
      {showsBulkOrderTooltip(product.slug) ? <BulkOrderTooltip /> : null}
      {product.gift_shop_url ? (
        <a className={styles.giftShop} href={product.gift_shop_url} target="_blank" rel="noopener noreferrer">
          <strong>{productTexts.giftShop}</strong>
          <span>{productTexts.giftShopHint}</span>
        </a>
      ) : null}
    </div>
  );
}

/** Spec §9: "The bubble tooltip auto-hides after 3000 ms." */
function BulkOrderTooltip() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), TOOLTIP_HIDE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.bulk}>
      <Link to={`${links.inquiry}?type=bulk`} className={styles.bulkLink}>
        {productTexts.bulkLink}
      </Link>
      {visible ? (
        <div className={styles.bubble} role="status">
          {productTexts.bulkTooltip}
          <button type="button" aria-label={productTexts.closeTooltip} onClick={() => setVisible(false)}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
