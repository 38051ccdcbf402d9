// The product editor's detail page blocks (issue 22 "Detail page editor"): tabs (add, rename,
// remove, 위로/아래로) and in each tab blocks of the storefront's kinds (글, 이미지, 이미지 + 글, 안내,
// 소제목), edited with plain inputs of the product form. Each step posts the form to the page's
// action, which answers with the edited page (core/page-blocks.ts), so it works before scripts
// load; 저장 saves. Beside (desktop) or below (phone) it, the storefront's own block components
// show the page at phone width: the last answer's page, and with scripts the form as typed. In its
// single page mode (a makers note's or content page's body) it has one tab and no tab bar.
import { type ReactNode, useState } from "react";
import { variantUrlOf } from "../../../core/media";
import {
  BLOCK_KINDS,
  type BlockImage,
  blockInput,
  type EditorBlock,
  type PageMode,
  type PageState,
  PRODUCT_PAGE,
  pageOf,
  pageStateOfForm,
  pageStepIntent,
  tabInput,
} from "../../../core/page-blocks";
import { FormError } from "../../components/form-field";
import { ContentBlocks } from "../product/content-blocks";
import styles from "./admin.module.css";
import css from "./page-blocks.module.css";
import { StepButton, Submit } from "./ui";

type Errors = Partial<Record<string, string>>;

const COPY = {
  product: {
    legend: "상세 페이지",
    help: "탭과 블록을 더하고 고친 뒤 ‘저장’을 누르면 상품 상세에 보여요. 탭이 2개 이상이면 상세 위에 탭 바가 생겨요. 이미지는 위 ‘이미지’에서 올린 상품 사진 중에서 골라요.",
    noImages: "상품 사진이 없어요. 상품을 저장한 뒤 ‘이미지’에서 사진을 올려주세요.",
    photo: "상품 사진",
    preview: "상세 페이지 미리보기",
  },
  single: {
    legend: "본문",
    help: "블록을 더하고 고친 뒤 ‘저장’을 누르면 쇼핑몰에 보여요. 이미지 블록에는 아래에서 올린 사진이나 본문·대표 이미지에 쓴 사진을 골라요.",
    noImages: "고를 사진이 없어요. 위 ‘본문 사진 올리기’에서 사진을 먼저 올려주세요.",
    photo: "사진",
    preview: "본문 미리보기",
  },
} as const;

type Copy = (typeof COPY)[keyof typeof COPY];

export function PageBlocks({
  state,
  images,
  errors,
  mode = PRODUCT_PAGE,
  children,
}: {
  state: PageState;
  images: BlockImage[];
  errors: Errors;
  mode?: PageMode;
  /** What the editor offers above its blocks (a body's picture upload). */
  children?: ReactNode;
}) {
  const [preview, setPreview] = useState(state);
  const named = state.tabs.length > 1;
  const copy = mode.tabs === 1 ? COPY.single : COPY.product;
  return (
    <fieldset
      className={`${styles.field} ${css.editor}`}
      aria-describedby="page-help"
      onChange={(event) => {
        const form = event.currentTarget.form;
        if (form) setPreview(pageStateOfForm(new FormData(form), mode));
      }}
    >
      <legend>{copy.legend}</legend>
      <span id="page-help" className={styles.help}>
        {copy.help}
      </span>
      {errors.page ? <FormError message={errors.page} /> : null}
      {children}
      <div className={css.layout}>
        <div className={css.tabs}>
          <ol className={css.tabs}>
            {state.tabs.map((tab, t) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tab's place is its inputs' names
              <li key={t} className={css.tab}>
                <input type="hidden" name={tabInput(t, "anchor")} value={tab.anchor} />
                {named ? (
                  <label className={styles.field}>
                    탭 {t + 1} 이름
                    <input
                      type="text"
                      name={tabInput(t, "title")}
                      defaultValue={tab.title}
                      placeholder="예: 제품 정보"
                      aria-invalid={errors[tabInput(t, "title")] ? true : undefined}
                    />
                    <FieldError message={errors[tabInput(t, "title")]} />
                  </label>
                ) : (
                  <input type="hidden" name={tabInput(t, "title")} value={tab.title} />
                )}
                {named ? (
                  <div className={styles.inline}>
                    <StepButton value={pageStepIntent("tab-up", t)} disabled={t === 0} label={`탭 ${t + 1} 위로`}>
                      탭 위로
                    </StepButton>
                    <StepButton
                      value={pageStepIntent("tab-down", t)}
                      disabled={t === state.tabs.length - 1}
                      label={`탭 ${t + 1} 아래로`}
                    >
                      탭 아래로
                    </StepButton>
                    <StepButton value={pageStepIntent("tab-remove", t)} label={`탭 ${t + 1} 빼기`} danger>
                      탭 빼기
                    </StepButton>
                  </div>
                ) : null}
                <FormError message={errors[`page.${t}`]} />
                <ol className={css.blocks} aria-label={named ? `탭 ${t + 1}의 블록` : "블록"}>
                  {tab.blocks.map((block, b) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a block's place is its inputs' names
                    <li key={b} className={css.block}>
                      <Block
                        block={block}
                        tab={t}
                        index={b}
                        last={b === tab.blocks.length - 1}
                        images={images}
                        errors={errors}
                        copy={copy}
                      />
                    </li>
                  ))}
                </ol>
                {tab.blocks.length === 0 ? <p className={styles.muted}>아직 블록이 없어요.</p> : null}
                <div className={styles.inline}>
                  {BLOCK_KINDS.map(([kind, label]) => (
                    <Submit key={kind} intent={pageStepIntent("block-add", t, kind)} className={styles.button}>
                      {`+ ${label}`}
                    </Submit>
                  ))}
                </div>
              </li>
            ))}
          </ol>
          {mode.tabs > 1 ? (
            <div>
              <Submit intent={pageStepIntent("tab-add")} className={styles.button}>
                탭 추가
              </Submit>
            </div>
          ) : null}
        </div>
        <div className={css.previewWrap}>
          <h3 className={css.previewTitle}>미리보기 (휴대폰 화면)</h3>
          <Preview state={preview} images={images} label={copy.preview} />
        </div>
      </div>
    </fieldset>
  );
}

