// Welcome (/welcome), after sign-up.
import { Link } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import { greetingOf, useLoginState } from "../features/account/login-state";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/welcome";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 환영해요", path: links.welcome, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Welcome() {
  const { user } = useLoginState();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.welcomeTitle(greetingOf(user))}</h1>
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
