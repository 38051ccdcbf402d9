// The CSP nonce of each response (server/http/security.ts): 16 random bytes, never given out twice,
// also when they are cut from one block of random bytes after another.
import { describe, expect, it } from "vitest";
import { createNonce } from "./security";

describe("createNonce", () => {
  it("gives 16 bytes each time and never the same nonce twice, across blocks", () => {
    const nonces = Array.from({ length: 2_000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
