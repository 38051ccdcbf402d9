// The terms of use and the privacy policy (이용약관, 개인정보처리방침) as the operator writes them in
// the console: plain text, one paragraph a line, and a line such as "제1조 (목적)" or "1. 수집하는
// 개인정보" a heading. The console's counter and the storefront's page read them by these rules.
/**
 * A real shop's terms run to 15,000–30,000 characters. The settings page takes a larger form than
 * other pages for them (server/http/page-forms.ts LEGAL_FORM_LIMIT_BYTES): a Korean character is
 * 9 bytes URL-encoded, the most any character takes.
 */
export const LEGAL_TEXT_MAX = 50_000;

/** The most bytes one character of a URL-encoded form takes (a Korean one: 3 bytes, each %XX). */
export const FORM_BYTES_PER_CHARACTER = 9;

export type LegalBlock = { type: "heading" | "text"; text: string };

const HEADING = /^(제\s*\d+\s*조(\s*\(.{1,40}\))?|\d{1,2}\.\s.{1,60})$/;

/** The text's lines as the page's headings and paragraphs; blank lines only part paragraphs. */
export function legalBlocks(text: string): LegalBlock[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => ({ type: HEADING.test(line) ? "heading" : "text", text: line }));
}
