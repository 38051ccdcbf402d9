// What the fuzzer sends to each /api route. Every route of the app must have an entry here: a
// new endpoint fails tests/fuzz until someone decides how to fuzz it.
import type { z } from "zod";
import {
  answerBody,
  auditQuery,
  couponBody,
  couponQuery,
  inquiryQuery,
  reviewQuery as reviewModerationQuery,
  reviewStatusBody,
} from "../../server/api/admin/community";
import {
  listSchema as orderListQuery,
  statusSchema as orderStatusBody,
  refundSchema,
  requestListSchema as requestListQuery,
} from "../../server/api/admin/orders";
import {
  listQuerySchema as productListQuery,
  statusSchema as productStatusBody,
} from "../../server/api/admin/products";
import { stockSchema } from "../../server/api/admin/stock";
import { cartLinesSchema, removeSchema, updateSchema } from "../../server/api/cart";
import { initSchema, processSchema } from "../../server/api/checkout";
import { collectionListQuery } from "../../server/api/collections";
import { restockSchema, vitalSchema } from "../../server/api/engagement";
import { wishSchema } from "../../server/api/npay";
import { claimDecisionSchema, claimSchema, orderLookupSchema } from "../../server/api/orders";
import { reviewQuery, searchQuery } from "../../server/api/products";
import { findIdCodeSchema, findIdSchema, resetCodeSchema, resetSchema } from "../../server/api/recovery";
import { blocksInputSchema, collectionInputSchema } from "../../server/domain/admin/catalog/collections";
import { productInputSchema } from "../../server/domain/admin/catalog/product-document";
import { contentPageEditor, makersNoteEditor, placeEditor, playlistEditor } from "../../server/domain/admin/content";
import { popupEditor, popupPreviewSchema, topBannerEditor } from "../../server/domain/admin/engagement";
import {
  basicInfoSchema,
  loginSchema,
  nameSchema,
  passwordSchema,
  shippingSchema,
  signupSchema,
} from "../../server/domain/auth/forms";
import { stripPicksSchema } from "../../server/domain/content/product-strips";
import {
  businessInfoSettingSchema,
  footerLinksSchema,
  homeSectionsSchema,
  legalTextSchema,
  shippingPolicySchema,
} from "../../server/domain/settings/shop-settings";

export type BodyPlan =
  /** No body is expected; the fuzzer still sends stray ones. */
  | { kind: "none" }
  /** A JSON document checked by this schema. */
  | { kind: "json"; schema: z.ZodType }
  /** A multipart form with these text fields (and values they accept) and files under `file`. */
  | { kind: "multipart"; fields: Record<string, string[]>; file: string }
  /** Web vitals: a beacon's JSON in any content type. */
  | { kind: "beacon"; schema: z.ZodType }
  /** The PortOne webhook: raw JSON, sometimes with a valid signature. */
  | { kind: "webhook" };

export type RoutePlan = {
  body: BodyPlan;
  /** The schema of the query string, when the route reads one. */
  query?: z.ZodType;
  /** A successful answer to a signed-in role replaces or ends its session. */
  changesSession?: true;
};

const none: BodyPlan = { kind: "none" };
const json = (schema: z.ZodType): BodyPlan => ({ kind: "json", schema });

function editor(path: string, schema: z.ZodType): Record<string, RoutePlan> {
  return {
    [`GET ${path}`]: { body: none },
    [`GET ${path}/:id`]: { body: none },
    [`POST ${path}`]: { body: json(schema) },
    [`PUT ${path}/:id`]: { body: json(schema) },
    [`DELETE ${path}/:id`]: { body: none },
  };
}

