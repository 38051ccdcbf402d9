// Password form (/account/password/form): asks for the current password; the action ends every
// other session of the member.
import { FormField } from "../components/form-field";
import styles from "../features/account/account.module.css";
import { passwordAction, passwordFormLoader } from "../features/account/account.server";
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

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return passwordFormLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return passwordAction(request, context);
}

export default function PasswordForm({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <MemberForm title={accountTexts.passwordTitle} hasPassword error={errors.form}>
      <FormField
        className={styles.field}
        name="current_password"
        label={accountTexts.currentPassword}
        error={errors.current_password}
        type="password"
        required
        autoComplete="current-password"
        maxLength={1024}
      />
      <FormField
        className={styles.field}
        name="new_password"
        label={accountTexts.newPassword}
        hint={accountTexts.passwordHint}
        error={errors.new_password}
        type="password"
        required
        minLength={8}
        maxLength={64}
        autoComplete="new-password"
      />
      <FormField
        className={styles.field}
        name="new_password_confirm"
        label={accountTexts.passwordConfirm}
        error={errors.new_password_confirm}
        type="password"
        required
        maxLength={64}
        autoComplete="new-password"
      />
    </MemberForm>
  );
}
