// Spec §2: "any unlisted path redirects" to /error.
import { redirect } from "react-router";
import { links } from "../../core/links";

export function loader() {
  return redirect(links.error);
}
