// Postcode and road address filled by the Kakao postcode search (react-daum-postcode, loaded on
// demand), shared by the member's shipping form and the checkout. Once the scripts run, both fields
// are read-only and an address comes from the search; before that (or without scripts) the search
// cannot open, so the shopper types them and the server checks them.
import { Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { lazyChunk } from "../../components/chunk-retry";
import { FormField } from "../../components/form-field";
import type { loader as rootLoader } from "../../root";
import styles from "./account.module.css";
import { accountTexts } from "./messages";
import type { PickedAddress } from "./postcode-search";

const PostcodeSearch = lazyChunk(() => import("./postcode-search"));

export function AddressFields({
  postcode,
  address,
  onPick,
  errors = {},
}: {
  postcode: string;
  address: string;
  onPick: (picked: PickedAddress) => void;
  /** The action's messages for `postcode` and `address_1`. */
  errors?: { postcode?: string; address_1?: string };
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [searching, setSearching] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <>
      <div className={styles.postcodeRow}>
        <FormField
          className={styles.field}
          name="postcode"
          label={accountTexts.postcode}
          error={errors.postcode}
          readOnly={live}
          required
          inputMode="numeric"
          maxLength={5}
          value={postcode}
          onChange={(event) => onPick({ postcode: event.target.value, address })}
        />
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
      <FormField
        className={styles.field}
        name="address_1"
        label={accountTexts.address}
        error={errors.address_1}
        readOnly={live}
        required
        maxLength={200}
        value={address}
        onChange={(event) => onPick({ postcode, address: event.target.value })}
      />
    </>
  );
}
