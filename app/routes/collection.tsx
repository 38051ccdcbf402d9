// Collection page (spec §2 "Collection page", "Sort options"): title, description, the
// sub-category strip, the control bar (count, selector, sort) and the list of blocks.
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Link, redirect, useLocation, useNavigate } from "react-router";
import { blankAnchors, GRID_COLUMNS, gridPlaces } from "../../core/collection-grid";
import { links } from "../../core/links";
import { collectionTag, PUBLIC_PAGE_HEADERS } from "../../core/page-cache";
import { isSortType, SORT_OPTIONS } from "../../core/sort";
import {
  type CollectionBlock,
  type CollectionListPage,
  collectionPage,
} from "../../server/domain/catalog/collection-list";
import { collectionAt, listCollections } from "../../server/domain/catalog/collections";
import { cardView, ProductCard, type ProductCardView } from "../components/product-card";
import { CollectionSelector } from "../features/collection/collection-selector";
import { collectionTexts } from "../features/collection/messages";
import { useDeviceClass } from "../hooks/use-device-class";
import { getJson } from "../lib/api";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/collection";
import styles from "./collection.module.css";

export const handle = { headerBack: true };

/** A block of the list as the page shows it: a product block carries only its card. */
type ListBlock =
  | Exclude<CollectionBlock, { blockType: "product" }>
  | { id: number; blockType: "product"; data: ProductCardView };

function listBlock(block: CollectionBlock): ListBlock {
  return block.blockType === "product" ? { ...block, data: cardView(block.data) } : block;
}

/**
 * Each block's place in the grid at the phone's, tablet's and desktop's column count (issue 21):
 * custom properties the stylesheet's media queries turn into `order`, so the server-rendered list
 * is laid out without holes at every width before any script runs. A blank block takes no cell;
 * its anchor goes to the block after it.
 */
function gridLayout(blocks: ListBlock[]) {
  const kinds = blocks.map((block) => block.blockType);
  const phone = gridPlaces(kinds, GRID_COLUMNS.phone);
  const tablet = gridPlaces(kinds, GRID_COLUMNS.tablet);
  const desktop = gridPlaces(kinds, GRID_COLUMNS.desktop);
  const anchors = blankAnchors(
    blocks.map((block) => ({
      kind: block.blockType,
      anchor: block.blockType === "product" ? null : block.data.anchor,
    })),
  );
  return {
    placeOf: (index: number) =>
      ({ "--at-phone": phone[index], "--at-tablet": tablet[index], "--at-desktop": desktop[index] }) as CSSProperties,
    anchorsBefore: (index: number) => anchors.get(index) ?? [],
  };
}

/** Spec §2: "scroll to a named hash section 500 ms after collection load". */
const HASH_SCROLL_DELAY_MS = 500;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const subSlug = url.searchParams.get("subcollection") ?? "";
  const sortParam = url.searchParams.get("sort");
  const sort = isSortType(sortParam) ? sortParam : "regular";
  const { categoryName } = params;
  const all = await context.reads.read("collections", () => listCollections(context.db));
  const collection = collectionAt(all, categoryName, subSlug);
  // Spec §2: "The category is matched against the collection's url field. If none matches, go to /error."
  if (!collection) throw redirect(links.error);
  const selected = collection.subCategories.find((sub) => sub.isSelected);
  const page = await context.reads.read(
    `collection list ${collection.id} ${sort} ${selected?.term_id ?? 0}`,
    () => collectionPage(context.db, collection, { sort, subId: selected?.term_id ?? 0 }),
    [collectionTag(collection.id)],
  );
  return {
    collection,
    selected: selected ?? null,
    sort,
    page: { ...page, data: { ...page.data, list: page.data.list.map(listBlock) } },
    collections: all.map(({ id, url, title, isExpose, subCategories }) => ({
      id,
      url,
      title,
      isExpose,
      subCategories,
    })),
  };
}

/** The same for every visitor: kept by the full-page cache until the catalog changes. */
export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { collection } = data;
  return pageMeta({
    title: `Collins - ${collection.title}`,
    description: collection.titleDescription || undefined,
    path: links.collection(collection.url),
    baseUrl: baseUrlOf(matches),
  });
}

