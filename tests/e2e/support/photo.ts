// Photos for the console's image uploads, made on the spot with sharp.
import sharp from "sharp";

/** A photo as a phone's camera roll gives it: a PNG of one colour, 1600×1200. */
export const photo = async (name: string, background: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .png()
    .toBuffer(),
});
