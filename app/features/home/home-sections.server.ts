// The home's sections below the best-sellers (issue 21): those the operator shows (the shop setting
// home_sections), in their order, each with what it shows, read through the catalog reads so the
// home is rendered from the same answers as the full-page cache keeps. A section with nothing to
// show (no photo review yet, no published note) is left out.
import type { AppLoadContext } from "react-router";
import { type CacheTag, collectionTag } from "../../../core/page-cache";
import type { Collection } from "../../../server/domain/catalog/collections";
import {
  type CollectionBanner,
  collectionBanners,
  GIFT_COLLECTION_URL,
  giftProducts,
  newArrivals,
  type PhotoReview,
  photoReviews,
} from "../../../server/domain/catalog/home-sections";
import { latestNote, type NoteCard } from "../../../server/domain/content/makers-notes";
import type { HomeSections } from "../../../server/domain/settings/shop-settings";
import { cardView, type ProductCardView } from "../../components/product-card";

const NEW_ARRIVAL_COUNT = 8;
const GIFT_COUNT = 4;
const PHOTO_REVIEW_COUNT = 6;

export type HomeSection = { title: string } & (
  | { kind: "categories"; banners: CollectionBanner[] }
  | { kind: "newArrivals" | "gift"; products: ProductCardView[] }
  | { kind: "photoReviews"; reviews: PhotoReview[] }
  | { kind: "makersNote"; note: NoteCard }
);

type Setting = HomeSections["sections"][number];

async function sectionOf(
  { kind, title }: Setting,
  { reads, db }: AppLoadContext,
  collections: Collection[],
): Promise<HomeSection | null> {
  switch (kind) {
    case "categories": {
      // A collection's banner blocks are its list's rows: their changes name the collection.
      const tags = collections.map((collection) => collectionTag(collection.id));
      const banners = await reads.read("home categories", () => collectionBanners(db, collections), tags);
      return banners.length > 0 ? { kind, title, banners } : null;
    }
    case "newArrivals":
    case "gift": {
      const cards = await (kind === "gift"
        ? reads.read("home gift", () => giftProducts(db, collections, GIFT_COUNT), giftTagsOf(collections))
        : reads.read("home new arrivals", () => newArrivals(db, NEW_ARRIVAL_COUNT)));
      return cards.length > 0 ? { kind, title, products: cards.map(cardView) } : null;
    }
    case "photoReviews": {
      const reviews = await reads.read("home photo reviews", () => photoReviews(db, PHOTO_REVIEW_COUNT));
      return reviews.length > 0 ? { kind, title, reviews } : null;
    }
    case "makersNote": {
      const note = await reads.read("home makers note", () => latestNote(db));
      return note ? { kind, title, note } : null;
    }
  }
}

/** The gift section lists the gift collection: its changes drop the home page too. */
function giftTagsOf(collections: Collection[]): CacheTag[] {
  const gift = collections.find((collection) => collection.url === GIFT_COLLECTION_URL);
  return gift ? [collectionTag(gift.id)] : [];
}

/**
 * The shown sections in the operator's order, each with its content, drawn from the shop's
 * collections (`listCollections`, read by the page already).
 */
export async function homeSections(
  context: AppLoadContext,
  settings: HomeSections,
  collections: Collection[],
): Promise<HomeSection[]> {
  const sections = await Promise.all(
    settings.sections.filter((section) => section.show).map((section) => sectionOf(section, context, collections)),
  );
  return sections.filter((section) => section !== null);
}
