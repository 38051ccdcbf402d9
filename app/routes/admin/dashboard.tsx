// The console's first page (/admin): today's orders and revenue, low stock, waiting restock alarms
// and the web-vitals p75 per page type.
import { Link } from "react-router";
import { dashboard } from "../../../server/domain/admin/dashboard";
import type { ProviderStatus } from "../../../server/integrations/providers";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { won } from "../../features/admin/format";
import { PageError, PageHead, Table } from "../../features/admin/ui";
import type { Route } from "./+types/dashboard";

const MODE_LABELS: Record<ProviderStatus["mode"], string> = {
  live: "실제 연동",
  simulated: "시뮬레이터 (데모)",
  off: "사용 안 함",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => ({
    ...(await dashboard(context.db)),
    providers: context.admin.providerStatus,
  }));
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

const vitalValue = (metric: string, value: number) => (metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`);

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { today, lowStock, waitingRestock, vitals, providers } = loaderData;
  return (
    <>
      <PageHead title="대시보드" />
      <div className={styles.stats}>
        <div className={styles.stat}>
          오늘 주문
          <strong>{today.orders.toLocaleString("ko-KR")}건</strong>
        </div>
        <div className={styles.stat}>
          오늘 매출
          <strong>{won(today.revenue)}</strong>
        </div>
        <div className={styles.stat}>
          재입고 알림 대기
          <strong>{waitingRestock.reduce((sum, row) => sum + row.waiting, 0).toLocaleString("ko-KR")}건</strong>
        </div>
      </div>
      <section className={styles.panel} aria-labelledby="low-stock">
        <h2 id="low-stock">재고 부족 (5개 이하)</h2>
        <Table head={["상품", "옵션", "재고"]} rows={lowStock}>
          {(row) => (
            <tr key={`${row.productId}-${row.variationId ?? 0}`}>
              <td className={styles.wrap}>
                <Link to={`/admin/products/${row.productId}`}>{row.name}</Link>
              </td>
              <td>{row.optionName || "—"}</td>
              <td>{row.stock === 0 ? "품절" : `${row.stock}개`}</td>
            </tr>
          )}
        </Table>
      </section>
      <section className={styles.panel} aria-labelledby="waiting">
        <h2 id="waiting">재입고 알림을 기다리는 상품</h2>
        <Table head={["상품", "옵션", "대기"]} rows={waitingRestock}>
          {(row) => (
            <tr key={`${row.productId}:${row.variationId ?? 0}`}>
              <td className={styles.wrap}>
                <Link to={`/admin/products/${row.productId}`}>{row.name}</Link>
              </td>
              <td>{row.optionName || "—"}</td>
              <td>{row.waiting}명</td>
            </tr>
          )}
        </Table>
      </section>
      <section className={styles.panel} aria-labelledby="providers">
        <h2 id="providers">외부 서비스 연동</h2>
        <Table head={["서비스", "상태"]} rows={providers}>
          {(row) => (
            <tr key={row.key}>
              <td>{row.name}</td>
              <td data-mode={row.mode}>{MODE_LABELS[row.mode]}</td>
            </tr>
          )}
        </Table>
      </section>
      <section className={styles.panel} aria-labelledby="vitals">
        <h2 id="vitals">웹 바이탈 (p75)</h2>
        <Table head={["페이지 유형", "지표", "p75", "측정 수"]} rows={vitals}>
          {(row) => (
            <tr key={`${row.pageType}-${row.metric}`}>
              <td>{row.pageType}</td>
              <td>{row.metric}</td>
              <td>{vitalValue(row.metric, row.p75)}</td>
              <td>{row.count}</td>
            </tr>
          )}
        </Table>
        {vitals.length === 0 ? <p className={styles.muted}>아직 측정값이 없어요.</p> : null}
      </section>
    </>
  );
}
