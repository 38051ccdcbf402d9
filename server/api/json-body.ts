// A request's JSON body, or undefined when it is missing or malformed (validation answers 400).
import type { Context } from "hono";

export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
