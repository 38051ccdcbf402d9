// Products in the console (/admin/products): search, filter by collection, stock and status.
import { Link } from "react-router";
import styles from "../../features/admin/admin.module.css";
import { adminLoad, adminLoadPage, won } from "../../features/admin/api";
import {
  AdminTable,
  adminPage,
  FilterForm,
  FilterInput,
  FilterSelect,
  type LoadArgs,
  PageError,
  PageHead,
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

export default adminPage(load, Products);
