// Maintenance (/maintenance): where every page goes while MAINTENANCE_MODE is on.
import styles from "../features/content/content.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/maintenance";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 점검 중이에요", path: "/maintenance", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Maintenance() {
  return (
    <div className={styles.notice}>
      <h1>더 나은 콜린스를 위해 점검 중이에요</h1>
      <p>잠시 후 다시 찾아주세요. 주문과 배송 문의는 카카오톡 채널로 남겨주시면 점검이 끝나는 대로 답해드릴게요.</p>
    </div>
  );
}
