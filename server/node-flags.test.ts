// The production server's Node flags are the same wherever it is started (decision 13).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

describe("Node flags of the production server", () => {
  it("are passed by npm start", () => {
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"));
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
  });
});
