// Inquiries in the console (/admin/inquiries): open ones first by default, newest first.
import { Link } from "react-router";
import { inquiryQuery } from "../../../server/api/admin/community";
import { parseQuery } from "../../../server/api/validation";
import { listInquiries } from "../../../server/domain/admin/inquiries";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { when } from "../../features/admin/format";
import { AdminTable, FilterForm, FilterSelect, filledQuery, PageError, PageHead } from "../../features/admin/ui";
import type { Route } from "./+types/inquiries";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, () =>
    listInquiries(context.db, parseQuery(inquiryQuery, filledQuery(request))),
  );
}

export const headers = consoleHeaders;

export const INQUIRY_TYPES: Record<string, string> = {
  general: "일반 문의",
  bulk: "대량 구매·유통",
  partnership: "비즈니스 제휴",
  global: "도매·해외",
};

export const INQUIRY_STATES: Record<string, string> = { open: "답변 대기", answered: "답변 완료", closed: "종료" };

export const ErrorBoundary = PageError;

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title="문의" />
      <FilterForm>
        <FilterSelect label="상태" name="status" options={INQUIRY_STATES} />
      </FilterForm>
      <AdminTable
        head={["유형", "내용", "보낸 분", "접수", "상태"]}
        rows={loaderData.items}
        empty="문의가 없어요."
        paging={loaderData}
      >
        {(inquiry) => (
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
        )}
      </AdminTable>
    </>
  );
}
