// Product page (spec §2 "Product page"): gallery, event banner, summary and price, tab navigation
// over the detail, 배송/교환/반품 (the shop's shipping policy, issue 20), review and related sections;
// desktop keeps the menu in a fixed right column.
import { Suspense, startTransition, useEffect, useRef, useState } from "react";
import { redirect } from "react-router";
import { eventDays } from "../../core/dates";
import { links, PRODUCT_SLUG } from "../../core/links";
import { variantUrlOf } from "../../core/media";
import { PUBLIC_PAGE_HEADERS, productTag } from "../../core/page-cache";
import {
  desktopMenuFits,
  LAYOUT_RECALC_DELAY_MS,
  productTabs,
  SHIPPING_RETURNS_ID,
  SHIPPING_RETURNS_TITLE_ID,
} from "../../core/product-page";
import { isDefaultReviewView, reviewPagesOf, reviewViewOf } from "../../core/reviews";
import { productShipping } from "../../core/shipping";
import { getProductPage, type ProductResponse } from "../../server/domain/catalog/product-detail";
import { readReviewSection } from "../../server/domain/catalog/reviews";
import { lazyChunk } from "../components/chunk-retry";
import { cardView, ProductCard } from "../components/product-card";
import { ContentBlocks } from "../features/product/content-blocks";
import { productTabTexts, productTexts } from "../features/product/messages";
import styles from "../features/product/product.module.css";
import { ProductGallery } from "../features/product/product-gallery";
import { ProductSummary } from "../features/product/product-summary";
import { ProductTabs } from "../features/product/product-tabs";
import { ReviewsSection } from "../features/product/reviews-section";
import { reviewsSectionHtml } from "../features/product/reviews-section.server";
import { shippingReturnsHtml } from "../features/product/shipping-returns.server";
import { helpfulAction } from "../features/reviews/helpful.server";
import { absoluteUrl, baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/product";

const PurchaseArea = lazyChunk(() => import("../features/purchase/purchase-area"));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Spec §2: "the last path segment is the product slug".
  const slug = (params["*"] ?? "").split("/").filter(Boolean).pop() ?? "";
  // 최신순 / 별점순 / 포토리뷰 and 리뷰 더 보기 (issue 20): known values only, so a product has at
  // most four views of at most MAX_REVIEW_PAGES pages.
  const query = new URL(request.url).searchParams;
  const reviewView = reviewViewOf(query);
  const reviewPages = reviewPagesOf(query);
  // The page's own question carries the review section as it opens (최신순, its first page): one
  // read of the product for every view, and another view or page is a question of its own.
  const opening = isDefaultReviewView(reviewView) && reviewPages === 1;
  const page = PRODUCT_SLUG.test(slug)
    ? await context.reads.read(`product page ${slug}`, () => getProductPage(context.db, slug))
    : null;
  // Spec §2: "If the product fetch returns no product, go to /error."
  if (!page) throw redirect(links.error);
  const { response } = page;
  const productId = response.product.id;
  // Reviews show no stock status: they name their product, whose review changes name it too.
  const reviews = opening
    ? page.reviews
    : await context.reads.read(
        `reviews ${productId} ${reviewView.sort} ${reviewView.photoOnly} ${reviewPages}`,
        () => readReviewSection(context.db, productId, reviewPages, reviewView),
        [productTag(productId)],
      );
  // The shop's shipping policy on the server's clock in Seoul time: the page is the same for every
  // visitor (the full-page cache keeps it at most a minute, and a policy change drops it at once).
  const shipping = productShipping(page.shipping, response.shipping_available_today, new Date());
  return {
    ...response,
    // Written here, so the banner's period ships in the page's data, not a date formatter.
    eventPeriod: response.event ? eventDays(response.event.starts_at, response.event.ends_at) : null,
    // An uploaded photo has its own Open Graph crop (1200×630, issue 22); a shipped file is itself.
    structuredData: productStructuredData(response.product, context.publicBaseUrl),
    shareImage: variantUrlOf(response.product.images[0]?.src ?? response.product.thumbnail, "og"),
    // Named here, so the tab labels ship in the page's data, not its script.
    tabs: productTabs({
      hasEvent: response.event !== null,
      navigation: (response.productPage?.navigation ?? []).map((block) => block.data),
      reviewCount: response.product.rating_count,
      hasRelated: response.relatedProducts.length > 0,
      texts: productTabTexts,
    }),
    relatedProducts: response.relatedProducts.map(cardView),
    reviewsHtml: reviewsSectionHtml({
      view: reviewView,
      pages: reviewPages,
      average: response.product.average_rating,
      count: response.product.rating_count,
      photos: reviews.photos,
      reviews: reviews.reviews,
      next: reviews.next,
    }),
    shipping: { fee: shipping.fee, dispatch: shipping.dispatch },
    shippingHtml: shippingReturnsHtml(shipping),
  };
}

