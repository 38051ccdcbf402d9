import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_OPAQUE_AT,
  chatOpacity,
  HEADER_HIDE_FROM,
  HEADER_SOLID_AT,
  headerHidden,
  isPastThreshold,
  throttle,
} from "./scroll";

describe("scroll thresholds (spec §2 Header, §9)", () => {
  it("'Header background at 15px scroll; hide effect from 50px. Chat widget fade 0 to 128px.'", () => {
    expect([HEADER_SOLID_AT, HEADER_HIDE_FROM, CHAT_OPAQUE_AT]).toEqual([15, 50, 128]);
  });

  it("the header turns solid only after 15px", () => {
    expect(isPastThreshold(15, HEADER_SOLID_AT)).toBe(false);
    expect(isPastThreshold(16, HEADER_SOLID_AT)).toBe(true);
  });
});

describe("headerHidden ('In narrow views the header hides on scroll down (effect starts at 50px) and shows on scroll up')", () => {
  it.each([
    [{ previousY: 0, y: 40, narrow: true }, false, "scrolling down within the first 50px"],
    [{ previousY: 40, y: 120, narrow: true }, true, "scrolling down past 50px"],
    [{ previousY: 300, y: 280, narrow: true }, false, "scrolling up"],
    [{ previousY: 40, y: 400, narrow: false }, false, "a wide view"],
    [{ previousY: 60, y: 50, narrow: true }, false, "back at 50px"],
  ])("%o → %s (%s)", (input, hidden) => {
    expect(headerHidden(input)).toBe(hidden);
  });
});

describe("chatOpacity ('transparent at 0, opaque from 128px')", () => {
  it.each([
    [0, 0],
    [64, 0.5],
    [128, 1],
    [900, 1],
  ])("%ipx → %f", (y, opacity) => {
    expect(chatOpacity(y)).toBe(opacity);
  });
});

describe("throttle (spec §4: 'The scroll handler is throttled to 100 ms')", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at once, then at most once per interval with the latest arguments", () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 100);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([1, 3]);
  });
});
