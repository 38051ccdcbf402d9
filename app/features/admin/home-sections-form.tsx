// The home's sections in the console (/admin/settings, issue 21): one form lists the sections in
// the home's order, each with its title and whether the home shows it; 위로 / 아래로 send the form
// with the move, so a new title is kept as the section moves. Works before the page runs scripts.
import { Form } from "react-router";
import type { FieldOfPath } from "../../../core/form";
import { HOME_SECTION_KINDS, HOME_SECTION_TITLE_MAX, type HomeSectionKind } from "../../../core/home-sections";
import type { HomeSections } from "../../../server/domain/settings/shop-settings";
import { FormField } from "../../components/form-field";
import styles from "./admin.module.css";
import type { ConsoleAnswer } from "./answer";
import own from "./home-sections-form.module.css";
import { FormEnd } from "./ui";

export const HOME_SECTIONS_INTENT = "home-sections";

/** What each section shows, as the operator knows it. */
const KIND_LABELS: Record<HomeSectionKind, string> = {
  categories: "컬렉션 배너",
  newArrivals: "신상품",
  gift: "선물 (선물 컬렉션의 상품)",
  photoReviews: "포토 리뷰",
  makersNote: "최신 메이커스 노트",
};

const titleName = (kind: string) => `title-${kind}`;
const showName = (kind: string) => `show-${kind}`;

/**
 * The sections as the form sent them, in its order, with the asked move (`move`: "up:gift") done:
 * the setting's input, for its schema to check.
 */
export function homeSectionsOfForm(form: FormData): { sections: unknown[] } {
  const sections = form.getAll("kind").map((kind) => ({
    kind: String(kind),
    title: String(form.get(titleName(String(kind))) ?? ""),
    show: form.get(showName(String(kind))) === "on",
  }));
  const [direction, kind] = String(form.get("move") ?? "").split(":");
  const from = sections.findIndex((section) => section.kind === kind);
  const to = direction === "up" ? from - 1 : direction === "down" ? from + 1 : -1;
  const moving = sections[from];
  const other = sections[to];
  if (from >= 0 && moving && other) {
    sections[to] = moving;
    sections[from] = other;
  }
  return { sections };
}

/** A refused title is shown beside its input; a refused list above the list. */
export function homeSectionFieldOf(input: { sections: unknown[] }): FieldOfPath {
  return (path) => {
    const [, index, field] = path;
    const section = typeof index === "number" ? (input.sections[index] as { kind?: string } | undefined) : undefined;
    return field === "title" && section?.kind ? titleName(section.kind) : "sections";
  };
}

const isKind = (kind: string): kind is HomeSectionKind => (HOME_SECTION_KINDS as readonly string[]).includes(kind);

export function HomeSectionsForm({ setting, answer }: { setting: HomeSections; answer: ConsoleAnswer | undefined }) {
  const refused = answer && !answer.ok ? answer.values : undefined;
  const last = setting.sections.length - 1;
  return (
    <Form
      method="post"
      key={JSON.stringify(setting)}
      className={`${styles.panel} ${styles.form}`}
      aria-labelledby="home-sections-title"
      noValidate
    >
      <h2 id="home-sections-title">홈 화면 구성</h2>
      <p className={styles.help}>
        홈의 영상과 “지금 많이 찾는 향” 아래에 이 순서대로 보여요. 보여줄 내용이 없는 구역(아직 포토 리뷰가 없을 때
        등)은 저절로 빠져요.
      </p>
      <input type="hidden" name="intent" value={HOME_SECTIONS_INTENT} />
      {/* Enter in a title saves: the form's first submit button is this one, not a section's 아래로. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        홈 화면 저장
      </button>
      {answer?.errors.sections ? (
        <p className={styles.error} role="alert">
          {answer.errors.sections}
        </p>
      ) : null}
      <ol className={`${styles.rows} ${own.list}`} aria-label="홈 화면 구역">
        {setting.sections.map((section, index) => {
          const label = isKind(section.kind) ? KIND_LABELS[section.kind] : section.kind;
          const sentTitle = refused?.[titleName(section.kind)];
          const shown = refused ? refused[showName(section.kind)] === "on" : section.show;
          return (
            <li key={section.kind} className={styles.row}>
              <input type="hidden" name="kind" value={section.kind} />
              <FormField
                idPrefix="home"
                className={styles.field}
                name={titleName(section.kind)}
                label={`${index + 1}. ${label} 제목`}
                maxLength={HOME_SECTION_TITLE_MAX}
                error={answer?.errors[titleName(section.kind)]}
                defaultValue={typeof sentTitle === "string" ? sentTitle : section.title}
              />
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name={showName(section.kind)}
                  defaultChecked={shown}
                  aria-label={`${label} 홈에 보이기`}
                />
                홈에 보이기
              </label>
              <span className={styles.inline}>
                <button
                  type="submit"
                  name="move"
                  value={`up:${section.kind}`}
                  className={styles.button}
                  disabled={index === 0}
                  aria-label={`${label} 위로`}
                >
                  위로
                </button>
                <button
                  type="submit"
                  name="move"
                  value={`down:${section.kind}`}
                  className={styles.button}
                  disabled={index === last}
                  aria-label={`${label} 아래로`}
                >
                  아래로
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <FormEnd answer={answer} intent={HOME_SECTIONS_INTENT}>
        홈 화면 저장
      </FormEnd>
    </Form>
  );
}
