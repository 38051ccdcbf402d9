// Spec §4 "Option selection": "Multi-attribute products are picked level by level"; the option
// chosen is named by its levels' values in order, "화이트 / 대", as the storefront's picker, the
// restock requests and the console's combination grid write it.
import { describe, expect, it } from "vitest";
import { optionNameOf } from "./option-name";

describe("optionNameOf (spec §4 'Option selection': picked level by level)", () => {
  it("joins the levels' values in their order with ' / '", () => {
    expect(optionNameOf([{ option: "화이트" }, { option: "대" }])).toBe("화이트 / 대");
  });

  it("names a one-level option by its value alone", () => {
    expect(optionNameOf([{ option: "우드" }])).toBe("우드");
  });
});
