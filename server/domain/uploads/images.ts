// Uploaded images (spec §5 "Image upload"): the name must end in an allowed extension (any case),
// the file must be at most 20,971,520 bytes, and its content must really be that image format —
// a renamed executable is refused. Accepted images are re-encoded to WebP at display sizes, which
// also drops any metadata (camera GPS and the like).
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DomainError } from "../errors";

/** Spec §9 "Upload limit 20971520 bytes". */
export const UPLOAD_LIMIT_BYTES = 20_971_520;

/** The most pixels an uploaded image may have (a 40-megapixel photo); larger ones are refused. */
export const UPLOAD_LIMIT_PIXELS = 40_000_000;

export const uploadMessages = {
  extension: "jpg, jpeg, png 파일만 올릴 수 있어요.",
  tooLarge: "파일 하나의 크기는 20MB까지예요.",
  tooManyPixels: "사진의 화소가 너무 많아요. 4천만 화소 이하로 줄여서 올려주세요.",
  notAnImage: "이미지 파일을 읽을 수 없어요. jpg 또는 png 사진을 올려주세요.",
  tooMany: (max: number) => `사진은 ${max}장까지 올릴 수 있어요.`,
} as const;

/**
 * A file a shopper sent: held in memory (one operator photo), or streamed to a temporary file
 * (server/api/multipart.ts) of which only the first bytes, enough to tell its format, are kept.
 */
export type Upload = { name: string; bytes: Uint8Array } | StagedUpload;
export type StagedUpload = { name: string; path: string; size: number; head: Uint8Array };

/** How many leading bytes tell a JPEG, PNG or PDF apart (the longest signature, PNG's). */
export const SIGNATURE_BYTES = 8;

const sizeOf = (upload: Upload) => ("bytes" in upload ? upload.bytes.byteLength : upload.size);
const headOf = (upload: Upload) => ("bytes" in upload ? upload.bytes : upload.head);

export const documentMessages = {
  extension: "jpg, jpeg, png, pdf 파일만 첨부할 수 있어요.",
  notADocument: "첨부 파일을 읽을 수 없어요. jpg, png 사진이나 pdf 문서를 올려주세요.",
} as const;

const DOCUMENT_EXTENSIONS = [".jpg", ".jpeg", ".png", ".pdf"];
const isPdf = (b: Uint8Array) => [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => b[index] === byte);

/** Spec §5 for attachments: .jpg, .png, .jpeg or .pdf (any case), 20 MB at most, and truly that. */
export function checkDocumentUpload(upload: Upload): "jpeg" | "png" | "pdf" {
  const extension = path.extname(upload.name).toLowerCase();
  if (!DOCUMENT_EXTENSIONS.includes(extension)) throw new DomainError("invalid", documentMessages.extension);
  if (sizeOf(upload) > UPLOAD_LIMIT_BYTES) throw new DomainError("invalid", uploadMessages.tooLarge);
  const head = headOf(upload);
  const kind = isJpeg(head) ? "jpeg" : isPng(head) ? "png" : isPdf(head) ? "pdf" : null;
  // A photo named .jpg that is really a PNG (phones do this) is still a photo; a .pdf must be a PDF.
  const fits = extension === ".pdf" ? kind === "pdf" : kind === "jpeg" || kind === "png";
  if (!kind || !fits) throw new DomainError("invalid", documentMessages.notADocument);
  return kind;
}

const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png"];

const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Uint8Array) =>
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => b[index] === byte);

/** Checks name, size and content; throws a 400 DomainError with a Korean message. */
export function checkImageUpload(upload: Upload): "jpeg" | "png" {
  const extension = path.extname(upload.name).toLowerCase();
  if (!IMAGE_EXTENSIONS.includes(extension)) throw new DomainError("invalid", uploadMessages.extension);
  if (sizeOf(upload) > UPLOAD_LIMIT_BYTES) throw new DomainError("invalid", uploadMessages.tooLarge);
  if (isJpeg(headOf(upload))) return "jpeg";
  if (isPng(headOf(upload))) return "png";
  throw new DomainError("invalid", uploadMessages.notAnImage);
}

export type StoredImage = { src: string; thumbnail: string; width: number; height: number };

const DISPLAY_WIDTH = 1200;
const THUMBNAIL_WIDTH = 360;

/**
 * Re-encodes checked images into `dir` (served under `urlPrefix`); all or nothing: when one image
 * cannot be decoded, the files already written are removed and a 400 is thrown.
 */
export async function storeImages(uploads: Upload[], dir: string, urlPrefix: string): Promise<StoredImage[]> {
  for (const upload of uploads) checkImageUpload(upload);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    const stored: StoredImage[] = [];
    for (const upload of uploads) {
      const id = randomUUID();
      const image = sharp("bytes" in upload ? upload.bytes : upload.path, {
        failOn: "error",
        limitInputPixels: UPLOAD_LIMIT_PIXELS,
      }).rotate();
      const display = await image
        .clone()
        .resize({ width: DISPLAY_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const thumbnail = await image
        .clone()
        .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: "cover" })
        .webp({ quality: 78 })
        .toBuffer();
      await writeFile(path.join(dir, `${id}.webp`), display.data);
      written.push(path.join(dir, `${id}.webp`));
      await writeFile(path.join(dir, `${id}-thumb.webp`), thumbnail);
      written.push(path.join(dir, `${id}-thumb.webp`));
      stored.push({
        src: `${urlPrefix}/${id}.webp`,
        thumbnail: `${urlPrefix}/${id}-thumb.webp`,
        width: display.info.width,
        height: display.info.height,
      });
    }
    return stored;
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    if (error instanceof DomainError) throw error;
    throw new DomainError("invalid", uploadMessages.notAnImage);
  }
}

export async function removeImages(images: StoredImage[], dir: string): Promise<void> {
  await Promise.all(
    images.flatMap((image) =>
      [image.src, image.thumbnail].map((src) => rm(path.join(dir, path.basename(src)), { force: true })),
    ),
  );
}
