// The home's sections below the best-sellers (issue 21 "Home that sells"), as the operator arranged
// them: server-rendered links and pictures, each picture lazy and of a fixed shape, so nothing moves
// as they arrive and no script is added. A row of products scrolls sideways on a phone.
import { Link } from "react-router";
import { links } from "../../../core/links";
import { ProductCard, type ProductCardView } from "../../components/product-card";
import { StarRating } from "../../components/star-rating";
import { homeTexts } from "../../routes/home.messages";
import styles from "./home-sections.module.css";
import type { HomeSection } from "./home-sections.server";

export function HomeSections({ sections }: { sections: HomeSection[] }) {
  return sections.map((section) => (
    <section
      key={section.kind}
      className={section.kind === "gift" ? `${styles.section} ${styles.gift}` : styles.section}
      aria-labelledby={`home-${section.kind}`}
      data-home-section={section.kind}
    >
      <div className={styles.head}>
        <h2 id={`home-${section.kind}`}>{section.title}</h2>
        <MoreLink section={section} />
      </div>
      <SectionBody section={section} />
    </section>
  ));
}

function MoreLink({ section }: { section: HomeSection }) {
  const to =
    section.kind === "newArrivals"
      ? links.collection("all")
      : section.kind === "gift"
        ? links.collection("gift")
        : section.kind === "makersNote"
          ? links.makersNote
          : null;
  if (!to) return null;
  return (
    <Link to={to} className={styles.more}>
      {homeTexts.more}
    </Link>
  );
}

function SectionBody({ section }: { section: HomeSection }) {
  switch (section.kind) {
    case "categories":
      return (
        <nav aria-label={homeTexts.collectionsLabel}>
          <ul className={styles.banners}>
            {section.banners.map((banner) => (
              <li key={banner.url}>
                <Link to={links.collection(banner.url)} className={styles.banner}>
                  <span className={styles.bannerMedia}>
                    {/* The title beside it names the link; the picture adds nothing to read. */}
                    <img src={banner.image.src} alt="" width={750} height={750} loading="lazy" decoding="async" />
                  </span>
                  <span className={styles.bannerTitle}>{banner.title}</span>
                  <span className={styles.bannerText}>{banner.titleDescription}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      );
    case "newArrivals":
    case "gift":
      return <ProductRow products={section.products} />;
    case "photoReviews":
      return (
        <ul className={styles.reviews}>
          {section.reviews.map((review) => (
            <li key={review.id}>
              <a href={`${links.product(review.product.slug)}#review`} className={styles.review}>
                <span className={styles.reviewMedia}>
                  <img
                    src={review.photo}
                    alt={homeTexts.reviewPhoto(review.product.name)}
                    width={360}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                </span>
                <span className={styles.reviewBy}>
                  <StarRating score={review.rating} size={12} />
                  {review.author}
                </span>
                <span className={styles.reviewText}>{review.content}</span>
                <span className={styles.reviewMeta}>{review.product.name}</span>
              </a>
            </li>
          ))}
        </ul>
      );
    case "makersNote":
      return (
        <Link to={`${links.makersNote}/${encodeURIComponent(section.note.slug)}`} className={styles.note}>
          <span className={styles.noteMedia}>
            <img
              src={section.note.coverImage}
              alt={section.note.coverAlt}
              width={1200}
              height={600}
              loading="lazy"
              decoding="async"
            />
          </span>
          <span className={styles.noteBody}>
            <span className={styles.noteTitle}>{section.note.title}</span>
            {section.note.summary ? <span className={styles.noteSummary}>{section.note.summary}</span> : null}
            <span className={styles.noteLink}>{homeTexts.noteLink}</span>
          </span>
        </Link>
      );
  }
}

function ProductRow({ products }: { products: ProductCardView[] }) {
  return (
    <ul className={styles.products}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
