// Spec §4 "Top banner": days, hours and minutes, minutes rounded up.
import { describe, expect, it } from "vitest";
import { bannerTitle, formatCountdown } from "./countdown";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("countdown", () => {
  const cases: [number, string][] = [
    [3 * DAY + 4 * HOUR + 12 * MINUTE, "3일 4시간 12분"],
    [3 * DAY + 4 * HOUR + 11 * MINUTE + 1000, "3일 4시간 12분"],
    [2 * HOUR + 59 * MINUTE + 1, "3시간 0분"],
    [DAY - 1, "1일 0시간 0분"],
    [5 * HOUR, "5시간 0분"],
    [59 * 1000, "1분"],
    [1, "1분"],
    [0, "0분"],
    [-5000, "0분"],
  ];
  it.each(cases)("%i ms → %s", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it("fills the placeholder of the title and leaves other titles alone", () => {
    const now = Date.parse("2026-11-22T00:00:00Z");
    expect(bannerTitle("기프트 위크 종료까지 {countdown}", "2026-11-23T01:30:00Z", now)).toBe(
      "기프트 위크 종료까지 1일 1시간 30분",
    );
    expect(bannerTitle("전 상품 무료배송", "2026-11-23T01:30:00Z", now)).toBe("전 상품 무료배송");
    expect(bannerTitle("남은 시간 {countdown}", null, now)).toBe("남은 시간 0분");
  });
});
