// Search (spec §2 "Search", §4 "Search bar"): a bar, then a results panel with the server's item
// count; an empty or failed search shows the empty state; page scroll is locked while open. The
// bar is a GET form: sent (Enter), it opens the results page /search?keyword=….
import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { links } from "../../../core/links";
import type { ProductCard as ProductCardData } from "../../../server/domain/catalog/product-cards";
import { CloseIcon, SearchIcon } from "../../components/icons";
import { ProductCard } from "../../components/product-card";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import { getJson } from "../../lib/api";
import { searchTexts } from "./messages";
import styles from "./search-panel.module.css";

/** The search bar's input, the panel's and the results page's alike (a GET form's `keyword`). */
export const KEYWORD_INPUT = {
  name: "keyword",
  className: styles.input,
  type: "search",
  enterKeyHint: "search",
  autoComplete: "off",
  maxLength: 50,
  placeholder: searchTexts.placeholder,
} as const;

type SearchResponse = { data: { data: ProductCardData[]; pageinfo: { itemCnt: number } } };
type Results = { keyword: string; items: ProductCardData[]; count: number } | null;

const DEBOUNCE_MS = 250;

export function SearchPanel({ onClose }: { onClose: () => void }) {
  const [keyword, setKeyword] = useState("");
  const [results, setResults] = useState<Results>(null);
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const firstPath = useRef(location.pathname + location.search);
  const inputId = useId();
  useScrollLock(true);

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  useEffect(() => {
    if (location.pathname + location.search !== firstPath.current) onClose();
  }, [location, onClose]);

  useEffect(() => {
    const trimmed = keyword.trim();
    if (!trimmed) {
      setResults(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const answer = await getJson<SearchResponse>(`/api/v2/search?keyword=${encodeURIComponent(trimmed)}`, {
          signal: controller.signal,
        });
        setResults(
          answer
            ? { keyword: trimmed, items: answer.data.data, count: answer.data.pageinfo.itemCnt }
            : { keyword: trimmed, items: [], count: 0 },
        );
        setLoading(false);
      } catch {
        // aborted by a newer keyword
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  return (
    <>
      <div className={styles.dim} aria-hidden="true" onClick={onClose} />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label={searchTexts.label}>
        <div className={styles.bar}>
          <Form method="get" action={links.search()} role="search">
            <label htmlFor={inputId} className="visually-hidden">
              {searchTexts.label}
            </label>
            <span className={styles.iconButton} aria-hidden="true">
              <SearchIcon />
            </span>
            <input
              ref={inputRef}
              id={inputId}
              {...KEYWORD_INPUT}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </Form>
          <button type="button" className={styles.iconButton} aria-label={searchTexts.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.results} aria-live="polite" aria-busy={loading}>
          {results === null ? (
            <ul className={styles.suggestions}>
              {searchTexts.suggestions.map((word) => (
                <li key={word}>
                  <button type="button" onClick={() => setKeyword(word)}>
                    {word}
                  </button>
                </li>
              ))}
            </ul>
          ) : results.items.length === 0 ? (
            <div className={styles.empty}>
              <strong>{searchTexts.empty}</strong>
              <p>{searchTexts.emptyHint}</p>
            </div>
          ) : (
            <>
              <p className={styles.count}>{searchTexts.count(results.count)}</p>
              <ul className={styles.grid}>
                {results.items.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </>
  );
}