/** 도움돼요 on a review (issue 20), the page's one write. */
export async function action({ request, context }: Route.ActionArgs) {
  return helpfulAction(request, context);
}

/** The same for every visitor: kept by the full-page cache until the catalog changes. */
export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

/** The product's schema.org data, written on the server so the page's script does not carry it. */
function productStructuredData(product: ProductResponse["product"], baseUrl: string) {
  const url = absoluteUrl(baseUrl, links.product(product.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description || product.sub_title,
    sku: String(product.id),
    url,
    image: product.images.map((img) => absoluteUrl(baseUrl, img.src)),
    brand: { "@type": "Brand", name: "Collins" },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "KRW",
      price: product.price,
      availability: product.stock_status === "instock" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
    ...(product.rating_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.average_rating,
            reviewCount: product.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { product } = data;
  const baseUrl = baseUrlOf(matches);
  const image = data.shareImage;
  return [
    ...pageMeta({
      title: `Collins - ${product.name}`,
      description: product.sub_title || product.description || undefined,
      path: links.product(product.slug),
      baseUrl,
      image,
      type: "product",
    }),
    ...(product.listed ? [] : [{ name: "robots", content: "noindex" }]),
    // The gallery's first photo is the page's largest paint: fetched with the stylesheets, not after them.
    ...(product.images[0]
      ? [{ tagName: "link", rel: "preload", as: "image", href: product.images[0].src, fetchPriority: "high" }]
      : []),
    { "script:ld+json": data.structuredData },
  ];
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    product,
    relatedProducts,
    event,
    eventBanner,
    eventPeriod,
    tabs,
    shipping,
    shippingHtml,
    productPage,
    reviewsHtml,
  } = loaderData;
  const soldOut = product.stock_status === "outofstock";
  const menuRef = useRef<HTMLDivElement>(null);
  const [menuFixed, setMenuFixed] = useState(true);
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fits = () => desktopMenuFits(menu.offsetHeight, window.innerHeight);
    const recalc = () => {
      clearTimeout(timer);
      // A fixed menu taller than the window hides its own buy buttons: it lets go at once. Both
      // updates are transitions: the purchase area inside the menu may still be hydrating its chunk,
      // and an urgent update above it would make React 18 give up its server HTML (error 421).
      if (!fits()) startTransition(() => setMenuFixed(false));
      timer = setTimeout(() => startTransition(() => setMenuFixed(fits())), LAYOUT_RECALC_DELAY_MS);
    };
    // The menu grows as options are chosen and when the purchase area hydrates.
    const observer = new ResizeObserver(recalc);
    observer.observe(menu);
    window.addEventListener("resize", recalc);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener("resize", recalc);
    };
  }, []);

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.media}>
          <ProductGallery images={product.images} name={product.name} soldOut={soldOut} />
        </div>
        <aside className={styles.menu} ref={menuRef} data-fixed={menuFixed} id="purchase">
          {event && eventBanner ? (
            // The picture leaves its left part plain for the event's words: the link is named by them.
            <a className={styles.eventBanner} href={eventBanner.link ?? "#event"}>
              <img src={eventBanner.img} alt="" width={eventBanner.width} height={eventBanner.height} />
              <span className={styles.eventBannerText}>
                <strong className={styles.eventBannerTitle}>{event.title}</strong>
                {eventPeriod ? <span className={styles.eventBannerDays}>{eventPeriod}</span> : null}
              </span>
            </a>
          ) : null}
          <ProductSummary product={product} shipping={shipping} />
          <div className={styles.purchaseArea}>
            <Suspense fallback={null}>
              <PurchaseArea product={product} />
            </Suspense>
          </div>
        </aside>
        <div className={styles.main}>
          <ProductTabs tabs={tabs} />
          {event ? (
            <section id="event" className={styles.section}>
              <h2 className={styles.sectionTitle}>{event.title}</h2>
              <p>{event.description}</p>
            </section>
          ) : null}
          <section id="detail" className={styles.section} aria-label={productTexts.infoTab}>
            {productPage ? (
              <ContentBlocks blocks={productPage.mobile_content} />
            ) : (
              <p className={styles.description}>{product.description}</p>
            )}
          </section>
          <section
            id={SHIPPING_RETURNS_ID}
            className={`${styles.section} ${styles.shippingReturns}`}
            aria-labelledby={SHIPPING_RETURNS_TITLE_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup, its text escaped
            dangerouslySetInnerHTML={{ __html: shippingHtml }}
          />
          <ReviewsSection html={reviewsHtml} helpful={actionData ?? null} />
          {relatedProducts.length ? (
            <section id="related" className={styles.section} aria-labelledby="related-title">
              <h2 id="related-title" className={styles.sectionTitle}>
                {productTexts.related}
              </h2>
              <ul className={styles.related}>
                {relatedProducts.map((related) => (
                  <li key={related.id}>
                    <ProductCard product={related} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
