// Review moderation (/admin/reviews): hide a review or show it again; the product's rating follows.
import { Form } from "react-router";
import { formValues } from "../../../core/form";
import { reviewQuery, reviewStatusBody } from "../../../server/api/admin/community";
import { parseQuery } from "../../../server/api/validation";
import { communityMessages } from "../../../server/domain/admin/community";
import { listReviewsForModeration, setReviewStatus } from "../../../server/domain/admin/reviews";
import { idOf } from "../../../server/domain/ids";
import styles from "../../features/admin/admin.module.css";
import { checked, consoleAction, consoleHeaders, consoleLoader, done } from "../../features/admin/console.server";
import { when } from "../../features/admin/format";
import {
  AdminTable,
  FilterForm,
  FilterSelect,
  filledQuery,
  Notice,
  PageError,
  PageHead,
  Submit,
  useAnswer,
} from "../../features/admin/ui";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, () =>
    listReviewsForModeration(context.db, parseQuery(reviewQuery, filledQuery(request))),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const id = parseQuery(idOf(communityMessages.reviewNotFound), form.get("id"));
    const { status } = checked(reviewStatusBody, formValues(form), intent);
    await setReviewStatus(context.db, operator, id, status);
    return done(intent, status === "hidden" ? "리뷰를 숨겼어요." : "리뷰를 다시 공개했어요.");
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title="리뷰" />
      <FilterForm>
        <FilterSelect label="상태" name="status" options={{ published: "공개", hidden: "숨김" }} />
      </FilterForm>
      <Notice answer={useAnswer("review-status")} />
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
              <Form method="post">
                <input type="hidden" name="id" value={review.id} />
                <input type="hidden" name="status" value={review.status === "published" ? "hidden" : "published"} />
                <Submit
                  intent="review-status"
                  className={review.status === "published" ? styles.danger : styles.button}
                >
                  {review.status === "published" ? "숨기기" : "공개"}
                </Submit>
              </Form>
            </td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
