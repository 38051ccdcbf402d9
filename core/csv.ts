// CSV as Korean couriers' systems and Excel read and write it (issue 22, shipping in bulk): RFC 4180
// quoting, CRLF line ends, a UTF-8 byte order mark so Excel reads Hangul, a guard against formulas
// in cells, and a file read back as UTF-8 or, when it is not valid UTF-8, as EUC-KR (CP949), the
// encoding Korean Excel saves "CSV" in.

const BOM = "\uFEFF";

/** A cell Excel would run as a formula starts with one of these; it is prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written: guarded against formulas, quoted when it holds a quote, comma or line end. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A whole file: the byte order mark, then each row on its own CRLF-ended line. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/**
 * The rows of a CSV text (RFC 4180): quoted cells may hold commas, quotes ("") and line ends; lines
 * end in CRLF or LF; a leading byte order mark and the last line's end are not part of the data.
 * A quote left open runs to the end of the text.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export type CsvEncoding = "utf-8" | "euc-kr";

/** A file's text: UTF-8 (with or without its byte order mark), else EUC-KR/CP949, else null. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } | null {
  for (const encoding of ["utf-8", "euc-kr"] as const) {
    try {
      // The decoder drops a UTF-8 byte order mark itself.
      return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), encoding };
    } catch {
      // Not this encoding: the next one is tried.
    }
  }
  return null;
}
