// Star rating display (spec §9: "5 stars in half steps (score rounded to the nearest 0.5)").
export const MAX_STARS = 5;

export function roundToHalf(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(Math.max(score, 0), MAX_STARS);
  return Math.round(clamped * 2) / 2;
}

export type StarFill = "full" | "half" | "empty";

/** The five stars of a score: [full, full, full, half, empty] for 3.4. */
export function starFills(score: number): StarFill[] {
  const rounded = roundToHalf(score);
  return Array.from({ length: MAX_STARS }, (_, index) => {
    if (rounded >= index + 1) return "full";
    if (rounded >= index + 0.5) return "half";
    return "empty";
  });
}
