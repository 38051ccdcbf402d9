// E-mail and mobile phone rules, the phone normaliser and emoji stripping (spec §5).

/**
 * "E-mail pattern: word characters or dashes before @, domain parts, top-level 2 to 4 characters;
 * an empty value is rejected." Dots are allowed between word characters before the @.
 */
const EMAIL = /^[\w-]+(\.[\w-]+)*@([\w-]+\.)+[a-zA-Z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return value.trim() !== "" && EMAIL.test(value.trim());
}

/** "Phone pattern: three digits, dash, three or four digits, dash, four digits." */
const PHONE = /^\d{3}-\d{3,4}-\d{4}$/;

export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

/** Korean mobile numbers: 010, 011, 016, 017, 018, 019 (what an SMS can reach). */
const MOBILE = /^01[016789]-\d{3,4}-\d{4}$/;

export function isMobilePhone(value: string): boolean {
  return MOBILE.test(value);
}

/**
 * Dashes for the digits typed so far: 0101234 → 010-1234, 01012345678 → 010-1234-5678. A number
 * typed with the country code becomes domestic as it is typed: +82 10-1234 → 010-1234.
 */
export function formatPhoneAsTyped(input: string): string {
  let digits = input.replace(/\D/g, "");
  if (input.trim().startsWith("+82") || /^820?1/.test(digits)) {
    digits = digits.slice(2);
    if (digits !== "" && !digits.startsWith("0")) digits = `0${digits}`;
  }
  digits = digits.slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (digits.length <= 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/**
 * "The normaliser strips a +82 or 82 prefix, adds a leading 0 and formats with dashes."
 * +82 10-1234-5678 → 010-1234-5678
 */
export function normalizePhone(input: string): string {
  let digits = input.trim().replace(/[^\d+]/g, "");
  if (digits.startsWith("+82")) digits = digits.slice(3);
  else if (digits.startsWith("82") && digits.length >= 11) digits = digits.slice(2);
  digits = digits.replace(/\D/g, "");
  if (digits !== "" && !digits.startsWith("0")) digits = `0${digits}`;
  return formatPhoneAsTyped(digits);
}

/** "Emoji characters can be stripped from text." */
export function stripEmoji(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u200D|\uFE0F|\u20E3/gu, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * An e-mail shown to someone who proved only the phone (아이디 찾기): the first two characters of
 * the name before @ and the whole domain, e.g. collins@collins.kr → co*****@collins.kr.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${"*".repeat(Math.max(1, local.length - shown.length))}${email.slice(at)}`;
}
