// Inquiries in the console (/admin/inquiries): open ones first by default, newest first.
import { Link } from "react-router";
import styles from "../../features/admin/admin.module.css";
import { adminLoadPage, when } from "../../features/admin/api";
import {
  adminPage,
  FilterForm,
  type LoadArgs,
  PageError,
  PageHead,
  Pager,
  useQuery,
  type ViewProps,
} from "../../features/admin/ui";

export const INQUIRY_TYPES: Record<string, string> = {
  general: "일반 문의",
  bulk: "대량 구매·유통",
  partnership: "비즈니스 제휴",
  global: "도매·해외",
};

export const INQUIRY_STATES: Record<string, string> = { open: "답변 대기", answered: "답변 완료", closed: "종료" };

type Inquiry = {
  id: number;
  type: string;
  name: string;
  email: string;
  message: string;
  status: string;
  createdAt: string;
};

async function load({ request }: LoadArgs) {
  return adminLoadPage<Inquiry>("/api/admin/inquiries", request.url);
}

export const ErrorBoundary = PageError;

function Inquiries({ loaderData }: ViewProps<typeof load>) {
  const params = useQuery();
  return (
    <>
      <PageHead title="문의" />
      <FilterForm>
        <label className={styles.field}>
          상태
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">전체</option>
            {Object.entries(INQUIRY_STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          조회
        </button>
      </FilterForm>
      <div className={`${styles.panel} ${styles.tableWrap}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>유형</th>
              <th>내용</th>
              <th>보낸 분</th>
              <th>접수</th>
              <th>상태</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((inquiry) => (
              <tr key={inquiry.id}>
                <td>{INQUIRY_TYPES[inquiry.type] ?? inquiry.type}</td>
                <td className={styles.wrap}>
                  <Link to={`/admin/inquiries/${inquiry.id}`}>
                    {inquiry.message.length > 60 ? `${inquiry.message.slice(0, 60)}…` : inquiry.message}
                  </Link>
                </td>
                <td>{inquiry.name}</td>
                <td>{when(inquiry.createdAt)}</td>
                <td>
                  <span className={styles.badge}>{INQUIRY_STATES[inquiry.status] ?? inquiry.status}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {loaderData.items.length === 0 ? <p className={styles.muted}>문의가 없어요.</p> : null}
        <Pager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </>
  );
}

export default adminPage(load, Inquiries);