function hrefWith(pathname: string, search: URLSearchParams, changes: Record<string, string>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, selected, sort, page, collections } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const device = useDeviceClass();
  const search = new URLSearchParams(location.search);
  const [more, setMore] = useState<{ key: string; blocks: CollectionBlock[]; page: number }>({
    key: "",
    blocks: [],
    page: 1,
  });
  const listKey = `${collection.id}:${sort}:${selected?.term_id ?? 0}`;
  const extra = more.key === listKey ? more : { key: listKey, blocks: [], page: 1 };
  const blocks: ListBlock[] = [...page.data.list, ...extra.blocks];
  const grid = gridLayout(blocks);
  const themeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!location.hash) return;
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: "smooth" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.hash]);

  useEffect(() => {
    // The mood theme's background loads after the page, never in the way of the first paint.
    const element = themeRef.current;
    if (!element || !collection.backgroundImage) return;
    const image = new Image();
    image.onload = () => element.style.setProperty("--theme-image", `url("${collection.backgroundImage}")`);
    image.src = collection.backgroundImage;
  }, [collection.backgroundImage]);

  const loadMore = async () => {
    const next = extra.page + 1;
    const query = `id=${collection.id}&type=${sort}&sub_id=${selected?.term_id ?? 0}&page=${next}`;
    const answer = await getJson<CollectionListPage>(`/api/v2/collection/list?${query}`);
    if (answer) setMore({ key: listKey, blocks: [...extra.blocks, ...answer.data.list], page: next });
  };

  const strip = collection.subCategories.length
    ? [{ term_id: 0, slug: "", name: collectionTexts.all }, ...collection.subCategories]
    : [];

  return (
    <div ref={themeRef} className={collection.theme === "mood" ? styles.mood : undefined}>
      <header className={styles.head}>
        <h1 className={styles.title}>{collection.title}</h1>
        {collection.titleDescription ? <p className={styles.description}>{collection.titleDescription}</p> : null}
        {collection.promoText ? <p className={styles.promo}>{collection.promoText}</p> : null}
      </header>
      {strip.length ? (
        <nav className={styles.strip} aria-label={collectionTexts.subCategories}>
          <ul>
            {strip.map((sub) => {
              const current = (selected?.slug ?? "") === sub.slug;
              return (
                <li key={sub.term_id}>
                  <Link
                    to={hrefWith(location.pathname, search, { subcollection: sub.slug })}
                    aria-current={current ? "page" : undefined}
                  >
                    {sub.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <div className={styles.barLeft}>
            <CollectionSelector
              collections={collections}
              current={collection}
              currentSubName={selected?.name}
              variant={device === "MB" ? "simple" : "full"}
            />
            {page.pageinfo.itemCnt > 0 ? (
              <span className={styles.count}>{collectionTexts.total(page.pageinfo.itemCnt)}</span>
            ) : null}
          </div>
          <label className={styles.sort}>
            <span className="visually-hidden">{collectionTexts.sort}</span>
            <select
              value={sort}
              onChange={(event) =>
                navigate(
                  hrefWith(location.pathname, search, {
                    sort: event.target.value === "regular" ? "" : event.target.value,
                  }),
                )
              }
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.type} value={option.type}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div className="container">
        {/* The cards' names are third-level headings: the list is the page's second level. */}
        <h2 className="visually-hidden">{collectionTexts.list(collection.title)}</h2>
        {blocks.length === 0 ? <p className={styles.empty}>{collectionTexts.empty}</p> : null}
        <ul className={styles.grid} key={listKey}>
          {blocks.map((block, index) =>
            block.blockType === "blank" ? null : (
              <CollectionBlockItem
                key={block.id}
                block={block}
                index={index}
                place={grid.placeOf(index)}
                anchors={grid.anchorsBefore(index)}
              />
            ),
          )}
        </ul>
        <Anchors ids={grid.anchorsBefore(blocks.length)} />
        {extra.page < page.pageinfo.totalPageCnt ? (
          <div className={styles.moreWrap}>
            <button type="button" className={styles.more} onClick={loadMore}>
              {collectionTexts.more}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The anchors of the blank blocks before a block: where a link to `#anchor` scrolls to. */
function Anchors({ ids }: { ids: string[] }) {
  return ids.map((id) => <span key={id} id={id} className={styles.anchor} />);
}

/** Spec §2: "Cards animate in with a 0.3s initial delay and 0.2s steps." */
function CollectionBlockItem({
  block,
  index,
  place,
  anchors,
}: {
  block: Exclude<ListBlock, { blockType: "blank" }>;
  index: number;
  place: CSSProperties;
  anchors: string[];
}) {
  const style = { ...place, "--step": Math.min(index, 11) } as CSSProperties;
  if (block.blockType === "product") {
    return (
      <li className={styles.card} style={style}>
        <Anchors ids={anchors} />
        <ProductCard product={block.data} eager={index < 4} />
      </li>
    );
  }
  const { data } = block;
  return (
    <li className={`${styles.banner} ${styles.card}`} style={style} id={data.anchor ?? undefined}>
      <Anchors ids={anchors} />
      <a href={data.link}>
        <picture>
          {data.imgUrlMobile ? <source media="(max-width: 767px)" srcSet={data.imgUrlMobile} /> : null}
          <img src={data.imgUrl} alt={data.alt} width={data.width} height={data.height} loading="lazy" />
        </picture>
      </a>
    </li>
  );
}
