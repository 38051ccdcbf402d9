// Collection selector (spec §2 "Collection selector"): a dropdown showing the breadcrumb of the
// current collection, listing exposed collections; one with sub-categories opens a second column.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { links } from "../../../core/links";
import type { Collection } from "../../../server/domain/catalog/collections";
import { ChevronDownIcon } from "../../components/icons";
import styles from "./collection-selector.module.css";
import { collectionTexts } from "./messages";

type Props = {
  collections: Pick<Collection, "id" | "url" | "title" | "isExpose" | "subCategories">[];
  current: { url: string; title: string };
  currentSubName?: string;
  /** The simpler variant lists only collections. */
  variant?: "full" | "simple";
};

function subLink(url: string, slug: string) {
  return slug ? `${links.collection(url)}?subcollection=${encodeURIComponent(slug)}` : links.collection(url);
}

export function CollectionSelector({ collections, current, currentSubName, variant = "full" }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const exposed = collections.filter((collection) => collection.isExpose);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const expandedCollection = variant === "full" ? exposed.find((c) => c.url === expanded) : undefined;

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => {
          setOpen((value) => !value);
          setExpanded(null);
        }}
      >
        <span className="visually-hidden">{collectionTexts.selector}: </span>
        <span className={styles.crumb}>{current.title}</span>
        {currentSubName ? <span className={styles.crumb}>{currentSubName}</span> : null}
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open ? (
        <div className={styles.menu} data-variant={variant}>
          <ul className={styles.column} aria-label={collectionTexts.collections}>
            {exposed.map((collection) =>
              variant === "full" && collection.subCategories.length > 0 ? (
                <li key={collection.url}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-expanded={expanded === collection.url}
                    data-current={collection.url === current.url}
                    onClick={() => setExpanded(collection.url)}
                  >
                    {collection.title}
                    <span aria-hidden="true">›</span>
                  </button>
                </li>
              ) : (
                <li key={collection.url}>
                  <Link
                    className={styles.item}
                    to={links.collection(collection.url)}
                    data-current={collection.url === current.url}
                    onClick={() => setOpen(false)}
                  >
                    {collection.title}
                  </Link>
                </li>
              ),
            )}
          </ul>
          {expandedCollection ? (
            <ul className={styles.column} aria-label={expandedCollection.title}>
              {[{ slug: "", name: collectionTexts.all }, ...expandedCollection.subCategories].map((sub) => (
                <li key={sub.slug || "all"}>
                  <Link
                    className={styles.item}
                    to={subLink(expandedCollection.url, sub.slug)}
                    onClick={() => setOpen(false)}
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
