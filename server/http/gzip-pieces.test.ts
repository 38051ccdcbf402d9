// server/http/gzip-pieces.ts: a kept page compressed once and sent with each answer's own nonce (issue 23).
import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePieces, gzipAround } from "./gzip-pieces";

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text) as Uint8Array<ArrayBuffer>;

/** A page as the page cache keeps it: cut where the nonce was. */
function piecesOf(page: string, nonce: string) {
  return deflatePieces(page.split(nonce).map(bytes));
}

describe("a kept page sent gzip with a new nonce", () => {
  const page = `<!DOCTYPE html><html lang="ko"><head><script nonce="OLD">a()</script></head><body>${"<p>콜린스 인센스 우드 · 유자</p>".repeat(400)}<script nonce="OLD">b()</script></body></html>`;

  it("decodes to the page with the answer's nonce in every place the old one was", () => {
    const sent = gzipAround(piecesOf(page, "OLD"), bytes("n0nce-Of-This-Answer"));
    expect(gunzipSync(sent).toString("utf8")).toBe(page.replaceAll("OLD", "n0nce-Of-This-Answer"));
  });

  it("is as small as compressing the page for each answer", () => {
    const sent = gzipAround(piecesOf(page, "OLD"), bytes("abcdefghijklmnopqrstuv"));
    const each = gzipSync(page.replaceAll("OLD", "abcdefghijklmnopqrstuv"), { level: 5 });
    // Each piece is compressed on its own and ends in a 5-byte flush, the nonce is stored as it is.
    expect(sent.length).toBeLessThan(each.length + 128);
    expect(sent.length).toBeLessThan(page.length / 5);
  });

  it("keeps a page with no nonce (an API answer) and nonces at its very start and end", () => {
    const answer = JSON.stringify({ name: "콜린스 인센스", items: Array.from({ length: 50 }, (_, id) => ({ id })) });
    expect(gunzipSync(gzipAround(deflatePieces([bytes(answer)]), bytes(""))).toString("utf8")).toBe(answer);
    const edged = "OLD<p>가운데</p>OLD";
    expect(gunzipSync(gzipAround(piecesOf(edged, "OLD"), bytes("new"))).toString("utf8")).toBe("new<p>가운데</p>new");
  });

  it("gives each answer its own nonce from the same pieces", () => {
    const pieces = piecesOf(page, "OLD");
    const first = gunzipSync(gzipAround(pieces, bytes("first"))).toString("utf8");
    const second = gunzipSync(gzipAround(pieces, bytes("second"))).toString("utf8");
    expect(first).toContain('nonce="first"');
    expect(first).not.toContain("second");
    expect(second).toContain('nonce="second"');
  });

  it("ends with the CRC-32 and length of the whole page, put together from its pieces", () => {
    // Stretches of every size from nothing to past a stored block's 64 KB, nonces of several
    // lengths, each page's pieces answering them all: two nonces of one length share its kept factor.
    const sizes = [0, 1, 7, 255, 4096, 70_000, 131_073];
    for (const size of sizes) {
      const stretch = "콜린스 incense ".repeat(size).slice(0, size);
      const page = `${stretch}OLD<p>${size}</p>OLD${stretch.slice(0, size >> 1)}OLDOLD`;
      const pieces = piecesOf(page, "OLD");
      for (const nonce of ["", "a", "n0nce-Of-This-Answer", "other-Nonce-SameSize", "x".repeat(300), "b"]) {
        const sent = gzipAround(pieces, bytes(nonce));
        const whole = bytes(page.replaceAll("OLD", nonce));
        const trailer = new DataView(sent.buffer, sent.length - 8, 8);
        expect(trailer.getUint32(0, true)).toBe(crc32(whole));
        expect(trailer.getUint32(4, true)).toBe(whole.length);
        expect(gunzipSync(sent).equals(whole)).toBe(true);
      }
    }
  });
});
