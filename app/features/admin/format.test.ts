// The console's instants in Seoul time, the same on the server and in the browser (found by the
// e2e run of 2026-11-27 15:45 UTC: a popup ending at 00:48 in Seoul read "24:48" on the server).
import { describe, expect, it } from "vitest";
import { when, won } from "./format";

describe("console formats", () => {
  it("writes the first hour after midnight in Seoul as 00, never 24", () => {
    expect(when("2026-12-27T15:48:00Z")).toBe("2026. 12. 28. 00:48");
    expect(when(new Date("2026-12-28T14:59:00Z"))).toBe("2026. 12. 28. 23:59");
  });

  it("writes no instant as a dash, and amounts in won", () => {
    expect(when(null)).toBe("—");
    expect(won(12_345)).toBe("12,345원");
  });
});
