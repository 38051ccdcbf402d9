import { describe, expect, it } from "vitest";
import { hasUnstorableText, isStorableText, toStorableText } from "./storable-text";

describe("text PostgreSQL can store", () => {
  it("refuses a NUL character and a lone surrogate, and accepts Korean and emoji", () => {
    expect(isStorableText("콜린스 캔들 🕯️")).toBe(true);
    expect(isStorableText("가\u0000나")).toBe(false);
    expect(isStorableText("\uD800")).toBe(false);
    expect(isStorableText("가\uDC00")).toBe(false);
  });

  it("finds unstorable text at any depth of a parsed document, but not in other values", () => {
    expect(hasUnstorableText({ lines: [{ name: "가" }, { name: "나\u0000" }] })).toBe(true);
    expect(hasUnstorableText({ lines: [{ name: "가" }], at: new Date(), n: 1 })).toBe(false);
  });

  it("makes a shown-only text storable, a half emoji included", () => {
    expect(toStorableText("a\u0000b.pdf")).toBe("a_b.pdf");
    expect(toStorableText("🕯️.png".slice(1))).toBe("_\uFE0F.png");
  });
});
