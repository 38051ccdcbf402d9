// Shipping address form (/account/shipping/form) with the postcode search.
import { useState } from "react";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
import { AddressFields } from "../features/account/address-fields";
import { MemberForm } from "../features/account/member-form";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/account-shipping-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 배송지 관리", path: "/account/shipping/form", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function ShippingForm() {
  const [postcode, setPostcode] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [phone, setPhone] = useState<string | null>(null);

  return (
    <MemberForm
      title={accountTexts.shippingTitle}
      endpoint="/api/my/shipping"
      body={(form) => ({
        first_name: form.get("first_name"),
        last_name: form.get("last_name") ?? "",
        postcode: form.get("postcode"),
        address_1: form.get("address_1"),
        address_2: form.get("address_2") ?? "",
        phone: form.get("phone"),
      })}
    >
      {(user) => {
        const saved = user.shipping ?? {};
        return (
          <>
            <div className={styles.row}>
              <label className={styles.field}>
                {accountTexts.lastName}
                <input name="last_name" defaultValue={saved.last_name ?? user.last_name} maxLength={50} />
              </label>
              <label className={styles.field}>
                {accountTexts.recipient}
                <input name="first_name" required defaultValue={saved.first_name ?? user.first_name} maxLength={50} />
              </label>
            </div>
            <label className={styles.field}>
              {accountTexts.phone}
              <PhoneInput
                name="phone"
                required
                value={phone ?? saved.phone ?? user.billing?.phone ?? ""}
                onValue={setPhone}
              />
            </label>
            <AddressFields
              postcode={postcode ?? saved.postcode ?? ""}
              address={address ?? saved.address_1 ?? ""}
              onPick={(picked) => {
                setPostcode(picked.postcode);
                setAddress(picked.address);
              }}
            />
            <label className={styles.field}>
              {accountTexts.addressDetail}
              <input name="address_2" defaultValue={saved.address_2 ?? ""} maxLength={200} />
            </label>
          </>
        );
      }}
    </MemberForm>
  );
}
