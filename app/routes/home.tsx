// Home (spec §2 route "/"): the full-screen looping video with a way to the mood collection,
// then the collections.
import { Link } from "react-router";
import { links } from "../../core/links";
import { listCollections } from "../../server/domain/catalog/collections";
import { baseUrlOf, DEFAULT_DESCRIPTION, pageMeta } from "../seo";
import type { Route } from "./+types/home";
import { homeTexts } from "./home.messages";
import styles from "./home.module.css";

export async function loader({ context }: Route.LoaderArgs) {
  const collections = await listCollections(context.db);
  return {
    collections: collections
      .filter((c) => c.isExpose)
      .map(({ url, title, titleDescription, promoText }) => ({ url, title, titleDescription, promoText })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: "Collins", description: DEFAULT_DESCRIPTION, path: "/", baseUrl: baseUrlOf(matches) });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className={styles.hero} aria-label={homeTexts.heroLabel}>
        <video
          className={styles.video}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster="/media/home/hero-desktop.webp"
        >
          <source src="/media/home/hero-mobile.mp4" type="video/mp4" media="(max-width: 767px)" />
          <source src="/media/home/hero-desktop.mp4" type="video/mp4" />
        </video>
        <div className={styles.heroShade} />
        <div className={styles.heroContent}>
          <p className={styles.heroEyebrow}>Collins Mood Water</p>
          <h1 className={styles.heroTitle}>{homeTexts.heroTitle}</h1>
          <Link to={links.collection("mood")} className={styles.heroButton}>
            {homeTexts.heroButton}
          </Link>
        </div>
      </section>
      <section className={styles.intro}>
        <h2>{homeTexts.introTitle}</h2>
        <p>{homeTexts.introText}</p>
      </section>
      <nav aria-label={homeTexts.collectionsLabel}>
        <ul className={styles.collections}>
          {loaderData.collections.map((collection) => (
            <li key={collection.url}>
              <Link to={links.collection(collection.url)}>
                <span className={styles.collectionTitle}>{collection.title}</span>
                <span className={styles.collectionText}>{collection.titleDescription}</span>
                {collection.promoText ? <span className={styles.collectionPromo}>{collection.promoText}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
