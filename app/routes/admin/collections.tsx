// Collections in the console (/admin/collections): titles, exposure, order and sub-categories.
import { useState } from "react";
import styles from "../../features/admin/admin.module.css";
import { adminCall, adminLoad } from "../../features/admin/api";
import { ResourceForm } from "../../features/admin/resource-form";
import type { Field } from "../../features/admin/resources";
import { adminPage, FormEnd, PageError, PageHead, useChange, type ViewProps } from "../../features/admin/ui";

type Collection = Record<string, unknown> & { id: number; url: string; title: string };

async function load() {
  return adminLoad<{ items: Collection[] }>("/api/admin/collections");
}

export const ErrorBoundary = PageError;

const FIELDS: Field[] = [
  { name: "title", label: "이름", kind: "text" },
  { name: "titleDescription", label: "설명", kind: "text" },
  { name: "promoText", label: "프로모션 문구", kind: "text" },
  { name: "position", label: "순서", kind: "number" },
  { name: "isExpose", label: "메뉴에 노출", kind: "boolean" },
  { name: "theme", label: "테마", kind: "text" },
  { name: "backgroundImage", label: "배경 이미지 주소", kind: "text" },
  {
    name: "subCategories",
    label: "하위 카테고리",
    kind: "rows",
    blank: { slug: "", name: "" },
    fields: [
      { name: "slug", label: "주소", kind: "text" },
      { name: "name", label: "이름", kind: "text" },
    ],
  },
];

const BLANK = { theme: null, backgroundImage: null };
const EDITABLE = [
  "title",
  "titleDescription",
  "promoText",
  "position",
  "isExpose",
  "theme",
  "backgroundImage",
  "subCategories",
];

function Collections({ loaderData }: ViewProps<typeof load>) {
  return (
    <>
      <PageHead title="컬렉션" />
      {loaderData.items.map((collection) => (
        <CollectionForm key={JSON.stringify(collection)} collection={collection} />
      ))}
    </>
  );
}

function CollectionForm({ collection }: { collection: Collection }) {
  const [item, setItem] = useState<Record<string, unknown>>(collection);
  const change = useChange();
  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      aria-label={collection.title}
      onSubmit={(event) => {
        event.preventDefault();
        const body = Object.fromEntries(EDITABLE.map((key) => [key, item[key]]));
        change.send("PUT", `/api/admin/collections/${collection.id}`, body, "저장했어요.");
      }}
    >
      <h2>
        {collection.title} <span className={styles.muted}>/collection/{collection.url}</span>
      </h2>
      <ResourceForm fields={FIELDS} blank={BLANK} item={item} onChange={setItem} />
      <FormEnd change={change}>저장</FormEnd>
      <BlocksEditor collection={collection} />
    </form>
  );
}

const BLOCKS_FIELD: Field[] = [
  {
    name: "items",
    label: "목록 구성 (JSON, 위에서부터 차례로)",
    kind: "json",
    help: '{"blockType":"product","productId":3}, {"blockType":"banner","imgUrl":"/media/…","imgWidth":1200,"imgHeight":600,"alt":"…","link":"/product/…"}, {"blockType":"blank"}',
  },
];

type Block = Record<string, unknown> & { blockType: string };

/** What the list is made of, in order: products, banners and blank cells (loaded when opened). */
function BlocksEditor({ collection }: { collection: Collection }) {
  const [blocks, setBlocks] = useState<Record<string, unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChange();
  const path = `/api/admin/collections/${collection.id}/blocks`;
  const open = async () => {
    const answer = await adminCall<{ items: Block[] }>("GET", path);
    setError(answer.message);
    if (answer.ok) setBlocks({ items: answer.body.items.map(blockInputOf) });
  };
  if (!blocks) {
    return (
      <div>
        <button type="button" className={styles.button} onClick={open}>
          목록 구성 편집
        </button>
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <ResourceForm fields={BLOCKS_FIELD} blank={{}} item={blocks} onChange={setBlocks} />
      {change.notice}
      <div>
        <button
          type="button"
          className={styles.primary}
          disabled={change.busy}
          onClick={() => change.send("PUT", path, blocks, "목록 구성을 저장했어요.")}
        >
          목록 구성 저장
        </button>
      </div>
    </div>
  );
}

/** A stored block as the editor sends it back: its kind and the fields of that kind only. */
function blockInputOf(block: Block): Record<string, unknown> {
  if (block.blockType === "product") return { blockType: "product", productId: block.productId };
  if (block.blockType === "blank") return { blockType: "blank", anchor: block.anchor ?? null };
  const { blockType, imgUrl, imgUrlMobile, imgWidth, imgHeight, alt, link, anchor } = block;
  return { blockType, imgUrl, imgUrlMobile, imgWidth, imgHeight, alt, link, anchor };
}

export default adminPage(load, Collections);
