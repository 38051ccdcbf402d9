// The Zod schemas of the account forms, one per form, read by the /api handlers (a JSON body) and
// by the pages' route actions (a form's fields) alike. They check the shape; the rules themselves
// (a valid e-mail, phone or password) are the domain's, whose refusals name their field by status.
import { z } from "zod";
import { authMessages, profileMessages } from "./messages";

const text = (max: number, message: string) => z.string({ error: message }).max(max, message);

/** A ticked box: true in JSON, "on" from a form's checkbox (an unticked one is not sent). */
const ticked = (message?: string) =>
  z
    .union([z.boolean(), z.literal("on")], message ? { error: message } : undefined)
    .transform((value) => value !== false);

/**
 * The confirmation a page's form asks for (the API sends none): it must repeat the password. Checked
 * even while another field of the schema is refused, so the shopper sees those messages at once.
 */
const confirmed = <Shape extends z.ZodRawShape>(shape: Shape, password: string, confirmation: string) =>
  z.object(shape).refine(
    (input) => {
      const values = input as Record<string, unknown>;
      return values[confirmation] === undefined || values[confirmation] === values[password];
    },
    {
      path: [confirmation],
      message: authMessages.passwordMismatch,
      // Run while another field is refused too, but only on an object (a JSON body may be anything).
      when: ({ value }) => typeof value === "object" && value !== null,
    },
  );

/**
 * "전체 동의" ticks every agreement: in the browser its script ticks the three boxes, and a form sent
 * before the scripts run (or without them) names only `agree_all`.
 */
const agreeingToAll = (input: unknown) =>
  typeof input === "object" && input !== null && (input as { agree_all?: unknown }).agree_all === "on"
    ? { ...input, agree_terms: "on", agree_privacy: "on", agree_marketing: "on" }
    : input;

export const signupSchema = z.preprocess(
  agreeingToAll,
  confirmed(
    {
      email: text(254, authMessages.invalidEmail),
      password: z.string({ error: authMessages.invalidPassword }).max(1024, authMessages.invalidPassword),
      password_confirm: z.string().max(1024, authMessages.passwordMismatch).optional(),
      first_name: text(50, authMessages.invalidName),
      last_name: text(50, authMessages.invalidName).optional(),
      phone: text(20, authMessages.invalidPhone),
      agree_terms: ticked(authMessages.agreementRequired),
      agree_privacy: ticked(authMessages.agreementRequired),
      agree_marketing: ticked().optional(),
    },
    "password",
    "password_confirm",
  ),
);

export const loginSchema = z.object({
  email: text(254, authMessages.loginFailed),
  password: z.string({ error: authMessages.loginFailed }).max(1024, authMessages.loginFailed),
});

export const shippingSchema = z.object({
  first_name: text(50, profileMessages.invalidName),
  last_name: text(50, profileMessages.invalidName).default(""),
  postcode: text(10, profileMessages.invalidPostcode),
  address_1: text(200, profileMessages.invalidAddress),
  address_2: text(200, profileMessages.invalidAddress).default(""),
  phone: text(20, profileMessages.invalidPhone),
});

export const basicInfoSchema = z.object({
  phone: text(20, profileMessages.invalidPhone),
  agree_marketing: ticked().default(false),
});

export const nameSchema = z.object({
  first_name: text(50, profileMessages.invalidName),
  last_name: text(50, profileMessages.invalidName).default(""),
});

export const passwordSchema = confirmed(
  {
    current_password: text(1024, profileMessages.wrongPassword),
    new_password: text(1024, profileMessages.wrongPassword),
    new_password_confirm: z.string().max(1024, authMessages.passwordMismatch).optional(),
  },
  "new_password",
  "new_password_confirm",
);
