// Basic information form (/account/basicinfo/form): mobile phone and marketing consent.
import { useState } from "react";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
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

export default function BasicInfoForm() {
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <MemberForm
      title={accountTexts.basicInfoTitle}
      endpoint="/api/my/basicinfo"
      body={(form) => ({ phone: form.get("phone"), agree_marketing: form.get("agree_marketing") === "on" })}
    >
      {(user) => (
        <>
          <label className={styles.field}>
            {accountTexts.email}
            <input value={user.email} readOnly />
          </label>
          <label className={styles.field}>
            {accountTexts.phone}
            <PhoneInput name="phone" required value={phone ?? user.billing?.phone ?? ""} onValue={setPhone} />
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="agree_marketing" />
            {accountTexts.agreeMarketing}
          </label>
        </>
      )}
    </MemberForm>
  );
}
