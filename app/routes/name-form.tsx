// Name form (/name/form).
import { useLoaderData } from "react-router";
import { FormField } from "../components/form-field";
import styles from "../features/account/account.module.css";
import { memberFormLoader, nameAction } from "../features/account/account.server";
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

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return memberFormLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return nameAction(request, context);
}

export default function NameForm({ actionData }: Route.ComponentProps) {
  const { user, hasPassword } = useLoaderData<typeof loader>();
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? { last_name: user.last_name, first_name: user.first_name };
  return (
    <MemberForm title={accountTexts.nameTitle} hasPassword={hasPassword} error={errors.form}>
      <div className={styles.row}>
        <FormField
          className={styles.field}
          name="last_name"
          label={accountTexts.lastName}
          error={errors.last_name}
          defaultValue={values.last_name}
          maxLength={50}
          autoComplete="family-name"
        />
        <FormField
          className={styles.field}
          name="first_name"
          label={accountTexts.firstName}
          error={errors.first_name}
          defaultValue={values.first_name}
          required
          maxLength={50}
          autoComplete="given-name"
        />
      </div>
    </MemberForm>
  );
}
