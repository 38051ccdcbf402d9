// Basic information form (/account/basicinfo/form): mobile phone and marketing consent.
import { useState } from "react";
import { useLoaderData } from "react-router";
import { FormField } from "../components/form-field";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
import { basicInfoAction, basicInfoLoader } from "../features/account/account.server";
import { MemberForm } from "../features/account/member-form";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/account-basicinfo-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 기본 정보", path: "/account/basicinfo/form", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return basicInfoLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return basicInfoAction(request, context);
}

export default function BasicInfoForm({ actionData }: Route.ComponentProps) {
  const { user, hasPassword, marketingAgreed } = useLoaderData<typeof loader>();
  const errors = actionData?.errors ?? {};
  const [phone, setPhone] = useState(actionData?.values.phone ?? user.billing?.phone ?? "");
  return (
    <MemberForm title={accountTexts.basicInfoTitle} hasPassword={hasPassword} error={errors.form}>
      {user.email ? (
        <label className={styles.field}>
          {accountTexts.email}
          <input value={user.email} readOnly />
        </label>
      ) : null}
      <FormField
        className={styles.field}
        name="phone"
        label={accountTexts.phone}
        error={errors.phone}
        render={(input) => <PhoneInput {...input} required value={phone} onValue={setPhone} />}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="agree_marketing"
          defaultChecked={actionData ? actionData.values.agree_marketing === "on" : marketingAgreed}
        />
        {accountTexts.agreeMarketing}
      </label>
    </MemberForm>
  );
}
