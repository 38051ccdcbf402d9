// One product in the console (/admin/products/{id}, /admin/products/new): stock per product or
// option (coming back from 0 sends the restock alarms), who waits and what was sent, images,
// publish or hide, and every field the storefront uses.
import { Form, redirect } from "react-router";
import { formValues, withNumbers } from "../../../core/form";
import { optionNameOf } from "../../../core/option-name";
import { isPageStep, type PageState, pageOf, pageStateOf, pageStateOfForm, pageStep } from "../../../core/page-blocks";
import {
  imageStepSchema,
  productImageSchema,
  statusSchema as productStatusSchema,
} from "../../../server/api/admin/products";
import { stockSchema } from "../../../server/api/admin/stock";
import { parseQuery } from "../../../server/api/validation";
import { listCollectionsForEditor } from "../../../server/domain/admin/catalog/collections";
import { catalogEditorMessages } from "../../../server/domain/admin/catalog/messages";
import { productInputSchema } from "../../../server/domain/admin/catalog/product-document";
import {
  addProductImage,
  arrangeProductImage,
  createProduct,
  getProductDocument,
  setProductStatus,
  updateProduct,
} from "../../../server/domain/admin/products";
import { stripChoices } from "../../../server/domain/content/product-strips";
import { DomainError } from "../../../server/domain/errors";
import { idOf } from "../../../server/domain/ids";
import { restockHistory, waitingCounts } from "../../../server/domain/restock/requests";
import { setStock } from "../../../server/domain/restock/stock-change";
import { checkImageUpload, uploadMessages } from "../../../server/domain/uploads/images";
import { FormField } from "../../components/form-field";
import styles from "../../features/admin/admin.module.css";
import {
  checked,
  consoleAction,
  consoleHeaders,
  consoleLoader,
  consoleUpload,
  done,
} from "../../features/admin/console.server";
import { documentOfForm } from "../../features/admin/form-document";
import { when } from "../../features/admin/format";
import { IMAGE_STEP_DONE, IMAGE_STEP_INTENT, ImageDrop, ImageList } from "../../features/admin/image-picker";
import { OptionBuilder } from "../../features/admin/option-builder";
import {
  bulkOfForm,
  gridSchema,
  levelsSchema,
  optionFieldOf,
  optionsDocument,
  optionsOfForm,
  rebuilt,
} from "../../features/admin/option-form.server";
import { isOptionError, optionsStateOf } from "../../features/admin/option-inputs";
import { PageBlocks } from "../../features/admin/page-blocks";
import { pageBlocksSchema, pageStepSchema } from "../../features/admin/page-blocks.server";
import { BLANK_PRODUCT, PRODUCT_FIELDS } from "../../features/admin/product-fields";
import { isPickError, type PickerChoices, ProductPickers } from "../../features/admin/product-pickers";
import { isPickIntent } from "../../features/admin/product-picks";
import {
  type PickTargets,
  pickStep,
  picksOfForm,
  picksSchema,
  searchesOfForm,
} from "../../features/admin/product-picks.server";
import { ResourceForm } from "../../features/admin/resource-form";
import { FormEnd, Notice, PageError, PageHead, Submit, Table, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/product";

const productIdOf = (id: string) => parseQuery(idOf(catalogEditorMessages.productNotFound), id);

/** What the pickers offer: every product, and the collections with their sub-categories. */
async function pickerChoices(db: Route.LoaderArgs["context"]["db"]): Promise<PickerChoices> {
  const [products, collections] = await Promise.all([stripChoices(db), listCollectionsForEditor(db)]);
  return {
    products,
    collections: collections.map(({ id, title, subCategories }) => ({
      id,
      title,
      subCategories: subCategories.map(({ termId, name }) => ({ termId, name })),
    })),
  };
}

const pickTargetsOf = ({ products, collections }: PickerChoices): PickTargets => ({
  products: new Set(products.map((product) => product.id)),
  collections: new Map(collections.map((c) => [c.id, new Set(c.subCategories.map((sub) => sub.termId))])),
});

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return consoleLoader(request, context, async () => {
    const choices = await pickerChoices(context.db);
    if (params.id === "new") return { product: null, requests: [], waiting: {}, choices };
    const id = productIdOf(params.id);
    const [product, requests, waiting] = await Promise.all([
      getProductDocument(context.db, id),
      restockHistory(context.db, id),
      waitingCounts(context.db, id),
    ]);
    return { product, requests, waiting, choices };
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // The photo form alone is multipart: read streamed, its photo checked and stored as the API does.
  if (/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    const m = catalogEditorMessages;
    return consoleUpload(
      request,
      context,
      "images",
      (operator) => ({
        fileField: "file",
        maxFiles: 1,
        tooMany: uploadMessages.tooMany(1),
        checkFile: checkImageUpload,
        schema: productImageSchema,
        fallback: m.alt,
        required: m.noFile,
        // An unknown product is refused before its photo is received.
        open: async ({ alt }) => {
          const id = productIdOf(params.id);
          await getProductDocument(context.db, id);
          return { id, alt };
        },
        store: async ({ id, alt }, [file]) => {
          if (!file) throw new DomainError("invalid", m.noFile);
          return addProductImage(context.db, operator, id, { ...file, alt });
        },
      }),
      "이미지를 올렸어요.",
    );
  }
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const { db, publicBaseUrl } = context;
    if (
      intent === "save" ||
      intent === "options" ||
      intent === "options-bulk" ||
      isPageStep(intent) ||
      isPickIntent(intent)
    ) {
      const fields: Record<string, unknown> = {
        ...documentOfForm(PRODUCT_FIELDS, BLANK_PRODUCT, form),
        ...pickStep(picksOfForm(form), intent),
      };
      const stored = params.id === "new" ? null : await getProductDocument(db, productIdOf(params.id));
      // The option builder's levels and grid: rebuilt from what was sent (values renamed, added, removed).
      const sent = optionsOfForm(form);
      const variable = fields.type === "variable";
      if (variable) checked(levelsSchema, sent.levels, "save", { ...fields, options: sent });
      const bulk = intent === "options-bulk" ? bulkOfForm(form) : null;
      const options = rebuilt(sent, String(fields.regularPrice ?? ""), bulk);
      // The detail page's tabs and blocks, one editor step applied (page-blocks.tsx).
      const step = isPageStep(intent) ? pageStep(pageStateOfForm(form), intent) : { state: pageStateOfForm(form) };
      const values = { ...fields, options, pageBlocks: step.state };
      checked(pageStepSchema, step, "save", values);
      if (isPickIntent(intent)) {
        return { form: "save", errors: {}, values: { ...values, pickSearch: searchesOfForm(form, intent) } };
      }
      if (isPageStep(intent)) {
        return { form: "save", ok: "상세 페이지를 고쳤어요. 저장하면 쇼핑몰에 반영돼요.", errors: {}, values };
      }
      if (intent !== "save") {
        return { form: "save", ok: "조합을 만들었어요. 저장하면 쇼핑몰에 반영돼요.", errors: {}, values };
      }
      checked(pageBlocksSchema, step.state, "save", values);
      const self = stored?.id ?? null;
      checked(picksSchema(pickTargetsOf(await pickerChoices(db)), self), fields, intent, values);
      const optionParts = optionsDocument(options, stored?.variations ?? []);
      if (variable) checked(gridSchema(optionParts.attributes), optionParts.variations, "save", values, optionFieldOf);
      const document = { ...fields, ...optionParts, page: pageOf(step.state, stored?.images ?? []) };
      if (!stored) {
        const created = await createProduct(
          db,
          operator,
          checked(productInputSchema, document, intent, values, optionFieldOf),
        );
        return redirect(`/admin/products/${created.id}`);
      }
      // The photos and the thumbnail are not in the form: they are kept (the 이미지 panel edits them).
      await updateProduct(
        db,
        operator,
        stored.id,
        checked(
          productInputSchema,
          { ...document, images: stored.images, thumbnail: stored.thumbnail },
          intent,
          values,
          optionFieldOf,
        ),
        publicBaseUrl,
      );
      return done(intent, "저장했어요.");
    }
    const id = productIdOf(params.id);
    if (intent === IMAGE_STEP_INTENT) {
      const step = checked(imageStepSchema, formValues(form), intent);
      await arrangeProductImage(db, operator, id, step.image_id, step.step);
      return done(intent, IMAGE_STEP_DONE[step.step]);
    }
    if (intent === "publish") {
      const { status } = checked(productStatusSchema, formValues(form), intent);
      await setProductStatus(db, operator, id, status);
      return done(intent, status === "publish" ? "판매를 시작했어요." : "상품을 숨겼어요.");
    }
    const values = formValues(form);
    const target = stockFormOf(values.variation_id ?? null);
    const input = checked(stockSchema, { ...withNumbers(values, ["quantity"]), product_id: id }, target, values);
    await setStock(
      db,
      { productId: id, variationId: input.variation_id ?? null },
      input.quantity,
      publicBaseUrl,
      operator,
    );
    return done(target, "재고를 저장했어요.");
  });
}

