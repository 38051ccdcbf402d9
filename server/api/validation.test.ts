import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../domain/errors";
import { apiMessages } from "./messages";
import { parseQuery } from "./validation";

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? [error.kind, error.message] : error;
  }
  return null;
};

describe("parseQuery", () => {
  const schema = z.object({ name: z.string().max(5, "이름은 5자까지예요.") });

  it("answers a schema's own message first", () => {
    expect(refusal(() => parseQuery(schema, { name: "가나다라마바" }))).toEqual(["invalid", "이름은 5자까지예요."]);
  });

  it("never answers Zod's English default: a wrong type without a message of its own gets a Korean one", () => {
    for (const input of [undefined, null, [], "text", { name: 3 }]) {
      expect(refusal(() => parseQuery(schema, input))).toEqual(["invalid", apiMessages.invalidInput]);
    }
  });

  it("refuses accepted text PostgreSQL cannot store (a NUL, a lone surrogate) with a Korean message", () => {
    for (const name of ["가\u0000", "\uD800"]) {
      expect(refusal(() => parseQuery(schema, { name }))).toEqual(["invalid", apiMessages.unstorableText]);
    }
    expect(parseQuery(schema, { name: "콜린스🕯️" })).toEqual({ name: "콜린스🕯️" });
  });
});
