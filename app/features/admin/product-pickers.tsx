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
import { StepButton } from "./ui";

export type CollectionChoice = { id: number; title: string; subCategories: { termId: number; name: string }[] };
export type PickerChoices = { products: StripChoice[]; collections: CollectionChoice[] };

type Item = Record<string, unknown>;
type Errors = Partial<Record<string, string>>;

const LEGENDS: Record<LinkList, string> = { upSale: "추가 상품", crossSale: "다른 구성 상품", related: "관련 상품" };

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
    <fieldset className={styles.field} aria-invalid={error ? true : undefined}>
      <legend>컬렉션</legend>
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

const STEPS = [
  ["up", "위로"],
  ["down", "아래로"],
  ["remove", "빼기"],
] as const;

/** The products whose name holds what was typed, leaving out those `taken` (none until something is typed). */
export const matchesOf = (products: StripChoice[], query: string, taken: Set<unknown>, limit = 8) => {
  const word = query.trim().toLowerCase();
  return word
    ? products.filter((product) => !taken.has(product.id) && product.name.toLowerCase().includes(word)).slice(0, limit)
    : [];
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
  const legend = LEGENDS[list];
  return (
    <fieldset className={styles.field} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {error ? <FormError message={error} /> : null}
      {rows.length ? (
        <ol className={css.list}>
          {rows.map((row, index) => {
            const product = byId.get(row.itemProductId as number);
            const name = product?.name ?? `#${String(row.itemProductId)}`;
            return (
              <li key={String(row.itemProductId)} className={css.chosen}>
                <div className={styles.form}>
                  <div className={styles.check}>{product ? <ChoiceLabel choice={product} /> : name}</div>
                  {["itemProductId", ...LINK_HIDDEN[list]].map((hidden) => (
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
                    {STEPS.map(([step, text]) => (
                      <StepButton
                        key={step}
                        value={pickIntent(list, step, index)}
                        label={`${name} ${text}`}
                        disabled={step === "up" ? index === 0 : step === "down" && index === rows.length - 1}
                        danger={step === "remove"}
                      >
                        {text}
                      </StepButton>
                    ))}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className={css.search}>
        <label className={styles.field}>
          {legend} 찾기
          <input
            type="search"
            name={searchInput(list)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <StepButton value={pickIntent(list, "search")} label={`${legend} 찾기`}>
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
              <StepButton value={pickIntent(list, "add", product.id)} label={`${product.name} 넣기`}>
                넣기
              </StepButton>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
