// Creating and editing a record of a simple editor (/admin/{resource}/new, /admin/{resource}/{id}).
// Popups get a preview of the URLs their rule matches (the storefront's own rule, asked from this
// page's action); the top banner a preview of what is typed, its countdown ticking. Makers notes and
// content pages edit their body with the block editor, its pictures uploaded on the page.
import { useState } from "react";
import { Form, redirect } from "react-router";
import { z } from "zod";
import { isPageStep, uploadedOfForm } from "../../../core/page-blocks";
import { apiMessages } from "../../../server/api/messages";
import { parseQuery } from "../../../server/api/validation";
import { setContentPageProducts, setMakersNoteProducts } from "../../../server/domain/admin/content";
import { popupPreviewSchema, previewPopup } from "../../../server/domain/admin/engagement";
import { stripChoices, stripPicksSchema } from "../../../server/domain/content/product-strips";
import { DomainError } from "../../../server/domain/errors";
import { idOf } from "../../../server/domain/ids";
import { checkImageUpload, uploadMessages } from "../../../server/domain/uploads/images";
import { mediaMessages, storeMedia } from "../../../server/domain/uploads/media";
import styles from "../../features/admin/admin.module.css";
import { BodyBlocks, BodyUploadForm } from "../../features/admin/body-blocks";
import { bodyOfForm, bodyValues } from "../../features/admin/body-blocks.server";
import {
  checked,
  consoleAction,
  consoleHeaders,
  consoleLoader,
  consoleUpload,
  done,
} from "../../features/admin/console.server";
import { editorOfPath } from "../../features/admin/editors.server";
import { documentOfForm } from "../../features/admin/form-document";
import { IMAGE_UPLOAD_INTENT, ImageUploadForms } from "../../features/admin/image-picker";
import { BannerPreview, PopupUrlPreview } from "../../features/admin/previews";
import { ResourceForm } from "../../features/admin/resource-form";
import { BODY_IMAGES, bodyFieldOf, imageFieldsOf, resourceNamed } from "../../features/admin/resources";
import { STRIP_INTENT, StripPicker } from "../../features/admin/strip-picker";
import { Notice, PageError, PageHead, Submit, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/resource-edit";

type Item = Record<string, unknown>;

/** The editors whose record ends with a product strip (issue 21), and how its picks are saved. */
const STRIP_SAVERS = { "makers-notes": setMakersNoteProducts, "content-pages": setContentPageProducts } as const;
const stripSaverOf = (path: string) =>
  Object.hasOwn(STRIP_SAVERS, path) ? STRIP_SAVERS[path as keyof typeof STRIP_SAVERS] : null;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => {
    const { resource, editor } = editorOfPath(params.resource, context);
    // The server's clock for what is drawn from it (the banner's countdown), so the page hydrates as drawn.
    const renderedAt = Date.now();
    if (params.id === "new") return { path: resource.path, id: null, item: resource.blank, strip: null, renderedAt };
    const id = parseQuery(idOf(editor.notFound), params.id);
    const record = (await editor.find(context.db, id)) as Item;
    const item = bodyFieldOf(resource) ? { ...record, ...(await bodyValues(context.db, record, [])) } : record;
    const strip = stripSaverOf(resource.path) ? { choices: await stripChoices(context.db) } : null;
    return { path: resource.path, id, item, strip, renderedAt };
  });
}

/** An image field's upload form: the field, and the image fields' current addresses to keep. */
const imageUploadSchema = z
  .object({
    intent: z.literal(IMAGE_UPLOAD_INTENT, { error: mediaMessages.field }),
    field: z.string({ error: mediaMessages.field }).max(100, mediaMessages.field),
  })
  .catchall(z.string().max(2000, apiMessages.invalidInput));

