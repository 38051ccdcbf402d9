// Issue 22: the addresses of uploaded images' variants, shared by the server and the image picker.
import { describe, expect, it } from "vitest";
import { mediaOfUrl, mediaUrlOf, variantUrlOf } from "./media";

const id = "0123456789abcdef0123456789abcdef";

describe("media addresses", () => {
  it("names an upload's variant and reads it back", () => {
    expect(mediaUrlOf(id, "og")).toBe(`/media/u/${id}-og.webp`);
    expect(mediaOfUrl(`/media/u/${id}-card.webp`)).toEqual({ id, variant: "card" });
  });

  it("is not fooled by another variant, a short id or a path around it", () => {
    for (const url of [
      `/media/u/${id}-huge.webp`,
      `/media/u/${id.slice(1)}-card.webp`,
      `/media/u/${id}-card.webp/x`,
      `/x/media/u/${id}-card.webp`,
      `/media/u/${id.toUpperCase()}-card.webp`,
    ]) {
      expect(mediaOfUrl(url), url).toBeNull();
    }
  });

  it("gives an upload's crop, and a shipped file as it is", () => {
    expect(variantUrlOf(`/media/u/${id}-gallery.webp`, "og")).toBe(`/media/u/${id}-og.webp`);
    expect(variantUrlOf("/media/products/collins-incense/1.webp", "card")).toBe(
      "/media/products/collins-incense/1.webp",
    );
  });
});
