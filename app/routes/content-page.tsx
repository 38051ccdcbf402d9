// Content pages (spec §2 /brandstory, /collinsday1969, /moodwater-teaser; the footer's /terms and
// /privacy): server-rendered from the page's structured blocks, with their own title and Open Graph
// tags. One module serves every path; the path names the page. The terms and the privacy policy
// show the text the operator keeps in the shop settings (issue 22), with the day of its last change.
import { redirect } from "react-router";
import { mediumDate } from "../../core/dates";
import { legalBlocks } from "../../core/legal-text";
import { links } from "../../core/links";
import { PUBLIC_PAGE_HEADERS } from "../../core/page-cache";
import { stripCards } from "../../server/domain/content/product-strips";
import { publishedPage } from "../../server/domain/engagement/content-pages";
import { readLegalText } from "../../server/domain/settings/shop-settings";
import { cardView } from "../components/product-card";
import { ProductStrip, stripTexts } from "../components/product-strip";
import styles from "../features/content/content.module.css";
import { ContentBlocks } from "../features/product/content-blocks";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/content-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const page = await publishedPage(context.db, slug);
  if (!page) throw redirect(links.error);
  // Through the catalog reads, so the cached page knows the products whose stock status it shows.
  const strip = await context.reads.read(`strip /${slug}`, () => stripCards(context.db, page.productIds));
  const legal = slug === "terms" || slug === "privacy" ? await readLegalText(context.db, slug) : null;
  return {
    slug,
    title: page.title,
    description: page.description,
    ogImage: page.ogImage,
    blocks: legal ? legalBlocks(legal.text) : page.blocks,
    changedOn: legal?.changedAt ? mediumDate(legal.changedAt) : null,
    strip: strip.map(cardView),
  };
}

export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({
    title: `Collins - ${data.title}`,
    description: data.description,
    path: `/${data.slug}`,
    baseUrl: baseUrlOf(matches),
    image: data.ogImage ?? undefined,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <article className={`container ${styles.page}`}>
        <h1 className={styles.title}>{loaderData.title}</h1>
        {loaderData.description ? <p className={styles.lead}>{loaderData.description}</p> : null}
        <ContentBlocks blocks={loaderData.blocks} />
        {loaderData.changedOn ? <p className={styles.lead}>최종 변경일: {loaderData.changedOn}</p> : null}
      </article>
      <ProductStrip title={stripTexts.story} products={loaderData.strip} />
    </>
  );
}
