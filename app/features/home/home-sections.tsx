// The home's sections below the best-sellers (issue 21 "Home that sells"), as the operator arranged
// them: server-rendered links and pictures, each picture lazy and of a fixed shape, so nothing moves
// as they arrive and no script is added. A row of products (the shop's product strip) scrolls sideways on a phone.
import { Link } from "react-router";
import { links } from "../../../core/links";
import { ProductStrip, StripHead, StripList, type StripMore } from "../../components/product-strip";
import { StarRating } from "../../components/star-rating";
import { homeTexts } from "../../routes/home.messages";
import styles from "./home-sections.module.css";
import type { HomeSection } from "./home-sections.server";

export function HomeSections({ sections }: { sections: HomeSection[] }) {
  return sections.map((section) => {
    if ("products" in section) {
      return (
        <ProductStrip
          key={section.kind}
          title={section.title}
          products={section.products}
          more={moreLink(section)}
          oneRow
          className={section.kind === "gift" ? `${styles.section} ${styles.gift}` : styles.section}
          data-home-section={section.kind}
        />
      );
    }
    return (
      <section
        key={section.kind}
        className={styles.section}
        aria-labelledby={`home-${section.kind}`}
        data-home-section={section.kind}
      >
        <StripHead id={`home-${section.kind}`} title={section.title} more={moreLink(section)} />
        <SectionBody section={section} />
      </section>
    );
  });
}

/** Where a section's 전체 보기 leads: its collection, or the makers notes. */
function moreLink(section: HomeSection): StripMore | null {
  const to =
    section.kind === "newArrivals"
      ? links.collection("all")
      : section.kind === "gift"
        ? links.collection("gift")
        : section.kind === "makersNote"
          ? links.makersNote
          : null;
  return to ? { to, label: homeTexts.more } : null;
}

function SectionBody({ section }: { section: Exclude<HomeSection, { kind: "newArrivals" | "gift" }> }) {
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
    case "photoReviews":
      return (
        <StripList className={styles.reviews}>
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
        </StripList>
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
