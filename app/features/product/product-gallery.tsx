// The product's images as a swipeable strip, with the sold-out overlay (spec §2 "Product page").
import { useState } from "react";
import { productTexts } from "./messages";
import styles from "./product.module.css";

type Image = { src: string; alt: string; width: number; height: number };

export function ProductGallery({ images, name, soldOut }: { images: Image[]; name: string; soldOut: boolean }) {
  const [current, setCurrent] = useState(0);
  return (
    <section className={styles.gallery} aria-label={productTexts.gallery} aria-roledescription="carousel">
      <ul
        className={styles.slides}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must take keyboard focus to be scrolled with the arrow keys (WCAG 2.1.1)
        tabIndex={0}
        onScroll={(event) => {
          const strip = event.currentTarget;
          setCurrent(Math.round(strip.scrollLeft / Math.max(strip.clientWidth, 1)));
        }}
      >
        {images.map((image, index) => (
          <li key={image.src} aria-roledescription="slide" aria-label={productTexts.slide(index + 1, images.length)}>
            <img
              src={image.src}
              alt={image.alt || name}
              width={image.width}
              height={image.height}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {images.map((image, index) => (
            <span key={image.src} data-active={index === current} />
          ))}
        </div>
      ) : null}
      {soldOut ? (
        <div className={styles.soldOut}>
          <span>{productTexts.soldOutLong}</span>
        </div>
      ) : null}
    </section>
  );
}
