// The addresses of the console's uploaded images (issue 22): /media/u/<id>-<variant>.webp, one per
// resized variant, shared by the server that stores and serves them and the console's image picker.

/** The variants of an upload: the storefront's card (square), gallery and Open Graph (1.91:1) crops. */
export const MEDIA_VARIANTS = {
  card: { width: 600, height: 600 },
  gallery: { width: 1200, height: null },
  og: { width: 1200, height: 630 },
} as const;

export type MediaVariant = keyof typeof MEDIA_VARIANTS;

export const MEDIA_URL_PREFIX = "/media/u";

export const mediaUrlOf = (id: string, variant: MediaVariant) => `${MEDIA_URL_PREFIX}/${id}-${variant}.webp`;

const MEDIA_PATH = /^\/media\/u\/([0-9a-f]{32})-(card|gallery|og)\.webp$/;

/** The id and variant an address names, or null when it is not an uploaded image's. */
export function mediaOfUrl(url: string): { id: string; variant: MediaVariant } | null {
  const match = MEDIA_PATH.exec(url);
  return match ? { id: match[1] as string, variant: match[2] as MediaVariant } : null;
}

/**
 * The address of an image's variant: an upload's own crop, or the image itself for the files the
 * shop ships (the seed's /media/... photos), which the page crops with CSS.
 */
export function variantUrlOf(url: string, variant: MediaVariant): string {
  const media = mediaOfUrl(url);
  return media ? mediaUrlOf(media.id, variant) : url;
}
