// The phone's floating purchase bar and its option sheet (spec §2 "Mobile floating bar", §4
// "Mobile purchase mode": none → normal | npay, reset on close; the sheet locks the page scroll).
import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "../../components/icons";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import { purchaseTexts } from "./messages";
import styles from "./purchase.module.css";
import {
  CartButtons,
  CartForm,
  PurchaseOptions,
  type PurchaseViewProps,
  RestockButton,
  WalletButton,
} from "./purchase-menu";

type Mode = "none" | "normal" | "npay";

const BAR_FORM = "purchase-bar-form";
const SHEET_FORM = "purchase-sheet-form";

/** "The sheet scroll switches to auto when taller than 300px." */
const SHEET_SCROLL_FROM = 300;

export function MobilePurchase({ product, purchase, wallet }: PurchaseViewProps) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>("none");
  const [pickerOpen, setPickerOpen] = useState(false);
  const [scrolls, setScrolls] = useState(false);
  const areaRef = useRef<HTMLDivElement>(null);
  const soldOut = product.stock_status === "outofstock";
  useScrollLock(open);

  useEffect(() => {
    const area = areaRef.current;
    if (!open || !area) return;
    const observer = new ResizeObserver(() => setScrolls(area.scrollHeight > SHEET_SCROLL_FROM));
    observer.observe(area);
    return () => observer.disconnect();
  }, [open]);

  const openSheet = () => {
    setMode(wallet ? "none" : "normal");
    setPickerOpen(product.type === "variable");
    setOpen(true);
  };
  // "Closing the cart popup clears selections" and resets the purchase mode.
  const close = () => {
    setOpen(false);
    setMode("none");
    purchase.clear();
  };

  return (
    <>
      <div className={styles.floatingBar}>
        {soldOut ? (
          <RestockButton product={product} />
        ) : (
          // Without scripts the bar's button puts one of a simple product in the cart; with them it opens the sheet.
          <CartForm product={product} id={BAR_FORM} className={styles.barForm}>
            <input type="hidden" name="quantity" value="1" />
            <button
              type="submit"
              name="intent"
              value="add"
              className={styles.primary}
              onClick={(event) => {
                event.preventDefault();
                openSheet();
              }}
            >
              {purchaseTexts.buy}
            </button>
          </CartForm>
        )}
      </div>
      {open ? (
        <>
          <div className={styles.dim} aria-hidden="true" onClick={close} />
          <div className={styles.sheet} role="dialog" aria-modal="true" aria-label={purchaseTexts.optionSelect}>
            <div className={styles.sheetHead}>
              <h2>{purchaseTexts.optionSelect}</h2>
              <button type="button" aria-label={purchaseTexts.close} onClick={close}>
                <CloseIcon />
              </button>
            </div>
            <ul className={styles.sheetImages} aria-hidden="true">
              {product.images.map((image) => (
                <li key={image.src}>
                  <img src={image.src} alt="" width={72} height={72} loading="lazy" />
                </li>
              ))}
            </ul>
            <div ref={areaRef} className={styles.sheetArea} style={{ overflowY: scrolls ? "auto" : "visible" }}>
              <PurchaseOptions
                product={product}
                purchase={purchase}
                pickerOpen={pickerOpen}
                setPickerOpen={setPickerOpen}
                formId={SHEET_FORM}
              />
            </div>
            {mode === "none" ? (
              <div className={styles.buttons}>
                <button type="button" className={styles.npay} onClick={() => setMode("npay")}>
                  {purchaseTexts.npay}
                </button>
                <button type="button" className={styles.primary} onClick={() => setMode("normal")}>
                  {purchaseTexts.buy}
                </button>
              </div>
            ) : mode === "npay" && wallet ? (
              <WalletButton purchase={purchase} wallet={wallet} />
            ) : (
              <CartButtons product={product} formId={SHEET_FORM} purchase={purchase} />
            )}
          </div>
        </>
      ) : null}
    </>
  );
}
