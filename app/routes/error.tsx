// /error, where any unlisted path is sent (spec §2): the quiet "not found" state, then a way on: a
// search form (a GET to /search, so it works before the scripts run) and the best-sellers.
import { Form } from "react-router";
import { links } from "../../core/links";
import { popularCards } from "../../server/domain/content/product-strips";
import { ErrorState } from "../components/error-state";
import { SearchIcon } from "../components/icons";
import { cardView } from "../components/product-card";
import { ProductStrip, stripTexts } from "../components/product-strip";
import { searchTexts } from "../features/search/messages";
import { KEYWORD_INPUT } from "../features/search/search-panel";
import panel from "../features/search/search-panel.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/error";
import styles from "./error.module.css";

const POPULAR_COUNT = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const popular = await context.reads.read("popular products", () => popularCards(context.db, POPULAR_COUNT));
  return { popular: popular.map(cardView) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 페이지를 찾을 수 없어요", path: "/error", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ErrorState kind="not_found">
        <Form
          method="get"
          action={links.search()}
          role="search"
          aria-label={searchTexts.label}
          className={styles.search}
        >
          <label htmlFor="error-search-keyword" className="visually-hidden">
            {searchTexts.label}
          </label>
          <input id="error-search-keyword" {...KEYWORD_INPUT} />
          <button type="submit" className={panel.iconButton} aria-label={searchTexts.submit}>
            <SearchIcon />
          </button>
        </Form>
      </ErrorState>
      <ProductStrip title={stripTexts.popular} products={loaderData.popular} />
    </>
  );
}
