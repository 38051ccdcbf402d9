// Review moderation (/admin/reviews): hide a review or show it again; the product's rating follows.
import styles from "../../features/admin/admin.module.css";
import { pageLoad, when } from "../../features/admin/api";
import {
  AdminTable,
  adminPage,
  FilterForm,
  FilterSelect,
  PageError,
  PageHead,
  useChange,
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

const load = pageLoad<Review>("/api/admin/reviews");

export const ErrorBoundary = PageError;

function Reviews({ loaderData }: ViewProps<typeof load>) {
  const change = useChange();
  return (
    <>
      <PageHead title="리뷰" />
      <FilterForm>
        <FilterSelect label="상태" name="status" options={{ published: "공개", hidden: "숨김" }} />
      </FilterForm>
      {change.notice}
      <AdminTable head={["상품", "별점", "내용", "작성", "상태"]} rows={loaderData.items} paging={loaderData}>
        {(review) => (
          <tr key={review.id}>
            <td className={styles.wrap}>
              <a href={`/product/${review.productSlug}#review`} target="_blank" rel="noopener">
                {review.productName}
              </a>
            </td>
            <td>{"★".repeat(review.rating)}</td>
            <td className={styles.wrap}>
              {review.content}
              {review.images.length > 0 ? <span className={styles.muted}> (사진 {review.images.length})</span> : null}
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
        )}
      </AdminTable>
    </>
  );
}

export default adminPage(load, Reviews);
