// Collections in the console (/admin/collections): titles, exposure, order and sub-categories, and
// (opened with ?blocks={id}) the ordered list of products, banners and blank cells of one of them.
import { Form, Link } from "react-router";
import { idOf } from "../../../server/api/checkout";
import { parseQuery } from "../../../server/api/validation";
import {
  blocksInputSchema,
  collectionBlocksOf,
  collectionInputSchema,
  listCollectionsForEditor,
  replaceCollectionBlocks,
  updateCollection,
} from "../../../server/domain/admin/catalog/collections";
import { catalogEditorMessages } from "../../../server/domain/admin/catalog/messages";
import styles from "../../features/admin/admin.module.css";
import { checked, consoleAction, consoleHeaders, consoleLoader, done } from "../../features/admin/console.server";
import { documentOfForm } from "../../features/admin/form-document";
import { ResourceForm } from "../../features/admin/resource-form";
import type { Field } from "../../features/admin/resources";
import { FormEnd, PageError, PageHead, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/collections";

const collectionIdOf = (id: unknown) => parseQuery(idOf(catalogEditorMessages.collectionNotFound), id);

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => {
    const opened = new URL(request.url).searchParams.get("blocks");
    const blocksOf = opened ? collectionIdOf(opened) : null;
    return {
      items: await listCollectionsForEditor(context.db),
      blocks: blocksOf === null ? null : { id: blocksOf, items: await collectionBlocksOf(context.db, blocksOf) },
    };
  });
}

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
      { name: "termId", label: "번호", kind: "hidden" },
      { name: "slug", label: "주소", kind: "text" },
      { name: "name", label: "이름", kind: "text" },
    ],
  },
];

const BLANK = { theme: null, backgroundImage: null };

const BLOCKS_FIELD: Field[] = [
  {
    name: "items",
    label: "목록 구성 (JSON, 위에서부터 차례로)",
    kind: "json",
    help: '{"blockType":"product","productId":3}, {"blockType":"banner","imgUrl":"/media/…","imgWidth":1200,"imgHeight":600,"alt":"…","link":"/product/…"}, {"blockType":"blank"}',
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const id = collectionIdOf(form.get("id"));
    if (intent === "blocks") {
      const document = documentOfForm(BLOCKS_FIELD, {}, form);
      const { items } = checked(blocksInputSchema, document, intent, document);
      await replaceCollectionBlocks(context.db, operator, id, items);
      return done(intent, "목록 구성을 저장했어요.");
    }
    const document = documentOfForm(FIELDS, BLANK, form);
    await updateCollection(context.db, operator, id, checked(collectionInputSchema, document, `collection-${id}`));
    return done(`collection-${id}`, "저장했어요.");
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

type Data = Route.ComponentProps["loaderData"];

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title="컬렉션" />
      {loaderData.items.map((collection) => (
        <CollectionForm
          key={JSON.stringify(collection)}
          collection={collection}
          blocks={loaderData.blocks?.id === collection.id ? loaderData.blocks.items : null}
        />
      ))}
    </>
  );
}

function CollectionForm({
  collection,
  blocks,
}: {
  collection: Data["items"][number];
  blocks: NonNullable<Data["blocks"]>["items"] | null;
}) {
  const answer = useAnswer(`collection-${collection.id}`);
  return (
    <section className={`${styles.panel} ${styles.form}`} aria-label={collection.title}>
      <Form method="post" className={styles.form} noValidate>
        <h2>
          {collection.title} <span className={styles.muted}>/collection/{collection.url}</span>
        </h2>
        <input type="hidden" name="id" value={collection.id} />
        <ResourceForm
          fields={FIELDS}
          item={answer?.values ?? collection}
          errors={answer?.errors}
          idPrefix={`collection-${collection.id}`}
        />
        <FormEnd answer={answer} intent="save">
          저장
        </FormEnd>
      </Form>
      {blocks ? (
        <BlocksEditor id={collection.id} blocks={blocks} />
      ) : (
        <div>
          <Link className={styles.button} to={`?blocks=${collection.id}`}>
            목록 구성 편집
          </Link>
        </div>
      )}
    </section>
  );
}

type Block = NonNullable<Data["blocks"]>["items"][number];

/** What the list is made of, in order: products, banners and blank cells. */
function BlocksEditor({ id, blocks }: { id: number; blocks: Block[] }) {
  const answer = useAnswer("blocks");
  const items = answer?.values?.items ?? blocks.map(blockInputOf);
  return (
    <Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="id" value={id} />
      <ResourceForm fields={BLOCKS_FIELD} item={{ items }} errors={answer?.errors} idPrefix={`blocks-${id}`} />
      <FormEnd answer={answer} intent="blocks">
        목록 구성 저장
      </FormEnd>
    </Form>
  );
}

/** A stored block as the editor sends it back: its kind and the fields of that kind only. */
function blockInputOf(block: Block): Record<string, unknown> {
  if (block.blockType === "product") return { blockType: "product", productId: block.productId };
  if (block.blockType === "blank") return { blockType: "blank", anchor: block.anchor ?? null };
  const { blockType, imgUrl, imgUrlMobile, imgWidth, imgHeight, alt, link, anchor } = block;
  return { blockType, imgUrl, imgUrlMobile, imgWidth, imgHeight, alt, link, anchor };
}
