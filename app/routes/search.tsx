// 상품 검색 (/search?keyword=…): the results of the header's search bar as a page, for a search sent
// before the scripts run or a link to one; the same domain search as GET /api/v2/search (the panel's
// call once the page is live).
import { data, Form, Link } from "react-router";
import { links } from "../../core/links";
import { searchQuery } from "../../server/api/products";
import { searchProducts } from "../../server/domain/catalog/search";
import { SearchIcon } from "../components/icons";
import { cardView, ProductCard } from "../components/product-card";
import { searchTexts } from "../features/search/messages";
import { KEYWORD_INPUT } from "../features/search/search-panel";
import panel from "../features/search/search-panel.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/search";
import styles from "./search.module.css";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData?.keyword
        ? `Collins - ${searchTexts.titleFor(loaderData.keyword)}`
        : `Collins - ${searchTexts.label}`,
      path: links.search(),
      baseUrl: baseUrlOf(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("keyword") ?? "";
  const query = searchQuery.safeParse({ keyword: sent });
  if (!query.success) {
    const refused = { keyword: sent.slice(0, 100), message: query.error.issues[0]?.message, items: [], count: 0 };
    return data(refused, { status: 400 });
  }
  const keyword = query.data.keyword.trim();
  const found = keyword ? await searchProducts(context.db, keyword) : null;
  return data({
    keyword,
    message: undefined,
    items: (found?.data.data ?? []).map(cardView),
    count: found?.data.pageinfo.itemCnt ?? 0,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, message, items, count } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{searchTexts.label}</h1>
      <Form method="get" action={links.search()} role="search" className={styles.bar}>
        <label htmlFor="search-keyword" className="visually-hidden">
          {searchTexts.label}
        </label>
        <input
          id="search-keyword"
          {...KEYWORD_INPUT}
          defaultValue={keyword}
          key={keyword}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? "search-keyword-error" : undefined}
        />
        <button type="submit" className={panel.iconButton} aria-label={searchTexts.submit}>
          <SearchIcon />
        </button>
      </Form>
      {message ? (
        <p id="search-keyword-error" className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      {!keyword ? (
        <ul className={panel.suggestions}>
          {searchTexts.suggestions.map((word) => (
            <li key={word}>
              <Link to={links.search(word)}>{word}</Link>
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className={panel.empty}>
          <strong>{searchTexts.empty}</strong>
          <p>{searchTexts.emptyHint}</p>
        </div>
      ) : (
        <>
          <p className={panel.count}>{searchTexts.count(count)}</p>
          <ul className={panel.grid}>
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
