// Postcode and road address filled by the Kakao postcode search (react-daum-postcode, loaded on
// demand), shared by the member's shipping form and the checkout. Both fields are read-only: an
// address comes from the search, never from typing.
import { lazy, Suspense, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import styles from "./account.module.css";
import { accountTexts } from "./messages";
import type { PickedAddress } from "./postcode-search";

const PostcodeSearch = lazy(() => import("./postcode-search"));

export function AddressFields({
  postcode,
  address,
  onPick,
}: {
  postcode: string;
  address: string;
  onPick: (picked: PickedAddress) => void;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [searching, setSearching] = useState(false);
  return (
    <>
      <div className={styles.postcodeRow}>
        <label className={styles.field}>
          {accountTexts.postcode}
          <input name="postcode" readOnly required value={postcode} />
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
              onPick(picked);
              setSearching(false);
            }}
          />
        </Suspense>
      ) : null}
      <label className={styles.field}>
        {accountTexts.address}
        <input name="address_1" readOnly required value={address} />
      </label>
    </>
  );
}
