// Text PostgreSQL can store: a NUL character or a lone UTF-16 surrogate (not valid UTF-8) makes
// the database refuse the whole statement, so such input is refused before it gets there.

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !/\p{Cs}/u.test(value);
}

/** Whether any string inside a parsed document (objects and arrays, at any depth) is not storable. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.values(value).some(hasUnstorableText);
  }
  return false;
}

/** A shown-only text (an attachment's file name) made storable: each unstorable character becomes "_". */
export function toStorableText(value: string): string {
  return value.replaceAll("\u0000", "_").replace(/\p{Cs}/gu, "_");
}
