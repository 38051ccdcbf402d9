// The dialogs after a cart action (spec §4 "After add to cart", §8), spec §8's alerts and the
// up-sell popup.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { links } from "../../../core/links";
import { AlertDialog } from "../../components/alert-dialog";
import { purchaseTexts } from "./messages";
import styles from "./purchase.module.css";
import type { PurchaseDialog } from "./use-purchase";

function Dialog({
  title,
  text,
  onClose,
  children,
}: {
  title?: string;
  text: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-label={title ?? text} onClose={onClose} onCancel={onClose}>
      {title ? <h2>{title}</h2> : null}
      <p>{text}</p>
      <div className={styles.dialogActions}>{children}</div>
    </dialog>
  );
}

export function PurchaseDialogs({ dialog, onClose }: { dialog: PurchaseDialog; onClose: () => void }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case "added":
      return (
        <Dialog text={purchaseTexts.added} onClose={onClose}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {purchaseTexts.keepShopping}
          </button>
          <Link to={links.cart} className={styles.primary} onClick={onClose}>
            {purchaseTexts.viewCart}
          </Link>
        </Dialog>
      );
    case "login":
      return (
        <Dialog title={purchaseTexts.loginRequiredTitle} text={purchaseTexts.loginRequired} onClose={onClose}>
          <Link to={links.signupMenu} className={styles.secondary} onClick={onClose}>
            {purchaseTexts.joinOrLogin}
          </Link>
          <button type="button" className={styles.primary} onClick={onClose}>
            {purchaseTexts.confirm}
          </button>
        </Dialog>
      );
    case "one_purchased":
      return (
        <Dialog text={purchaseTexts.onePurchased} onClose={onClose}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {purchaseTexts.confirm}
          </button>
          <Link to={links.cart} className={styles.primary} onClick={onClose}>
            {purchaseTexts.viewCart}
          </Link>
        </Dialog>
      );
    case "alert":
      return <AlertDialog message={dialog.message} onClose={onClose} />;
    case "upsell":
      return (
        <Dialog
          title={purchaseTexts.upsellTitle}
          text={dialog.offer.maxDiscount === 25 ? purchaseTexts.upsellFivePack : purchaseTexts.upsellFamily}
          onClose={onClose}
        >
          <button type="button" className={styles.secondary} onClick={onClose}>
            {purchaseTexts.upsellStay}
          </button>
          <Link to={links.product(dialog.offer.targetSlug)} className={styles.primary} onClick={onClose}>
            {purchaseTexts.upsellGo}
          </Link>
        </Dialog>
      );
  }
}
