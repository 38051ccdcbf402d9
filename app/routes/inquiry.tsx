// Consultation inquiry (/inquiry, the footer's 상담 문의; ?type=bulk|partnership|global chooses the type):
// name, contact, e-mail, type, message and attachments (.jpg, .jpeg, .png, .pdf, 20 MB each; the
// server checks them again by content).
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { links } from "../../core/links";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
import content from "../features/content/content.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/inquiry";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Collins - 상담 문의",
    description: "제품, 대량 구매·유통, 비즈니스 제휴에 대해 물어봐 주세요.",
    path: "/inquiry",
    baseUrl: baseUrlOf(matches),
  });
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
  submit: "문의 보내기",
  failed: "문의를 보내지 못했어요. 잠시 후 다시 시도해주세요.",
  badFile: "jpg, jpeg, png, pdf 파일만 20MB까지, 5개까지 첨부할 수 있어요.",
  home: "쇼핑 계속하기",
} as const;

type InquiryType = keyof typeof texts.types;
const FILE = /\.(jpe?g|png|pdf)$/i;

export default function Inquiry() {
  const requested = new URLSearchParams(useLocation().search).get("type");
  const initialType: InquiryType =
    requested && Object.hasOwn(texts.types, requested) ? (requested as InquiryType) : "general";
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll("attachments").filter((file): file is File => file instanceof File && file.size > 0);
    if (files.length > 5 || files.some((file) => !FILE.test(file.name) || file.size > 20_971_520)) {
      setError(texts.badFile);
      return;
    }
    form.delete("attachments");
    for (const file of files) form.append("attachments", file);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/inquiry", { method: "POST", body: form, credentials: "include" });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.ok) setDone(body?.message ?? "");
      else setError(body?.message ?? texts.failed);
    } catch {
      setError(texts.failed);
    } finally {
      setBusy(false);
    }
  };

  if (done !== null) {
    return (
      <div className={content.notice}>
        <h1>{texts.title}</h1>
        <p role="status">{done}</p>
        <Link to={links.collection("all")} className={styles.secondary}>
          {texts.home}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.lead}>{texts.lead}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          {texts.type}
          <select name="type" defaultValue={initialType} className={styles.select}>
            {Object.entries(texts.types).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {texts.name}
          <input name="name" autoComplete="name" maxLength={50} required />
        </label>
        <label className={styles.field}>
          {texts.phone}
          <PhoneInput name="phone" required value={phone} onValue={setPhone} />
        </label>
        <label className={styles.field}>
          {texts.email}
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label className={styles.field}>
          {texts.message}
          <textarea name="message" rows={6} maxLength={3000} required className={styles.textarea} />
        </label>
        <label className={styles.field}>
          {texts.attachments}
          <input name="attachments" type="file" multiple accept=".jpg,.jpeg,.png,.pdf" />
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {texts.submit}
        </button>
      </form>
    </div>
  );
}
