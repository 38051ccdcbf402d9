// What a bulk step did to each order (shipping in bulk, issue 22): the orders it changed and the
// ones it refused, each with its Korean reason; a file's rows also show their line.
import styles from "./admin.module.css";
import type { ConsoleAnswer } from "./answer";
import { AdminTable } from "./ui";

export function BulkOutcomes({ answer, lines = false }: { answer: ConsoleAnswer | undefined; lines?: boolean }) {
  const outcomes = answer?.outcomes ?? [];
  if (outcomes.length === 0) return null;
  return (
    <AdminTable head={[...(lines ? ["줄"] : []), "주문번호", "결과"]} rows={outcomes}>
      {(outcome) => (
        <tr key={`${outcome.line ?? ""}-${outcome.order}`}>
          {lines ? <td>{outcome.line}</td> : null}
          <td>{outcome.order}</td>
          <td className={styles.wrap}>
            <span className={outcome.changed ? styles.badge : styles.muted}>{outcome.changed ? "변경" : "제외"}</span>{" "}
            {outcome.note}
          </td>
        </tr>
      )}
    </AdminTable>
  );
}
