// 개인정보 수집·이용 동의 (개인정보 보호법 §15, §22): a form that collects personal data names what it
// collects, why and for how long, and is refused unless the box is ticked (core/consent-field.ts,
// part of the form's one Zod schema, kept apart so these texts bring no Zod to the browser).

export type ConsentTerms = {
  /** What is collected, as the form names its fields. */
  items: string;
  purpose: string;
  /** How long it is kept, and when it is destroyed. */
  retention: string;
  /** What refusing means. */
  refusal: string;
};

export const consentTexts = {
  label: "[필수] 개인정보 수집·이용 동의",
  items: "수집 항목",
  purpose: "이용 목적",
  retention: "보유 기간",
  required: "개인정보 수집·이용에 동의해주세요.",
} as const;

/** Restock alarms (spec §5 restock rules); server/domain/retention.ts keeps the promise. */
export const restockConsent: ConsentTerms = {
  items: "이름, 휴대전화 번호",
  purpose: "재입고 알림 문자 발송",
  retention: "재입고 알림 발송 후 30일 또는 신청일로부터 6개월 중 먼저 오는 때 파기",
  refusal: "동의하지 않으실 수 있으며, 이 경우 재입고 알림을 신청할 수 없어요.",
};

/** Consultation inquiries (the /inquiry form); server/domain/retention.ts keeps the promise. */
export const inquiryConsent: ConsentTerms = {
  items: "이름, 휴대전화 번호, 이메일, 문의 내용, 첨부 파일",
  purpose: "문의 확인과 답변",
  retention: "문의 접수일로부터 3년 보관 후 파기 (전자상거래법의 소비자 불만·분쟁 처리 기록)",
  refusal: "동의하지 않으실 수 있으며, 이 경우 문의를 보낼 수 없어요.",
};
