// The 배송/교환/반품 section at the end of every product's detail (issue 20): the shop's one
// shipping policy as the operator set it in the console. It never changes in the browser, so the
// page's loader renders it to HTML and no component code ships for it (as the footer's static parts);
// its styles follow its elements (product.module.css .shippingReturns).
import { renderToStaticMarkup } from "react-dom/server";
import { SHIPPING_RETURNS_TITLE_ID } from "../../../core/product-page";
import type { ProductShipping } from "../../../core/shipping";
import { productTabTexts } from "./messages";
import styles from "./product.module.css";

const texts = {
  shippingTitle: "배송 안내",
  shippingFee: "배송비",
  freeShipping: "무료배송",
  dispatch: "출고",
  returnsTitle: "교환·반품 안내",
} as const;

function ShippingReturns({ shipping }: { shipping: ProductShipping }) {
  const rows: [string, string][] = [
    [texts.shippingFee, shipping.rules.fee],
    [texts.freeShipping, shipping.rules.freeShipping],
    [texts.dispatch, shipping.rules.dispatch],
  ];
  return (
    <>
      <h2 id={SHIPPING_RETURNS_TITLE_ID} className={styles.sectionTitle}>
        {productTabTexts.shippingReturns}
      </h2>
      <h3>{texts.shippingTitle}</h3>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{texts.returnsTitle}</h3>
      <ul>
        {shipping.returns.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** The section's inside as HTML; the operator's text is escaped as any React text is. */
export function shippingReturnsHtml(shipping: ProductShipping): string {
  return renderToStaticMarkup(<ShippingReturns shipping={shipping} />);
}
