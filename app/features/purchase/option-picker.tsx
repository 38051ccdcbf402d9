// Option pickers: a dropdown per attribute level; sold-out options sort last, carry a badge and
// cannot be chosen (spec §4 "Stock", "Option selection"). A sold-out option of the last level offers
// its own restock request (issue 20: no dead end), for that option.
import { useState } from "react";
import { optionNameOf } from "../../../core/option-name";
import { levelOptions, type PurchasableOption, variationFor } from "../../../core/option-selection";
import { formatWon } from "../../../core/price";
import type { ProductDetail } from "../../../server/domain/catalog/product-detail";
import { ChevronDownIcon } from "../../components/icons";
import { purchaseTexts } from "./messages";
import { variationChoices, variationOption } from "./options";
import styles from "./purchase.module.css";
import { RestockLink } from "./restock-link";

type Props = {
  product: ProductDetail;
  onChoose: (option: PurchasableOption) => void;
  /** Spec §8's alerts, in the shop's alert dialog. */
  onAlert: (message: string) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
};

export function OptionPicker({ product, onChoose, onAlert, open, setOpen }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const choices = variationChoices(product.product_variations);
  const level = chosen.length;
  const attribute = product.attributes[level];
  const options = levelOptions(product.attributes, choices, chosen);
  const isLastLevel = level === product.attributes.length - 1;

  const pick = (option: string, soldOut: boolean) => {
    if (soldOut) {
      onAlert(purchaseTexts.soldOutAlert);
      return;
    }
    const next = [...chosen, option];
    const variation = variationFor(product.attributes, choices, next);
    if (variation) {
      const detail = product.product_variations.find((v) => v.id === variation.id);
      if (detail) onChoose(variationOption(product, detail, product.thumbnail));
      setChosen([]);
      setOpen(false);
    } else {
      setChosen(next);
    }
  };

  /** The sold-out option's variation a restock request names, when this level completes the choice. */
  const soldOutVariation = (option: string) =>
    isLastLevel ? variationFor(product.attributes, choices, [...chosen, option]) : null;

  const priceOf = (option: string) => {
    if (!isLastLevel) return null;
    const variation = variationFor(product.attributes, choices, [...chosen, option]);
    const detail = product.product_variations.find((v) => v.id === variation?.id);
    return detail ? formatWon(detail.prices.price) : null;
  };

  return (
    <div className={styles.picker}>
      {chosen.length > 0 ? (
        <ol className={styles.chosenLevels}>
          {chosen.map((option, index) => (
            <li key={product.attributes[index]?.name}>
              <button type="button" onClick={() => setChosen(chosen.slice(0, index))}>
                {product.attributes[index]?.name}: {option}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <button type="button" className={styles.pickerTrigger} aria-expanded={open} onClick={() => setOpen(!open)}>
        {attribute ? purchaseTexts.chooseLevel(attribute.name) : purchaseTexts.chooseOption}
        <ChevronDownIcon width={18} height={18} />
      </button>
      {open && attribute ? (
        <ul className={styles.optionList} aria-label={attribute.name}>
          {options.map(({ option, soldOut }) => {
            const restockable = soldOut ? soldOutVariation(option) : null;
            return (
              <li key={option} className={restockable ? styles.soldOutRow : undefined}>
                <button
                  type="button"
                  className={styles.optionItem}
                  data-sold-out={soldOut}
                  onClick={() => pick(option, soldOut)}
                >
                  <span>{option}</span>
                  {soldOut ? (
                    <span className={styles.soldOutBadge}>{purchaseTexts.soldOut}</span>
                  ) : (
                    <span>{priceOf(option)}</span>
                  )}
                </button>
                {restockable ? (
                  <RestockLink
                    target={{
                      productId: product.id,
                      variationId: restockable.id,
                      name: `${product.name} (${optionNameOf(restockable.attributes)})`,
                    }}
                    className={styles.optionRestock}
                  >
                    {purchaseTexts.restock}
                  </RestockLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
