import { describe, expect, it } from "vitest";
import { COURIER_NAMES, trackingUrlOf } from "./couriers";

describe("trackingUrlOf (issue 20 배송조회)", () => {
  it("opens each listed carrier's page with the number without dashes", () => {
    expect(trackingUrlOf("CJ대한통운", "6012-3456-7890")).toBe(
      "https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890",
    );
    expect(trackingUrlOf("로젠택배", "12345678901")).toBe("https://www.ilogen.com/web/personal/trace/12345678901");
    for (const name of COURIER_NAMES) expect(trackingUrlOf(name, "12345678")).toMatch(/^https:\/\/.+12345678$/);
  });

  it("has no link for an unknown courier or a missing number", () => {
    expect(trackingUrlOf("모르는택배", "12345678")).toBeNull();
    expect(trackingUrlOf("CJ대한통운", null)).toBeNull();
    expect(trackingUrlOf(null, "12345678")).toBeNull();
  });
});
