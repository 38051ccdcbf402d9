// Up-sale add-ons (with their add-on price and wording) and cross-sale links (spec §3).
import { Link } from "react-router";
import { links } from "../../../core/links";
import type { PurchasableOption } from "../../../core/option-selection";
import { formatWon } from "../../../core/price";
import type { CrossSaleProduct, UpSaleProduct } from "../../../server/domain/catalog/product-detail";
import { priceTexts } from "../../components/price-block";
import { purchaseTexts } from "./messages";
import { addOnOption, addOnPrice, addOnVariationOption } from "./options";
import styles from "./purchase.module.css";

export function AddOns({ items, onChoose }: { items: UpSaleProduct[]; onChoose: (option: PurchasableOption) => void }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.addOns} aria-label={purchaseTexts.addOns}>
      <h2 className={styles.addOnsTitle}>{purchaseTexts.addOns}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={styles.addOn}>
            <img src={item.add_product_thumbnail || item.thumbnail} alt="" width={56} height={56} loading="lazy" />
            <div className={styles.addOnText}>
              <strong>{item.name}</strong>
              <span>{item.add_product_wording}</span>
              <AddOnPrice item={item} />
            </div>
            {item.type === "variable" ? (
              <select
                className={styles.addOnSelect}
                aria-label={`${item.name} ${purchaseTexts.addOnChoose}`}
                value=""
                onChange={(event) => {
                  const variation = item.product_variations.find((v) => String(v.id) === event.target.value);
                  if (variation) onChoose(addOnVariationOption(item, variation));
                }}
              >
                <option value="">{purchaseTexts.addOnChoose}</option>
                {item.product_variations.map((variation) => (
                  <option key={variation.id} value={variation.id} disabled={variation.stock_status !== "instock"}>
                    {variation.attributes.map((a) => a.option).join(" / ")} · {formatWon(variation.prices.price)}
                    {variation.stock_status !== "instock" ? ` (${purchaseTexts.soldOut})` : ""}
                  </option>
                ))}
              </select>
            ) : (
              <button
                type="button"
                className={styles.addOnButton}
                disabled={item.stock_status !== "instock"}
                onClick={() => onChoose(addOnOption(item))}
              >
                {item.stock_status === "instock" ? purchaseTexts.addOnAdd : purchaseTexts.soldOut}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddOnPrice({ item }: { item: UpSaleProduct }) {
  const { price, regularPrice, from } = addOnPrice(item);
  return (
    <span className={styles.addOnPrice}>
      <span className="visually-hidden">{priceTexts.salePrice} </span>
      {formatWon(price)}
      {from ? purchaseTexts.priceFrom : null}
      {price < regularPrice ? (
        <del>
          <span className="visually-hidden">{priceTexts.regularPrice} </span>
          {formatWon(regularPrice)}
        </del>
      ) : null}
    </span>
  );
}

export function CrossSales({ items }: { items: CrossSaleProduct[] }) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.crossSales} aria-label={purchaseTexts.siblings}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={links.product(item.slug)}>
              <img src={item.bro_product_thumbnail || item.thumbnail} alt="" width={48} height={48} loading="lazy" />
              <span>
                <strong>{item.bro_product_title}</strong>
                <span>{item.bro_product_wording}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