export async function action({ request, context, params }: Route.ActionArgs) {
  // An image field's upload is multipart: read streamed, the photo stored as the product's are; the
  // answer puts its address (and size) in the form, which 저장 then keeps. A picture for the body is
  // offered to its image blocks.
  if (/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    const { resource, editor } = editorOfPath(params.resource, context);
    const fields = imageFieldsOf(resource);
    const recordOf = async () =>
      params.id === "new"
        ? resource.blank
        : ((await editor.find(context.db, parseQuery(idOf(editor.notFound), params.id))) as Item);
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
        open: async (sent) => {
          const kept = Object.fromEntries(fields.map(({ name }) => [name, String(sent[name] ?? "")]));
          if (sent.field === BODY_IMAGES && bodyFieldOf(resource)) {
            const form = { get: (name: string) => sent[name], has: (name: string) => Object.hasOwn(sent, name) };
            return { field: null, kept, body: { record: await recordOf(), uploaded: uploadedOfForm(form) } };
          }
          const field = fields.find((candidate) => candidate.name === sent.field);
          if (!field) throw new DomainError("invalid", mediaMessages.field);
          return { field, kept, body: null };
        },
        store: async ({ field, kept, body }, [file]) => {
          if (!file) throw new DomainError("invalid", mediaMessages.noFile);
          const stored = await storeMedia(context.db, file);
          if (body) {
            const uploaded = [...body.uploaded, stored.src];
            const record = { ...body.record, ...kept };
            return { ...kept, ...(await bodyValues(context.db, record, uploaded)), field: BODY_IMAGES };
          }
          if (!field) throw new DomainError("invalid", mediaMessages.field);
          const size = field.size ? { [field.size[0]]: stored.width, [field.size[1]]: stored.height } : {};
          return { ...kept, ...size, [field.name]: stored.src, field: field.name };
        },
      }),
      "사진을 올렸어요. 저장을 누르면 반영돼요.",
      (values) =>
        values.field === BODY_IMAGES ? { values, ok: "사진을 올렸어요. 이미지 블록에서 고를 수 있어요." } : { values },
    );
  }
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const { resource, editor } = editorOfPath(params.resource, context);
    const base = `/admin/${resource.path}`;
    const id = params.id === "new" ? null : parseQuery(idOf(editor.notFound), params.id);
    if (intent === "delete" && id !== null) {
      await editor.remove(context.db, operator, id);
      return redirect(base);
    }
    const saveStrip = stripSaverOf(resource.path);
    if (intent === STRIP_INTENT && saveStrip && id !== null) {
      const sent = form.getAll("productIds").map((value) => Number(value));
      const picks = checked(stripPicksSchema, { productIds: sent }, intent);
      await saveStrip(context.db, operator, id, picks.productIds);
      return done(intent, "함께 보여줄 상품을 저장했어요.");
    }
    const document = documentOfForm(resource.fields, resource.blank, form);
    if (intent === "preview") {
      const urls = String(form.get("urls") ?? "");
      const list = urls
        .split("\n")
        .map((url) => url.trim())
        .filter(Boolean);
      const preview = checked(popupPreviewSchema, { popup: document, urls: list }, intent, { ...document, urls });
      return { form: intent, errors: {}, values: { ...document, urls }, preview: previewPopup(preview) };
    }
    // A note's or content page's body: an editor step answers with the edited blocks; 저장 stores them.
    const body = bodyFieldOf(resource) ? await bodyOfForm(context.db, form, intent, document) : null;
    if (body && isPageStep(intent))
      return { form: "save", ok: "본문을 고쳤어요. 저장하면 쇼핑몰에 반영돼요.", errors: {}, values: body.values };
    const input = checked(
      editor.schema,
      body ? { ...document, blocks: body.blocks() } : document,
      "save",
      body?.values ?? document,
    );
    if (id === null) {
      const created = await editor.create(context.db, operator, input);
      return redirect(`${base}/${created.id}`);
    }
    const saved = await editor.update(context.db, operator, id, input);
    const notice = editor.noticeOf?.(saved);
    return done("save", notice ? `저장했어요. ${notice}` : "저장했어요.");
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function ResourceEdit({ loaderData }: Route.ComponentProps) {
  const resource = resourceNamed(loaderData.path);
  const saved = useAnswer("save");
  const preview = useAnswer("preview");
  const uploaded = useAnswer(IMAGE_UPLOAD_INTENT);
  const answer = saved ?? preview;
  // An uploaded image is in the form until 저장 (a refused upload keeps the images as they were); the
  // form is not drawn again, so what was typed stays (once scripts run).
  const item = answer?.values ?? (uploaded?.values ? { ...loaderData.item, ...uploaded.values } : loaderData.item);
  // What the form holds now, for the banner's preview (the saved record until something is typed).
  const [draft, setDraft] = useState<Item | null>(null);
  if (!resource) return null;
  const view = loaderData.id === null ? null : (resource.viewHref?.(loaderData.item) ?? null);
  return (
    <>
      <PageHead title={loaderData.id === null ? `${resource.noun} 추가` : `${resource.noun} 수정`}>
        {view ? (
          <a className={styles.button} href={view} target="_blank" rel="noopener">
            쇼핑몰에서 보기
          </a>
        ) : null}
      </PageHead>
      <ImageUploadForms fields={imageFieldsOf(resource)} item={item} />
      {bodyFieldOf(resource) ? <BodyUploadForm item={item} imageFields={imageFieldsOf(resource)} /> : null}
      <Form
        method="post"
        key={JSON.stringify(loaderData.item)}
        className={styles.form}
        noValidate
        onChange={(event) =>
          setDraft(documentOfForm(resource.fields, resource.blank, new FormData(event.currentTarget)))
        }
      >
        <div className={`${styles.panel} ${styles.form}`}>
          <ResourceForm
            fields={resource.fields}
            item={item}
            errors={answer?.errors}
            body={bodyFieldOf(resource) ? <BodyBlocks item={item} errors={answer?.errors ?? {}} /> : undefined}
          />
          <Notice answer={answer} />
          <div className={styles.inline}>
            <Submit intent="save">저장</Submit>
            {loaderData.id === null ? null : (
              <Submit intent="delete" className={styles.danger} confirm={`이 ${resource.noun}을(를) 삭제할까요?`}>
                삭제
              </Submit>
            )}
          </div>
        </div>
        {resource.path === "popups" ? <PopupUrlPreview urls={String(item.urls ?? "")} answer={preview} /> : null}
      </Form>
      {resource.path === "top-banners" ? (
        <BannerPreview banner={draft ?? item} renderedAt={loaderData.renderedAt} />
      ) : null}
      {loaderData.strip ? (
        <StripPicker
          choices={loaderData.strip.choices}
          picked={Array.isArray(loaderData.item.productIds) ? (loaderData.item.productIds as number[]) : []}
        />
      ) : null}
    </>
  );
}
