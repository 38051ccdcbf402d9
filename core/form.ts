// One Zod schema per form, read by the page's route action and by the API handler alike: what a
// form sent becomes either its data or one Korean message per field, never Zod's English.
import type { z } from "zod";

/** The Korean message of each refused field; `form` is a refusal that belongs to no one field. */
export type FieldErrors = Partial<Record<string, string>>;

/** Which field a refused path belongs to: by default its first key (a nested path counts for it). */
export type FieldOfPath = (path: PropertyKey[]) => string;

const firstKey: FieldOfPath = (path) => (path.length > 0 ? String(path[0]) : "form");

/** The first message of each field the schema refused. */
export function fieldErrorsOf(error: z.ZodError, fallback: string, fieldOf: FieldOfPath = firstKey): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = fieldOf(issue.path);
    errors[key] ??= issue.message || fallback;
  }
  return errors;
}

/** A form's text fields (a file or a repeated name counts once, as its first text value). */
export function formValues(form: FormData, maxLength = 2_000): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in values)) values[name] = value.slice(0, maxLength);
  }
  return values;
}

export type FormParse<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * The form checked by its schema. On a refusal the fields' values come back too, so the page can
 * show the form again as it was sent (a password field should not be given back: omit it).
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
  fallback: string,
  fieldOf?: FieldOfPath,
): FormParse<z.output<Schema>> {
  const values = formValues(form);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsOf(result.error, fallback, fieldOf), values };
}

/**
 * A form's values with the named fields read as numbers, the shape a JSON body sends them in, for
 * the API's schema: "" is no value (undefined), "1,000" is 1000, and text that is no number is
 * NaN, which the schema's number refuses with its Korean message.
 */
export function withNumbers(values: Record<string, string>, names: readonly string[]): Record<string, unknown> {
  const read: Record<string, unknown> = { ...values };
  for (const name of names) {
    const text = (values[name] ?? "").replaceAll(",", "").trim();
    read[name] = text === "" ? undefined : Number(text);
  }
  return read;
}
