// Password form (/account/password/form): asks for the current password; the server ends every
// other session of the member.
import styles from "../features/account/account.module.css";
import { MemberForm } from "../features/account/member-form";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/account-password-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 비밀번호 변경", path: "/account/password/form", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function PasswordForm() {
  return (
    <MemberForm
      title={accountTexts.passwordTitle}
      endpoint="/api/my/password"
      body={(form) =>
        form.get("new_password") !== form.get("new_password_confirm")
          ? accountTexts.passwordMismatch
          : { current_password: form.get("current_password"), new_password: form.get("new_password") }
      }
    >
      {() => (
        <>
          <label className={styles.field}>
            {accountTexts.currentPassword}
            <input name="current_password" type="password" required autoComplete="current-password" maxLength={1024} />
          </label>
          <label className={styles.field}>
            {accountTexts.newPassword}
            <input
              name="new_password"
              type="password"
              required
              minLength={8}
              maxLength={64}
              autoComplete="new-password"
            />
          </label>
          <label className={styles.field}>
            {accountTexts.passwordConfirm}
            <input name="new_password_confirm" type="password" required maxLength={64} autoComplete="new-password" />
          </label>
        </>
      )}
    </MemberForm>
  );
}
