// The list of a simple editor (/admin/popups, /admin/top-banners, /admin/makers-notes, /admin/places,
// /admin/playlists, /admin/content-pages): one module, the path names the resource.
import { Link } from "react-router";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { editorOfPath } from "../../features/admin/editors.server";
import { when } from "../../features/admin/format";
import { type Column, resourceNamed } from "../../features/admin/resources";
import { AdminTable, PageError, PageHead } from "../../features/admin/ui";
import type { Route } from "./+types/resource-list";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => {
    const { resource, editor } = editorOfPath(params.resource, context);
    return { path: resource.path, items: (await editor.list(context.db)) as Item[] };
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

type Item = Record<string, unknown> & { id: number };

function cell(item: Item, column: Column): string {
  const value = item[column.name];
  if (column.format === "bool") return value ? "예" : "아니요";
  if (column.format === "date") return when(value as string | Date | null);
  if (column.format === "count") return `${Array.isArray(value) ? value.length : 0}`;
  return value === null || value === undefined ? "—" : String(value);
}

export default function ResourceList({ loaderData }: Route.ComponentProps) {
  const resource = resourceNamed(loaderData.path);
  if (!resource) return null;
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
