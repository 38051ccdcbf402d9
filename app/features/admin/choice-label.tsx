// A product as the console's product pickers show it (a content page's strip, a product's links),
// in a file of its own so that a page using only the label does not load a picker it does not show.
import styles from "./admin.module.css";

export type StripChoice = { id: number; name: string; thumbnail: string; shown: boolean };

/** A product as the console's pickers show it: its card thumbnail, its name, and whether the shop hides it. */
export function ChoiceLabel({ choice }: { choice: StripChoice }) {
  return (
    <>
      {choice.thumbnail ? <img src={choice.thumbnail} alt="" width={40} height={40} loading="lazy" /> : null}
      {choice.name}
      {choice.shown ? null : <span className={styles.help}>(숨김 상품: 쇼핑몰에 보이지 않아요)</span>}
    </>
  );
}
