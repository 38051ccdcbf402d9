// Name form (/name/form).
import styles from "../features/account/account.module.css";
import { MemberForm } from "../features/account/member-form";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/name-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 이름 변경", path: "/name/form", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NameForm() {
  return (
    <MemberForm
      title={accountTexts.nameTitle}
      endpoint="/api/my/name"
      body={(form) => ({ last_name: form.get("last_name") ?? "", first_name: form.get("first_name") })}
    >
      {(user) => (
        <div className={styles.row}>
          <label className={styles.field}>
            {accountTexts.lastName}
            <input name="last_name" defaultValue={user.last_name} maxLength={50} autoComplete="family-name" />
          </label>
          <label className={styles.field}>
            {accountTexts.firstName}
            <input name="first_name" defaultValue={user.first_name} required maxLength={50} autoComplete="given-name" />
          </label>
        </div>
      )}
    </MemberForm>
  );
}