function FieldError({ message }: { message?: string }) {
  return message ? <span className={styles.fieldError}>{message}</span> : null;
}

const kindLabel = (block: EditorBlock) => BLOCK_KINDS.find(([kind]) => kind === block.kind)?.[1] ?? "";

function Block({
  block,
  tab,
  index,
  last,
  images,
  errors,
  copy,
}: {
  block: EditorBlock;
  tab: number;
  index: number;
  last: boolean;
  images: BlockImage[];
  errors: Errors;
  copy: Copy;
}) {
  const name = (field: keyof EditorBlock) => blockInput(tab, index, field);
  const label = `${index + 1}. ${kindLabel(block)}`;
  const hasImage = block.kind === "image" || block.kind === "imageText";
  const hasText = block.kind !== "image";
  const textId = `page-${tab}-${index}-text`;
  // The block's current image stays offered when it is not (or no longer) one of the product's photos.
  const choices = block.src && !images.some((image) => image.src === block.src) ? [block, ...images] : images;
  return (
    <fieldset className={css.blockFields}>
      <legend>{label}</legend>
      <input type="hidden" name={name("kind")} value={block.kind} />
      <input type="hidden" name={name("width")} value={block.width} />
      <input type="hidden" name={name("height")} value={block.height} />
      {hasImage ? (
        <>
          <fieldset className={css.choices} aria-invalid={errors[name("src")] ? true : undefined}>
            <legend>이미지</legend>
            {choices.length === 0 ? <p className={styles.muted}>{copy.noImages}</p> : null}
            {choices.map((image) => (
              <label key={image.src} className={css.choice}>
                <input type="radio" name={name("src")} value={image.src} defaultChecked={image.src === block.src} />
                <img src={variantUrlOf(image.src, "card")} alt={image.alt || copy.photo} width={64} height={64} />
              </label>
            ))}
            <FieldError message={errors[name("src")]} />
          </fieldset>
          <label className={styles.field}>
            이미지 설명 (대체 텍스트)
            <input
              type="text"
              name={name("alt")}
              defaultValue={block.alt}
              aria-label={`${label} 이미지 설명`}
              aria-invalid={errors[name("alt")] ? true : undefined}
            />
            <FieldError message={errors[name("alt")]} />
          </label>
        </>
      ) : null}
      {hasText ? (
        <div className={styles.field}>
          <label htmlFor={textId}>
            {block.kind === "notice" ? "안내 (한 줄에 하나씩)" : block.kind === "heading" ? "소제목" : "글"}
          </label>
          {block.kind === "heading" ? (
            <input
              id={textId}
              type="text"
              name={name("text")}
              defaultValue={block.text}
              aria-invalid={errors[name("text")] ? true : undefined}
            />
          ) : (
            <textarea
              id={textId}
              name={name("text")}
              defaultValue={block.text}
              rows={block.kind === "notice" ? 4 : 5}
              aria-invalid={errors[name("text")] ? true : undefined}
            />
          )}
          <FieldError message={errors[name("text")]} />
        </div>
      ) : null}
      <div className={styles.inline}>
        <StepButton value={pageStepIntent("block-up", tab, index)} disabled={index === 0} label={`${label} 위로`}>
          위로
        </StepButton>
        <StepButton value={pageStepIntent("block-down", tab, index)} disabled={last} label={`${label} 아래로`}>
          아래로
        </StepButton>
        <StepButton value={pageStepIntent("block-remove", tab, index)} label={`${label} 빼기`} danger>
          빼기
        </StepButton>
      </div>
    </fieldset>
  );
}

/** The page as the storefront shows it: its tab names, then its blocks by the storefront's component. */
function Preview({ state, images, label }: { state: PageState; images: BlockImage[]; label: string }) {
  const page = pageOf(state, images);
  // An image block whose photo is not chosen yet has nothing to show.
  const blocks = page?.mobileContent.filter((block) => block.type !== "image" || block.src) ?? [];
  return (
    // A long page scrolls inside the preview: the keyboard reaches it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (axe scrollable-region-focusable)
    <section className={css.preview} aria-label={label} tabIndex={0}>
      {page?.navigation.length ? (
        <ul className={css.previewTabs}>
          {page.navigation.map((tab) => (
            <li key={tab.data.anchor}>{tab.data.title || "(이름 없음)"}</li>
          ))}
        </ul>
      ) : null}
      {blocks.length ? <ContentBlocks blocks={blocks} /> : <p className={styles.muted}>아직 내용이 없어요.</p>}
    </section>
  );
}
