// Home (spec §2 route "/"): the full-screen looping video with a way to the mood collection,
// the best-sellers, then the sections the operator arranges in the console (issue 21): collection
// banners, new arrivals, gifts, photo reviews and the latest makers note.
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { links } from "../../core/links";
import { collectionTag, PUBLIC_PAGE_HEADERS } from "../../core/page-cache";
import { bestSellingCards } from "../../server/domain/catalog/collection-list";
import { ALL_COLLECTION_URL, type Collection, listCollections } from "../../server/domain/catalog/collections";
import { LAYOUT_READ, readLayout } from "../../server/domain/settings/layout";
import { cardView } from "../components/product-card";
import { ProductStrip } from "../components/product-strip";
import { HomeSections } from "../features/home/home-sections";
import { homeSections } from "../features/home/home-sections.server";
import { HomeVideo, heroPosters } from "../features/home/home-video";
import { baseUrlOf, DEFAULT_DESCRIPTION, pageMeta } from "../seo";
import type { Route } from "./+types/home";
import { homeTexts } from "./home.messages";
import styles from "./home.module.css";

const BEST_SELLER_COUNT = 8;

async function bestSellers(db: Route.LoaderArgs["context"]["db"], all: Collection | undefined) {
  if (all === undefined) return [];
  return (await bestSellingCards(db, all.id, BEST_SELLER_COUNT)).map(cardView);
}

export async function loader({ context }: Route.LoaderArgs) {
  const collections = await context.reads.read("collections", () => listCollections(context.db));
  const all = collections.find((collection) => collection.url === ALL_COLLECTION_URL);
  // Below the fold: streamed after the first screen (spec §2 "lazily loaded sections").
  return {
    bestSellers: context.reads.read(
      "best sellers",
      () => bestSellers(context.db, all),
      all === undefined ? [] : [collectionTag(all.id)],
    ),
    // The root's layout read (one for the render) holds the settings.
    sections: context.reads
      .read(LAYOUT_READ, () => readLayout(context.db))
      .then(({ settings }) => homeSections(context, settings.home_sections, collections)),
  };
}

/** The same for every visitor: kept by the full-page cache until the catalog changes. */
export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins", description: DEFAULT_DESCRIPTION, path: "/", baseUrl: baseUrlOf(matches) }),
    // The film's poster is the page's largest paint: fetched with the stylesheets, each screen its own.
    ...heroPosters.map(({ href, media }) => ({
      tagName: "link",
      rel: "preload",
      as: "image",
      href,
      media,
      fetchPriority: "high",
    })),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className={styles.hero} aria-label={homeTexts.heroLabel}>
        <HomeVideo />
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
      <Suspense fallback={<div className={styles.bestPlaceholder} />}>
        <Await resolve={loaderData.bestSellers}>
          {(products) => (
            <ProductStrip title={homeTexts.bestTitle} products={products} layout="grid" className={styles.best} />
          )}
        </Await>
      </Suspense>
      <Suspense fallback={<div className={styles.sectionsPlaceholder} />}>
        <Await resolve={loaderData.sections}>{(sections) => <HomeSections sections={sections} />}</Await>
      </Suspense>
    </>
  );
}
