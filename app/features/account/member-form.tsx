// The frame of a member's editing form: needs a member (else home, spec §2) and returns to the
// account page once saved.
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { links } from "../../../core/links";
import styles from "./account.module.css";
import { AccountForm } from "./account-form";
import { type MyInfo, useLoginState } from "./login-state";
import { accountTexts } from "./messages";

export function MemberForm({
  title,
  endpoint,
  body,
  children,
}: {
  title: string;
  endpoint: string;
  body: (form: FormData) => unknown;
  children: (user: MyInfo) => ReactNode;
}) {
  const login = useLoginState();
  const navigate = useNavigate();

  useEffect(() => {
    if (login.known && !login.user) navigate(links.home, { replace: true });
  }, [login.known, login.user, navigate]);

  if (!login.user) return <div className={styles.page} aria-busy="true" />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <AccountForm endpoint={endpoint} body={body} submitLabel={accountTexts.save} next={links.account}>
        {children(login.user)}
      </AccountForm>
    </div>
  );
}
