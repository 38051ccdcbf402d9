// GET /api/v2/collection/all (spec §7): the collections with their sub-categories.
import { Hono } from "hono";
import { listCollections } from "../domain/catalog/collections";
import type { ApiDeps } from "./app";

export function collectionRoutes({ db }: ApiDeps): Hono {
  return new Hono().get("/v2/collection/all", async (c) => {
    const collections = await listCollections(db);
    return c.json(collections.map(({ theme: _theme, backgroundImage: _background, ...collection }) => collection));
  });
}
