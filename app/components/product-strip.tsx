// A titled row of product cards that ends a page (issue 21 "Content that leads somewhere"): the
// products a story talks about, or the best-sellers on the 404 page. A swipeable row on phones, one
// row of four on a laptop; server-rendered, no script of its own.
import { useId } from "react";
import { ProductCard, type ProductCardView } from "./product-card";
import styles from "./product-strip.module.css";

export const stripTexts = {
  /** The end of a story: the products it talks about. */
  story: "이야기 속 제품",
  /** The 404 page: the best-sellers. */
  popular: "지금 많이 찾는 제품",
} as const;

export function ProductStrip({ title, products }: { title: string; products: ProductCardView[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={headingId} data-product-strip="">
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.row}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
