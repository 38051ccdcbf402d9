// One product in the console (/admin/products/{id}, /admin/products/new): stock per product or
// option (coming back from 0 sends the restock alarms), who waits and what was sent, images,
// publish or hide, and every field the storefront uses.
import { useState } from "react";
import { useNavigate } from "react-router";
import styles from "../../features/admin/admin.module.css";
import { adminLoad, when } from "../../features/admin/api";
import { BLANK_PRODUCT, PRODUCT_FIELDS } from "../../features/admin/product-fields";
import { ResourceForm } from "../../features/admin/resource-form";
import {
  adminPage,
  FormEnd,
  type LoadArgs,
  PageError,
  PageHead,
  Table,
  useChange,
  type ViewProps,
} from "../../features/admin/ui";

type Variation = { id: number; attributes: { name: string; option: string }[]; stockQuantity: number };
type Image = { id: number; src: string; alt: string };
type Product = Record<string, unknown> & {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  status: "publish" | "hidden";
  stockQuantity: number | null;
  variations: Variation[];
  images: Image[];
};
type Request = {
  id: number;
  variationId: number;
  destName: string;
  destPhone: string;
  status: "waiting" | "notified";
  createdAt: string;
  notifiedAt: string | null;
  messageStatus: string | null;
};

async function load({ params }: LoadArgs) {
  if (params.id === "new") return { product: null, requests: [] as Request[] };
  const id = encodeURIComponent(params.id);
  const [{ item }, { items }] = await Promise.all([
    adminLoad<{ item: Product }>(`/api/admin/products/${id}`),
    adminLoad<{ items: Request[] }>(`/api/admin/restock/${id}`),
  ]);
  return { product: item, requests: items };
}

export const ErrorBoundary = PageError;

const MESSAGE_STATES: Record<string, string> = {
  pending: "보내는 중",
  sending: "보내는 중",
  sent: "보냄",
  failed: "실패",
  unknown: "확인 필요",
};

const READ_ONLY = new Set(["id", "createdAt", "updatedAt", "ratingCount", "averageRating", "salesCount", "status"]);

function ProductPage({ loaderData }: ViewProps<typeof load>) {
  const { product, requests } = loaderData;
  return product ? (
    <>
      <PageHead title={product.name}>
        <a className={styles.button} href={`/product/${product.slug}`} target="_blank" rel="noopener">
          쇼핑몰에서 보기
        </a>
        <PublishButton product={product} />
      </PageHead>
      <StockPanel product={product} />
      <RestockPanel product={product} requests={requests} />
      <ImagesPanel product={product} />
      {/* A saved change elsewhere on the page reloads the product: the form starts again from it. */}
      <ProductEditor key={JSON.stringify(product)} product={product} />
    </>
  ) : (
    <>
      <PageHead title="상품 추가" />
      <ProductEditor product={null} />
    </>
  );
}

function PublishButton({ product }: { product: Product }) {
  const change = useChange();
  const next = product.status === "publish" ? "hidden" : "publish";
  return (
    <>
      <button
        type="button"
        className={next === "publish" ? styles.primary : styles.button}
        disabled={change.busy}
        onClick={() =>
          change.send(
            "POST",
            `/api/admin/products/${product.id}/status`,
            { status: next },
            next === "publish" ? "판매를 시작했어요." : "상품을 숨겼어요.",
          )
        }
      >
        {next === "publish" ? "판매 시작" : "숨기기"}
      </button>
      {change.notice}
    </>
  );
}

const optionName = (variation: Variation) => variation.attributes.map((attribute) => attribute.option).join(" / ");

function StockPanel({ product }: { product: Product }) {
  const change = useChange();
  const targets =
    product.type === "variable"
      ? product.variations.map((variation) => ({
          key: variation.id,
          variationId: variation.id,
          label: optionName(variation),
          stock: variation.stockQuantity,
        }))
      : [{ key: 0, variationId: null, label: "상품", stock: product.stockQuantity ?? 0 }];
  return (
    <section className={styles.panel} aria-labelledby="stock-title">
      <h2 id="stock-title">재고</h2>
      <p className={styles.help}>품절(0개)에서 재고를 채우면 재입고 알림 신청자에게 문자가 나가요.</p>
      <div className={styles.rows}>
        {targets.map((target) => (
          <form
            key={target.key}
            className={styles.inline}
            onSubmit={(event) => {
              event.preventDefault();
              const quantity = Number(new FormData(event.currentTarget).get("quantity"));
              change.send<{ queued: number }>(
                "POST",
                "/api/admin/stock",
                { product_id: product.id, variation_id: target.variationId, quantity },
                "재고를 저장했어요.",
              );
            }}
          >
            <label className={styles.inline}>
              {target.label} 재고
              <input name="quantity" type="number" min={0} max={99999} defaultValue={target.stock} required />
            </label>
            <button type="submit" className={styles.button} disabled={change.busy}>
              재고 저장
            </button>
            {target.stock === 0 ? <span className={styles.badge}>품절</span> : null}
          </form>
        ))}
      </div>
      {change.notice}
    </section>
  );
}

function RestockPanel({ product, requests }: { product: Product; requests: Request[] }) {
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

function ImagesPanel({ product }: { product: Product }) {
  const change = useChange();
  return (
    <section className={styles.panel} aria-labelledby="images-title">
      <h2 id="images-title">이미지</h2>
      <div className={styles.inline}>
        {product.images.map((image) => (
          <img key={image.id} src={image.src} alt={image.alt} width={96} height={96} style={{ objectFit: "cover" }} />
        ))}
      </div>
      <form
        className={styles.inline}
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          if (
            await change.send(
              "POST",
              `/api/admin/products/${product.id}/images`,
              new FormData(form),
              "이미지를 올렸어요.",
            )
          ) {
            form.reset();
          }
        }}
      >
        <label className={styles.field}>
          이미지 파일 (.jpg, .jpeg, .png, 20MB 이하)
          <input name="file" type="file" accept=".jpg,.jpeg,.png" required />
        </label>
        <label className={styles.field}>
          설명
          <input name="alt" />
        </label>
        <button type="submit" className={styles.button} disabled={change.busy}>
          올리기
        </button>
      </form>
      {change.notice}
    </section>
  );
}

function ProductEditor({ product }: { product: Product | null }) {
  const [item, setItem] = useState<Record<string, unknown>>(product ?? BLANK_PRODUCT);
  const change = useChange();
  const navigate = useNavigate();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(Object.entries(item).filter(([key]) => !READ_ONLY.has(key)));
    if (product) {
      await change.send("PUT", `/api/admin/products/${product.id}`, body, "저장했어요.");
      return;
    }
    const created = await change.send<{ item: { id: number } }>(
      "POST",
      "/api/admin/products",
      body,
      "상품을 만들었어요.",
    );
    if (created) navigate(`/admin/products/${created.item.id}`, { replace: true });
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={save} aria-labelledby="editor-title">
      <h2 id="editor-title">상품 정보</h2>
      <ResourceForm fields={PRODUCT_FIELDS} blank={BLANK_PRODUCT} item={item} onChange={setItem} />
      <FormEnd change={change}>저장</FormEnd>
    </form>
  );
}

export default adminPage(load, ProductPage);
