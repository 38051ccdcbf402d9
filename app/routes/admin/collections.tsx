// Collections in the console (/admin/collections): the list of collections, and (opened with
// ?blocks={id}) one collection's titles, exposure, order, background picture and sub-categories,
// and its list composition: the ordered products, banners and blank cells (collection-blocks.tsx).
import { Form, Link } from "react-router";
import { z } from "zod";
import { parseQuery } from "../../../server/api/validation";
import {
  blocksInputSchema,
  collectionBlockChoices,
  collectionBlocksOf,
  collectionInputSchema,
  listCollectionsForEditor,
  replaceCollectionBlocks,
  updateCollection,
} from "../../../server/domain/admin/catalog/collections";
import { catalogEditorMessages } from "../../../server/domain/admin/catalog/messages";
import { DomainError } from "../../../server/domain/errors";
import { idOf } from "../../../server/domain/ids";
import { checkImageUpload, uploadMessages } from "../../../server/domain/uploads/images";
import { mediaMessages, storeMedia } from "../../../server/domain/uploads/media";
import styles from "../../features/admin/admin.module.css";
import { BlocksEditor } from "../../features/admin/collection-blocks";
import css from "../../features/admin/collection-blocks.module.css";
import {
  BLOCKS_FORM,
  type BlockRow,
  blocksOfRows,
  isRowIntent,
  pickInputName,
  pictureFieldOf,
  placedIds,
  rowOf,
  rowStep,
  rowsOfForm,
  searchInputName,
} from "../../features/admin/collection-rows";
import { blockRowsSchema, rowFieldOf } from "../../features/admin/collection-rows.server";
import {
  checked,
  consoleAction,
  consoleHeaders,
  consoleLoader,
  consoleUpload,
  done,
} from "../../features/admin/console.server";
import { documentOfForm } from "../../features/admin/form-document";
import { IMAGE_UPLOAD_INTENT, ImageUploadForms } from "../../features/admin/image-picker";
import { ResourceForm } from "../../features/admin/resource-form";
import type { Field } from "../../features/admin/resources";
import { FormEnd, PageError, PageHead, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/collections";

const collectionIdOf = (id: unknown) => parseQuery(idOf(catalogEditorMessages.collectionNotFound), id);

const rowsOfBlocks = (blocks: Record<string, unknown>[]) =>
  blocks.flatMap((block) => {
    const row = rowOf(block);
    return row ? [row] : [];
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => {
    const opened = new URL(request.url).searchParams.get("blocks");
    const id = opened ? collectionIdOf(opened) : null;
    const items = await listCollectionsForEditor(context.db);
    if (id === null) return { items, opened: null };
    const [blocks, choices] = await Promise.all([
      collectionBlocksOf(context.db, id),
      collectionBlockChoices(context.db, id),
    ]);
    return { items, opened: { id, rows: rowsOfBlocks(blocks), choices } };
  });
}

const BACKGROUND = { name: "backgroundImage", label: "배경 이미지" } as const;

const FIELDS: Field[] = [
  { name: "title", label: "이름", kind: "text" },
  { name: "titleDescription", label: "설명", kind: "text" },
  { name: "promoText", label: "프로모션 문구", kind: "text" },
  { name: "position", label: "순서", kind: "number" },
  { name: "isExpose", label: "메뉴에 노출", kind: "boolean" },
  { name: "theme", label: "테마", kind: "text" },
  { ...BACKGROUND, kind: "image" },
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

/** A picture's upload form: the field it is for, and what the page keeps while it is sent. */
const imageUploadSchema = z.object({
  intent: z.literal(IMAGE_UPLOAD_INTENT, { error: mediaMessages.field }),
  field: z.string({ error: mediaMessages.field }).max(100, mediaMessages.field),
  backgroundImage: z.string().max(2000, mediaMessages.field).optional(),
  state: z.string().max(60_000, mediaMessages.field).optional(),
});

/** The banner rows sent with a banner picture's upload, and the row the picture is for. */
function bannerPictureOf(field: string, state: string | undefined) {
  const picture = pictureFieldOf(field);
  let sent: unknown;
  try {
    sent = JSON.parse(state ?? "");
  } catch {
    sent = null;
  }
  const rows = Array.isArray(sent) ? rowsOfBlocks(sent.filter((row) => row && typeof row === "object")) : [];
  if (!picture || rows[picture.index]?.blockType !== "banner") throw new DomainError("invalid", mediaMessages.field);
  return { ...picture, rows };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A picture (the background, a banner's) is multipart: stored as the console's images are; the
  // answer puts its address (and size) in the form, which 저장 then keeps.
  if (/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    return consoleUpload(
      request,
      context,
      IMAGE_UPLOAD_INTENT,
      () => ({
        fileField: "file",
        maxFiles: 1,
        tooMany: uploadMessages.tooMany(1),
        checkFile: checkImageUpload,
        schema: imageUploadSchema,
        fallback: mediaMessages.field,
        required: mediaMessages.noFile,
        open: async (sent) => (sent.field === BACKGROUND.name ? null : bannerPictureOf(sent.field, sent.state)),
        store: async (banner, [file]) => {
          if (!file) throw new DomainError("invalid", mediaMessages.noFile);
          const stored = await storeMedia(context.db, file);
          if (!banner) return { field: BACKGROUND.name, [BACKGROUND.name]: stored.src };
          const rows = banner.rows.map((row, index): BlockRow => {
            if (index !== banner.index) return row;
            if (banner.field === "imgUrlMobile") return { ...row, imgUrlMobile: stored.src };
            return { ...row, imgUrl: stored.src, imgWidth: String(stored.width), imgHeight: String(stored.height) };
          });
          return { field: `blocks.${banner.index}.${banner.field}`, blocks: rows };
        },
      }),
      "사진을 올렸어요. 저장을 누르면 반영돼요.",
      (values) => ({ values }),
    );
  }
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const id = collectionIdOf(form.get("id"));
    if (intent === BLOCKS_FORM || isRowIntent(intent)) {
      const rows = rowsOfForm(form);
      const query = String(form.get(searchInputName) ?? "");
      const members = await collectionBlockChoices(context.db, id);
      if (isRowIntent(intent)) {
        const picked = form.getAll(pickInputName).map(Number);
        const placed = placedIds(rows);
        const missing = members.map((member) => member.id).filter((member) => !placed.has(member));
        const next = rowStep(rows, intent, picked, missing);
        const added = intent.startsWith("rows:add-");
        return { form: BLOCKS_FORM, errors: {}, values: { blocks: next, q: added ? "" : query } };
      }
      const values = { blocks: rows, q: query };
      checked(blockRowsSchema(new Set(members.map((member) => member.id))), rows, BLOCKS_FORM, values);
      const sent = { items: blocksOfRows(rows) };
      const { items } = checked(blocksInputSchema, sent, BLOCKS_FORM, values, rowFieldOf);
      await replaceCollectionBlocks(context.db, operator, id, items);
      return done(BLOCKS_FORM, "목록 구성을 저장했어요.");
    }
    const document = documentOfForm(FIELDS, BLANK, form);
    await updateCollection(context.db, operator, id, checked(collectionInputSchema, document, `collection-${id}`));
    return done(`collection-${id}`, "저장했어요.");
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

type Data = Route.ComponentProps["loaderData"];
type Collection = Data["items"][number];

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { items, opened } = loaderData;
  const collection = opened ? items.find((item) => item.id === opened.id) : undefined;
  if (opened && collection) {
    return (
      <>
        <PageHead title={collection.title}>
          <a className={styles.button} href={`/collection/${collection.url}`} target="_blank" rel="noopener">
            쇼핑몰에서 보기
          </a>
          <Link className={styles.button} to="/admin/collections">
            컬렉션 목록
          </Link>
        </PageHead>
        <CollectionForm collection={collection} />
        <BlocksEditor id={collection.id} stored={opened.rows} choices={opened.choices} />
      </>
    );
  }
  return (
    <>
      <PageHead title="컬렉션" />
      <p className={styles.help}>
        컬렉션을 열어 이름, 노출, 배경 이미지와 목록 구성(상품·배너·빈 칸의 순서)을 바꿔요. 각 컬렉션 목록의 첫 번째
        배너 사진이 홈 화면의 카테고리 배너로 보여요.
      </p>
      <ul className={css.collections}>
        {items.map((item) => (
          <CollectionCard key={item.id} collection={item} />
        ))}
      </ul>
    </>
  );
}

function CollectionCard({ collection }: { collection: Collection }) {
  return (
    <li className={`${styles.panel} ${styles.form}`}>
      <h2>{collection.title}</h2>
      <span className={styles.muted}>
        /collection/{collection.url} · {collection.isExpose ? "메뉴에 노출" : "메뉴에 숨김"} · 순서{" "}
        {collection.position}
      </span>
      <div>
        <Link
          className={styles.button}
          to={`?blocks=${collection.id}`}
          aria-label={`${collection.title} 설정·목록 구성 편집`}
        >
          설정·목록 구성 편집
        </Link>
      </div>
    </li>
  );
}

/** The collection's own settings; its background picture is uploaded through the image picker. */
function CollectionForm({ collection }: { collection: Collection }) {
  const answer = useAnswer(`collection-${collection.id}`);
  const uploaded = useAnswer(IMAGE_UPLOAD_INTENT);
  const background = uploaded?.values?.field === BACKGROUND.name ? uploaded.values : null;
  const item = answer?.values ?? (background ? { ...collection, ...background } : collection);
  return (
    <section className={`${styles.panel} ${styles.form}`} aria-label={`${collection.title} 설정`}>
      <h2>
        설정 <span className={styles.muted}>/collection/{collection.url}</span>
      </h2>
      <ImageUploadForms fields={[BACKGROUND]} item={item} />
      <Form method="post" key={JSON.stringify(collection)} className={styles.form} noValidate>
        <input type="hidden" name="id" value={collection.id} />
        <ResourceForm fields={FIELDS} item={item} errors={answer?.errors} idPrefix={`collection-${collection.id}`} />
        <FormEnd answer={answer} intent="save">
          저장
        </FormEnd>
      </Form>
    </section>
  );
}
