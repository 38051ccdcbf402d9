import { describe, expect, it } from "vitest";
import { COURIER_NAMES, courierNameOf, isScientificNotation, isTrackingNumber, trackingUrlOf } from "./couriers";

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

describe("tracking numbers from a courier's file (issue 22 shipping in bulk)", () => {
  it("takes 8 to 20 digits and dashes with a digit at each end", () => {
    expect(isTrackingNumber("612345678901")).toBe(true);
    expect(isTrackingNumber("6123-4567-8901")).toBe(true);
    expect(isTrackingNumber("1234567")).toBe(false);
    expect(isTrackingNumber("123456789012345678901")).toBe(false);
    expect(isTrackingNumber("-12345678")).toBe(false);
    expect(isTrackingNumber("1234--5678")).toBe(false);
    expect(isTrackingNumber("6.12345E+11")).toBe(false);
  });

  it("tells Excel's scientific notation, whose digits are lost", () => {
    expect(isScientificNotation("6.12345E+11")).toBe(true);
    expect(isScientificNotation("6E+11")).toBe(true);
    expect(isScientificNotation("6.12e11")).toBe(true);
    expect(isScientificNotation("612345678901")).toBe(false);
  });

  it("spells a known courier as the console does, whatever the spaces or case", () => {
    expect(courierNameOf("cj대한통운")).toBe("CJ대한통운");
    expect(courierNameOf(" 우체국 택배 ")).toBe("우체국택배");
    expect(courierNameOf(" 동네택배 ")).toBe("동네택배");
  });
});
