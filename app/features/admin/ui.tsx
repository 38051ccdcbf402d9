// Small building blocks of the console pages: the page head, the answer of a form's action, its
// submit button, a pager, the error state, list filters (a GET form) and tables.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, useActionData, useLocation, useNavigation } from "react-router";
import styles from "./admin.module.css";
import type { ConsoleAnswer } from "./answer";

export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1>{title}</h1>
      {children ? <div className={styles.inline}>{children}</div> : null}
    </div>
  );
}

/** The page action's answer to the form `form` (its intent), if the last answer was for it. */
export function useAnswer(form: string): ConsoleAnswer | undefined {
  const answer = useActionData() as ConsoleAnswer | undefined;
  return answer?.form === form ? answer : undefined;
}

const CHECK_FIELDS = "저장하지 못했어요. 표시된 항목을 확인해주세요.";

/** What the action said about a form: done (a status), or refused (an alert; each field's message is beside it). */
export function Notice({ answer }: { answer: ConsoleAnswer | undefined }) {
  const refused = answer?.message ?? (Object.keys(answer?.errors ?? {}).length > 0 ? CHECK_FIELDS : undefined);
  if (refused) {
    return (
      <p className={styles.error} role="alert">
        {refused}
      </p>
    );
  }
  if (answer?.ok) {
    return (
      <p className={styles.ok} role="status">
        {answer.ok}
      </p>
    );
  }
  return null;
}

/** A form's submit button, naming the form's intent; disabled while that form is being sent. */
export function Submit({
  intent,
  className = styles.primary,
  confirm,
  children,
}: {
  intent: string;
  className?: string;
  /** Asked before sending, once the page runs scripts. */
  confirm?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={className}
      disabled={busy}
      onClick={confirm ? (event) => window.confirm(confirm) || event.preventDefault() : undefined}
    >
      {children}
    </button>
  );
}

/** The end of a console form: the answer to it, then its submit button. */
/**
 * One step of an editor that works without scripts (위로, 아래로, 빼기, 넣기 …): a submit of the
 * whole form whose `name` (intent, or step for the photo list's own forms) tells the action which.
 */
export function StepButton({
  name = "intent",
  value,
  label,
  disabled,
  danger,
  children,
}: {
  name?: "intent" | "step";
  value: string;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  children: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-label={label}
      disabled={disabled}
      className={danger ? styles.danger : styles.button}
    >
      {children}
    </button>
  );
}

export function FormEnd({
  answer,
  intent,
  children,
}: {
  answer: ConsoleAnswer | undefined;
  intent: string;
  children: ReactNode;
}) {
  return (
    <>
      <Notice answer={answer} />
      <div>
        <Submit intent={intent}>{children}</Submit>
      </div>
    </>
  );
}

/** Links to the previous and next page of a paged list, keeping the list's filters. */
export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const query = useQuery();
  if (pageCount <= 1) return null;
  const href = (to: number) => {
    const next = new URLSearchParams(query);
    next.set("page", String(to));
    return `?${next}`;
  };
  return (
    <nav className={styles.pager} aria-label="페이지">
      {page > 1 ? <Link to={href(page - 1)}>이전</Link> : null}
      <span>
        {page} / {pageCount}
      </span>
      {page < pageCount ? <Link to={href(page + 1)}>다음</Link> : null}
    </nav>
  );
}

/** A console page's error boundary: the loader's Korean message inside the console frame. */
export function PageError({ error }: { error: unknown }) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "페이지를 불러오지 못했어요.";
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** The query of the current URL. */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}

/** The query of a console list's URL without its empty fields (a filter's 전체 means no filter). */
export function filledQuery(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) if (value.trim() !== "") query[name] = value.trim();
  return query;
}

/** A filter form: it opens the same page with its fields as the query. */
export function FilterForm({ children }: { children: ReactNode }) {
  return (
    <Form method="get" className={styles.filters}>
      {children}
      <button type="submit" className={styles.button}>
        조회
      </button>
    </Form>
  );
}

/** A filter's text or date field; it starts from the page's query, so a filtered list shows its filter. */
export function FilterInput({
  label,
  name,
  type,
  placeholder,
}: {
  label: string;
  name: string;
  type?: "date";
  placeholder?: string;
}) {
  const query = useQuery();
  return (
    <label className={styles.field}>
      {label}
      <input type={type} name={name} placeholder={placeholder} defaultValue={query.get(name) ?? ""} />
    </label>
  );
}

/**
 * A filter's select, starting from the page's query. Its first option stands for no filter: the
 * empty value named 전체 unless `all` says otherwise (a list whose API filters by default).
 */
export function FilterSelect({
  label,
  name,
  options,
  all = ["", "전체"],
}: {
  label: string;
  name: string;
  options: Record<string, string> | [value: string, label: string][];
  all?: [value: string, label: string];
}) {
  const query = useQuery();
  return (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={query.get(name) ?? all[0]}>
        <option value={all[0]}>{all[1]}</option>
        {(Array.isArray(options) ? options : Object.entries(options)).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

type TableProps<Row> = { head: ReactNode[]; rows: Row[]; children: (row: Row) => ReactNode };

/**
 * A row whose cells carry their column's heading as data-label: on a phone the table is a stack of
 * cards, each cell written "heading: value" (admin.module.css), so no page has to say it again.
 */
function labelled(row: ReactNode, head: ReactNode[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell)) return cell;
    const heading = head[column];
    column += 1;
    return typeof heading === "string" && heading !== ""
      ? cloneElement(cell as ReactElement<{ "data-label"?: string }>, { "data-label": heading })
      : cell;
  });
  return cloneElement(row, undefined, cells);
}

/** A table with one heading row; `children` renders each row (a keyed tr of one td per heading). */
export function Table<Row>({ head, rows, children }: TableProps<Row>) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {head.map((heading, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: headings are fixed; their place is who they are
            <th key={index}>{heading}</th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map((row) => labelled(children(row), head))}</tbody>
    </table>
  );
}

/** A list page's table in a panel (cards on a phone), with its empty note and pager below. */
export function AdminTable<Row>({
  empty,
  paging,
  ...table
}: TableProps<Row> & { empty?: string; paging?: { page: number; pageCount: number } }) {
  return (
    <div className={`${styles.panel} ${styles.tableWrap}`}>
      <Table {...table} />
      {empty && table.rows.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {paging ? <Pager page={paging.page} pageCount={paging.pageCount} /> : null}
    </div>
  );
}

type FieldInputProps = {
  id: string;
  name: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  "aria-describedby"?: string;
};

/** What a FormField gives its input, for a select or a textarea drawn in its place. */
export const controlOf = (input: FieldInputProps): FieldInputProps => ({
  id: input.id,
  name: input.name,
  "aria-invalid": input["aria-invalid"],
  "aria-describedby": input["aria-describedby"],
});
