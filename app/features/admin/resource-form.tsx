// The form of a simple editor, built from its field list (resources.ts). Values stay in the API's
// shape: ISO instants, string lists, row lists, JSON documents.
import { useState } from "react";
import styles from "./admin.module.css";
import { fromLocalInput, toLocalInput } from "./api";
import type { Field, SubField } from "./resources";

type Item = Record<string, unknown>;

/** `blank` is the new record: a text field whose blank value is null sends null when emptied. */
export function ResourceForm({
  fields,
  blank,
  item,
  onChange,
}: {
  fields: Field[];
  blank: Item;
  item: Item;
  onChange: (item: Item) => void;
}) {
  const set = (name: string, value: unknown) => onChange({ ...item, [name]: value });
  return (
    <>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          nullable={blank[field.name] === null}
          value={item[field.name]}
          set={(value) => set(field.name, value)}
        />
      ))}
    </>
  );
}

function FieldInput({
  field,
  nullable,
  value,
  set,
}: {
  field: Field;
  nullable: boolean;
  value: unknown;
  set: (value: unknown) => void;
}) {
  const help = "help" in field && field.help ? <span className={styles.help}>{field.help}</span> : null;
  switch (field.kind) {
    case "boolean":
    case "select":
      return <SubInput field={field} value={value} set={set} help={help} />;
    case "json":
      return <JsonInput label={field.label} help={help} value={value} set={set} />;
    case "rows":
      return <RowsInput field={field} value={(value as Item[] | undefined) ?? []} set={set} />;
    default:
      return (
        <label className={styles.field}>
          {field.label}
          <TextInput kind={field.kind} nullable={nullable} value={value} set={set} />
          {help}
        </label>
      );
  }
}

/** The control of a field typed in: a number, a Seoul time, a colour, lines of text or text. */
function TextInput({
  kind,
  nullable,
  value,
  set,
}: {
  kind: Exclude<Field["kind"], "boolean" | "select" | "json" | "rows">;
  nullable: boolean;
  value: unknown;
  set: (value: unknown) => void;
}) {
  switch (kind) {
    case "number":
      return (
        <input
          type="number"
          value={value === null || value === undefined ? "" : String(value)}
          onChange={(event) => set(event.target.value === "" ? null : Number(event.target.value))}
        />
      );
    case "datetime":
      return (
        <input
          type="datetime-local"
          value={toLocalInput(value as string | null)}
          onChange={(event) => set(fromLocalInput(event.target.value))}
        />
      );
    case "color":
      return <input type="color" value={String(value ?? "#000000")} onChange={(event) => set(event.target.value)} />;
    case "lines":
      return (
        <textarea
          rows={3}
          value={((value as string[] | undefined) ?? []).join("\n")}
          onChange={(event) =>
            set(
              event.target.value
                .split("\n")
                .map((line) => line.trim())
                .filter(Boolean),
            )
          }
        />
      );
    case "textarea":
      return <textarea value={String(value ?? "")} onChange={(event) => set(event.target.value)} />;
    default:
      return (
        <input
          type="text"
          value={String(value ?? "")}
          onChange={(event) => set(nullable && event.target.value === "" ? null : event.target.value)}
        />
      );
  }
}

/** JSON edited as text; the value changes only while the text parses, and says so otherwise. */
function JsonInput({
  label,
  help,
  value,
  set,
}: {
  label: string;
  help: React.ReactNode;
  value: unknown;
  set: (value: unknown) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(value ?? [], null, 2));
  const [invalid, setInvalid] = useState(false);
  return (
    <label className={styles.field}>
      {label}
      <textarea
        rows={12}
        value={text}
        aria-invalid={invalid}
        onChange={(event) => {
          setText(event.target.value);
          try {
            set(JSON.parse(event.target.value));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      {invalid ? <span className={styles.error}>JSON 형식이 올바르지 않아요.</span> : help}
    </label>
  );
}

function RowsInput({
  field,
  value,
  set,
}: {
  field: Extract<Field, { kind: "rows" }>;
  value: Item[];
  set: (value: unknown) => void;
}) {
  const update = (index: number, name: string, cell: unknown) =>
    set(value.map((row, i) => (i === index ? { ...row, [name]: cell } : row)));
  return (
    <fieldset className={styles.field}>
      <legend>{field.label}</legend>
      {field.help ? <span className={styles.help}>{field.help}</span> : null}
      <div className={styles.rows}>
        {value.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is who they are
          <div key={index} className={styles.row}>
            {field.fields.map((sub) => (
              <SubInput
                key={sub.name}
                field={sub}
                value={row[sub.name]}
                set={(cell) => update(index, sub.name, cell)}
              />
            ))}
            <button
              type="button"
              className={styles.button}
              onClick={() => set(value.filter((_, i) => i !== index))}
              aria-label={`${field.label} ${index + 1} 삭제`}
            >
              삭제
            </button>
          </div>
        ))}
      </div>
      <div>
        <button type="button" className={styles.button} onClick={() => set([...value, { ...field.blank }])}>
          {field.label} 추가
        </button>
      </div>
    </fieldset>
  );
}

/** A field of a row, and a form's own checkbox or select (whose help follows the select). */
function SubInput({
  field,
  value,
  set,
  help,
}: {
  field: SubField;
  value: unknown;
  set: (value: unknown) => void;
  help?: React.ReactNode;
}) {
  if (field.kind === "boolean") {
    return (
      <label className={styles.check}>
        <input type="checkbox" checked={value === true} onChange={(event) => set(event.target.checked)} />
        {field.label}
      </label>
    );
  }
  if (field.kind === "select") {
    return (
      <label className={styles.field}>
        {field.label}
        <select aria-label={field.label} value={String(value ?? "")} onChange={(event) => set(event.target.value)}>
          {field.options.map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </select>
        {help}
      </label>
    );
  }
  return (
    <label className={styles.field}>
      {field.label}
      <input
        type={field.kind === "color" ? "color" : "text"}
        value={String(value ?? "")}
        onChange={(event) => set(event.target.value)}
      />
    </label>
  );
}
