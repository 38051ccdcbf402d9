// The shape of the demo catalog as plain data; the seeder turns it into rows.
// Every money amount is whole won. Image paths are public URLs under /media/.

export type SeedImage = { src: string; alt: string; width: number; height: number };

export type SeedSubCategory = { slug: string; name: string };

export type SeedCollectionBlock =
  | { blockType: "product"; productSlug: string }
  | {
      blockType: "banner";
      imgUrl: string;
      imgUrlMobile?: string;
      alt: string;
      link: string;
      anchor?: string;
      width: number;
      height: number;
    }
  | { blockType: "blank"; anchor?: string };

export type SeedCollection = {
  url: string;
  title: string;
  titleDescription: string;
  promoText: string;
  isExpose: boolean;
  /** 'mood' gets its own visual theme with a lazily loaded background image. */
  theme?: "mood";
  backgroundImage?: string;
  subCategories: SeedSubCategory[];
  /** Order of the list in the default ('regular') sort. */
  blocks: SeedCollectionBlock[];
};

export type SeedAdditionalInfo = { login_required?: boolean; one_purchased?: boolean };

export type SeedVariation = {
  /** One option per attribute, in attribute order: [{ name: '향', option: '우드' }]. */
  attributes: { name: string; option: string }[];
  regularPrice: number;
  salePrice?: number;
  stock: number;
  image?: SeedImage;
  additionalInfo?: SeedAdditionalInfo;
};

export type SeedUpSale = {
  productSlug: string;
  add_product_thumbnail: string;
  add_product_wording: string;
};

export type SeedCrossSale = {
  productSlug: string;
  bro_product_title: string;
  bro_product_thumbnail: string;
  bro_product_wording: string;
};

export type SeedReview = {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  daysAgo: number;
  /** The photos the buyer attached (the home's photo-review strip, issue 21). */
  images?: string[];
};

/** A block of the product page's content (productPage.mobile_content). */
export type SeedContentBlock =
  | { type: "heading"; anchor?: string; text: string }
  | { type: "text"; text: string }
  | { type: "image"; src: string; alt: string; width: number; height: number }
  | { type: "list"; items: string[] };

export type SeedProductPage = {
  /** 2 to 9 Korean tab labels; each anchors a section of mobile_content. */
  navigation: { title: string; anchor: string }[];
  mobile_content: SeedContentBlock[];
};

export type SeedProduct = {
  slug: string;
  type: "simple" | "variable";
  name: string;
  title: string;
  sub_title: string;
  display_title1: string;
  display_title2: string;
  description: string;
  regularPrice: number;
  salePrice?: number;
  /** Simple products only; variable products keep stock on their variations. */
  stock?: number;
  /** Listed in collections and search; false = reachable only by URL. */
  listed: boolean;
  images: SeedImage[];
  thumbnail: string;
  /** Collection urls (first = breadcrumb root) and sub-category slugs it belongs to. */
  paths: { collection: string; subCategory?: string }[];
  attributes?: { name: string; options: string[] }[];
  variations?: SeedVariation[];
  upSales?: SeedUpSale[];
  crossSales?: SeedCrossSale[];
  related?: string[];
  promo_text?: string;
  is_npay_available: boolean;
  additional_info?: SeedAdditionalInfo;
  shipping_available_today: boolean;
  gift_shop_url?: string;
  event?: { title: string; description: string; bannerImage: SeedImage; link?: string; period: SeedPeriod };
  page?: SeedProductPage;
  reviews?: SeedReview[];
  /** Units sold so far; drives the 'hot' (인기순) sort. */
  salesCount: number;
  /**
   * Days between the product's launch and the seeding day, for 신상품 and the 'new' sort; the
   * catalog's long-standing products leave it out and count as launched a year or more ago.
   */
  launchedDaysAgo?: number;
};

/**
 * An event's period on the seed's clock, in Seoul days: so many days around the day it is seeded
 * (a launch), or fixed days of the seed's year (the year-end events, 11.20 – 12.31).
 */
export type SeedPeriod =
  | { kind: "around"; daysBefore: number; daysAfter: number }
  | { kind: "yearly"; from: { month: number; day: number }; to: { month: number; day: number } };

export type SeedPromotion =
  | {
      kind: "addon_price";
      name: string;
      /** Bought together with any of these products, the add-on costs `price`. */
      triggerProductSlugs: string[];
      addonProductSlug: string;
      addonVariation?: { name: string; option: string }[];
      price: number;
      discountRate: number;
    }
  | {
      kind: "bundle_deduction";
      name: string;
      triggerProductSlugs: string[];
      productSlug: string;
      variation?: { name: string; option: string }[];
      amountPerUnit: number;
    }
  | {
      kind: "free_gift";
      name: string;
      /** Holds when the subtotal of lines from these collections reaches minSubtotal. */
      collectionUrls: string[];
      minSubtotal: number;
      giftProductSlug: string;
      quantity: number;
    };

export type SeedCatalog = {
  collections: SeedCollection[];
  products: SeedProduct[];
  promotions: SeedPromotion[];
};
