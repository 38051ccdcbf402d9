// The purchase menu: options, add-ons, selected lines, total and the buttons. On a desktop it sits
// in the fixed right column; on a phone it lives in the option sheet (spec §2, §4).
import { useState } from "react";
import type { ProductDetail } from "../../../server/domain/catalog/product-detail";
import type { PaymentClientSettings } from "../../../server/integrations/payment-client-settings";
import { openRestock } from "../engagement/restock-state";
import { NaverPayButton } from "../npay/naver-pay-button";
import { AddOns, CrossSales } from "./add-ons";
import { purchaseTexts } from "./messages";
import { OptionPicker } from "./option-picker";
import styles from "./purchase.module.css";
import { SelectedLines, SelectionTotal } from "./selected-lines";
import type { Purchase } from "./use-purchase";

export function PurchaseOptions({
  product,
  purchase,
  pickerOpen,
  setPickerOpen,
}: {
  product: ProductDetail;
  purchase: Purchase;
  pickerOpen: boolean;
  setPickerOpen: (open: boolean) => void;
}) {
  return (
    <>
      <CrossSales items={product.cross_sale_products} />
      {product.type === "variable" ? (
        <OptionPicker product={product} onChoose={purchase.choose} open={pickerOpen} setOpen={setPickerOpen} />
      ) : null}
      <SelectedLines
        purchase={purchase}
        removable={product.type === "variable" || purchase.selection.lines.length > 1}
      />
      <AddOns items={product.up_sale_products} onChoose={purchase.choose} />
      <SelectionTotal purchase={purchase} />
    </>
  );
}

export function CartButtons({
  purchase,
  onBuyWithoutSelection,
}: {
  purchase: Purchase;
  onBuyWithoutSelection?: () => void;
}) {
  const empty = purchase.selection.lines.length === 0;
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.secondary} disabled={purchase.busy} onClick={purchase.addToCart}>
        {purchaseTexts.addToCart}
      </button>
      <button
        type="button"
        className={styles.primary}
        disabled={purchase.busy}
        onClick={() => (empty && onBuyWithoutSelection ? onBuyWithoutSelection() : purchase.buyNow())}
      >
        {purchaseTexts.buyNow}
      </button>
    </div>
  );
}

export type Wallet = NonNullable<PaymentClientSettings["npay"]> | null;

export function WalletButton({ purchase, wallet }: { purchase: Purchase; wallet: NonNullable<Wallet> }) {
  return <NaverPayButton settings={wallet} onBuy={purchase.buyWithNpay} onWish={purchase.wish} />;
}

/** What the desktop menu and the phone's sheet both show: the product, its purchase and the wallet. */
export type PurchaseViewProps = { product: ProductDetail; purchase: Purchase; wallet: Wallet };

/** Spec §4 Stock: a sold-out product hides its purchase buttons and offers a restock alarm. */
export function RestockButton({ product }: { product: ProductDetail }) {
  return (
    <button
      type="button"
      className={styles.restock}
      onClick={() => openRestock({ productId: product.id, variationId: null, name: product.name })}
    >
      {purchaseTexts.restock}
    </button>
  );
}

export function DesktopPurchaseMenu({ product, purchase, wallet }: PurchaseViewProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const soldOut = product.stock_status === "outofstock";
  return (
    <div className={styles.desktopMenu}>
      <PurchaseOptions product={product} purchase={purchase} pickerOpen={pickerOpen} setPickerOpen={setPickerOpen} />
      {soldOut ? (
        <RestockButton product={product} />
      ) : (
        <>
          {/* Spec §2: "Desktop: pressing buy with no option opens the option list instead." */}
          <CartButtons purchase={purchase} onBuyWithoutSelection={() => setPickerOpen(true)} />
          {wallet ? <WalletButton purchase={purchase} wallet={wallet} /> : null}
        </>
      )}
    </div>
  );
}
