// The purchase menu: options, add-ons, selected lines, total and the buttons. On a desktop it sits
// in the fixed right column; on a phone it lives in the option sheet (spec §2, §4).
import { type MouseEvent, type ReactNode, useState } from "react";
import { links } from "../../../core/links";
import type { ProductDetail } from "../../../server/domain/catalog/product-detail";
import type { PaymentClientSettings } from "../../../server/integrations/payment-client-settings";
import { NaverPayButton } from "../npay/naver-pay-button";
import { AddOns, CrossSales } from "./add-ons";
import { purchaseTexts } from "./messages";
import { OptionPicker } from "./option-picker";
import styles from "./purchase.module.css";
import { RestockLink } from "./restock-link";
import { SelectedLines, SelectionTotal } from "./selected-lines";
import type { Purchase } from "./use-purchase";

export function PurchaseOptions({
  product,
  purchase,
  pickerOpen,
  setPickerOpen,
  formId,
}: {
  product: ProductDetail;
  purchase: Purchase;
  pickerOpen: boolean;
  setPickerOpen: (open: boolean) => void;
  /** The cart form the quantity belongs to (CartButtons). */
  formId: string;
}) {
  return (
    <>
      <CrossSales items={product.cross_sale_products} />
      {product.type === "variable" ? (
        <OptionPicker
          product={product}
          onChoose={purchase.choose}
          onAlert={purchase.showAlert}
          open={pickerOpen}
          setOpen={setPickerOpen}
        />
      ) : null}
      <SelectedLines
        purchase={purchase}
        removable={product.type === "variable" || purchase.selection.lines.length > 1}
        quantityForm={product.type === "simple" ? formId : undefined}
      />
      <AddOns items={product.up_sale_products} onChoose={purchase.choose} />
      <SelectionTotal purchase={purchase} />
    </>
  );
}

/**
 * What a script-less page sends for a simple product: a real form posting one line to /cart
 * (intent=add; its quantity field is the selected line's, tied by `form`). The hydrated page keeps
 * the spec's calls and dialogs instead (use-purchase.ts): its buttons' clicks never submit.
 */
export function CartForm({
  product,
  id,
  className,
  children,
}: {
  product: ProductDetail;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  if (product.type !== "simple") {
    return (
      <div className={className}>
        <noscript>
          <p className={styles.notice}>{purchaseTexts.optionsNeedScripts}</p>
        </noscript>
        <div className={styles.scriptsOnly}>{children}</div>
      </div>
    );
  }
  return (
    <form id={id} method="post" action={links.cart} className={className}>
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="variation_id" value="" />
      {children}
    </form>
  );
}

/** A cart button's click on the hydrated page: the script answers it, the form is not sent. */
const scripted = (run: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  run();
};

export function CartButtons({
  product,
  formId,
  purchase,
  onBuyWithoutSelection,
}: {
  product: ProductDetail;
  formId: string;
  purchase: Purchase;
  onBuyWithoutSelection?: () => void;
}) {
  const empty = purchase.selection.lines.length === 0;
  return (
    <CartForm product={product} id={formId} className={styles.buttons}>
      <button
        type="submit"
        name="intent"
        value="add"
        className={styles.secondary}
        disabled={purchase.busy}
        onClick={scripted(purchase.addToCart)}
      >
        {purchaseTexts.addToCart}
      </button>
      <button
        type="submit"
        name="intent"
        value="add"
        className={styles.primary}
        disabled={purchase.busy}
        onClick={scripted(() => (empty && onBuyWithoutSelection ? onBuyWithoutSelection() : purchase.buyNow()))}
      >
        {purchaseTexts.buyNow}
      </button>
    </CartForm>
  );
}

export type Wallet = NonNullable<PaymentClientSettings["npay"]> | null;

export function WalletButton({ purchase, wallet }: { purchase: Purchase; wallet: NonNullable<Wallet> }) {
  return <NaverPayButton settings={wallet} onBuy={purchase.buyWithNpay} onWish={purchase.wish} />;
}

/** What the desktop menu and the phone's sheet both show: the product, its purchase and the wallet. */
export type PurchaseViewProps = { product: ProductDetail; purchase: Purchase; wallet: Wallet };

/**
 * Spec §4 Stock: a sold-out product hides its purchase buttons and offers a restock alarm: the popup
 * once it is on the page, the restock page (the same form) before.
 */
export function RestockButton({ product }: { product: ProductDetail }) {
  return (
    <RestockLink target={{ productId: product.id, variationId: null, name: product.name }} className={styles.restock}>
      {purchaseTexts.restock}
    </RestockLink>
  );
}

const DESKTOP_FORM = "purchase-form";

export function DesktopPurchaseMenu({ product, purchase, wallet }: PurchaseViewProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const soldOut = product.stock_status === "outofstock";
  return (
    <div className={styles.desktopMenu}>
      {soldOut ? (
        // Nothing can be bought (issue 21): no option lines, no 총 상품 금액 0원, one full-size action.
        <>
          <CrossSales items={product.cross_sale_products} />
          <RestockButton product={product} />
        </>
      ) : (
        <>
          <PurchaseOptions
            product={product}
            purchase={purchase}
            pickerOpen={pickerOpen}
            setPickerOpen={setPickerOpen}
            formId={DESKTOP_FORM}
          />
          {/* Spec §2: "Desktop: pressing buy with no option opens the option list instead." */}
          <CartButtons
            product={product}
            formId={DESKTOP_FORM}
            purchase={purchase}
            onBuyWithoutSelection={() => setPickerOpen(true)}
          />
          {wallet ? <WalletButton purchase={purchase} wallet={wallet} /> : null}
        </>
      )}
    </div>
  );
}
