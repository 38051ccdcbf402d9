import { describe, expect, it } from "vitest";
import {
  formatPhoneAsTyped,
  isMobilePhone,
  isValidEmail,
  isValidPhone,
  maskEmail,
  normalizePhone,
  stripEmoji,
} from "./contact";

describe("e-mail pattern (spec §5)", () => {
  it.each(["hello@collins.kr", "kim-ha_neul@mail.co.kr", "first.last@naver.com", "a1@b-c.info"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    "",
    "   ",
    "hello",
    "hello@",
    "@collins.kr",
    "hello@collins",
    "hello@collins.k",
    "hello@collins.museum",
    "한글@collins.kr",
    "a b@c.kr",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("phone pattern and normaliser (spec §5)", () => {
  it("'three digits, dash, three or four digits, dash, four digits'", () => {
    expect(isValidPhone("010-1234-5678")).toBe(true);
    expect(isValidPhone("011-123-4567")).toBe(true);
    expect(isValidPhone("01012345678")).toBe(false);
    expect(isValidPhone("010-12-5678")).toBe(false);
  });

  it.each([
    ["+82 10-1234-5678", "010-1234-5678"],
    ["+821012345678", "010-1234-5678"],
    ["821012345678", "010-1234-5678"],
    ["1012345678", "010-1234-5678"],
    ["010 1234 5678", "010-1234-5678"],
    ["010-123-4567", "010-123-4567"],
  ])("normalises %s → %s ('strips a +82 or 82 prefix, adds a leading 0 and formats with dashes')", (input, output) => {
    expect(normalizePhone(input)).toBe(output);
  });

  it.each([
    ["+8", "8"],
    ["+82", ""],
    ["+82 1", "01"],
    ["+82 10-1234", "010-1234"],
    ["+82 10-1234-5678", "010-1234-5678"],
    ["821012345678", "010-1234-5678"],
    ["8201012345678", "010-1234-5678"],
  ])("turns a number typed with the country code into a domestic one as it is typed: %j → %j", (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });

  it("formats as the shopper types", () => {
    expect(formatPhoneAsTyped("010")).toBe("010");
    expect(formatPhoneAsTyped("0101")).toBe("010-1");
    expect(formatPhoneAsTyped("0101234567")).toBe("010-123-4567");
    expect(formatPhoneAsTyped("01012345678")).toBe("010-1234-5678");
    expect(formatPhoneAsTyped("010-1234-56789")).toBe("010-1234-5678");
  });

  it("knows a mobile number from a landline", () => {
    expect(isMobilePhone("010-1234-5678")).toBe(true);
    expect(isMobilePhone("02-123-4567")).toBe(false);
    expect(isMobilePhone("031-123-4567")).toBe(false);
  });
});

describe("emoji stripping (spec §5: 'Emoji characters can be stripped from text')", () => {
  it.each([
    ["김하늘😀", "김하늘"],
    ["좋아요 👍🏻 최고", "좋아요 최고"],
    ["가족 👨‍👩‍👧 선물", "가족 선물"],
    ["한국 🇰🇷", "한국"],
    ["평범한 이름", "평범한 이름"],
  ])("%s → %s", (input, output) => {
    expect(stripEmoji(input)).toBe(output);
  });
});

describe("masked e-mail of 아이디 찾기 (issue 18: the found e-mail is shown only in part)", () => {
  it.each([
    ["collins@collins.kr", "co*****@collins.kr"],
    ["ab@collins.kr", "a*@collins.kr"],
    ["a@collins.kr", "a*@collins.kr"],
    ["kim.haneul@mail.co.kr", "ki********@mail.co.kr"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
