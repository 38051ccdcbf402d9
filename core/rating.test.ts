import { describe, expect, it } from "vitest";
import { roundToHalf } from "./rating";

describe("star rating (spec §9: '5 stars in half steps (score rounded to the nearest 0.5)')", () => {
  it.each([
    [4.38, 4.5],
    [4.2, 4],
    [4.25, 4.5],
    [3.67, 3.5],
    [4.74, 4.5],
    [4.75, 5],
    [0, 0],
    [5, 5],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])("%f → %f", (score, rounded) => {
    expect(roundToHalf(score)).toBe(rounded);
  });
});
