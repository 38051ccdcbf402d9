// A console editor's form read back into the document its API takes, by the editor's field list
// (resources.ts): numbers, Seoul times, checkboxes, lines and rows of sub-fields. What
// cannot be read (a number that is none, a time that is none) stays as typed, for the
// editor's Zod schema to refuse with its Korean message and the form to show again.
import { rowInputName } from "./form-inputs";
import type { Field, SubField } from "./resources";

type Document = Record<string, unknown>;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A datetime-local value (Seoul time) as an ISO instant, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const instant = new Date(`${value}:00+09:00`);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

export function numberOf(text: string): number | string | null {
  const trimmed = text.replaceAll(",", "").trim();
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
}

function subValue(form: FormData, name: string, field: SubField): unknown {
  if (field.kind === "boolean") return form.has(name);
  if (field.kind === "hidden") return form.has(name) ? numberOf(textOf(form, name)) : undefined;
  return textOf(form, name);
}

function rowsOf(form: FormData, field: Extract<Field, { kind: "rows" }>): Document[] {
  const rows: Document[] = [];
  for (let index = 0; form.has(rowInputName(field.name, index, "_row")); index += 1) {
    if (form.has(rowInputName(field.name, index, "_delete"))) continue;
    const row = Object.fromEntries(
      field.fields.map((sub) => [sub.name, subValue(form, rowInputName(field.name, index, sub.name), sub)]),
    );
    // The empty row at the end adds a row only once something is written in it.
    const isNew = form.get(rowInputName(field.name, index, "_row")) === "new";
    if (
      isNew &&
      field.fields.every(
        (sub) => sub.kind === "boolean" || sub.kind === "hidden" || row[sub.name] === (field.blank[sub.name] ?? ""),
      )
    ) {
      continue;
    }
    rows.push(row);
  }
  return rows;
}

/** The document a form of `fields` sent; `blank` says which text fields mean null when emptied. */
export function documentOfForm(fields: Field[], blank: Document, form: FormData): Document {
  const document: Document = {};
  for (const field of fields) {
    const text = textOf(form, field.name);
    switch (field.kind) {
      case "boolean":
        document[field.name] = form.has(field.name);
        break;
      case "number":
        document[field.name] = numberOf(text);
        break;
      case "datetime":
        document[field.name] = fromLocalInput(text);
        break;
      case "lines":
        document[field.name] = text
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      case "rows":
        document[field.name] = rowsOf(form, field);
        break;
      case "blocks":
        // The body's blocks are the block editor's (body-blocks.server.ts), sized by the server.
        break;
      case "image":
        document[field.name] = blank[field.name] === null && text.trim() === "" ? null : text;
        for (const size of field.size ?? []) document[size] = numberOf(textOf(form, size));
        break;
      default:
        document[field.name] = blank[field.name] === null && text.trim() === "" ? null : text;
    }
  }
  return document;
}
