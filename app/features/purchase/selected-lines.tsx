// The selected option lines with quantity controls and the total (spec §3 "Selected option line").
import { selectionTotal } from "../../../core/option-selection";
import { formatWon } from "../../../core/price";
import stepper from "../../components/stepper.module.css";
import { purchaseTexts } from "./messages";
import styles from "./purchase.module.css";
import type { Purchase } from "./use-purchase";

export function SelectedLines({
  purchase,
  removable,
  quantityForm,
}: {
  purchase: Purchase;
  removable: boolean;
  /** A simple product's cart form (purchase-menu.tsx CartForm): the quantity is sent with it. */
  quantityForm?: string;
}) {
  const { selection } = purchase;
  return (
    <>
      {selection.lines.length > 0 ? (
        <ul className={styles.lines} aria-label={purchaseTexts.optionSelect}>
          {selection.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <div className={styles.lineHead}>
                <span className={styles.lineName}>{line.name}</span>
                {removable ? (
                  <button
                    type="button"
                    className={styles.lineRemove}
                    aria-label={`${line.name} ${purchaseTexts.remove}`}
                    onClick={() => purchase.remove(line.id)}
                  >
                    ×
                  </button>
                ) : null}
              </div>
              <div className={styles.lineFoot}>
                <div className={stepper.stepper}>
                  <button type="button" aria-label={purchaseTexts.decrease} onClick={() => purchase.decrement(line.id)}>
                    −
                  </button>
                  <input
                    form={quantityForm}
                    name={quantityForm ? "quantity" : undefined}
                    aria-label={`${line.name} ${purchaseTexts.quantity}`}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => purchase.type(line.id, event.target.value)}
                  />
                  <button type="button" aria-label={purchaseTexts.increase} onClick={() => purchase.increment(line.id)}>
                    +
                  </button>
                </div>
                <span className={styles.linePrice}>{formatWon(line.unitPrice * line.quantity)}</span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {selection.notice === "one_per_order" ? (
        <p className={styles.notice} role="status">
          {purchaseTexts.onePerOrder}
        </p>
      ) : null}
    </>
  );
}

export function SelectionTotal({ purchase }: { purchase: Purchase }) {
  return (
    <div className={styles.total}>
      <span>{purchaseTexts.total}</span>
      <strong data-testid="selection-total">{formatWon(selectionTotal(purchase.selection))}</strong>
    </div>
  );
}