/** The plans by "METHOD /api/path"; the playlist editor checks against the shop's own videos. */
export const routePlans = (videoIds: string[]): Record<string, RoutePlan> => ({
  "POST /api/signup": { body: json(signupSchema), changesSession: true },
  "POST /api/login": { body: json(loginSchema), changesSession: true },
  "POST /api/logout": { body: none, changesSession: true },
  "GET /api/auth/kakao/start": { body: none },
  "GET /api/auth/kakao/callback": { body: none },
  "GET /api/my/info": { body: none },
  "POST /api/my/shipping": { body: json(shippingSchema) },
  "POST /api/my/basicinfo": { body: json(basicInfoSchema) },
  "POST /api/my/name": { body: json(nameSchema) },
  "POST /api/my/password": { body: json(passwordSchema) },
  "POST /api/account/find-id/code": { body: json(findIdCodeSchema) },
  "POST /api/account/find-id": { body: json(findIdSchema) },
  "POST /api/account/password-reset/code": { body: json(resetCodeSchema) },
  "POST /api/account/password-reset": { body: json(resetSchema), changesSession: true },
  "GET /api/v2/collection/all": { body: none },
  "GET /api/v2/collection/list": { body: none, query: collectionListQuery },
  "GET /api/cart/count": { body: none },
  "GET /api/cart/item": { body: none },
  "POST /api/cart/item/add": { body: json(cartLinesSchema) },
  "POST /api/cart/buynow": { body: json(cartLinesSchema) },
  "POST /api/cart/item/update": { body: json(updateSchema) },
  "POST /api/cart/item/remove": { body: json(removeSchema) },
  "GET /api/product/:slug": { body: none },
  "GET /api/product/:slug/reviews": { body: none, query: reviewQuery },
  "GET /api/v2/search": { body: none, query: searchQuery },
  "POST /api/initCheckout": { body: json(initSchema) },
  "POST /api/processCheckout": { body: json(processSchema) },
  "GET /api/mobileCheckout/:orderId": { body: none },
  "POST /api/portone/webhook": { body: { kind: "webhook" } },
  "GET /api/order/:id": { body: none },
  "POST /api/order/lookup": { body: json(orderLookupSchema) },
  "POST /api/order/:id/cancel": { body: none },
  "POST /api/order/:id/confirm": { body: none },
  "POST /api/order/:id/claim": { body: json(claimSchema) },
  "GET /api/my/orders": { body: none },
  "GET /api/my/coupons": { body: none },
  "POST /api/npay/order": { body: none },
  "POST /api/npay/notice/:orderId": { body: none },
  "GET /api/npay/notice/:orderId": { body: none },
  "POST /api/npay/wishlist": { body: json(wishSchema) },
  "GET /api/modal": { body: none },
  "GET /api/top-line-banner": { body: none },
  "POST /api/wait/update": { body: json(restockSchema) },
  "POST /api/vitals": { body: { kind: "beacon", schema: vitalSchema } },
  "GET /api/chat/profile": { body: none },
  "POST /api/reviews/:id/helpful": { body: none },
  "POST /api/reviews": {
    body: {
      kind: "multipart",
      fields: {
        order_line_id: ["1", "2"],
        rating: ["5", "1"],
        content: ["오래 써도 질리지 않는 향이에요. 또 살게요."],
      },
      file: "photos",
    },
  },
  "POST /api/inquiry": {
    body: {
      kind: "multipart",
      fields: {
        type: ["bulk", "global"],
        name: ["박대표"],
        phone: ["010-2222-3333"],
        email: ["buyer@company.co.kr"],
        message: ["사내 선물로 인센스 세트 200개를 구매하고 싶어요. 견적 부탁드려요."],
        consent: ["on"],
      },
      file: "attachments",
    },
  },
  "GET /api/admin/dashboard": { body: none },
  "GET /api/admin/vitals": { body: none },
  "POST /api/admin/stock": { body: json(stockSchema) },
  "GET /api/admin/restock/:productId": { body: none },
  "GET /api/admin/products": { body: none, query: productListQuery },
  "POST /api/admin/products": { body: json(productInputSchema) },
  "GET /api/admin/products/:id": { body: none },
  "PUT /api/admin/products/:id": { body: json(productInputSchema) },
  "POST /api/admin/products/:id/status": { body: json(productStatusBody) },
  "POST /api/admin/products/:id/images": {
    body: { kind: "multipart", fields: { alt: ["캔들 정면 사진"] }, file: "file" },
  },
  "GET /api/admin/collections": { body: none },
  "PUT /api/admin/collections/:id": { body: json(collectionInputSchema) },
  "GET /api/admin/collections/:id/blocks": { body: none },
  "PUT /api/admin/collections/:id/blocks": { body: json(blocksInputSchema) },
  "GET /api/admin/orders": { body: none, query: orderListQuery },
  "GET /api/admin/orders/:id": { body: none },
  "POST /api/admin/orders/:id/status": { body: json(orderStatusBody) },
  "POST /api/admin/orders/:id/refund": { body: json(refundSchema) },
  "POST /api/admin/orders/:id/claim": { body: json(claimDecisionSchema) },
  "GET /api/admin/requests": { body: none, query: requestListQuery },
  "POST /api/admin/popups/preview": { body: json(popupPreviewSchema) },
  ...editor("/api/admin/popups", popupEditor.schema),
  ...editor("/api/admin/top-banners", topBannerEditor.schema),
  "POST /api/admin/makers-notes/:id/publish": { body: none },
  "POST /api/admin/makers-notes/:id/unpublish": { body: none },
  ...editor("/api/admin/makers-notes", makersNoteEditor.schema),
  ...editor("/api/admin/places", placeEditor.schema),
  ...editor("/api/admin/playlists", playlistEditor(videoIds).schema),
  ...editor("/api/admin/content-pages", contentPageEditor.schema),
  "GET /api/admin/coupons": { body: none, query: couponQuery },
  "POST /api/admin/coupons": { body: json(couponBody) },
  "DELETE /api/admin/coupons/:id": { body: none },
  "GET /api/admin/reviews": { body: none, query: reviewModerationQuery },
  "POST /api/admin/reviews/:id/status": { body: json(reviewStatusBody) },
  "GET /api/admin/inquiries": { body: none, query: inquiryQuery },
  "GET /api/admin/inquiries/:id": { body: none },
  "GET /api/admin/inquiries/:id/attachments/:index": { body: none },
  "POST /api/admin/inquiries/:id/answer": { body: json(answerBody) },
  "POST /api/admin/inquiries/:id/close": { body: none },
  "GET /api/admin/audit": { body: none, query: auditQuery },
  "GET /api/admin/settings": { body: none },
  "PUT /api/admin/settings/shipping": { body: json(shippingPolicySchema) },
  "PUT /api/admin/settings/footer-links": { body: json(footerLinksSchema) },
  "PUT /api/admin/settings/home-sections": { body: json(homeSectionsSchema) },
  "PUT /api/admin/settings/business-info": { body: json(businessInfoSettingSchema) },
  "PUT /api/admin/settings/terms": { body: json(legalTextSchema) },
  "PUT /api/admin/settings/privacy": { body: json(legalTextSchema) },
  "PUT /api/admin/makers-notes/:id/products": { body: json(stripPicksSchema) },
  "PUT /api/admin/content-pages/:id/products": { body: json(stripPicksSchema) },
});