/** The answer's form of one stock row: the product's own or an option's. */
const stockFormOf = (variationId: number | string | null) => `stock-${variationId ?? "product"}`;

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

type Product = NonNullable<Route.ComponentProps["loaderData"]["product"]>;
type Requests = Route.ComponentProps["loaderData"]["requests"];
type Variation = Product["variations"][number];

const MESSAGE_STATES: Record<string, string> = {
  pending: "보내는 중",
  sending: "보내는 중",
  sent: "보냄",
  failed: "실패",
  unknown: "확인 필요",
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, requests, waiting, choices } = loaderData;
  return product ? (
    <>
      <PageHead title={product.name}>
        <a className={styles.button} href={`/product/${product.slug}`} target="_blank" rel="noopener">
          쇼핑몰에서 보기
        </a>
        <PublishButton product={product} />
      </PageHead>
      <StockPanel product={product} waiting={waiting} />
      <RestockPanel product={product} requests={requests} />
      <ImagesPanel product={product} />
      <ProductEditor product={product} choices={choices} />
    </>
  ) : (
    <>
      <PageHead title="상품 추가" />
      <ProductEditor product={null} choices={choices} />
    </>
  );
}

function PublishButton({ product }: { product: Product }) {
  const next = product.status === "publish" ? "hidden" : "publish";
  return (
    <>
      <Form method="post">
        <input type="hidden" name="status" value={next} />
        <Submit intent="publish" className={next === "publish" ? styles.primary : styles.button}>
          {next === "publish" ? "판매 시작" : "숨기기"}
        </Submit>
      </Form>
      <Notice answer={useAnswer("publish")} />
    </>
  );
}

