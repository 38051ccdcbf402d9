// Collection page (spec §2 "Collection page"): title, description and the list of blocks.
import { redirect } from "react-router";
import { links } from "../../core/links";
import { type CollectionBlock, listCollectionBlocks } from "../../server/domain/catalog/collection-list";
import { findCollectionByUrl } from "../../server/domain/catalog/collections";
import { ProductCard } from "../components/product-card";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/collection";
import styles from "./collection.module.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const collection = await findCollectionByUrl(context.db, params.categoryName);
  // Spec §2: "The category is matched against the collection's url field. If none matches, go to /error."
  if (!collection) throw redirect(links.error);
  const blocks = await listCollectionBlocks(context.db, collection.id);
  return { collection, blocks };
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

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, blocks } = loaderData;
  const productCount = blocks.filter((block) => block.blockType === "product").length;
  return (
    <div className={collection.theme === "mood" ? styles.mood : undefined}>
      <header className={styles.head}>
        <h1 className={styles.title}>{collection.title}</h1>
        {collection.titleDescription ? <p className={styles.description}>{collection.titleDescription}</p> : null}
        {collection.promoText ? <p className={styles.promo}>{collection.promoText}</p> : null}
      </header>
      <div className="container">
        {productCount > 0 ? <p className={styles.count}>총 {productCount}개의 상품</p> : null}
        <ul className={styles.grid}>
          {blocks.map((block, index) => (
            <CollectionBlockItem key={block.id} block={block} eager={index < 4} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function CollectionBlockItem({ block, eager }: { block: CollectionBlock; eager: boolean }) {
  if (block.blockType === "product") {
    return (
      <li>
        <ProductCard product={block.data} eager={eager} />
      </li>
    );
  }
  if (block.blockType === "banner") {
    return (
      <li className={styles.banner} id={block.data.anchor ?? undefined}>
        <a href={block.data.link}>
          <img
            src={block.data.imgUrl}
            alt={block.data.alt}
            width={block.data.width}
            height={block.data.height}
            loading="lazy"
          />
        </a>
      </li>
    );
  }
  return <li aria-hidden="true" id={block.data.anchor ?? undefined} />;
}
