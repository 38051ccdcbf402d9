// Products (spec §7): GET /api/product/{slug}, its reviews, and GET /api/v2/search.
import { Hono } from "hono";
import { z } from "zod";
import { catalogMessages } from "../domain/catalog/messages";
import { getProductResponse } from "../domain/catalog/product-detail";
import { listReviews } from "../domain/catalog/reviews";
import { MAX_KEYWORD_LENGTH, searchProducts } from "../domain/catalog/search";
import { DomainError } from "../domain/errors";
import type { ApiDeps } from "./app";
import { parseQuery } from "./validation";

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

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
});

export function productRoutes({ db }: ApiDeps): Hono {
  const findProduct = async (slug: string) => {
    const product = SLUG.test(slug) ? await getProductResponse(db, slug) : null;
    if (!product) throw new DomainError("not_found", catalogMessages.productNotFound);
    return product;
  };
  return new Hono()
    .get("/product/:slug", async (c) => c.json(await findProduct(c.req.param("slug"))))
    .get("/product/:slug/reviews", async (c) => {
      const { page } = parseQuery(reviewQuery, c.req.query());
      const { product } = await findProduct(c.req.param("slug"));
      return c.json(await listReviews(db, product.id, page));
    })
    .get("/v2/search", async (c) => {
      const { keyword } = parseQuery(searchQuery, c.req.query());
      return c.json(await searchProducts(db, keyword));
    });
}
