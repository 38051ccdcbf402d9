// The product page's action (issue 20): 도움돼요 on a review, posted by the form beside it (works
// before the scripts run). A guest is sent to log in and comes back to the reviews; a refusal or
// the new count comes back with the page, beside that review.
import { type AppLoadContext, data, redirect } from "react-router";
import { links } from "../../../core/links";
import { apiMessages } from "../../../server/api/messages";
import { userOfRequest } from "../../../server/api/viewer";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { helpfulFormSchema, helpfulMessages, markHelpful } from "../../../server/domain/reviews/helpful";
import { isForeignOrigin } from "../../../server/http/origin";

/** The action's answer, shown beside the review it is about. */
export type HelpfulAnswer = { reviewId: number; helpful?: number; message: string; ok: boolean };

export async function helpfulAction(request: Request, context: AppLoadContext) {
  // Another site's page may not press 도움돼요 for a signed-in member (server/http/origin.ts).
  if (isForeignOrigin(request)) {
    return data<HelpfulAnswer>({ reviewId: 0, message: apiMessages.foreignOrigin, ok: false }, { status: 403 });
  }
  const url = new URL(request.url);
  const page = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  const user = await userOfRequest(context, request);
  if (!user) throw redirect(`${links.loginForm}?next=${encodeURIComponent(page)}`);
  const form = Object.fromEntries(await request.formData());
  const parsed = helpfulFormSchema.safeParse(form);
  if (!parsed.success) {
    return data<HelpfulAnswer>({ reviewId: 0, message: helpfulMessages.notFound, ok: false }, { status: 400 });
  }
  const reviewId = parsed.data.review_id;
  try {
    const answer = await markHelpful(context.db, user, reviewId);
    return data<HelpfulAnswer>({
      reviewId,
      helpful: answer.count,
      message: answer.already ? helpfulMessages.already : helpfulMessages.marked,
      ok: true,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<HelpfulAnswer>({ reviewId, message: error.message, ok: false }, { status: httpStatusOf[error.kind] });
  }
}
