// Five stars in half steps (spec §9).
import { roundToHalf, starFills } from "../../core/rating";
import styles from "./star-rating.module.css";

const STAR_KEYS = ["one", "two", "three", "four", "five"] as const;
const STAR = "M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.8l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z";

export function StarRating({ score, size = 14 }: { score: number; size?: number }) {
  const rounded = roundToHalf(score);
  return (
    <span className={styles.stars} role="img" aria-label={`별점 5점 만점에 ${rounded}점`}>
      {starFills(score).map((fill, index) => (
        <svg key={STAR_KEYS[index]} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" data-fill={fill}>
          <path className={styles.empty} d={STAR} />
          {fill === "full" ? <path className={styles.full} d={STAR} /> : null}
          {fill === "half" ? (
            // The inner viewport is the star's left half and clips the rest: no ids to collide.
            <svg width="10" height="20" viewBox="0 0 10 20" aria-hidden="true">
              <path className={styles.full} d={STAR} />
            </svg>
          ) : null}
        </svg>
      ))}
    </span>
  );
}
