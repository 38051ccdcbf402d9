// A collection's list composition in the console (issue 22): rows of products (chosen by name with
// their thumbnails), banners (pictures through the image picker, alt text, link) and blank cells
// (with their anchor), in the storefront's order. Every step is a submit of the editor's form
// (collection-rows.ts), so it works before scripts load; with scripts the search filters as the
// operator types. A banner's picture is sent by an upload form of its own that carries the rows as
// they are, so a new banner row keeps its place when its picture arrives.
import { useState } from "react";
import { Form } from "react-router";
import { FormError } from "../../components/form-field";
import styles from "./admin.module.css";
import { ChoiceLabel, type StripChoice } from "./choice-label";
import css from "./collection-blocks.module.css";
import {
  BANNER_PICTURES,
  BLOCKS_FORM,
  type BlockRow,
  blockInput,
  pickInputName,
  placedIds,
  ROW_KINDS,
  rowIntent,
  searchInputName,
} from "./collection-rows";
import { IMAGE_UPLOAD_INTENT, ImageField, uploadFormIdOf } from "./image-picker";
import { matchesOf } from "./product-pickers";
import pick from "./product-pickers.module.css";
import { FormEnd, StepButton, Submit, useAnswer } from "./ui";

type Errors = Partial<Record<string, string>>;

/** How many of the collection's products the search shows at once. */
const SHOWN_MATCHES = 20;

export function BlocksEditor({ id, stored, choices }: { id: number; stored: BlockRow[]; choices: StripChoice[] }) {
  const answer = useAnswer(BLOCKS_FORM);
  const uploaded = useAnswer(IMAGE_UPLOAD_INTENT);
  const rows = (answer?.values?.blocks ?? uploaded?.values?.blocks ?? stored) as BlockRow[];
  const errors: Errors = answer?.errors ?? {};
  const query = String(answer?.values?.q ?? "");
  // Drawn anew when the rows move or change, not when a picture arrives (what was typed stays).
  const key = JSON.stringify([rows.map(({ imgUrl, imgUrlMobile, imgWidth, imgHeight, ...rest }) => rest), query]);
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  return (
    <section className={`${styles.panel} ${styles.form}`} aria-labelledby="blocks-title">
      <h2 id="blocks-title">목록 구성</h2>
      <p className={styles.help}>
        컬렉션 페이지에 위에서부터 이 순서로 보여요. 배너는 한 줄을 다 차지하고, 빈 칸은 상품 한 칸만큼 비워 둬요. 이
        컬렉션의 첫 번째 배너 사진은 홈 화면의 카테고리 배너로도 쓰여요: 홈의 카테고리 사진을 바꾸려면 여기서 첫 배너를
        바꿔주세요.
      </p>
      <BannerUploadForms rows={rows} />
      <Form method="post" key={key} className={styles.form} noValidate>
        <input type="hidden" name="id" value={id} />
        {errors.blocks ? <FormError message={errors.blocks} /> : null}
        {rows.length ? (
          <ol className={css.rows}>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its inputs' names
              <li key={index}>
                <Row
                  row={row}
                  index={index}
                  last={index === rows.length - 1}
                  choice={byId.get(Number(row.productId))}
                  errors={errors}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>아직 목록이 비어 있어요. 아래에서 상품, 배너, 빈 칸을 추가해주세요.</p>
        )}
        <div className={styles.inline}>
          {ROW_KINDS.filter(([kind]) => kind !== "product").map(([kind, label]) => (
            <Submit key={kind} intent={rowIntent("add", kind)} className={styles.button}>
              {`+ ${label} 추가`}
            </Submit>
          ))}
        </div>
        <ProductSearch choices={choices} rows={rows} query={query} />
        <FormEnd answer={answer} intent={BLOCKS_FORM}>
          목록 구성 저장
        </FormEnd>
      </Form>
    </section>
  );
}

/**
 * Each banner picture's upload form, before the editor's form so that its values come before the
 * file (the picker's file input names its form): the picture's input and the rows as they are.
 */
function BannerUploadForms({ rows }: { rows: BlockRow[] }) {
  const state = JSON.stringify(rows);
  return (
    <>
      {rows.flatMap((row, index) =>
        row.blockType === "banner"
          ? BANNER_PICTURES.map(([field]) => (
              <Form
                key={blockInput(index, field)}
                id={uploadFormIdOf(blockInput(index, field))}
                method="post"
                encType="multipart/form-data"
                noValidate
              >
                <input type="hidden" name="intent" value={IMAGE_UPLOAD_INTENT} />
                <input type="hidden" name="field" value={blockInput(index, field)} />
                <input type="hidden" name="state" value={state} />
              </Form>
            ))
          : [],
      )}
    </>
  );
}

const KIND_LABELS = Object.fromEntries(ROW_KINDS) as Record<BlockRow["blockType"], string>;

