// Spec §2 "Redirects": /collection/moodwater goes to /collection/mood (an older alias).
import { redirect } from "react-router";
import { links } from "../../core/links";
import type { Route } from "./+types/collection-moodwater";

export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`${links.collection("mood")}${search}`, 301);
}
