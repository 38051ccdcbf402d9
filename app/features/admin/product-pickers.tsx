// The product editor's pickers (issue 22 "Pickers, not ids"): collections and their sub-categories
// as a tree of names, and the up-sale, cross-sale and related products chosen by name with a search
// box and thumbnails, listed in order with 위로, 아래로 and 빼기. Plain inputs and submits of the
// product form (product-picks.ts); with scripts the search filters as the operator types.
import { useState } from "react";
import { FormError } from "../../components/form-field";
import styles from "./admin.module.css";
import { ChoiceLabel, type StripChoice } from "./choice-label";
import css from "./product-pickers.module.css";
import {
  collectionInput,
  LINK_HIDDEN,
  LINK_LISTS,
  LINK_TEXTS,
  type LinkList,
  type LinkRow,
  linkInput,
  type PathRow,
  pathOrderInput,
  pickIntent,
  searchInput,
  subInput,
} from "./product-picks";

export type CollectionChoice = { id: number; title: string; subCategories: { termId: number; name: string }[] };
export type PickerChoices = { products: StripChoice[]; collections: CollectionChoice[] };

type Item = Record<string, unknown>;
type Errors = Partial<Record<string, string>>;

const LIST_LABELS: Record<LinkList, { legend: string; help: string }> = {
  upSale: { legend: "추가 상품", help: "상품 페이지에서 함께 담을 수 있는 상품이에요." },
  crossSale: { legend: "다른 구성 상품", help: "같은 상품의 다른 구성(용량, 세트)으로 가는 링크예요." },
  related: { legend: "관련 상품", help: "상품 페이지 아래 ‘관련 상품’에 보여요." },
};

const MATCHES = 8;

/** The picker fields' errors, shown beside their pickers rather than above the form. */
export const isPickError = (name: string) => name === "paths" || (LINK_LISTS as readonly string[]).includes(name);

export function ProductPickers({
  item,
  choices,
  errors,
  self,
}: {
  item: Item;
  choices: PickerChoices;
  errors: Errors;
  /** The product being edited: it is never offered. */
  self: number | null;
}) {
  const searches = (item.pickSearch ?? {}) as Partial<Record<LinkList, string>>;
  return (
    <>
      <CollectionTree paths={(item.paths ?? []) as PathRow[]} collections={choices.collections} error={errors.paths} />
      {LINK_LISTS.map((list) => (
        <LinkPicker
          key={`${list}:${JSON.stringify(item[list])}:${searches[list] ?? ""}`}
          list={list}
          rows={((item[list] ?? []) as unknown[]).map((row) =>
            list === "related" ? { itemProductId: row } : (row as LinkRow),
          )}
          products={choices.products}
          query={searches[list] ?? ""}
          error={errors[list]}
          self={self}
        />
      ))}
    </>
  );
}

