// Creating and editing a record of a simple editor (/admin/{resource}/new, /admin/{resource}/{id}).
// Popups get a preview of the URLs their rule matches; the top banner a live countdown preview.
import { useState } from "react";
import { useNavigate } from "react-router";
import styles from "../../features/admin/admin.module.css";
import { adminLoad } from "../../features/admin/api";
import { BannerPreview, PopupUrlPreview } from "../../features/admin/previews";
import { ResourceForm } from "../../features/admin/resource-form";
import { resourceOfPath } from "../../features/admin/resources";
import { adminPage, type LoadArgs, PageError, PageHead, useChange, type ViewProps } from "../../features/admin/ui";

type Item = Record<string, unknown>;

async function load({ request, params }: LoadArgs) {
  const resource = resourceOfPath(new URL(request.url).pathname);
  if (params.id === "new") return { path: resource.path, id: null, item: resource.blank };
  const { item } = await adminLoad<{ item: Item }>(`/api/admin/${resource.path}/${encodeURIComponent(params.id)}`);
  return { path: resource.path, id: Number(params.id), item };
}

export const ErrorBoundary = PageError;

const READ_ONLY = new Set(["id", "createdAt", "updatedAt", "publishedAt"]);

function ResourceEdit({ loaderData }: ViewProps<typeof load>) {
  const resource = resourceOfPath(`/admin/${loaderData.path}`);
  const [item, setItem] = useState<Item>(loaderData.item);
  const change = useChange();
  const navigate = useNavigate();
  const base = `/admin/${resource.path}`;
  const api = `/api${base}`;
  const view = loaderData.id === null ? null : (resource.viewHref?.(loaderData.item) ?? null);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(Object.entries(item).filter(([key]) => !READ_ONLY.has(key)));
    if (loaderData.id === null) {
      const created = await change.send<{ item: { id: number } }>("POST", api, body, "저장했어요.");
      if (created) navigate(`${base}/${created.item.id}`, { replace: true });
    } else {
      await change.send("PUT", `${api}/${loaderData.id}`, body, "저장했어요.");
    }
  };

  const remove = async () => {
    if (loaderData.id === null || !window.confirm(`이 ${resource.noun}을(를) 삭제할까요?`)) return;
    const deleted = await change.send("DELETE", `${api}/${loaderData.id}`, undefined, "삭제했어요.", {
      reloadPage: false,
    });
    if (deleted) navigate(base);
  };

  return (
    <>
      <PageHead title={loaderData.id === null ? `${resource.noun} 추가` : `${resource.noun} 수정`}>
        {view ? (
          <a className={styles.button} href={view} target="_blank" rel="noopener">
            쇼핑몰에서 보기
          </a>
        ) : null}
      </PageHead>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={save}>
        <ResourceForm fields={resource.fields} blank={resource.blank} item={item} onChange={setItem} />
        {change.notice}
        <div className={styles.inline}>
          <button type="submit" className={styles.primary} disabled={change.busy}>
            저장
          </button>
          {loaderData.id === null ? null : (
            <button type="button" className={styles.danger} onClick={remove} disabled={change.busy}>
              삭제
            </button>
          )}
        </div>
      </form>
      {resource.path === "popups" ? <PopupUrlPreview popup={item} /> : null}
      {resource.path === "top-banners" ? <BannerPreview banner={item} /> : null}
    </>
  );
}

export default adminPage(load, ResourceEdit);
