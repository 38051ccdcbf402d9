// The console's first page (/admin): sales of today, 7 and 30 days, the order pipeline and the
// requests to answer (each a link to the filtered orders list, or for 취소·교환·반품 to the requests
// queue filtered by kind and state), best sellers, low stock, waiting
// restock alarms and the providers. The pages' web vitals are on /admin/vitals.
import { Link } from "react-router";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import type { RequestKind, RequestState } from "../../../core/requests";
import { type Dashboard, dashboard, type StatusCount } from "../../../server/domain/admin/dashboard";
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

const PERIODS = [
  ["today", "오늘"],
  ["week", "최근 7일"],
  ["month", "최근 30일"],
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => ({
    ...(await dashboard(context.db)),
    providers: context.admin.providerStatus,
  }));
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

const count = (value: number, unit = "건") => `${value.toLocaleString("ko-KR")}${unit}`;

/** The orders list filtered to a status (and its period, when the count has one). */
const ordersOf = ({ status, from }: Pick<StatusCount, "status" | "from">) =>
  `/admin/orders?${new URLSearchParams(from ? { status, from } : { status })}`;

/** The requests queue showing a request card's orders: the 30 days' cancellations, the waiting requests. */
const REQUEST_FILTERS: Partial<Record<StatusCount["status"], { kind: RequestKind; state?: RequestState }>> = {
  cancelled: { kind: "cancel" },
  exchange_requested: { kind: "exchange", state: "requested" },
  return_requested: { kind: "return", state: "requested" },
};
const REQUESTS_PATH = "/admin/requests";
const requestsOf = (step: Pick<StatusCount, "status" | "from">) => {
  const filter = REQUEST_FILTERS[step.status];
  return filter ? `${REQUESTS_PATH}?${new URLSearchParams(filter)}` : ordersOf(step);
};

function Sales({ data }: { data: Pick<Dashboard, "today" | "week" | "month" | "since"> }) {
  return (
    <div className={styles.stats}>
      {PERIODS.map(([period, label]) => (
        <Link key={period} className={styles.stat} to={`/admin/orders?from=${data.since[period]}`}>
          {label} 매출
          <strong>{won(data[period].revenue)}</strong>
          <span className={styles.muted}>주문 {count(data[period].orders)}</span>
        </Link>
      ))}
    </div>
  );
}

function Steps({
  label,
  steps,
  note,
  linkOf,
}: {
  label: string;
  steps: StatusCount[];
  note: string;
  linkOf: (step: StatusCount) => string;
}) {
  return (
    <section className={styles.panel} aria-label={label}>
      <h2>{label}</h2>
      <ol className={styles.pipeline}>
        {steps.map((step) => (
          <li key={step.status}>
            <Link to={linkOf(step)}>
              {ORDER_STATUS_LABELS[step.status]}
              <strong>{count(step.count)}</strong>
            </Link>
          </li>
        ))}
      </ol>
      <p className={styles.help}>{note}</p>
    </section>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { pipeline, requests, bestSellers, lowStock, waitingRestock, providers } = loaderData;
  return (
    <>
      <PageHead title="대시보드" />
      <Sales data={loaderData} />
      <Steps label="주문 처리 현황" steps={pipeline} note="구매확정은 최근 30일 주문이에요." linkOf={ordersOf} />
      <Steps
        label="취소·교환·반품"
        steps={requests}
        note="취소완료는 최근 30일 주문이에요. 누르면 요청 목록에서 처리할 수 있어요."
        linkOf={requestsOf}
      />
      <section className={styles.panel} aria-labelledby="best-sellers">
        <h2 id="best-sellers">많이 팔린 상품 (최근 30일)</h2>
        <Table
          head={["순위", "상품", "판매 수량", "주문"]}
          rows={bestSellers.map((row, index) => ({ ...row, rank: index + 1 }))}
        >
          {(row) => (
            <tr key={row.productId}>
              <td>{row.rank}</td>
              <td className={styles.wrap}>
                <Link to={`/admin/products/${row.productId}`}>{row.name}</Link>
              </td>
              <td>{count(row.units, "개")}</td>
              <td>{count(row.orders)}</td>
            </tr>
          )}
        </Table>
        {bestSellers.length === 0 ? <p className={styles.muted}>최근 30일에 팔린 상품이 없어요.</p> : null}
      </section>
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
        {lowStock.length === 0 ? <p className={styles.muted}>재고가 5개 이하인 상품이 없어요.</p> : null}
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
        {waitingRestock.length === 0 ? <p className={styles.muted}>재입고 알림을 기다리는 고객이 없어요.</p> : null}
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
    </>
  );
}
