// What a console editor's form writes (resource-form.tsx), apart from how its action reads it back
// (form-document.ts): a page that only shows the form loads none of the reading.

/** The name of a row's input: `urlRules.0.slug_url`; `_delete` and `_new` mark a row's state. */
export const rowInputName = (field: string, index: number, sub: string) => `${field}.${index}.${sub}`;

/** An ISO instant (or a Date) as the value of a datetime-local input, in Seoul time. */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  const seoul = new Date(new Date(value).getTime() + 9 * 3_600_000);
  return Number.isNaN(seoul.getTime()) ? String(value) : seoul.toISOString().slice(0, 16);
}
