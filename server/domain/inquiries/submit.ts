// Consultation inquiries (spec §2 Footer "Consultation-inquiry action"; §5 upload and emoji rules):
// checked, limited per client address, stored for the operator with attachments kept privately
// (never served to the public). All or nothing: a refused attachment stores nothing.
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isMobilePhone, isValidEmail, normalizePhone, stripEmoji } from "../../../core/contact";
import type { Db } from "../../db/client";
import { type InquiryAttachment, inquiries } from "../../db/schema";
import { takeAttempt } from "../auth/rate-limit";
import { DomainError } from "../errors";
import { isStorableText, toStorableText } from "../storable-text";
import { checkDocumentUpload, type Upload } from "../uploads/images";

export const INQUIRY_TYPES = ["general", "bulk", "partnership", "global"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
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
  received: "문의를 접수했어요. 영업일 기준 1~2일 안에 이메일로 답해드릴게요.",
} as const;

export type InquiryInput = {
  type: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  attachments: Upload[];
};

export async function submitInquiry(
  db: Db,
  input: InquiryInput,
  clientKey: string,
  privateDir: string,
  now = new Date(),
): Promise<{ id: number }> {
  const type = INQUIRY_TYPES.find((t) => t === input.type);
  if (!type) throw new DomainError("invalid", inquiryMessages.type);
  const name = stripEmoji(input.name).trim();
  if (!name || name.length > 50 || !isStorableText(name)) throw new DomainError("invalid", inquiryMessages.name);
  const phone = normalizePhone(input.phone);
  if (!isMobilePhone(phone)) throw new DomainError("invalid", inquiryMessages.phone);
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new DomainError("invalid", inquiryMessages.email);
  const message = stripEmoji(input.message).trim();
  if ([...message].length < 10 || [...message].length > MESSAGE_MAX || !isStorableText(message)) {
    throw new DomainError("invalid", inquiryMessages.message);
  }
  if (input.attachments.length > MAX_ATTACHMENTS) throw new DomainError("invalid", inquiryMessages.tooMany);
  const kinds = input.attachments.map(checkDocumentUpload);
  await takeAttempt(
    db,
    [{ key: `inquiry:ip:${clientKey}`, max: 5, windowMs: 60 * 60 * 1000 }],
    inquiryMessages.rateLimited,
    now,
  );

  await mkdir(privateDir, { recursive: true });
  const stored: InquiryAttachment[] = [];
  try {
    for (const [index, upload] of input.attachments.entries()) {
      const type = kinds[index] ?? "pdf";
      const file = `${randomUUID()}.${type === "jpeg" ? "jpg" : type}`;
      await writeFile(path.join(privateDir, file), upload.bytes);
      stored.push({
        name: toStorableText(path.basename(upload.name).slice(0, 200)),
        file,
        size: upload.bytes.byteLength,
        type,
      });
    }
    const [created] = await db
      .insert(inquiries)
      .values({ type, name, phone, email, message, attachments: stored, createdAt: now })
      .returning({ id: inquiries.id });
    if (!created) throw new Error("inquiry was not stored");
    return created;
  } catch (error) {
    await Promise.all(stored.map((a) => rm(path.join(privateDir, a.file), { force: true })));
    throw error;
  }
}
