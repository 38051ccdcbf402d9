// Five stars in half steps (spec §9), drawn by CSS: one element per rating instead of five SVGs.
import type { CSSProperties } from "react";
import { roundToHalf } from "../../core/rating";
import styles from "./star-rating.module.css";

export function StarRating({ score, size = 14 }: { score: number; size?: number }) {
  const rounded = roundToHalf(score);
  const style = { "--star-size": `${size}px`, "--stars": rounded } as CSSProperties;
  return <span className={styles.stars} role="img" aria-label={`별점 5점 만점에 ${rounded}점`} style={style} />;
}
