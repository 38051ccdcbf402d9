// Review moderation (/admin/reviews): hide a review or show it again; the product's rating follows.
import styles from "../../features/admin/admin.module.css";
import { adminLoadPage, when } from "../../features/admin/api";
import {
  adminPage,
  FilterForm,
  type LoadArgs,
  PageError,
  PageHead,
  Pager,
  useChange,
  useQuery,
  type ViewProps,
} from "../../features/admin/ui";

type Review = {
  id: number;
  productName: string;
  productSlug: string;
  authorName: string;
  rating: number;
  content: string;
  images: string[];
  status: "published" | "hidden";
  createdAt: string;
};

async function load({ request }: LoadArgs) {
  return adminLoadPage<Review>("/api/admin/reviews", request.url);
}

export const ErrorBoundary = PageError;

function Reviews({ loaderData }: ViewProps<typeof load>) {
  const params = useQuery();
  const change = useChange();
  return (
    <>
      <PageHead title="리뷰" />
      <FilterForm>
        <label className={styles.field}>
          상태
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">전체</option>
            <option value="published">공개</option>
            <option value="hidden">숨김</option>
          </select>
        </label>
        <button type="submit" className={styles.button}>
          조회
        </button>
      </FilterForm>
      {change.notice}
      <div className={`${styles.panel} ${styles.tableWrap}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>상품</th>
              <th>별점</th>
              <th>내용</th>
              <th>작성</th>
              <th>상태</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((review) => (
              <tr key={review.id}>
                <td className={styles.wrap}>
                  <a href={`/product/${review.productSlug}#review`} target="_blank" rel="noopener">
                    {review.productName}
                  </a>
                </td>
                <td>{"★".repeat(review.rating)}</td>
                <td className={styles.wrap}>
                  {review.content}
                  {review.images.length > 0 ? (
                    <span className={styles.muted}> (사진 {review.images.length})</span>
                  ) : null}
                </td>
                <td>
                  {review.authorName}
                  <br />
                  <span className={styles.muted}>{when(review.createdAt)}</span>
                </td>
                <td>
                  <button
                    type="button"
                    className={review.status === "published" ? styles.danger : styles.button}
                    disabled={change.busy}
                    onClick={() =>
                      change.send(
                        "POST",
                        `/api/admin/reviews/${review.id}/status`,
                        { status: review.status === "published" ? "hidden" : "published" },
                        review.status === "published" ? "리뷰를 숨겼어요." : "리뷰를 다시 공개했어요.",
                      )
                    }
                  >
                    {review.status === "published" ? "숨기기" : "공개"}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </>
  );
}

export default adminPage(load, Reviews);
