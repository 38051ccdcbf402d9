// What a page's route action may be sent: a form of the shop's own pages, never a body that a
// visitor makes as large or as strange as they like. Page requests have no other body limit (the
// API has its own), and React Router reads an action's body whole with request.formData(), except
// on the upload pages, whose actions stream it (server/http/page-uploads.ts).
import type { MiddlewareHandler } from "hono";
import { FORM_BYTES_PER_CHARACTER, LEGAL_TEXT_MAX } from "../../core/legal-text";
import { links } from "../../core/links";

/** A page form is a few fields; 64 KB is far more than any of them sends. */
export const PAGE_FORM_LIMIT_BYTES = 64 * 1024;

/**
 * The console's pages that save long texts may send a form that many characters larger: the shop
 * settings (the terms and the privacy policy, each up to LEGAL_TEXT_MAX characters) and the editors
 * of a page's body (a content page such as the terms, a makers note, a product's detail page).
 */
export const LEGAL_FORM_LIMIT_BYTES = PAGE_FORM_LIMIT_BYTES + LEGAL_TEXT_MAX * FORM_BYTES_PER_CHARACTER;
const LONG_FORM_PAGES = [/^\/admin\/settings$/, /^\/admin\/(content-pages|makers-notes|products)\/(new|[1-9][0-9]*)$/];
const isLongFormPage = (pathname: string) => {
  const page = pathname.replace(/\.data$/, "");
  return LONG_FORM_PAGES.some((pattern) => pattern.test(page));
};

export const pageFormMessages = {
  tooLarge: "보내신 내용이 너무 커요. 입력한 내용을 줄여서 다시 보내주세요.",
  lengthRequired: "요청의 크기를 알 수 없어요. 페이지를 새로 고친 뒤 다시 보내주세요.",
  notAForm: "이 페이지는 입력 양식으로만 보낼 수 있어요. 페이지를 새로 고친 뒤 다시 보내주세요.",
} as const;

/**
 * The pages whose action reads a multipart form with files itself, as the API does: streamed, under
 * the upload limits and slots, never whole: 상담 문의, 리뷰 쓰기, and a product of the console
 * (/admin/products/{id}, its photo; never /admin/products/new), 송장 일괄 등록 (/admin/orders/tracking,
 * the courier's CSV) and the console's editors with image fields (issue 22: popups, makers notes,
 * places, playlists, content pages; a collection's background and banner pictures). React Router
 * posts a hydrated form to `<path>.data`.
 */
export const PAGE_UPLOAD_PATHS: readonly RegExp[] = [
  new RegExp(`^${links.inquiry}$`),
  new RegExp(`^${links.review}$`),
  /^\/admin\/products\/[1-9][0-9]*$/,
  /^\/admin\/orders\/tracking$/,
  /^\/admin\/(popups|makers-notes|places|playlists|content-pages)\/(new|[1-9][0-9]*)$/,
  /^\/admin\/collections$/,
];

const isUploadPage = (pathname: string) => {
  const page = pathname.replace(/\.data$/, "");
  return PAGE_UPLOAD_PATHS.some((pattern) => pattern.test(page));
};

/**
 * Page writes are URL-encoded forms (a `<Form method="post">` or a fetcher) with a declared length
 * of at most 64 KB (the pages that save long texts more), so an action's formData() never reads
 * more and never fails on the body's type.
 * The upload pages also take a multipart form, of any length: their actions read it under the
 * upload limits.
 */
export function pageForms(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    c.header("Cache-Control", "no-store");
    const type = c.req.header("content-type") ?? "";
    if (/^multipart\/form-data\s*;/i.test(type) && isUploadPage(c.req.path)) return next();
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return c.text(pageFormMessages.notAForm, 415);
    const declared = c.req.header("content-length");
    if (declared === undefined || !/^\d+$/.test(declared)) return c.text(pageFormMessages.lengthRequired, 411);
    const limit = isLongFormPage(c.req.path) ? LEGAL_FORM_LIMIT_BYTES : PAGE_FORM_LIMIT_BYTES;
    if (Number(declared) > limit) return c.text(pageFormMessages.tooLarge, 413);
    return next();
  };
}
