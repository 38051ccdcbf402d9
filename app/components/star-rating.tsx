// Five stars in half steps (spec §9).
import { roundToHalf, starFills } from "../../core/rating";
import styles from "./star-rating.module.css";

const STAR_KEYS = ["one", "two", "three", "four", "five"] as const;

export function StarRating({ score, size = 14 }: { score: number; size?: number }) {
  const rounded = roundToHalf(score);
  return (
    <span className={styles.stars} role="img" aria-label={`별점 5점 만점에 ${rounded}점`}>
      {starFills(score).map((fill, index) => (
        <svg key={STAR_KEYS[index]} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" data-fill={fill}>
          <defs>
            <clipPath id={`half-${index}`}>
              <rect width="10" height="20" />
            </clipPath>
          </defs>
          <path
            className={styles.empty}
            d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.8l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z"
          />
          {fill !== "empty" ? (
            <path
              className={styles.full}
              clipPath={fill === "half" ? `url(#half-${index})` : undefined}
              d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.8l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z"
            />
          ) : null}
        </svg>
      ))}
    </span>
  );
}
