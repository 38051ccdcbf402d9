// The audit log (/admin/audit): who changed what, when, with the record before and after.
import styles from "../../features/admin/admin.module.css";
import { adminLoad, when } from "../../features/admin/api";
import { AdminTable, adminPage, type LoadArgs, PageError, PageHead, type ViewProps } from "../../features/admin/ui";

type Entry = {
  id: number;
  operatorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

async function load({ request }: LoadArgs) {
  return adminLoad<{ items: Entry[] }>(`/api/admin/audit${new URL(request.url).search}`);
}

export const ErrorBoundary = PageError;

function Audit({ loaderData }: ViewProps<typeof load>) {
  return (
    <>
      <PageHead title="변경 기록" />
      <AdminTable head={["일시", "운영자", "작업", "대상", "변경 내용"]} rows={loaderData.items}>
        {(entry) => (
          <tr key={entry.id}>
            <td>{when(entry.createdAt)}</td>
            <td>{entry.operatorEmail}</td>
            <td>{entry.action}</td>
            <td>
              {entry.entity} #{entry.entityId}
            </td>
            <td className={styles.wrap}>
              <details>
                <summary>전/후 보기</summary>
                <pre style={{ whiteSpace: "pre-wrap", fontSize: 12 }}>
                  {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                </pre>
              </details>
            </td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}

export default adminPage(load, Audit);
