import { describe, expect, it } from "vitest";
import { BREAKPOINTS, deviceClassOf, isNarrow } from "./device";

describe("device class (spec §3 'device class (MB, TB or DT by window width)', §9 breakpoints)", () => {
  it("'Narrow layout is under 900px. Other breakpoints: 1200 and 768 pixels.'", () => {
    expect(BREAKPOINTS).toEqual({ tablet: 768, narrow: 900, desktop: 1200 });
    expect(isNarrow(899)).toBe(true);
    expect(isNarrow(900)).toBe(false);
  });

  it.each([
    [390, "MB"],
    [767, "MB"],
    [768, "TB"],
    [1199, "TB"],
    [1200, "DT"],
    [1440, "DT"],
  ])("%ipx → %s", (width, device) => {
    expect(deviceClassOf(width)).toBe(device);
  });
});
