// The frame of a member's editing form: its title and the form, which the route's action saves
// before going back to the account page, beside 마이페이지's menu (issue 21). The route's loader has
// made sure there is a member.
import type { ReactNode } from "react";
import styles from "./account.module.css";
import { AccountForm } from "./account-form";
import { AccountLayout } from "./account-layout";
import { accountTexts } from "./messages";

export function MemberForm({
  title,
  error,
  hasPassword,
  children,
}: {
  title: string;
  error?: string;
  /** Whether the menu offers 비밀번호 변경 (a Kakao-only member has no password). */
  hasPassword: boolean;
  children: ReactNode;
}) {
  return (
    <AccountLayout hasPassword={hasPassword}>
      <div className={styles.memberForm}>
        <h1 className={styles.title}>{title}</h1>
        <AccountForm submitLabel={accountTexts.save} error={error}>
          {children}
        </AccountForm>
      </div>
    </AccountLayout>
  );
}
