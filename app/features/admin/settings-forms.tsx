// The shop settings' forms added by issue 22 (/admin/settings): the footer's business information
// with the Kakao channel, and the terms and privacy texts. Plain forms posting to the page's action,
// which checks them with the API's schemas; a refused form shows what was sent, beside each field.
import { Form } from "react-router";
import { LEGAL_TEXT_MAX } from "../../../core/legal-text";
import { controlOf, FormField } from "../../components/form-field";
import styles from "./admin.module.css";
import type { ConsoleAnswer } from "./answer";
import own from "./settings-forms.module.css";
import { FormEnd } from "./ui";

export const BUSINESS_INFO_INTENT = "business-info";

type BusinessInfo = {
  companyName: string;
  ceo: string;
  address: string;
  phone: string;
  email: string;
  registrationNumber: string;
  registrationCheckUrl: string;
  mailOrderNumber: string;
  privacyOfficer: string;
  hostingProvider: string;
  kakaoChannel: string;
};

type BusinessField = {
  name: keyof BusinessInfo;
  label: string;
  hint?: string;
  type?: "email" | "tel" | "url";
  inputMode?: "numeric" | "tel" | "email" | "url";
  wide?: boolean;
};

const BUSINESS_FIELDS: readonly BusinessField[] = [
  { name: "companyName", label: "상호" },
  { name: "ceo", label: "대표자" },
  { name: "address", label: "사업장 주소", wide: true },
  { name: "phone", label: "전화", type: "tel", inputMode: "tel", hint: "02-1234-5678처럼 하이픈을 넣어주세요." },
  { name: "email", label: "이메일", type: "email", inputMode: "email" },
  { name: "registrationNumber", label: "사업자등록번호", inputMode: "numeric", hint: "예: 123-45-67890" },
  {
    name: "registrationCheckUrl",
    label: "사업자정보 확인 주소",
    type: "url",
    inputMode: "url",
    hint: "푸터의 ‘사업자정보 확인’ 링크예요. 공정거래위원회 사업자정보 페이지 주소를 넣어주세요.",
    wide: true,
  },
  { name: "mailOrderNumber", label: "통신판매업 신고번호", hint: "예: 제2026-서울성동-0000호" },
  { name: "privacyOfficer", label: "개인정보보호책임자" },
  { name: "hostingProvider", label: "호스팅 제공자" },
  {
    name: "kakaoChannel",
    label: "카카오톡 채널",
    type: "url",
    inputMode: "url",
    hint: "푸터의 메신저 아이콘이 이 주소로 연결돼요.",
    wide: true,
  },
];

/** The value to show: what a refused form sent, else what is stored. */
const shown = (answer: ConsoleAnswer | undefined, name: string, stored: string) =>
  answer && !answer.ok ? String(answer.values?.[name] ?? "") : stored;

export function BusinessInfoForm({ setting, answer }: { setting: BusinessInfo; answer: ConsoleAnswer | undefined }) {
  return (
    <Form
      method="post"
      id="business"
      key={JSON.stringify(setting)}
      className={`${styles.panel} ${styles.form}`}
      aria-labelledby="business-title"
      noValidate
    >
      <h2 id="business-title">사업자 정보</h2>
      <p className={styles.help}>쇼핑몰 모든 페이지의 하단(푸터)에 전자상거래법이 정한 사업자 정보로 보여요.</p>
      <div className={styles.grid2}>
        {BUSINESS_FIELDS.map((field) => (
          <FormField
            key={field.name}
            idPrefix="business"
            className={field.wide ? `${styles.field} ${own.wide}` : styles.field}
            name={field.name}
            label={field.label}
            type={field.type ?? "text"}
            inputMode={field.inputMode}
            hint={field.hint}
            error={answer?.errors[field.name]}
            defaultValue={shown(answer, field.name, setting[field.name])}
          />
        ))}
      </div>
      <FormEnd answer={answer} intent={BUSINESS_INFO_INTENT}>
        사업자 정보 저장
      </FormEnd>
    </Form>
  );
}

export const LEGAL_TEXTS = {
  terms: { title: "이용약관", path: "/terms" },
  privacy: { title: "개인정보처리방침", path: "/privacy" },
} as const;

export type LegalKey = keyof typeof LEGAL_TEXTS;

export function LegalTextForm({
  kind,
  text,
  answer,
}: {
  kind: LegalKey;
  text: string;
  answer: ConsoleAnswer | undefined;
}) {
  const { title, path } = LEGAL_TEXTS[kind];
  return (
    <Form
      method="post"
      id={kind}
      key={text}
      className={`${styles.panel} ${styles.form}`}
      aria-labelledby={`${kind}-title`}
      noValidate
    >
      <h2 id={`${kind}-title`}>{title}</h2>
      <p className={styles.help}>
        <a href={path} target="_blank" rel="noreferrer">
          {path}
        </a>{" "}
        페이지에 보여요. 한 줄이 한 문단이고, “제1조 (목적)”이나 “1. 수집하는 개인정보”처럼 쓴 줄은 제목이 돼요. 저장한
        날이 최종 변경일로 표시돼요.
      </p>
      <FormField
        idPrefix={kind}
        className={styles.field}
        name="text"
        label={`${title} 내용`}
        hint={`${LEGAL_TEXT_MAX.toLocaleString("en-US")}자까지 쓸 수 있어요.`}
        error={answer?.errors.text}
        render={(input) => (
          <textarea
            {...controlOf(input)}
            className={styles.prose}
            rows={14}
            maxLength={LEGAL_TEXT_MAX}
            defaultValue={shown(answer, "text", text)}
          />
        )}
      />
      <FormEnd answer={answer} intent={kind}>
        {title} 저장
      </FormEnd>
    </Form>
  );
}

/** The page's groups, as in-page links: the page is long on a phone. */
export function SettingsNav({ groups }: { groups: readonly { id: string; label: string }[] }) {
  return (
    <nav aria-label="설정 바로가기" className={own.nav}>
      <ul>
        {groups.map((group) => (
          <li key={group.id}>
            <a href={`#${group.id}`}>{group.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
