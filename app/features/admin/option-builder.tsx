// The product editor's option builder (issue 22): up to 3 option levels (향, 사이즈 …) with their
// values, and the grid of their combinations with price, sale price, stock, SKU, 품절 and 숨김 per
// row. Plain inputs of the product form: "조합 만들기" and "모두 적용" post it to the page's action,
// which answers with the grid rebuilt (option-form.server.ts), so it works before scripts load.
// On a phone each row is a card; from a tablet up the rows line up under the column heads.
import { optionNameOf } from "../../../core/option-name";
import { FormError } from "../../components/form-field";
import styles from "./admin.module.css";
import css from "./option-builder.module.css";
import { bulkInput, cellInput, type GridCells, levelInput, type OptionsState, valueInput } from "./option-inputs";
import { Submit } from "./ui";

const LEVELS = 3;

type Errors = Partial<Record<string, string>>;

export function OptionBuilder({ state, errors }: { state: OptionsState; errors: Errors }) {
  return (
    <fieldset className={`${styles.field} ${css.builder}`} aria-describedby="options-help">
      <legend>옵션</legend>
      <span id="options-help" className={styles.help}>
        옵션 이름(예: 향, 사이즈)과 값을 적고 ‘조합 만들기’를 누르면 아래에 조합이 만들어져요. 값을 지우면 그 값의
        조합이 빠지고, 이름을 고치면 조합이 그대로 따라가요. 옵션 상품만 옵션을 가져요.
      </span>
      {errors.levels ? <FormError message={errors.levels} /> : null}
      <div className={css.levels}>
        {Array.from({ length: LEVELS }, (_, level) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a level's place is its inputs' names
          <Level key={level} level={level} state={state} errors={errors} />
        ))}
      </div>
      <div>
        <Submit intent="options" className={styles.button}>
          조합 만들기
        </Submit>
      </div>
      {state.rows.length ? <Grid rows={state.rows} errors={errors} /> : null}
    </fieldset>
  );
}

function Level({ level, state, errors }: { level: number; state: OptionsState; errors: Errors }) {
  const current = state.levels[level];
  const values = current?.values ?? [];
  const blanks = values.length ? 2 : 3;
  const nameError = errors[levelInput(level, "name")];
  return (
    <div className={css.level}>
      <label className={styles.field}>
        옵션 {level + 1} 이름
        <input
          type="text"
          name={levelInput(level, "name")}
          defaultValue={current?.name ?? ""}
          placeholder={level === 0 ? "예: 향" : level === 1 ? "예: 사이즈" : ""}
          aria-invalid={nameError ? true : undefined}
        />
        {nameError ? <span className={styles.fieldError}>{nameError}</span> : null}
      </label>
      {current?.was ? <input type="hidden" name={levelInput(level, "was")} value={current.was} /> : null}
      <div className={css.values}>
        {[...values, ...Array.from({ length: blanks }, () => ({ value: "", was: null }))].map((value, index) => {
          const error = errors[valueInput(level, index)];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a value's place is its input's name
            <label key={index} className={styles.field}>
              <span className={css.valueLabel}>
                옵션 {level + 1} 값 {index + 1}
              </span>
              <input
                type="text"
                name={valueInput(level, index)}
                defaultValue={value.value}
                aria-invalid={error ? true : undefined}
              />
              {value.was ? (
                <input type="hidden" name={valueInput(level, index, "wasValues")} value={value.was} />
              ) : null}
              {error ? <span className={styles.fieldError}>{error}</span> : null}
            </label>
          );
        })}
      </div>
    </div>
  );
}

const CELLS = [
  ["regularPrice", "정가"],
  ["salePrice", "할인가"],
  ["stockQuantity", "재고"],
  ["sku", "SKU"],
] as const;

function Grid({ rows, errors }: { rows: GridCells[]; errors: Errors }) {
  return (
    <div className={css.gridWrap}>
      <h3 className={css.gridTitle}>조합 {rows.length}개</h3>
      {errors.grid ? <FormError message={errors.grid} /> : null}
      <fieldset className={css.bulk}>
        <legend>모든 조합에 한 번에 적용</legend>
        {(["regularPrice", "salePrice", "stockQuantity"] as const).map((cell) => (
          <label key={cell} className={styles.field}>
            {CELLS.find(([name]) => name === cell)?.[1]}
            <input
              type="text"
              inputMode="numeric"
              name={bulkInput(cell)}
              aria-label={`모든 조합의 ${CELLS.find(([name]) => name === cell)?.[1]}`}
            />
          </label>
        ))}
        <Submit intent="options-bulk" className={styles.button}>
          모두 적용
        </Submit>
      </fieldset>
      {/* The column heads are for the eye: each input names its combination and column. */}
      <div className={css.headRow} aria-hidden="true">
        {["조합", ...CELLS.map(([, label]) => label), "품절", "숨김"].map((head) => (
          <span key={head}>{head}</span>
        ))}
      </div>
      <ul className={css.grid} aria-label="옵션 조합">
        {rows.map((row, index) => (
          <GridRow key={optionNameOf(row.attributes)} row={row} index={index} errors={errors} />
        ))}
      </ul>
    </div>
  );
}

function GridRow({ row, index, errors }: { row: GridCells; index: number; errors: Errors }) {
  const name = optionNameOf(row.attributes);
  const rowError = errors[cellInput(index, "attributes")];
  return (
    <li className={css.row}>
      <input type="hidden" name={cellInput(index, "key")} value={JSON.stringify(row.attributes)} />
      {row.id ? <input type="hidden" name={cellInput(index, "id")} value={row.id} /> : null}
      <span className={css.combination}>
        {name}
        {rowError ? <span className={styles.fieldError}>{rowError}</span> : null}
      </span>
      {CELLS.map(([cell, label]) => {
        const error = errors[cellInput(index, cell)];
        return (
          <label key={cell} className={css.cell}>
            <span className={css.cellLabel}>{label}</span>
            <input
              type="text"
              inputMode={cell === "sku" ? undefined : "numeric"}
              name={cellInput(index, cell)}
              defaultValue={row[cell]}
              aria-label={`${name} ${label}`}
              aria-invalid={error ? true : undefined}
            />
            {error ? <span className={styles.fieldError}>{error}</span> : null}
          </label>
        );
      })}
      {(
        [
          ["soldOut", "품절"],
          ["hidden", "숨김"],
        ] as const
      ).map(([cell, label]) => (
        <label key={cell} className={`${styles.check} ${css.flag}`}>
          <input
            type="checkbox"
            name={cellInput(index, cell)}
            defaultChecked={row[cell]}
            aria-label={`${name} ${label}`}
          />
          <span className={css.cellLabel}>{label}</span>
        </label>
      ))}
    </li>
  );
}
