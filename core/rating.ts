// Star rating display (spec §9: "5 stars in half steps (score rounded to the nearest 0.5)").
export const MAX_STARS = 5;

export function roundToHalf(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(Math.max(score, 0), MAX_STARS);
  return Math.round(clamped * 2) / 2;
}
