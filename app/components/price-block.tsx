// The price block of spec §2: the discount badge (FREE at 100 %), the price, and the regular price
// struck through when on sale, each labelled for screen readers.
import { formatWon, priceBadge } from "../../core/price";

export const priceTexts = { discount: "할인율", salePrice: "판매가", regularPrice: "정상가" } as const;

type Classes = { root?: string; badge?: string; price?: string; regular?: string };

export function PriceBlock({
  price,
  regularPrice,
  onSale,
  discountRate,
  classes,
}: {
  price: number;
  regularPrice: number;
  onSale: boolean;
  discountRate: number;
  classes: Classes;
}) {
  const badge = priceBadge(discountRate);
  return (
    <p className={classes.root}>
      {badge ? (
        <span className={classes.badge} data-kind={badge.kind}>
          <span className="visually-hidden">{priceTexts.discount} </span>
          {badge.label}
        </span>
      ) : null}
      <strong className={classes.price}>
        <span className="visually-hidden">{priceTexts.salePrice} </span>
        {formatWon(price)}
      </strong>
      {onSale ? (
        <del className={classes.regular}>
          <span className="visually-hidden">{priceTexts.regularPrice} </span>
          {formatWon(regularPrice)}
        </del>
      ) : null}
    </p>
  );
}
