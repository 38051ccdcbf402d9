// Welcome (/welcome), after sign-up: greets the new member by name.
import { Link } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import { welcomeLoader } from "../features/account/account.server";
import { greetingOf } from "../features/account/login-state";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/welcome";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 환영해요", path: links.welcome, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return welcomeLoader(request, context);
}

export default function Welcome({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.welcomeTitle(greetingOf(loaderData.member))}</h1>
      <p className={styles.lead}>{accountTexts.welcomeLead}</p>
      <div className={styles.buttons}>
        <Link to={links.collection("all")} className={styles.primary}>
          {accountTexts.goShopping}
        </Link>
        <Link to={links.account} className={styles.secondary}>
          {accountTexts.goAccount}
        </Link>
      </div>
    </div>
  );
}
