// Products in the console (/admin/products): search, filter by collection, stock and status.
import { Link } from "react-router";
import styles from "../../features/admin/admin.module.css";
import { adminLoad, adminLoadPage, won } from "../../features/admin/api";
import {
  adminPage,
  FilterForm,
  type LoadArgs,
  PageError,
  PageHead,
  Pager,
  useQuery,
  type ViewProps,
} from "../../features/admin/ui";

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  type: string;
  status: string;
  listed: boolean;
  regularPrice: number;
  salePrice: number | null;
  stock: number;
  thumbnail: string;
  collections: string[];
  waiting: number;
};

type Collection = { id: number; url: string; title: string };

async function load({ request }: LoadArgs) {
  const [list, collections] = await Promise.all([
    adminLoadPage<ProductRow>("/api/admin/products", request.url),
    adminLoad<{ items: Collection[] }>("/api/admin/collections"),
  ]);
  return { ...list, collections: collections.items };
}

export const ErrorBoundary = PageError;

function Products({ loaderData }: ViewProps<typeof load>) {
  const params = useQuery();
  return (
    <>
      <PageHead title={`상품 (${loaderData.total}개)`}>
        <Link className={styles.primary} to="/admin/products/new">
          상품 추가
        </Link>
      </PageHead>
      <FilterForm>
        <label className={styles.field}>
          검색
          <input name="q" placeholder="상품명, 주소" defaultValue={params.get("q") ?? ""} />
        </label>
        <label className={styles.field}>
          컬렉션
          <select name="collection" defaultValue={params.get("collection") ?? ""}>
            <option value="">전체</option>
            {loaderData.collections.map((collection) => (
              <option key={collection.id} value={collection.url}>
                {collection.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          재고
          <select name="stock" defaultValue={params.get("stock") ?? "all"}>
            <option value="all">전체</option>
            <option value="soldout">품절</option>
            <option value="low">5개 이하</option>
          </select>
        </label>
        <label className={styles.field}>
          상태
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">전체</option>
            <option value="publish">판매 중</option>
            <option value="hidden">숨김</option>
          </select>
        </label>
        <button type="submit" className={styles.button}>
          조회
        </button>
      </FilterForm>
      <div className={`${styles.panel} ${styles.tableWrap}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>상품</th>
              <th>판매가</th>
              <th>재고</th>
              <th>재입고 대기</th>
              <th>상태</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((product) => (
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
            ))}
          </tbody>
        </table>
        {loaderData.items.length === 0 ? <p className={styles.muted}>조건에 맞는 상품이 없어요.</p> : null}
        <Pager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </>
  );
}

export default adminPage(load, Products);
