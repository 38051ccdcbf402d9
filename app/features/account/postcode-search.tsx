// The Kakao postcode search embedded in the page (react-daum-postcode), loading its script from
// the configured URL (the local simulator when providers are simulated).
import { KakaoPostcodeEmbed } from "react-daum-postcode";
import styles from "./account.module.css";

export type PickedAddress = { postcode: string; address: string };

export default function PostcodeSearch({
  scriptUrl,
  onComplete,
}: {
  scriptUrl: string;
  onComplete: (address: PickedAddress) => void;
}) {
  return (
    <div className={styles.postcode}>
      <KakaoPostcodeEmbed
        scriptUrl={scriptUrl}
        style={{ height: 360 }}
        onComplete={(data) => {
          // Road addresses read better with the neighbourhood and building: "… (성수동2가, 콜린스빌딩)".
          const extras = [data.bname, data.buildingName].filter(Boolean).join(", ");
          const road = data.addressType === "R" && extras ? `${data.roadAddress} (${extras})` : data.address;
          onComplete({ postcode: data.zonecode, address: road });
        }}
      />
    </div>
  );
}
