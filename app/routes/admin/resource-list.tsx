// The list of a simple editor (/admin/popups, /admin/top-banners, /admin/makers-notes, /admin/places,
// /admin/playlists, /admin/content-pages): one module, the path names the resource.
import { Link } from "react-router";
import styles from "../../features/admin/admin.module.css";
import { adminLoad, when } from "../../features/admin/api";
import { type Column, resourceOfPath } from "../../features/admin/resources";
import { AdminTable, adminPage, type LoadArgs, PageError, PageHead, type ViewProps } from "../../features/admin/ui";

type Item = Record<string, unknown> & { id: number };

async function load({ request }: LoadArgs) {
  const resource = resourceOfPath(new URL(request.url).pathname);
  const { items } = await adminLoad<{ items: Item[] }>(`/api/admin/${resource.path}`);
  return { path: resource.path, items };
}

export const ErrorBoundary = PageError;

function cell(item: Item, column: Column): string {
  const value = item[column.name];
  if (column.format === "bool") return value ? "예" : "아니요";
  if (column.format === "date") return when(value as string | null);
  if (column.format === "count") return `${Array.isArray(value) ? value.length : 0}`;
  return value === null || value === undefined ? "—" : String(value);
}

function ResourceList({ loaderData }: ViewProps<typeof load>) {
  const resource = resourceOfPath(`/admin/${loaderData.path}`);
  return (
    <>
      <PageHead title={resource.title}>
        <Link className={styles.primary} to={`/admin/${resource.path}/new`}>
          {resource.noun} 추가
        </Link>
      </PageHead>
      <AdminTable head={resource.columns.map((column) => column.label)} rows={loaderData.items} empty="아직 없어요.">
        {(item) => (
          <tr key={item.id}>
            {resource.columns.map((column, index) => (
              <td key={column.name} className={index === 0 ? styles.wrap : undefined}>
                {index === 0 ? (
                  <Link to={`/admin/${resource.path}/${item.id}`}>{cell(item, column)}</Link>
                ) : (
                  cell(item, column)
                )}
              </td>
            ))}
          </tr>
        )}
      </AdminTable>
    </>
  );
}

export default adminPage(load, ResourceList);
