// Consultation inquiry (/inquiry, the footer's 상담 문의; ?type=bulk|partnership|global chooses the type):
// name, contact, e-mail, type, message and attachments (.jpg, .jpeg, .png, .pdf, 20 MB each), with the
// required privacy consent (what is collected and how long it is kept). A
// multipart form posting to this route's action, which streams the files as the API does; the
// server's messages come back beside the fields, with what was typed.
import { useEffect, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { inquiryConsent } from "../../core/consent";
import { links } from "../../core/links";
import { FilePicker } from "../components/file-picker";
import { controlOf, FormError, FormField, PrivacyConsent } from "../components/form-field";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
import content from "../features/content/content.module.css";
import { type InquiryAnswer, inquiryAction } from "../features/inquiry/inquiry.server";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/inquiry";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Collins - 상담 문의",
    description: "제품, 대량 구매·유통, 비즈니스 제휴에 대해 물어봐 주세요.",
    path: links.inquiry,
    baseUrl: baseUrlOf(matches),
  });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return inquiryAction(request, context);
}

const texts = {
  title: "상담 문의",
  lead: "제품, 대량 구매·유통, 비즈니스 제휴에 대해 남겨주시면 영업일 기준 1~2일 안에 답해드려요.",
  type: "문의 유형",
  types: { general: "일반 문의", bulk: "대량 구매·유통 문의", partnership: "비즈니스 제휴", global: "도매·해외 문의" },
  name: "이름",
  phone: "연락처 (휴대전화)",
  email: "이메일",
  message: "문의 내용",
  attachments: "첨부 파일 (jpg, png, pdf · 파일당 20MB, 5개까지)",
  attachAgain: "파일은 다시 골라주세요.",
  attachHint: "여러 파일을 한 번에 고를 수 있어요.",
  submit: "문의 보내기",
  sending: "보내는 중…",
  home: "쇼핑 계속하기",
} as const;

type InquiryType = keyof typeof texts.types;
const isInquiryType = (value: string | null | undefined): value is InquiryType =>
  !!value && Object.hasOwn(texts.types, value);

const EMPTY: InquiryAnswer = { errors: {}, values: {} };

export default function Inquiry({ actionData }: Route.ComponentProps) {
  const answer = actionData ?? EMPTY;
  if (answer.received) {
    return (
      <div className={content.notice}>
        <h1>{texts.title}</h1>
        <p role="status">{answer.received}</p>
        <Link to={links.collection("all")} className={styles.secondary}>
          {texts.home}
        </Link>
      </div>
    );
  }
  return <InquiryForm answer={answer} />;
}

function InquiryForm({ answer }: { answer: InquiryAnswer }) {
  const requested = new URLSearchParams(useLocation().search).get("type");
  const { errors, values } = answer;
  const type = isInquiryType(values.type) ? values.type : isInquiryType(requested) ? requested : "general";
  const [phone, setPhone] = useState(values.phone ?? "");
  const sending = useNavigation().state === "submitting";
  // A form refused without scripts comes back as a new page, with its text but without its files
  // (a browser keeps none across a page load); a live page keeps them in the input.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const filesDropped = !live && Object.keys(errors).length > 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.lead}>{texts.lead}</p>
      <Form method="post" encType="multipart/form-data" className={styles.form} noValidate>
        <FormError message={errors.form} />
        <FormField
          name="type"
          label={texts.type}
          error={errors.type}
          className={styles.field}
          render={(input) => (
            <select {...controlOf(input)} key={type} defaultValue={type} className={styles.select}>
              {Object.entries(texts.types).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        />
        <FormField
          name="name"
          label={texts.name}
          error={errors.name}
          className={styles.field}
          defaultValue={values.name}
          autoComplete="name"
          maxLength={50}
          required
        />
        <FormField
          name="phone"
          label={texts.phone}
          error={errors.phone}
          className={styles.field}
          render={(input) => <PhoneInput {...input} value={phone} onValue={setPhone} required maxLength={20} />}
        />
        <FormField
          name="email"
          label={texts.email}
          error={errors.email}
          className={styles.field}
          type="email"
          defaultValue={values.email}
          autoComplete="email"
          required
        />
        <FormField
          name="message"
          label={texts.message}
          error={errors.message}
          className={styles.field}
          render={(input) => (
            <textarea
              {...controlOf(input)}
              rows={6}
              maxLength={3000}
              required
              defaultValue={values.message}
              className={styles.textarea}
            />
          )}
        />
        {/* Before the attachments: a browser sends the fields in this order, and the server checks them
            (the consent too) before it takes any file. */}
        <PrivacyConsent
          terms={inquiryConsent}
          error={errors.consent}
          idPrefix="inquiry"
          defaultChecked={values.consent === "on"}
        />
        <FormField
          name="attachments"
          label={texts.attachments}
          error={errors.attachments}
          hint={filesDropped ? texts.attachAgain : undefined}
          className={styles.field}
          multiple
          accept=".jpg,.jpeg,.png,.pdf"
          render={(input) => <FilePicker input={input} placeholder={texts.attachHint} />}
        />
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </Form>
    </div>
  );
}
