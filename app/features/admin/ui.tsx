// Small building blocks of the console pages: the page head, messages, a pager, the loading and
// error states, list filters and tables, and one hook for changes (call, show the Korean answer,
// reload the page's data).
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import styles from "./admin.module.css";
import { adminCall } from "./api";

export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1>{title}</h1>
      {children ? <div className={styles.inline}>{children}</div> : null}
    </div>
  );
}

export function Notice({ error, ok }: { error: string | null; ok: string | null }) {
  if (error) {
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    );
  }
  if (ok) {
    return (
      <p className={styles.ok} role="status">
        {ok}
      </p>
    );
  }
  return null;
}

/** The end of a console form: the answer to its last change, then its submit button. */
export function FormEnd({ change, children }: { change: { notice: ReactNode; busy: boolean }; children: ReactNode }) {
  return (
    <>
      {change.notice}
      <div>
        <button type="submit" className={styles.primary} disabled={change.busy}>
          {children}
        </button>
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

export function Loading() {
  return <p className={styles.muted}>불러오는 중…</p>;
}

/** A console page's error boundary: the message inside the console frame. */
export function PageError({ error }: { error: unknown }) {
  return (
    <p className={styles.error} role="alert">
      {error instanceof Error ? error.message : "페이지를 불러오지 못했어요."}
    </p>
  );
}

type Method = "POST" | "PUT" | "DELETE";

export type LoadArgs = { request: { url: string }; params: { id: string } };
export type ViewProps<Load extends (args: LoadArgs) => Promise<unknown>> = { loaderData: Awaited<ReturnType<Load>> };

const ReloadContext = createContext<() => void>(() => {});

/**
 * A console page: its data is loaded in the browser from /api/admin after the page opens, and again
 * after each change (useChange). Console pages do not use React Router's client loaders: their
 * hydration fallback would add router code to what every shop page downloads.
 */
export function adminPage<Data>(
  load: (args: LoadArgs) => Promise<Data>,
  View: (props: { loaderData: Data }) => ReactNode,
) {
  return function AdminPage() {
    const location = useLocation();
    const navigate = useNavigate();
    const key = `${location.pathname}${location.search}`;
    const [version, setVersion] = useState(0);
    const [state, setState] = useState<{ key: string; data?: Data; error?: string } | null>(null);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the page's URL and reload count decide when to load
    useEffect(() => {
      let live = true;
      const id = location.pathname.split("/").pop() ?? "";
      load({ request: { url: window.location.href }, params: { id } }).then(
        (data) => live && setState({ key, data }),
        (error: unknown) => {
          if (!live) return;
          if (error instanceof Response) navigate(error.headers.get("Location") ?? "/login/form");
          else setState({ key, error: error instanceof Error ? error.message : String(error) });
        },
      );
      return () => {
        live = false;
      };
    }, [key, version]);
    if (state?.key !== key) return <Loading />;
    if (state.error !== undefined) return <PageError error={new Error(state.error)} />;
    return (
      <ReloadContext.Provider value={() => setVersion((count) => count + 1)}>
        <View key={key} loaderData={state.data as Data} />
      </ReloadContext.Provider>
    );
  };
}

/** The query of the current URL (useSearchParams, without adding it to the shop's router code). */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}

/** A filter form: submitting it opens the same page with its non-empty fields as the query. */
export function FilterForm({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <form
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value.trim() !== "") query.set(name, value.trim());
        }
        navigate(`?${query}`);
      }}
    >
      {children}
      <button type="submit" className={styles.button}>
        조회
      </button>
    </form>
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

/** A table with one heading row; `children` renders each row (a keyed tr). */
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
      <tbody>{rows.map((row) => children(row))}</tbody>
    </table>
  );
}

/** A list page's table in a panel that scrolls sideways on a phone, with its empty note and pager below. */
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

/**
 * Sends a change; on success shows `okText` and reloads the page's data, unless the change took
 * that data away (a deleted item: the caller leaves the page instead).
 */
export function useChange() {
  const reload = useContext(ReloadContext);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const send = async <T = Record<string, unknown>>(
    method: Method,
    path: string,
    body: unknown,
    okText: string,
    { reloadPage = true } = {},
  ) => {
    setBusy(true);
    setError(null);
    setOk(null);
    const answer = await adminCall<T>(method, path, body);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return null;
    }
    setOk(okText);
    if (reloadPage) reload();
    return answer.body;
  };
  return { busy, error, ok, send, notice: <Notice error={error} ok={ok} /> };
}
