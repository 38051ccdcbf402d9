// Products in the console (/admin/products): search, filter by collection, stock and status.
import { Link } from "react-router";
import { listQuerySchema } from "../../../server/api/admin/products";
import { parseQuery } from "../../../server/api/validation";
import { listCollectionsForEditor } from "../../../server/domain/admin/catalog/collections";
import { listProducts } from "../../../server/domain/admin/catalog/product-list";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { won } from "../../features/admin/format";
import {
  AdminTable,
  FilterForm,
  FilterInput,
  FilterSelect,
  filledQuery,
  PageError,
  PageHead,
} from "../../features/admin/ui";
import type { Route } from "./+types/products";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => {
    const query = parseQuery(listQuerySchema, filledQuery(request));
    const [list, collections] = await Promise.all([
      listProducts(context.db, { ...query, page: query.page ?? null }),
      listCollectionsForEditor(context.db),
    ]);
    return { ...list, collections };
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title={`상품 (${loaderData.total}개)`}>
        <Link className={styles.primary} to="/admin/products/new">
          상품 추가
        </Link>
      </PageHead>
      <FilterForm>
        <FilterInput label="검색" name="q" placeholder="상품명, 주소" />
        <FilterSelect
          label="컬렉션"
          name="collection"
          options={loaderData.collections.map((collection): [string, string] => [collection.url, collection.title])}
        />
        <FilterSelect label="재고" name="stock" all={["all", "전체"]} options={{ soldout: "품절", low: "5개 이하" }} />
        <FilterSelect label="상태" name="status" options={{ publish: "판매 중", hidden: "숨김" }} />
      </FilterForm>
      <AdminTable
        head={["상품", "판매가", "재고", "재입고 대기", "상태"]}
        rows={loaderData.items}
        empty="조건에 맞는 상품이 없어요."
        paging={loaderData}
      >
        {(product) => (
          <tr key={product.id}>
            <td className={styles.wrap}>
              <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
              <br />
              <span className={styles.muted}>{product.collections.join(", ") || "컬렉션 없음"}</span>
            </td>
            <td>{won(product.salePrice ?? product.regularPrice)}</td>
            <td>{product.stock === 0 ? <span className={styles.badge}>품절</span> : `${product.stock}개`}</td>
            <td>{product.waiting > 0 ? `${product.waiting}명` : "—"}</td>
            <td>{product.status === "publish" ? (product.listed ? "판매 중" : "판매 중 (목록 숨김)") : "숨김"}</td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
