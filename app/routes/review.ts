// POST /review: the action a buyer's review with photos is posted to (the review dialog's fetcher on
// the account page). It has no page of its own.
import { reviewAction } from "../features/reviews/review.server";
import type { Route } from "./+types/review";

export async function action({ request, context }: Route.ActionArgs) {
  return reviewAction(request, context);
}
