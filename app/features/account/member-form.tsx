// The frame of a member's editing form: its title and the form, which the route's action saves
// before going back to the account page. The route's loader has made sure there is a member.
import type { ReactNode } from "react";
import styles from "./account.module.css";
import { AccountForm } from "./account-form";
import { accountTexts } from "./messages";

export function MemberForm({ title, error, children }: { title: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <AccountForm submitLabel={accountTexts.save} error={error}>
        {children}
      </AccountForm>
    </div>
  );
}
