// The privacy consent's field of a form's Zod schema (core/consent.ts has its texts): the browser's
// form, its route action and the JSON API refuse alike, and a client that sends no `consent` at all
// (the spec's older payloads) is refused too.
import { z } from "zod";
import { consentTexts } from "./consent";

/** The ticked box: true in JSON, "on" from a form's checkbox; false, missing or anything else is refused. */
export const consentField = z
  .union([z.literal(true), z.literal("on")], { error: consentTexts.required })
  .transform(() => true as const);
