// 새 배송지 추가 (/account/shipping/form) with the postcode search: the address is kept in the
// member's address book as their default (issue 20); it starts from the recipient's name and phone.
import { useState } from "react";
import { useLoaderData } from "react-router";
import { FormField } from "../components/form-field";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
import { memberFormLoader, shippingAction } from "../features/account/account.server";
import { AddressFields } from "../features/account/address-fields";
import { MemberForm } from "../features/account/member-form";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/account-shipping-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 새 배송지 추가", path: "/account/shipping/form", baseUrl: baseUrlOf(matches) }),
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
  return shippingAction(request, context);
}

export default function ShippingForm({ actionData }: Route.ComponentProps) {
  const { user, hasPassword } = useLoaderData<typeof loader>();
  const errors = actionData?.errors ?? {};
  const saved = user.shipping;
  const values = actionData?.values ?? {
    last_name: saved?.last_name ?? user.last_name,
    first_name: saved?.first_name ?? user.first_name,
    phone: saved?.phone ?? user.billing?.phone ?? "",
    postcode: "",
    address_1: "",
    address_2: "",
  };
  const [phone, setPhone] = useState(values.phone ?? "");
  const [address, setAddress] = useState({ postcode: values.postcode ?? "", address: values.address_1 ?? "" });

  return (
    <MemberForm title={accountTexts.shippingTitle} hasPassword={hasPassword} error={errors.form}>
      <div className={styles.row}>
        <FormField
          className={styles.field}
          name="last_name"
          label={accountTexts.lastName}
          error={errors.last_name}
          defaultValue={values.last_name}
          maxLength={50}
        />
        <FormField
          className={styles.field}
          name="first_name"
          label={accountTexts.recipient}
          error={errors.first_name}
          defaultValue={values.first_name}
          required
          maxLength={50}
        />
      </div>
      <FormField
        className={styles.field}
        name="phone"
        label={accountTexts.phone}
        error={errors.phone}
        render={(input) => <PhoneInput {...input} required value={phone} onValue={setPhone} />}
      />
      <AddressFields
        postcode={address.postcode}
        address={address.address}
        onPick={setAddress}
        errors={{ postcode: errors.postcode, address_1: errors.address_1 }}
      />
      <FormField
        className={styles.field}
        name="address_2"
        label={accountTexts.addressDetail}
        error={errors.address_2}
        defaultValue={values.address_2}
        maxLength={200}
      />
    </MemberForm>
  );
}
