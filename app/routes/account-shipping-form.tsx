// Shipping address form (/account/shipping/form) with the postcode search.
import { lazy, Suspense, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { formatPhoneAsTyped } from "../../core/contact";
import styles from "../features/account/account.module.css";
import { MemberForm } from "../features/account/member-form";
import { accountTexts } from "../features/account/messages";
import type { loader as rootLoader } from "../root";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/account-shipping-form";

const PostcodeSearch = lazy(() => import("../features/account/postcode-search"));

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 배송지 관리", path: "/account/shipping/form", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function ShippingForm() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [searching, setSearching] = useState(false);
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
              <input
                name="phone"
                type="tel"
                inputMode="numeric"
                required
                value={phone ?? saved.phone ?? user.billing?.phone ?? ""}
                onChange={(event) => setPhone(formatPhoneAsTyped(event.target.value))}
              />
            </label>
            <div className={styles.postcodeRow}>
              <label className={styles.field}>
                {accountTexts.postcode}
                <input name="postcode" readOnly required value={postcode ?? saved.postcode ?? ""} />
              </label>
              <button type="button" className={styles.secondary} onClick={() => setSearching(true)}>
                {accountTexts.searchAddress}
              </button>
            </div>
            {searching && root ? (
              <Suspense fallback={null}>
                <PostcodeSearch
                  scriptUrl={root.postcodeScriptUrl}
                  onComplete={(picked) => {
                    setPostcode(picked.postcode);
                    setAddress(picked.address);
                    setSearching(false);
                  }}
                />
              </Suspense>
            ) : null}
            <label className={styles.field}>
              {accountTexts.address}
              <input name="address_1" readOnly required value={address ?? saved.address_1 ?? ""} />
            </label>
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
