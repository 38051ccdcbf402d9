// Product search (spec §7 GET /api/v2/search): Korean substring matching that ignores spaces and
// case, across names, titles, scent and option names and collection names.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loadProductCards, type ProductCard } from "./product-cards";

export const MAX_KEYWORD_LENGTH = 50;
const MAX_TERMS = 5;

export type SearchResult = { data: { data: ProductCard[]; pageinfo: { itemCnt: number } } };

/** '무드 워터' → ['무드', '워터']; LIKE wildcards are escaped. */
export function searchTerms(keyword: string): string[] {
  return keyword
    .normalize("NFC")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((term) => term.replace(/[\\%_]/g, (char) => `\\${char}`));
}

export async function searchProducts(db: Db, keyword: string): Promise<SearchResult> {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return { data: { data: [], pageinfo: { itemCnt: 0 } } };
  const conditions = sql.join(
    terms.map((term) => sql`s.haystack LIKE ${`%${term}%`} ESCAPE '\\'`),
    sql` AND `,
  );
  const first = `%${terms[0]}%`;
  const result = await db.execute<{ id: number }>(sql`
    SELECT s.id FROM (
      SELECT p.id, p.sales_count, regexp_replace(lower(p.name), '\\s+', '', 'g') AS name_key,
        regexp_replace(lower(concat_ws(' ', p.name, p.title, p.sub_title, p.display_title1, p.display_title2,
          p.promo_text,
          (SELECT string_agg(option.value, ' ') FROM product_attributes a
             CROSS JOIN LATERAL jsonb_array_elements_text(a.options) AS option(value) WHERE a.product_id = p.id),
          (SELECT string_agg(c.title, ' ') FROM product_paths pp
             JOIN collections c ON c.id = pp.collection_id WHERE pp.product_id = p.id)
        )), '\\s+', '', 'g') AS haystack
      FROM products p
      WHERE p.status = 'publish' AND p.listed
    ) s
    WHERE ${conditions}
    ORDER BY (s.name_key LIKE ${first} ESCAPE '\\') DESC, s.sales_count DESC, s.id
  `);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  const ids = rows.map((row) => Number(row.id));
  const cards = await loadProductCards(db, ids);
  const data = ids.flatMap((id) => cards.get(id) ?? []);
  return { data: { data, pageinfo: { itemCnt: data.length } } };
}
