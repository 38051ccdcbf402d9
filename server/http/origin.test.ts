// The one CSRF rule of /api and the pages' actions (issue 18): a request naming another site's
// Origin is foreign; no Origin is not; the Host the request was sent to is the shop's own.
import { describe, expect, it } from "vitest";
import { isForeignOrigin } from "./origin";

const post = (headers: Record<string, string>) =>
  new Request("http://shop.test/login/kakao-link", { method: "POST", headers });

describe("isForeignOrigin", () => {
  it("lets the shop's own pages and clients without an Origin through", () => {
    expect(isForeignOrigin(post({}))).toBe(false);
    expect(isForeignOrigin(post({ origin: "http://shop.test" }))).toBe(false);
    expect(isForeignOrigin(post({ origin: "https://www.collins.kr", host: "www.collins.kr" }))).toBe(false);
  });

  it("refuses another site, another port, a look-alike and an Origin that is no URL", () => {
    expect(isForeignOrigin(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isForeignOrigin(post({ origin: "http://shop.test:8080" }))).toBe(true);
    expect(isForeignOrigin(post({ origin: "http://shop.test.evil.example" }))).toBe(true);
    expect(isForeignOrigin(post({ origin: "null" }))).toBe(true);
    // The Host the browser sent to wins over the URL the server was built with.
    expect(isForeignOrigin(post({ origin: "http://shop.test", host: "www.collins.kr" }))).toBe(true);
  });
});
