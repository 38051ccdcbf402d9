// The fields of a console editor's form, built from its field list (resources.ts): plain named
// inputs, read back on the server by documentOfForm (form-document.ts), each with the Korean
// message its action sent for it. Values are shown from the API's shape: ISO instants in Seoul
// time, string lists as lines, rows of sub-fields with one empty row to add,
// a body as blocks.
import { Fragment, type ReactNode } from "react";
import { PAGE_STEP } from "../../../core/page-blocks";
import { FormError, FormField } from "../../components/form-field";
import styles from "./admin.module.css";
import { rowInputName, toLocalInput } from "./form-inputs";
import { ImageField } from "./image-picker";
import type { Field, SubField } from "./resources";
import { controlOf } from "./ui";

type Item = Record<string, unknown>;

export function ResourceForm({
  fields,
  item,
  errors = {},
  idPrefix = "field",
  body,
}: {
  fields: Field[];
  item: Item;
  errors?: Partial<Record<string, string>>;
  /** The body's block editor (body-blocks.tsx), drawn in its field's place; only its pages load it. */
  body?: ReactNode;
  /** Prefixes the inputs' ids, when one page has several forms with the same fields. */
  idPrefix?: string;
}) {
  const known = new Set(fields.map((field) => field.name));
  // A body's messages are shown beside its blocks' inputs (`page.0.2.text`).
  const hasBody = fields.some((field) => field.kind === "blocks");
  const others = Object.entries(errors).filter(
    ([name, message]) => !known.has(name) && !(hasBody && name.split(".")[0] === PAGE_STEP) && message,
  );
  return (
    <>
      {others.map(([name, message]) => (
        <FormError key={name} message={message} />
      ))}
      {fields.map((field) =>
        field.kind === "blocks" ? (
          <Fragment key={field.name}>{body}</Fragment>
        ) : (
          <FieldInput
            key={field.name}
            field={field}
            value={item[field.name]}
            error={errors[field.name]}
            idPrefix={idPrefix}
            item={item}
          />
        ),
      )}
    </>
  );
}

const textValue = (value: unknown) => (value === null || value === undefined ? "" : String(value));

function FieldInput({
  field,
  value,
  error,
  idPrefix,
  item,
}: {
  field: Field;
  value: unknown;
  error: string | undefined;
  idPrefix: string;
  item: Item;
}) {
  const common = { name: field.name, label: field.label, error, idPrefix, className: styles.field, hint: field.help };
  switch (field.kind) {
    case "boolean":
      return (
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name={field.name}
              defaultChecked={value === true}
              aria-invalid={error ? true : undefined}
            />
            {field.label}
          </label>
          {error ? <span className={styles.fieldError}>{error}</span> : null}
        </div>
      );
    case "select":
      return (
        <FormField
          {...common}
          render={(input) => (
            <select {...controlOf(input)} defaultValue={textValue(value)}>
              {field.options.map(([option, label]) => (
                <option key={option} value={option}>
                  {label}
                </option>
              ))}
            </select>
          )}
        />
      );
    case "lines":
      return (
        <FormField
          {...common}
          render={(input) => (
            <textarea
              {...controlOf(input)}
              rows={3}
              defaultValue={Array.isArray(value) ? value.join("\n") : textValue(value)}
            />
          )}
        />
      );
    case "textarea":
      return (
        <FormField {...common} render={(input) => <textarea {...controlOf(input)} defaultValue={textValue(value)} />} />
      );
    case "rows":
      return <RowsInput field={field} rows={Array.isArray(value) ? (value as Item[]) : []} error={error} />;
    case "number":
      return <FormField {...common} type="text" inputMode="numeric" defaultValue={textValue(value)} />;
    case "datetime":
      return <FormField {...common} type="datetime-local" defaultValue={toLocalInput(value as string | Date | null)} />;
    case "color":
      return <FormField {...common} type="color" defaultValue={textValue(value) || "#000000"} />;
    case "image":
      return (
        <ImageField
          field={field}
          value={textValue(value)}
          sizes={(field.size ?? []).map((name) => [name, textValue(item[name])] as const)}
          error={error}
          idPrefix={idPrefix}
        />
      );
    default:
      return <FormField {...common} type="text" defaultValue={textValue(value)} />;
  }
}

/** The rows of a list field, each with a 삭제 box, then one empty row that adds a row once filled. */
function RowsInput({
  field,
  rows,
  error,
}: {
  field: Extract<Field, { kind: "rows" }>;
  rows: Item[];
  error: string | undefined;
}) {
  const all = [...rows.map((row) => ({ row, isNew: false })), { row: field.blank, isNew: true }];
  return (
    <fieldset className={styles.field} aria-invalid={error ? true : undefined}>
      <legend>{field.label}</legend>
      {field.help ? <span className={styles.help}>{field.help}</span> : null}
      <div className={styles.rows}>
        {all.map(({ row, isNew }, index) => {
          const rowName = isNew ? `새 ${field.label}` : `${field.label} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is who they are
            <div key={index} className={styles.row}>
              <input type="hidden" name={rowInputName(field.name, index, "_row")} value={isNew ? "new" : "old"} />
              {field.fields.map((sub) => (
                <SubInput
                  key={sub.name}
                  field={sub}
                  name={rowInputName(field.name, index, sub.name)}
                  label={`${rowName} ${sub.label}`}
                  value={row[sub.name]}
                />
              ))}
              {isNew ? (
                <span className={styles.help}>새 항목: 채우면 저장할 때 추가돼요.</span>
              ) : (
                <label className={styles.check}>
                  <input type="checkbox" name={rowInputName(field.name, index, "_delete")} />
                  삭제
                </label>
              )}
            </div>
          );
        })}
      </div>
      {error ? <span className={styles.fieldError}>{error}</span> : null}
    </fieldset>
  );
}

/** A field of a row: its visible label, and a name that says which row (for screen readers and tests). */
function SubInput({ field, name, label, value }: { field: SubField; name: string; label: string; value: unknown }) {
  if (field.kind === "hidden") {
    return value === null || value === undefined ? null : <input type="hidden" name={name} value={String(value)} />;
  }
  if (field.kind === "boolean") {
    return (
      <label className={styles.check}>
        <input type="checkbox" name={name} aria-label={label} defaultChecked={value === true} />
        {field.label}
      </label>
    );
  }
  if (field.kind === "select") {
    return (
      <label className={styles.field}>
        {field.label}
        <select name={name} aria-label={label} defaultValue={textValue(value)}>
          {field.options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label className={styles.field}>
      {field.label}
      <input
        type={field.kind === "color" ? "color" : "text"}
        name={name}
        aria-label={label}
        defaultValue={textValue(value) || (field.kind === "color" ? "#000000" : "")}
      />
    </label>
  );
}
