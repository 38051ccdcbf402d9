// The product strip a makers note or a content page ends with (issue 21): the operator ticks the
// products, in the list's order, and saves them with their own form (intent "products"); a hidden
// product may stay ticked but the shop leaves it out.
import { Form } from "react-router";
import styles from "./admin.module.css";
import { ChoiceLabel, type StripChoice } from "./choice-label";
import { Notice, Submit, useAnswer } from "./ui";

export const STRIP_INTENT = "products";

export function StripPicker({ choices, picked }: { choices: StripChoice[]; picked: number[] }) {
  const answer = useAnswer(STRIP_INTENT);
  const chosen = new Set(
    answer?.values && Array.isArray(answer.values.productIds) ? (answer.values.productIds as number[]) : picked,
  );
  return (
    <Form method="post" className={`${styles.panel} ${styles.form}`} key={picked.join(",")}>
      <fieldset className={styles.field} aria-invalid={answer?.errors.productIds ? true : undefined}>
        <legend>함께 보여줄 상품 (페이지 끝의 상품 목록, 8개까지)</legend>
        <div className={styles.stripChoices}>
          {choices.map((choice) => (
            <label key={choice.id} className={styles.check}>
              <input type="checkbox" name="productIds" value={choice.id} defaultChecked={chosen.has(choice.id)} />
              <ChoiceLabel choice={choice} />
            </label>
          ))}
        </div>
        {answer?.errors.productIds ? <span className={styles.fieldError}>{answer.errors.productIds}</span> : null}
      </fieldset>
      <Notice answer={answer} />
      <div className={styles.inline}>
        <Submit intent={STRIP_INTENT}>상품 저장</Submit>
      </div>
    </Form>
  );
}