function CollectionTree({
  paths,
  collections,
  error,
}: {
  paths: PathRow[];
  collections: CollectionChoice[];
  error: string | undefined;
}) {
  const chosen = new Map(paths.map((path) => [path.collectionId, path.subCategoryId]));
  return (
    <fieldset className={styles.field} aria-invalid={error ? true : undefined} aria-describedby="paths-help">
      <legend>컬렉션</legend>
      <span id="paths-help" className={styles.help}>
        상품이 들어갈 컬렉션을 고르고, 세부 카테고리가 있으면 하나를 골라주세요. 처음 고른 컬렉션이 상품 페이지의 경로에
        보여요.
      </span>
      {error ? <FormError message={error} /> : null}
      <input type="hidden" name={pathOrderInput} value={paths.map((path) => String(path.collectionId)).join(",")} />
      <ul className={`${css.list} ${styles.stripChoices}`}>
        {collections.map((collection) => (
          <li key={collection.id}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name={collectionInput}
                value={collection.id}
                defaultChecked={chosen.has(collection.id)}
              />
              {collection.title}
            </label>
            {collection.subCategories.length ? (
              <div className={styles.inline} role="radiogroup" aria-label={`${collection.title} 세부 카테고리`}>
                {[{ termId: null, name: "전체" }, ...collection.subCategories].map((sub) => (
                  <label key={sub.termId ?? "all"} className={styles.check}>
                    <input
                      type="radio"
                      name={subInput(collection.id)}
                      value={sub.termId ?? ""}
                      defaultChecked={(chosen.get(collection.id) ?? null) === sub.termId}
                    />
                    {sub.name}
                  </label>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const matchesOf = (products: StripChoice[], query: string, taken: Set<unknown>) => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return products
    .filter((product) => !taken.has(product.id) && words.every((word) => product.name.toLowerCase().includes(word)))
    .slice(0, MATCHES);
};

function LinkPicker({
  list,
  rows,
  products,
  query,
  error,
  self,
}: {
  list: LinkList;
  rows: LinkRow[];
  products: StripChoice[];
  query: string;
  error: string | undefined;
  self: number | null;
}) {
  const [typed, setTyped] = useState(query);
  const byId = new Map(products.map((product) => [product.id, product]));
  const matches = matchesOf(products, typed, new Set([self, ...rows.map((row) => row.itemProductId)]));
  const { legend, help } = LIST_LABELS[list];
  return (
    <fieldset className={styles.field} aria-invalid={error ? true : undefined} aria-describedby={`${list}-help`}>
      <legend>{legend}</legend>
      <span id={`${list}-help`} className={styles.help}>
        {help}
      </span>
      {error ? <FormError message={error} /> : null}
      {rows.length ? (
        <ol className={css.list}>
          {rows.map((row, index) => {
            const product = byId.get(row.itemProductId as number);
            const name = product?.name ?? "찾을 수 없는 상품";
            return (
              <li key={String(row.itemProductId)} className={css.chosen}>
                <div className={styles.form}>
                  <div className={styles.check}>{product ? <ChoiceLabel choice={product} /> : name}</div>
                  <input
                    type="hidden"
                    name={linkInput(list, index, "itemProductId")}
                    value={String(row.itemProductId)}
                  />
                  {LINK_HIDDEN[list].map((hidden) => (
                    <input
                      key={hidden}
                      type="hidden"
                      name={linkInput(list, index, hidden)}
                      value={String(row[hidden] ?? "")}
                    />
                  ))}
                  {LINK_TEXTS[list].map((text) => (
                    <label key={text.name} className={styles.field}>
                      {text.label}
                      <input
                        type="text"
                        name={linkInput(list, index, text.name)}
                        defaultValue={String(row[text.name] || (text.name === "broProductTitle" ? name : ""))}
                      />
                    </label>
                  ))}
                  <div className={styles.inline}>
                    <StepButton intent={pickIntent(list, "up", index)} label={`${name} 위로`} disabled={index === 0}>
                      위로
                    </StepButton>
                    <StepButton
                      intent={pickIntent(list, "down", index)}
                      label={`${name} 아래로`}
                      disabled={index === rows.length - 1}
                    >
                      아래로
                    </StepButton>
                    <StepButton intent={pickIntent(list, "remove", index)} label={`${legend}에서 ${name} 빼기`} danger>
                      빼기
                    </StepButton>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>고른 상품이 없어요.</p>
      )}
      <div className={css.search}>
        <label className={styles.field}>
          {legend} 찾기
          <input
            type="search"
            name={searchInput(list)}
            value={typed}
            placeholder="상품명"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // The list already follows what is typed: Enter must not send the product form.
              if (event.key === "Enter") event.preventDefault();
            }}
          />
        </label>
        <StepButton intent={pickIntent(list, "search")} label={`${legend} 찾기`}>
          찾기
        </StepButton>
      </div>
      {matches.length ? (
        <ul className={css.list} aria-label={`${legend} 검색 결과`}>
          {matches.map((product) => (
            <li key={product.id} className={css.match}>
              <span className={styles.check}>
                <ChoiceLabel choice={product} />
              </span>
              <StepButton intent={pickIntent(list, "add", product.id)} label={`${product.name}을(를) ${legend}에 넣기`}>
                넣기
              </StepButton>
            </li>
          ))}
        </ul>
      ) : typed.trim() ? (
        <p className={styles.muted}>‘{typed.trim()}’에 맞는 상품이 없어요.</p>
      ) : null}
    </fieldset>
  );
}

function StepButton({
  intent,
  label,
  disabled,
  danger,
  children,
}: {
  intent: string;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  children: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-label={label}
      disabled={disabled}
      className={danger ? styles.danger : styles.button}
    >
      {children}
    </button>
  );
}