const optionName = (variation: Variation) => optionNameOf(variation.attributes);

/** Each stock row with the restock requests waiting for it (an option's own, or the product's). */
function StockPanel({ product, waiting }: { product: Product; waiting: Record<number, number> }) {
  const targets =
    product.type === "variable"
      ? product.variations.map((variation) => ({
          variationId: variation.id as number | null,
          label: optionName(variation),
          stock: variation.stockQuantity,
          waiting: waiting[variation.id ?? 0] ?? 0,
        }))
      : [{ variationId: null, label: "상품", stock: product.stockQuantity ?? 0, waiting: waiting[0] ?? 0 }];
  return (
    <section className={styles.panel} aria-labelledby="stock-title">
      <h2 id="stock-title">재고</h2>
      <p className={styles.help}>품절(0개)에서 재고를 채우면 재입고 알림 신청자에게 문자가 나가요.</p>
      <div className={styles.rows}>
        {targets.map((target) => (
          <StockForm key={target.variationId ?? 0} {...target} />
        ))}
      </div>
    </section>
  );
}

function StockForm({
  variationId,
  label,
  stock,
  waiting,
}: {
  variationId: number | null;
  label: string;
  stock: number;
  waiting: number;
}) {
  const answer = useAnswer(stockFormOf(variationId));
  return (
    <Form method="post" className={styles.form} noValidate>
      {variationId === null ? null : <input type="hidden" name="variation_id" value={variationId} />}
      <div className={styles.inline}>
        <FormField
          key={stock}
          name="quantity"
          idPrefix={`stock-${variationId ?? "product"}`}
          label={`${label} 재고`}
          className={styles.field}
          inputMode="numeric"
          error={answer?.errors.quantity}
          defaultValue={String(answer?.values?.quantity ?? stock)}
        />
        <Submit intent="stock" className={styles.button}>
          재고 저장
        </Submit>
        {stock === 0 ? <span className={styles.badge}>품절</span> : null}
        {waiting > 0 ? <span className={styles.muted}>알림 대기 {waiting}명</span> : null}
      </div>
      <Notice answer={answer} />
    </Form>
  );
}

