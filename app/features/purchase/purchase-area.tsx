// Everything a shopper buys with on the product page, as one code-split chunk: the desktop menu,
// the phone's floating bar and sheet, and the dialogs of the cart actions.
import { useEffect, useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { ProductDetail } from "../../../server/domain/catalog/product-detail";
import { Spinner } from "../../components/spinner";
import type { loader as rootLoader } from "../../root";
import { useLoginState } from "../account/login-state";
import { npayTexts } from "../npay/messages";
import { MobilePurchase } from "./mobile-purchase";
import { simpleOption } from "./options";
import { PurchaseDialogs } from "./purchase-dialogs";
import { DesktopPurchaseMenu } from "./purchase-menu";
import { usePurchase } from "./use-purchase";

export default function PurchaseArea({ product }: { product: ProductDetail }) {
  const { isLoggedIn } = useLoginState();
  const simple = useMemo(() => (product.type === "simple" ? simpleOption(product) : null), [product]);
  const purchase = usePurchase({ productId: product.id, slug: product.slug, simple, isLoggedIn });
  const npay = useRouteLoaderData<typeof rootLoader>("root")?.payments.npay ?? null;
  const wallet = product.is_npay_available ? npay : null;
  // Marks the buttons as live (hydrated), for shoppers' assistive tech and for the e2e tests.
  useEffect(() => {
    document.documentElement.dataset.purchaseReady = "true";
    return () => {
      delete document.documentElement.dataset.purchaseReady;
    };
  }, []);
  return (
    <>
      <DesktopPurchaseMenu product={product} purchase={purchase} wallet={wallet} />
      <MobilePurchase product={product} purchase={purchase} wallet={wallet} />
      <PurchaseDialogs dialog={purchase.dialog} onClose={purchase.closeDialog} />
      {purchase.spinner ? <Spinner label={npayTexts.starting} /> : null}
    </>
  );
}
