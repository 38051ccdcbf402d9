// A titled row of product cards (issue 21): the products a story talks about, the best-sellers on
// the 404 page, and the home's best-sellers, new arrivals and gifts. A swipeable row on phones, rows
// of four on a laptop; server-rendered, no script of its own.
import { type ComponentProps, type ReactNode, useId } from "react";
import { Link } from "react-router";
import { ProductCard, type ProductCardView } from "./product-card";
import styles from "./product-strip.module.css";

export const stripTexts = {
  /** The end of a story: the products it talks about. */
  story: "이야기 속 제품",
  /** The 404 page: the best-sellers. */
  popular: "지금 많이 찾는 제품",
} as const;

/** A link to everything the strip is a part of, beside its title (the home's 전체 보기). */
export type StripMore = { to: string; label: string };

/** A strip's title and its link to the rest; the home's other sections head themselves with it too. */
export function StripHead({ id, title, more }: { id: string; title: string; more?: StripMore | null }) {
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {more ? (
        <Link to={more.to} className={styles.more}>
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}

type StripLayout = {
  /** On a phone: a row to swipe, or two columns (the home's best-sellers, all of them at a glance). */
  layout?: "row" | "grid";
  /** On a laptop: the first four only, the rest are for a phone's swiping (the home's new arrivals). */
  oneRow?: boolean;
};

/** A strip's list of `<li>`s, laid out as a strip; the home's photo reviews are such a row too. */
export function StripList({
  layout = "row",
  oneRow = false,
  className,
  children,
}: StripLayout & { className?: string; children: ReactNode }) {
  const classes = [styles.list, layout === "grid" ? styles.grid : styles.row, oneRow && styles.oneRow, className];
  return <ul className={classes.filter(Boolean).join(" ")}>{children}</ul>;
}

export function ProductStrip({
  title,
  products,
  more,
  layout,
  oneRow,
  className = styles.strip,
  ...section
}: StripLayout & {
  title: string;
  products: ProductCardView[];
  more?: StripMore | null;
  /** The section's own box in place of the strip that ends a page (a home section's). */
  className?: string;
} & Omit<ComponentProps<"section">, "title" | "children" | "className" | "aria-labelledby">) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section {...section} className={className} aria-labelledby={headingId} data-product-strip="">
      <StripHead id={headingId} title={title} more={more} />
      <StripList layout={layout} oneRow={oneRow}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </StripList>
    </section>
  );
}
