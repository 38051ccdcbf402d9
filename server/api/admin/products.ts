// The catalog editor (issue #9): products (list, whole-document read and write, status, photos)
// and collections (texts, sub-categories and the ordered list of blocks).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  blocksInputSchema,
  collectionBlocksOf,
  collectionInputSchema,
  listCollectionsForEditor,
  replaceCollectionBlocks,
  updateCollection,
} from "../../domain/admin/catalog/collections";
import { catalogEditorMessages as m } from "../../domain/admin/catalog/messages";
import { productInputSchema } from "../../domain/admin/catalog/product-document";
import { listProducts } from "../../domain/admin/catalog/product-list";
import {
  addProductImage,
  createProduct,
  getProductDocument,
  setProductStatus,
  updateProduct,
} from "../../domain/admin/products";
import { DomainError } from "../../domain/errors";
import { idOf } from "../../domain/ids";
import { UPLOAD_LIMIT_BYTES, uploadMessages } from "../../domain/uploads/images";
import { jsonBody } from "../json-body";
import { parseQuery } from "../validation";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

export const listQuerySchema = z.object(
  {
    q: z.string({ error: m.listQuery }).trim().max(100, m.listQuery).optional(),
    collection: z.string({ error: m.listQuery }).trim().max(100, m.listQuery).optional(),
    stock: z.enum(["all", "soldout", "low"], { error: m.listQuery }).default("all"),
    status: z.enum(["publish", "hidden"], { error: m.listQuery }).optional(),
    page: z.string({ error: m.listQuery }).optional(),
  },
  { error: m.listQuery },
);

export const statusSchema = z.object(
  { status: z.enum(["publish", "hidden"], { error: m.status }) },
  { error: m.status },
);

/** The photo form's text field, shared by POST /api/admin/products/{id}/images and the console's form. */
export const productImageSchema = z.object(
  { alt: z.string({ error: m.alt }).trim().max(200, m.alt).default("") },
  { error: m.alt },
);

/** One step on a product's photo list (the console's 위로/아래로/대표 이미지/삭제 buttons). */
export const imageStepSchema = z.object(
  {
    image_id: idOf(m.unknownImage),
    step: z.enum(["up", "down", "thumbnail", "remove"], { error: m.imageStep }),
  },
  { error: m.imageStep },
);

const productId = idOf(m.productNotFound);
const collectionId = idOf(m.collectionNotFound);

/** Query values left empty ('?status=') mean no filter. */
const filledQuery = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v));

export function productAdminRoutes({ db, config }: AdminDeps): Hono {
  return new Hono()
    .get("/admin/products", async (c) => {
      const query = parseQuery(listQuerySchema, filledQuery(c.req.query()));
      return c.json(await listProducts(db, { ...query, page: query.page ?? null }));
    })
    .post("/admin/products", async (c) => {
      const input = parseQuery(productInputSchema, await jsonBody(c));
      return c.json({ item: await createProduct(db, operatorOf(c), input) }, 201);
    })
    .get("/admin/products/:id", async (c) => {
      const id = parseQuery(productId, c.req.param("id"));
      return c.json({ item: await getProductDocument(db, id) });
    })
    .put("/admin/products/:id", async (c) => {
      const id = parseQuery(productId, c.req.param("id"));
      const input = parseQuery(productInputSchema, await jsonBody(c));
      return c.json({ item: await updateProduct(db, operatorOf(c), id, input, config.publicBaseUrl) });
    })
    .post("/admin/products/:id/status", async (c) => {
      const id = parseQuery(productId, c.req.param("id"));
      const { status } = parseQuery(statusSchema, await jsonBody(c));
      return c.json({ item: await setProductStatus(db, operatorOf(c), id, status) });
    })
    .post(
      "/admin/products/:id/images",
      bodyLimit({
        // One photo, its alt text and the multipart framing.
        maxSize: UPLOAD_LIMIT_BYTES + 64 * 1024,
        onError: (c) => c.json({ message: uploadMessages.tooLarge }, 400),
      }),
      async (c) => {
        const id = parseQuery(productId, c.req.param("id"));
        const form = await c.req.parseBody().catch(() => {
          throw new DomainError("invalid", m.noFile);
        });
        const file = form.file;
        if (!(file instanceof File)) throw new DomainError("invalid", m.noFile);
        if (file.size > UPLOAD_LIMIT_BYTES) throw new DomainError("invalid", uploadMessages.tooLarge);
        const { alt } = parseQuery(productImageSchema, { alt: form.alt });
        const image = await addProductImage(db, operatorOf(c), id, {
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
          alt,
        });
        return c.json({ item: image }, 201);
      },
    )
    .get("/admin/collections", async (c) => c.json({ items: await listCollectionsForEditor(db) }))
    .put("/admin/collections/:id", async (c) => {
      const id = parseQuery(collectionId, c.req.param("id"));
      const input = parseQuery(collectionInputSchema, await jsonBody(c));
      return c.json({ item: await updateCollection(db, operatorOf(c), id, input) });
    })
    .get("/admin/collections/:id/blocks", async (c) => {
      const id = parseQuery(collectionId, c.req.param("id"));
      return c.json({ items: await collectionBlocksOf(db, id) });
    })
    .put("/admin/collections/:id/blocks", async (c) => {
      const id = parseQuery(collectionId, c.req.param("id"));
      const { items } = parseQuery(blocksInputSchema, await jsonBody(c));
      return c.json({ items: await replaceCollectionBlocks(db, operatorOf(c), id, items) });
    });
}
