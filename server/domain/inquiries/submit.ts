// Consultation inquiries (spec §2 Footer "Consultation-inquiry action"; §5 upload and emoji rules):
// checked, limited per client address, stored for the operator with attachments kept privately
// (never served to the public). The fields and the limit are checked before any attachment is
// received (issue 18); all or nothing: a refused attachment stores nothing.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { consentField } from "../../../core/consent-field";
import { isMobilePhone, isValidEmail, normalizePhone, stripEmoji } from "../../../core/contact";
import type { Db } from "../../db/client";
import { type InquiryAttachment, inquiries } from "../../db/schema";
import { takeAttempt } from "../auth/rate-limit";
import { DomainError } from "../errors";
import { isStorableText, toStorableText } from "../storable-text";
import { checkDocumentUpload, type StagedUpload } from "../uploads/images";

export const INQUIRY_TYPES = ["general", "bulk", "partnership", "global"] as const;
export const MAX_ATTACHMENTS = 5;
const MESSAGE_MAX = 3000;

export const inquiryMessages = {
  name: "이름을 입력해주세요.",
  phone: "연락받으실 휴대전화 번호를 정확히 입력해주세요.",
  email: "답변받으실 이메일 주소를 정확히 입력해주세요.",
  type: "문의 유형을 골라주세요.",
  message: `문의 내용을 10자 이상 ${MESSAGE_MAX.toLocaleString("ko-KR")}자 이하로 적어주세요.`,
  tooMany: `첨부 파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있어요.`,
  rateLimited: "문의가 너무 많아요. 잠시 후 다시 시도해주세요.",
  failed: "문의를 보내지 못했어요. 입력한 내용을 확인해주세요.",
  received: "문의를 접수했어요. 영업일 기준 1~2일 안에 이메일로 답해드릴게요.",
} as const;

/** The form's fields; `consent` is the ticked box ("on" from a form, true once checked). */
export type InquiryFields = {
  type: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: string | boolean;
};

/** Text without emoji and the space around it (spec §5). */
const plainText = (message: string) => z.string({ error: message }).transform((text) => stripEmoji(text).trim());

/**
 * The inquiry form's fields, read by the page's route action and by POST /api/inquiry alike; the
 * privacy consent is required of both (core/consent.ts).
 */
export const inquirySchema = z.object({
  type: z.enum(INQUIRY_TYPES, { error: inquiryMessages.type }),
  name: plainText(inquiryMessages.name).refine(
    (name) => name !== "" && name.length <= 50 && isStorableText(name),
    inquiryMessages.name,
  ),
  phone: z
    .string({ error: inquiryMessages.phone })
    .transform(normalizePhone)
    .refine(isMobilePhone, inquiryMessages.phone),
  email: z
    .string({ error: inquiryMessages.email })
    .transform((email) => email.trim().toLowerCase())
    .refine(isValidEmail, inquiryMessages.email),
  message: plainText(inquiryMessages.message).refine(
    (message) => [...message].length >= 10 && [...message].length <= MESSAGE_MAX && isStorableText(message),
    inquiryMessages.message,
  ),
  consent: consentField,
});

/** An inquiry whose fields are checked and whose sender is within the rate limit. */
export type OpenedInquiry = z.output<typeof inquirySchema> & { readonly at: Date };

/**
 * The cheap part, done before any attachment is received: checks every field and counts the
 * attempt against the sender's limit.
 */
export async function openInquiry(
  db: Db,
  input: InquiryFields,
  clientKey: string,
  now = new Date(),
): Promise<OpenedInquiry> {
  const checked = inquirySchema.safeParse(input);
  if (!checked.success) throw new DomainError("invalid", checked.error.issues[0]?.message ?? inquiryMessages.type);
  await takeAttempt(
    db,
    [{ key: `inquiry:ip:${clientKey}`, max: 5, windowMs: 60 * 60 * 1000 }],
    inquiryMessages.rateLimited,
    now,
  );
  return { ...checked.data, at: now };
}

/**
 * Stores an opened inquiry with its staged attachments: the row is written and the files are moved
 * into `privateDir` in one transaction, so a failure leaves neither a row nor a file.
 */
export async function submitInquiry(
  db: Db,
  inquiry: OpenedInquiry,
  attachments: StagedUpload[],
  privateDir: string,
): Promise<{ id: number }> {
  if (attachments.length > MAX_ATTACHMENTS) throw new DomainError("invalid", inquiryMessages.tooMany);
  const stored: (InquiryAttachment & { from: string })[] = attachments.map((upload) => {
    const type = checkDocumentUpload(upload);
    return {
      name: toStorableText(path.basename(upload.name).slice(0, 200)),
      file: `${randomUUID()}.${type === "jpeg" ? "jpg" : type}`,
      size: upload.size,
      type,
      from: upload.path,
    };
  });
  await mkdir(privateDir, { recursive: true });
  const placed: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const { type, name, phone, email, message, at } = inquiry;
      const [created] = await tx
        .insert(inquiries)
        .values({
          type,
          name,
          phone,
          email,
          message,
          attachments: stored.map(({ from: _, ...attachment }) => attachment),
          createdAt: at,
        })
        .returning({ id: inquiries.id });
      if (!created) throw new Error("inquiry was not stored");
      for (const attachment of stored) {
        const to = path.join(privateDir, attachment.file);
        await rename(attachment.from, to);
        placed.push(to);
      }
      return created;
    });
  } catch (error) {
    await Promise.all(placed.map((file) => rm(file, { force: true })));
    throw error;
  }
}
