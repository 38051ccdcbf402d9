// Input checking for API handlers: a Zod failure becomes a DomainError with the first Korean
// message (a schema without its own message falls back to a Korean one, never Zod's English), and
// accepted input holding text PostgreSQL cannot store is refused as well.
import type { z } from "zod";
import { DomainError } from "../domain/errors";
import { hasUnstorableText } from "../domain/storable-text";
import { apiMessages } from "./messages";

export function parseQuery<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input, { error: () => apiMessages.invalidInput });
  if (!result.success) throw new DomainError("invalid", result.error.issues[0]?.message ?? apiMessages.invalidInput);
  if (hasUnstorableText(result.data)) throw new DomainError("invalid", apiMessages.unstorableText);
  return result.data;
}
