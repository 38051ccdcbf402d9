import { describe, expect, it } from "vitest";
import { CHAT_OPAQUE_AT, HEADER_HIDE_FROM, HEADER_SOLID_AT, isPastThreshold } from "./scroll";

describe("scroll thresholds (spec §2 Header, §9)", () => {
  it("'Header background at 15px scroll; hide effect from 50px. Chat widget fade 0 to 128px.'", () => {
    expect([HEADER_SOLID_AT, HEADER_HIDE_FROM, CHAT_OPAQUE_AT]).toEqual([15, 50, 128]);
  });
  it("the header turns solid only after 15px", () => {
    expect(isPastThreshold(15, HEADER_SOLID_AT)).toBe(false);
    expect(isPastThreshold(16, HEADER_SOLID_AT)).toBe(true);
  });
});
