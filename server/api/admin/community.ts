// Coupons, review moderation, inquiries and the audit log in the console (issue #9).
import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import { isValidEmail } from "../../../core/contact";
import { auditEntries } from "../../domain/admin/audit";
import {
  ANSWER_MAX,
  AUDIT_LIMIT_MAX,
  COUPON_AMOUNT_MAX,
  MINIMUM_AMOUNT_MAX,
  communityMessages as m,
} from "../../domain/admin/community";
import { COUPON_STATUSES, deleteCoupon, issueCoupon, listCoupons } from "../../domain/admin/coupons";
import {
  answerInquiry,
  closeInquiry,
  INQUIRY_STATUSES,
  inquiryAttachment,
  inquiryById,
  listInquiries,
} from "../../domain/admin/inquiries";
import { listReviewsForModeration, REVIEW_STATUSES, setReviewStatus } from "../../domain/admin/reviews";
import { DomainError } from "../../domain/errors";
import { idOf } from "../../domain/ids";
import { jsonBody } from "../json-body";
import { parseQuery } from "../validation";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

/** A query field sent empty (a filter's "전체") means no filter. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/** `?page=` is read by the console's shared paging rule (an unreadable page is the first). */
const pageParam = z.string().nullable().catch(null);

export const couponQuery = z.object({
  q: z.preprocess(blankAsMissing, z.string({ error: m.search }).trim().max(100, m.search).optional()),
  status: z.preprocess(blankAsMissing, z.enum(COUPON_STATUSES, { error: m.couponStatus }).optional()),
  page: pageParam,
});

export const reviewQuery = z.object({
  status: z.preprocess(blankAsMissing, z.enum(REVIEW_STATUSES, { error: m.reviewStatus }).optional()),
  productId: z.preprocess(blankAsMissing, idOf(m.product).optional()),
  page: pageParam,
});

export const inquiryQuery = z.object({
  status: z.preprocess(blankAsMissing, z.enum(INQUIRY_STATUSES, { error: m.inquiryStatus }).optional()),
  page: pageParam,
});

export const auditQuery = z.object({
  entity: z.string({ error: m.auditFilter }).trim().max(50, m.auditFilter).optional(),
  entityId: z.string({ error: m.auditFilter }).trim().max(50, m.auditFilter).optional(),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: m.auditLimit })
      .int(m.auditLimit)
      .min(1, m.auditLimit)
      .max(AUDIT_LIMIT_MAX, m.auditLimit)
      .default(100),
  ),
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A form's datetime-local value (2026-12-31T23:59): the console's times are Korean. */
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An ISO date-time with its offset; a bare date means the end of that day in Korea, a time without offset Korea's. */
const expiryDate = z
  .string({ error: m.expiryDate })
  .trim()
  .transform((value) =>
    DATE_ONLY.test(value) ? `${value}T23:59:59+09:00` : LOCAL_MINUTE.test(value) ? `${value}:00+09:00` : value,
  )
  .pipe(z.iso.datetime({ offset: true, error: m.expiryDate }))
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), m.expiryDate);

export const couponBody = z.object(
  {
    email: z
      .string({ error: m.memberEmail })
      .trim()
      .toLowerCase()
      .refine((email) => isValidEmail(email), m.memberEmail),
    couponName: z.string({ error: m.couponName }).trim().min(1, m.couponName).max(100, m.couponName),
    couponDescription: z.string({ error: m.couponDescription }).trim().max(200, m.couponDescription).default(""),
    couponAmount: z
      .number({ error: m.couponAmount })
      .int(m.couponAmount)
      .min(1, m.couponAmount)
      .max(COUPON_AMOUNT_MAX, m.couponAmount),
    minimumAmount: z
      .number({ error: m.minimumAmount })
      .int(m.minimumAmount)
      .min(0, m.minimumAmount)
      .max(MINIMUM_AMOUNT_MAX, m.minimumAmount)
      .default(0),
    expiryDate,
  },
  { error: m.coupon },
);

export const reviewStatusBody = z.object(
  { status: z.enum(REVIEW_STATUSES, { error: m.reviewStatus }) },
  { error: m.reviewStatus },
);

export const answerBody = z.object(
  { answer: z.string({ error: m.answer }).trim().min(1, m.answer).max(ANSWER_MAX, m.answer) },
  { error: m.answer },
);

const couponId = idOf(m.couponNotFound);
const reviewId = idOf(m.reviewNotFound);
const inquiryId = idOf(m.inquiryNotFound);

/** The attachment's position as sent (0-based); anything else is a file that is not there. */
function attachmentIndex(value: string): number {
  if (!/^\d{1,3}$/.test(value)) throw new DomainError("not_found", m.attachmentNotFound);
  return Number(value);
}

/** Korean file names survive through filename* (RFC 6266); filename is the ASCII fallback. */
function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function communityAdminRoutes({ db, config }: AdminDeps): Hono {
  const privateDir = path.join(config.dataDir, "private", "inquiries");
  return new Hono()
    .get("/admin/coupons", async (c) => c.json(await listCoupons(db, parseQuery(couponQuery, c.req.query()))))
    .post("/admin/coupons", async (c) => {
      const input = parseQuery(couponBody, await jsonBody(c));
      return c.json({ item: await issueCoupon(db, operatorOf(c), input) }, 201);
    })
    .delete("/admin/coupons/:id", async (c) => {
      await deleteCoupon(db, operatorOf(c), parseQuery(couponId, c.req.param("id")));
      return c.json({ ok: true });
    })
    .get("/admin/reviews", async (c) =>
      c.json(await listReviewsForModeration(db, parseQuery(reviewQuery, c.req.query()))),
    )
    .post("/admin/reviews/:id/status", async (c) => {
      const id = parseQuery(reviewId, c.req.param("id"));
      const { status } = parseQuery(reviewStatusBody, await jsonBody(c));
      return c.json({ item: await setReviewStatus(db, operatorOf(c), id, status) });
    })
    .get("/admin/inquiries", async (c) => c.json(await listInquiries(db, parseQuery(inquiryQuery, c.req.query()))))
    .get("/admin/inquiries/:id", async (c) =>
      c.json({ item: await inquiryById(db, parseQuery(inquiryId, c.req.param("id"))) }),
    )
    .get("/admin/inquiries/:id/attachments/:index", async (c) => {
      const id = parseQuery(inquiryId, c.req.param("id"));
      const file = await inquiryAttachment(db, privateDir, id, attachmentIndex(c.req.param("index")));
      return c.body(new Uint8Array(file.bytes), 200, {
        "content-type": file.contentType,
        "content-disposition": attachmentDisposition(file.name),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      });
    })
    .post("/admin/inquiries/:id/answer", async (c) => {
      const id = parseQuery(inquiryId, c.req.param("id"));
      const { answer } = parseQuery(answerBody, await jsonBody(c));
      return c.json({ item: await answerInquiry(db, operatorOf(c), id, answer) });
    })
    .post("/admin/inquiries/:id/close", async (c) => {
      const id = parseQuery(inquiryId, c.req.param("id"));
      return c.json({ item: await closeInquiry(db, operatorOf(c), id) });
    })
    .get("/admin/audit", async (c) => {
      const { entity, entityId, limit } = parseQuery(auditQuery, c.req.query());
      return c.json({ items: await auditEntries(db, { entity, entityId, limit }) });
    });
}
