// Collections (spec §7): GET /api/v2/collection/all and GET /api/v2/collection/list.
import { Hono } from "hono";
import { z } from "zod";
import { collectionTag } from "../../core/page-cache";
import { isSortType, SORT_TYPES } from "../../core/sort";
import { getCollectionList, MAX_PAGE_SIZE } from "../domain/catalog/collection-list";
import { listCollections } from "../domain/catalog/collections";
import { catalogMessages } from "../domain/catalog/messages";
import { DB_ID_MAX } from "../domain/ids";
import { SURROGATE_KEY_HEADER } from "../http/page-cache";
import type { ApiDeps } from "./app";
import { parseQuery } from "./validation";

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message);

export const collectionListQuery = z.object({
  id: positiveInt(catalogMessages.invalidCollectionId).max(DB_ID_MAX, catalogMessages.invalidCollectionId),
  type: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || isSortType(value), {
      message: `${catalogMessages.invalidSort} (${SORT_TYPES.join(", ")})`,
    })
    .transform((value) => (value && isSortType(value) ? value : "regular")),
  sub_id: z.coerce
    .number({ error: catalogMessages.subCategoryNotFound })
    .int(catalogMessages.subCategoryNotFound)
    .min(0, catalogMessages.subCategoryNotFound)
    .max(DB_ID_MAX, catalogMessages.subCategoryNotFound)
    .optional(),
  page: positiveInt(catalogMessages.invalidPage).max(10_000, catalogMessages.invalidPage).optional(),
  per_page: positiveInt(catalogMessages.invalidPage).max(MAX_PAGE_SIZE, catalogMessages.invalidPage).optional(),
});

export function collectionRoutes({ db }: ApiDeps): Hono {
  return new Hono()
    .get("/v2/collection/all", async (c) => {
      const collections = await listCollections(db);
      return c.json(collections.map(({ theme: _theme, backgroundImage: _background, ...collection }) => collection));
    })
    .get("/v2/collection/list", async (c) => {
      const query = parseQuery(collectionListQuery, c.req.query());
      c.header(SURROGATE_KEY_HEADER, collectionTag(query.id));
      return c.json(
        await getCollectionList(db, {
          collectionId: query.id,
          sort: query.type,
          subId: query.sub_id,
          page: query.page,
          perPage: query.per_page,
        }),
      );
    });
}