function RestockPanel({ product, requests }: { product: Product; requests: Requests }) {
  const variationName = (id: number) => {
    const variation = product.variations.find((v) => v.id === id);
    return variation ? optionName(variation) : "상품";
  };
  return (
    <section className={styles.panel} aria-labelledby="restock-title">
      <h2 id="restock-title">재입고 알림 ({requests.filter((r) => r.status === "waiting").length}명 대기)</h2>
      <div className={styles.tableWrap}>
        <Table head={["신청자", "옵션", "신청일시", "상태", "문자"]} rows={requests}>
          {(request) => (
            <tr key={request.id}>
              <td>
                {request.destName} · {request.destPhone}
              </td>
              <td>{variationName(request.variationId)}</td>
              <td>{when(request.createdAt)}</td>
              <td>{request.status === "waiting" ? "대기" : `알림 ${when(request.notifiedAt)}`}</td>
              <td>{request.messageStatus ? (MESSAGE_STATES[request.messageStatus] ?? request.messageStatus) : "—"}</td>
            </tr>
          )}
        </Table>
      </div>
      {requests.length === 0 ? <p className={styles.muted}>신청이 없어요.</p> : null}
    </section>
  );
}

/**
 * The product's photos in the gallery's order (위로/아래로, 대표 이미지, 빼기), then one photo at a
 * time (.jpg, .jpeg or .png, up to 20 MB) posted to the page's action as a multipart form; a refusal
 * shows beside its field, and the emptied form comes back once the photo is in.
 */
function ImagesPanel({ product }: { product: Product }) {
  const answer = useAnswer("images");
  return (
    <section className={styles.panel} aria-labelledby="images-title">
      <h2 id="images-title">이미지</h2>
      <p className={styles.help}>
        첫 번째 사진이 대표 이미지예요. 상품 카드와 상세 페이지, 공유 미리보기, 장바구니와 주문서에 이 사진이 보여요.
        ‘대표 이미지로’를 누르면 그 사진이 맨 앞으로 옮겨져요.
      </p>
      <ImageList images={product.images} />
      <Form key={product.images.length} className={styles.form} method="post" encType="multipart/form-data" noValidate>
        {/* 설명 comes first: the browser sends it before the file, so it is checked before a byte is taken. */}
        <FormField
          name="alt"
          idPrefix="image"
          label="설명"
          className={styles.field}
          error={answer?.errors.alt}
          defaultValue={String(answer?.values?.alt ?? "")}
        />
        <ImageDrop name="file" idPrefix="image" label="이미지 파일 추가" error={answer?.errors.file} />
        <Notice answer={answer} />
        <div>
          <Submit intent="images" className={styles.button}>
            올리기
          </Submit>
        </div>
      </Form>
    </section>
  );
}

/** The product's fields; a refused save shows what was sent, a saved one the product as stored. */
function ProductEditor({ product, choices }: { product: Product | null; choices: PickerChoices }) {
  const answer = useAnswer("save");
  const item = answer?.values ?? product ?? BLANK_PRODUCT;
  const options = optionsStateOf(item);
  const errors = answer?.errors ?? {};
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter(([name]) => !isOptionError(name) && !isPickError(name) && !name.startsWith("page")),
  );
  const page = (answer?.values?.pageBlocks as PageState | undefined) ?? pageStateOf(product?.page);
  return (
    <Form
      method="post"
      key={JSON.stringify(product)}
      className={`${styles.panel} ${styles.form}`}
      aria-labelledby="editor-title"
      noValidate
    >
      <h2 id="editor-title">상품 정보</h2>
      <ResourceForm fields={PRODUCT_FIELDS} item={item} errors={fieldErrors} />
      <ProductPickers item={item} choices={choices} errors={errors} self={product?.id ?? null} />
      <OptionBuilder key={JSON.stringify(options)} state={options} errors={errors} />
      <PageBlocks key={JSON.stringify(page)} state={page} images={product?.images ?? []} errors={errors} />
      <FormEnd answer={answer} intent="save">
        저장
      </FormEnd>
    </Form>
  );
}
