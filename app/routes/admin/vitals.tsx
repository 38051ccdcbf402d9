// The pages' web vitals in the console (/admin/vitals): the p75 of each page type and metric over the
// last 28 days, as shoppers' browsers reported them.
import { vitalsSummary } from "../../../server/domain/admin/vitals";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { AdminTable, PageError, PageHead } from "../../features/admin/ui";
import type { Route } from "./+types/vitals";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => ({ vitals: await vitalsSummary(context.db) }));
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

const vitalValue = (metric: string, value: number) => (metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`);

export default function VitalsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title="웹 성능" />
      <p className={styles.help}>
        쇼핑몰 방문자의 브라우저가 보낸 최근 28일 측정값의 75번째 백분위(p75)예요. 구글 서치 콘솔의 Core Web Vitals와
        같은 기준이에요.
      </p>
      <AdminTable
        head={["페이지 유형", "지표", "p75", "측정 수"]}
        rows={loaderData.vitals}
        empty="아직 측정값이 없어요."
      >
        {(row) => (
          <tr key={`${row.pageType}-${row.metric}`}>
            <td>{row.pageType}</td>
            <td>{row.metric}</td>
            <td>{vitalValue(row.metric, row.p75)}</td>
            <td>{row.count.toLocaleString("ko-KR")}</td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
