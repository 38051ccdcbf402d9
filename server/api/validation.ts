// Input checking for API handlers: a Zod failure becomes a DomainError with the first Korean message.
import type { z } from "zod";
import { DomainError } from "../domain/errors";
import { apiMessages } from "./messages";

export function parseQuery<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError("invalid", result.error.issues[0]?.message ?? apiMessages.invalidInput);
}