function Row({
  row,
  index,
  last,
  choice,
  errors,
}: {
  row: BlockRow;
  index: number;
  last: boolean;
  choice: StripChoice | undefined;
  errors: Errors;
}) {
  const name = (field: keyof BlockRow) => blockInput(index, field);
  const title = row.blockType === "product" ? (choice?.name ?? `상품 #${row.productId}`) : KIND_LABELS[row.blockType];
  const label = `${index + 1}. ${title}`;
  const invalid = Object.keys(errors).some((field) => field.startsWith(`blocks.${index}.`));
  const steps = (
    <div className={styles.inline}>
      <StepButton value={rowIntent("up", index)} disabled={index === 0} label={`${label} 위로`}>
        위로
      </StepButton>
      <StepButton value={rowIntent("down", index)} disabled={last} label={`${label} 아래로`}>
        아래로
      </StepButton>
      <StepButton value={rowIntent("remove", index)} label={`${label} 빼기`} danger>
        빼기
      </StepButton>
    </div>
  );
  return (
    <fieldset className={css.row} aria-invalid={invalid ? true : undefined}>
      <legend>
        {index + 1}. {KIND_LABELS[row.blockType]}
      </legend>
      <input type="hidden" name={name("blockType")} value={row.blockType} />
      {row.blockType === "product" ? (
        <>
          <input type="hidden" name={name("productId")} value={row.productId} />
          <div className={css.product}>
            <span>{choice ? <ChoiceLabel choice={choice} /> : `이 컬렉션에 없는 상품이에요 (#${row.productId})`}</span>
            {steps}
          </div>
          <FieldError message={errors[name("productId")]} />
        </>
      ) : null}
      {row.blockType === "banner" ? (
        <>
          {BANNER_PICTURES.map(([field, pictureLabel]) => (
            <ImageField
              key={field}
              field={{ name: name(field), label: `${index + 1}번째 줄 ${pictureLabel}` }}
              value={row[field]}
              sizes={
                field === "imgUrl"
                  ? [
                      [name("imgWidth"), row.imgWidth],
                      [name("imgHeight"), row.imgHeight],
                    ]
                  : []
              }
              error={errors[name(field)]}
              idPrefix={`blocks-${index}`}
            />
          ))}
          <TextInput row={row} index={index} field="alt" label="이미지 설명 (대체 텍스트)" errors={errors} />
          <TextInput
            row={row}
            index={index}
            field="link"
            label="누르면 갈 주소"
            placeholder="예: /product/incense-sandalwood"
            errors={errors}
          />
        </>
      ) : null}
      {row.blockType !== "product" ? (
        <>
          <TextInput
            row={row}
            index={index}
            field="anchor"
            label="앵커 (선택)"
            placeholder="예: soap"
            help="적으면 /collection/주소#앵커 로 이 자리에 바로 올 수 있어요."
            errors={errors}
          />
          {steps}
        </>
      ) : null}
    </fieldset>
  );
}

function TextInput({
  row,
  index,
  field,
  label,
  placeholder,
  help,
  errors,
}: {
  row: BlockRow;
  index: number;
  field: "alt" | "link" | "anchor";
  label: string;
  placeholder?: string;
  help?: string;
  errors: Errors;
}) {
  const name = blockInput(index, field);
  return (
    <label className={styles.field}>
      {`${label}`}
      {help ? <span className={styles.help}>{help}</span> : null}
      <input
        type="text"
        name={name}
        defaultValue={row[field]}
        placeholder={placeholder}
        aria-label={`${index + 1}번째 줄 ${label}`}
        aria-invalid={errors[name] ? true : undefined}
      />
      <FieldError message={errors[name]} />
    </label>
  );
}

function FieldError({ message }: { message?: string }) {
  return message ? <span className={styles.fieldError}>{message}</span> : null;
}

/** The collection's products not yet in the list: found by name, ticked, added at the list's end. */
function ProductSearch({ choices, rows, query }: { choices: StripChoice[]; rows: BlockRow[]; query: string }) {
  const [typed, setTyped] = useState(query);
  const placed = placedIds(rows);
  const open = choices.filter((choice) => !placed.has(choice.id));
  const matches = typed.trim() ? matchesOf(open, typed, placed, SHOWN_MATCHES) : open.slice(0, SHOWN_MATCHES);
  return (
    <fieldset className={styles.field}>
      <legend>상품 추가</legend>
      <span className={styles.help}>
        {open.length
          ? `이 컬렉션의 상품 중 ${open.length}개가 아직 목록에 없어요. 이름으로 찾아 골라 추가하면 목록 끝에 들어가요.`
          : "이 컬렉션의 상품은 모두 목록에 있어요. 상품 편집에서 이 컬렉션을 고르면 여기에 나와요."}
      </span>
      <div className={pick.search}>
        <label className={styles.field}>
          상품 이름으로 찾기
          <input
            type="search"
            name={searchInputName}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <StepButton value={rowIntent("search")} label="상품 찾기">
          찾기
        </StepButton>
      </div>
      {matches.length ? (
        <ul className={pick.list} aria-label="추가할 상품">
          {matches.map((choice) => (
            <li key={choice.id}>
              <label className={styles.check}>
                <input type="checkbox" name={pickInputName} value={choice.id} />
                <ChoiceLabel choice={choice} />
              </label>
            </li>
          ))}
        </ul>
      ) : typed.trim() ? (
        <p className={styles.muted}>‘{typed.trim()}’(이)가 들어간 상품 중 목록에 없는 상품이 없어요.</p>
      ) : null}
      {open.length ? (
        <div className={styles.inline}>
          <StepButton value={rowIntent("add-picked")} label="고른 상품 추가">
            고른 상품 추가
          </StepButton>
          <StepButton value={rowIntent("add-missing")} label={`목록에 없는 상품 ${open.length}개 모두 추가`}>
            {`${open.length}개 모두 추가`}
          </StepButton>
        </div>
      ) : null}
    </fieldset>
  );
}
