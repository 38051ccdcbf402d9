// The console's uploaded images (issue 22 "Images"): checked as every upload is (spec §5 "Image
// upload": .jpg, .jpeg or .png that truly is one, 20 MB at most) and at most UPLOAD_LIMIT_PIXELS,
// then re-encoded to WebP at the storefront's sizes and kept in the database (table media), so that
// every instance of the shop serves them. The id is the content hash: the same photo sent again is
// the same image, stored once.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { MEDIA_VARIANTS, type MediaVariant, mediaOfUrl, mediaUrlOf } from "../../../core/media";
import type { Db } from "../../db/client";
import { media } from "../../db/schema";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { checkImageUpload, UPLOAD_LIMIT_PIXELS, type Upload, uploadMessages } from "./images";

export const mediaMessages = {
  noFile: "올릴 사진을 골라주세요.",
  field: "사진을 올릴 항목을 찾을 수 없어요. 새로고침한 뒤 다시 시도해주세요.",
} as const;

/** An upload as the pages use it: its gallery image (`src`, with its size), card and Open Graph crops. */
export type StoredMedia = {
  id: string;
  src: string;
  thumbnail: string;
  og: string;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
};

const QUALITY: Record<MediaVariant, number> = { card: 78, gallery: 82, og: 80 };

const bytesOf = async (upload: Upload) =>
  "bytes" in upload ? upload.bytes : new Uint8Array(await readFile(upload.path));

const storedOf = (
  id: string,
  gallery: { width: number; height: number; originalWidth: number; originalHeight: number },
) => ({
  id,
  src: mediaUrlOf(id, "gallery"),
  thumbnail: mediaUrlOf(id, "card"),
  og: mediaUrlOf(id, "og"),
  ...gallery,
});

async function resized(bytes: Uint8Array, variant: MediaVariant) {
  const { width, height } = MEDIA_VARIANTS[variant];
  const image = sharp(bytes, { failOn: "error", limitInputPixels: UPLOAD_LIMIT_PIXELS }).rotate();
  const sized =
    height === null
      ? image.resize({ width, withoutEnlargement: true })
      : image.resize({ width, height, fit: "cover", position: "attention" });
  return sized.webp({ quality: QUALITY[variant] }).toBuffer({ resolveWithObject: true });
}

/**
 * Checks the upload, then stores its variants (all or none, in one statement) unless an upload with
 * the same content is already there; a refusal is a 400 with a Korean message.
 */
export async function storeMedia(db: Db | Tx, upload: Upload): Promise<StoredMedia> {
  checkImageUpload(upload);
  const bytes = await bytesOf(upload);
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const [known] = await db
    .select({
      width: media.width,
      height: media.height,
      originalWidth: media.originalWidth,
      originalHeight: media.originalHeight,
    })
    .from(media)
    .where(and(eq(media.id, id), eq(media.variant, "gallery")));
  if (known) return storedOf(id, known);
  const original = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new DomainError("invalid", uploadMessages.notAnImage);
    });
  if (!original.width || !original.height) throw new DomainError("invalid", uploadMessages.notAnImage);
  if (original.width * original.height > UPLOAD_LIMIT_PIXELS) {
    throw new DomainError("invalid", uploadMessages.tooManyPixels);
  }
  // A photo taken sideways is stored upright: its size as shown, after the camera's rotation.
  const turned = (original.orientation ?? 1) >= 5;
  const originalWidth = turned ? original.height : original.width;
  const originalHeight = turned ? original.width : original.height;
  const variants = await Promise.all(
    (Object.keys(MEDIA_VARIANTS) as MediaVariant[]).map(async (variant) => ({
      variant,
      ...(await resized(bytes, variant).catch(() => {
        throw new DomainError("invalid", uploadMessages.notAnImage);
      })),
    })),
  );
  await db
    .insert(media)
    .values(
      variants.map(({ variant, data, info }) => ({
        id,
        variant,
        bytes: new Uint8Array(data),
        width: info.width,
        height: info.height,
        originalWidth,
        originalHeight,
      })),
    )
    .onConflictDoNothing();
  const gallery = variants.find((v) => v.variant === "gallery");
  if (!gallery) throw new DomainError("invalid", uploadMessages.notAnImage);
  return storedOf(id, { width: gallery.info.width, height: gallery.info.height, originalWidth, originalHeight });
}

/** The uploaded images among these addresses, each with its variant's size; others are left out. */
export async function mediaSizes(db: Db, urls: string[]): Promise<{ src: string; width: number; height: number }[]> {
  const named = urls.flatMap((src) => {
    const known = mediaOfUrl(src);
    return known ? [{ src, ...known }] : [];
  });
  if (named.length === 0) return [];
  const rows = await db
    .select({ id: media.id, variant: media.variant, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, [...new Set(named.map((one) => one.id))]));
  return named.flatMap(({ src, id, variant }) => {
    const row = rows.find((each) => each.id === id && each.variant === variant);
    return row ? [{ src, width: row.width, height: row.height }] : [];
  });
}

/** One stored variant's bytes, or null. */
export async function readMedia(db: Db, id: string, variant: MediaVariant): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: media.bytes })
    .from(media)
    .where(and(eq(media.id, id), eq(media.variant, variant)));
  return row?.bytes ?? null;
}
