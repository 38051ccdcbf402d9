// Products (spec §7): GET /api/product/{slug}, its reviews, and GET /api/v2/search.
import { Hono } from "hono";
import { z } from "zod";
import { PRODUCT_SLUG } from "../../core/links";
import { productTag } from "../../core/page-cache";
import { PHOTO_FILTER, REVIEW_SORTS } from "../../core/reviews";
import { catalogMessages } from "../domain/catalog/messages";
import { getProductResponse } from "../domain/catalog/product-detail";
import { listReviews } from "../domain/catalog/reviews";
import { MAX_KEYWORD_LENGTH, searchProducts } from "../domain/catalog/search";
import { DomainError } from "../domain/errors";
import { SURROGATE_KEY_HEADER } from "../http/page-cache";
import type { ApiDeps } from "./app";
import { parseQuery } from "./validation";

export const searchQuery = z.object({
  keyword: z.string().max(MAX_KEYWORD_LENGTH, catalogMessages.keywordTooLong).default(""),
});

export const reviewQuery = z.object({
  page: z.coerce
    .number({ error: catalogMessages.invalidPage })
    .int(catalogMessages.invalidPage)
    .min(1, catalogMessages.invalidPage)
    .max(10_000, catalogMessages.invalidPage)
    .default(1),
  /** 최신순 (latest, the default) or 별점순 (rating), and 포토리뷰 (photo): as on the product page. */
  review_sort: z.enum(REVIEW_SORTS, { error: catalogMessages.invalidReviewView }).default("latest"),
  review_filter: z.literal(PHOTO_FILTER, { error: catalogMessages.invalidReviewView }).optional(),
});

export function productRoutes({ db }: ApiDeps): Hono {
  const findProduct = async (slug: string) => {
    const product = PRODUCT_SLUG.test(slug) ? await getProductResponse(db, slug) : null;
    if (!product) throw new DomainError("not_found", catalogMessages.productNotFound);
    return product;
  };
  return new Hono()
    .get("/product/:slug", async (c) => c.json(await findProduct(c.req.param("slug"))))
    .get("/product/:slug/reviews", async (c) => {
      const query = parseQuery(reviewQuery, c.req.query());
      const { product } = await findProduct(c.req.param("slug"));
      // Reviews show no stock status: they name their product, whose review changes name it too.
      c.header(SURROGATE_KEY_HEADER, productTag(product.id));
      const view = { sort: query.review_sort, photoOnly: query.review_filter === PHOTO_FILTER };
      return c.json(await listReviews(db, product.id, query.page, view));
    })
    .get("/v2/search", async (c) => {
      const { keyword } = parseQuery(searchQuery, c.req.query());
      return c.json(await searchProducts(db, keyword));
    });
}
