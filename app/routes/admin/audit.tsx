// The audit log (/admin/audit): who changed what (with the role they had), when, with the record
// before and after.
import { auditQuery } from "../../../server/api/admin/community";
import { parseQuery } from "../../../server/api/validation";
import { auditEntries } from "../../../server/domain/admin/audit";
import { isStaffRole, ROLE_LABELS } from "../../../server/domain/admin/roles";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { when } from "../../features/admin/format";
import { AdminTable, filledQuery, PageError, PageHead } from "../../features/admin/ui";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => ({
    items: (await auditEntries(context.db, parseQuery(auditQuery, filledQuery(request)))).map((entry) => ({
      ...entry,
      operatorRole: isStaffRole(entry.operatorRole) ? ROLE_LABELS[entry.operatorRole] : null,
    })),
  }));
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title="변경 기록" />
      <AdminTable head={["일시", "운영자", "작업", "대상", "변경 내용"]} rows={loaderData.items}>
        {(entry) => (
          <tr key={entry.id}>
            <td>{when(entry.createdAt)}</td>
            <td>
              {entry.operatorEmail}
              {entry.operatorRole ? ` (${entry.operatorRole})` : ""}
            </td>
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
