// The route actions and loaders of the account pages: sign-up, login, logout and the member's own
// forms call the same domain functions as /api/signup, /api/login, /api/logout and /api/my/*, with
// the same schemas (server/domain/auth/forms.ts), session cookie, login limits and CSRF check. A
// refusal comes back as data (a Korean message beside its field, or above the form, and the status
// the API would answer); a success goes on to the next page, as the scripted form did.
import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import { type FieldErrors, formValues, parseForm } from "../../../core/form";
import { links } from "../../../core/links";
import { apiMessages } from "../../../server/api/messages";
import { endSessionCookie, sessionTokenOf, startSession } from "../../../server/api/session-cookie";
import { userOfRequest } from "../../../server/api/viewer";
import { login, myInfo, signup } from "../../../server/domain/auth/accounts";
import {
  basicInfoSchema,
  loginSchema,
  nameSchema,
  passwordSchema,
  shippingSchema,
  signupSchema,
} from "../../../server/domain/auth/forms";
import { PROFILE_STATUS, SIGNUP_STATUS } from "../../../server/domain/auth/messages";
import { changePassword, saveBasicInfo, saveName, saveShippingAddress } from "../../../server/domain/auth/profile";
import { revokeOtherSessions, revokeSession, type SessionUser } from "../../../server/domain/auth/sessions";
import { memberOrders } from "../../../server/domain/checkout/order-view";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { orderStatusCounts, SUMMARY_STATUSES } from "../../../server/domain/orders/summary";
import { hasUnstorableText } from "../../../server/domain/storable-text";
import { isForeignOrigin } from "../../../server/http/origin";
import { savedAddresses } from "./address-book.server";

/** What a refused form gets back: a message per field (`form`: above the form) and what was sent. */
export type FormAnswer = { errors: FieldErrors; values: Record<string, string> };

/** Which field a domain refusal is about, by its status value; any other is the whole form's. */
type FieldOfStatus = Partial<Record<string, string>>;

const SIGNUP_FIELDS: FieldOfStatus = {
  [SIGNUP_STATUS.emailInUse]: "email",
  [SIGNUP_STATUS.invalidEmail]: "email",
  [SIGNUP_STATUS.invalidPassword]: "password",
  [SIGNUP_STATUS.commonPassword]: "password",
  [SIGNUP_STATUS.invalidName]: "first_name",
  [SIGNUP_STATUS.invalidPhone]: "phone",
  [SIGNUP_STATUS.agreementRequired]: "agree_terms",
};

const PROFILE_FIELDS: FieldOfStatus = {
  [PROFILE_STATUS.invalidName]: "first_name",
  [PROFILE_STATUS.invalidPhone]: "phone",
  [PROFILE_STATUS.invalidPostcode]: "postcode",
  [PROFILE_STATUS.invalidAddress]: "address_1",
  [PROFILE_STATUS.wrongPassword]: "current_password",
  // The new password is checked by the sign-up rule (accounts.ts checkPassword).
  [SIGNUP_STATUS.invalidPassword]: "new_password",
  [SIGNUP_STATUS.commonPassword]: "new_password",
};

const refused = (errors: FieldErrors, values: Record<string, string>, status: number) =>
  data<FormAnswer>({ errors, values }, { status });

/** The values to show again: never a password. */
const keptValues = (form: FormData) =>
  Object.fromEntries(Object.entries(formValues(form)).filter(([name]) => !name.includes("password")));

/**
 * The frame of every account action: the CSRF check, the form's schema, then `run`, whose
 * DomainError becomes the message of its field (by status) or of the form.
 */
async function formAction<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  fields: FieldOfStatus,
  run: (input: z.output<Schema>) => Promise<Response>,
) {
  // A post from another site's page is refused, as the API refuses it.
  if (isForeignOrigin(request)) return refused({ form: apiMessages.foreignOrigin }, {}, 403);
  const form = await request.formData();
  const values = keptValues(form);
  const parsed = parseForm(schema, form, apiMessages.invalidInput);
  if (!parsed.ok) return refused(parsed.errors, values, 400);
  if (hasUnstorableText(parsed.data)) return refused({ form: apiMessages.unstorableText }, values, 400);
  try {
    return await run(parsed.data);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = (error.status && fields[error.status]) || "form";
    return refused({ [field]: error.message }, values, httpStatusOf[error.kind]);
  }
}

/** The Set-Cookie headers of a new session, as the API's login sends them (the guest cart comes along). */
async function sessionHeaders(request: Request, context: AppLoadContext, userId: number): Promise<Headers> {
  const headers = new Headers();
  const cookies = await startSession(context.db, context.sessionCookie, request.headers.get("cookie"), userId);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Where a login goes on to: the console page that sent an operator here, the product page whose
 * 도움돼요 sent a guest here (issue 20; with its review order), else the account.
 */
export function nextAfterLogin(requestUrl: string): string {
  const next = new URL(requestUrl).searchParams.get("next");
  if (next && /^\/admin(\/[\w-]+)*$/.test(next)) return next;
  if (next && /^\/product\/[\w-]+(\?[\w=&]*)?$/.test(next)) return `${next}#review`;
  return links.account;
}

export function loginAction(request: Request, context: AppLoadContext) {
  return formAction(request, loginSchema, {}, async (input) => {
    const user = await login(context.db, input, context.clientKey);
    return redirect(nextAfterLogin(request.url), { headers: await sessionHeaders(request, context, user.id) });
  });
}

export function signupAction(request: Request, context: AppLoadContext) {
  return formAction(request, signupSchema, SIGNUP_FIELDS, async (input) => {
    const user = await signup(context.db, input, context.clientKey);
    // A staff invitation's link sent the new member here: they go back to accept it (issue 22).
    const next = nextAfterLogin(request.url);
    const to = next.startsWith("/admin/invite/") ? next : links.welcome;
    return redirect(to, { headers: await sessionHeaders(request, context, user.id) });
  });
}

/** Spec §4 "Logout: post to the server, then go to /." */
export async function logoutAction(request: Request, context: AppLoadContext) {
  if (isForeignOrigin(request)) return refused({ form: apiMessages.foreignOrigin }, {}, 403);
  await revokeSession(context.db, sessionTokenOf(request.headers.get("cookie"), context.sessionCookie));
  return redirect(links.home, { headers: { "Set-Cookie": endSessionCookie(context.sessionCookie) } });
}

/** The member of the request; a visitor without one goes home (spec §2 "Account pages redirect to /"). */
export async function memberOf(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await userOfRequest(context, request);
  if (!user) throw redirect(links.home);
  return user;
}

/** The welcome page greets the member by first name ("당신" for a visitor without a session). */
export async function welcomeLoader(request: Request, context: AppLoadContext) {
  const user = await userOfRequest(context, request);
  return { member: user ? { first_name: user.firstName } : null };
}

/** A member's editing form: their details to start from, and whether the menu offers 비밀번호 변경. */
export async function memberFormLoader(request: Request, context: AppLoadContext) {
  const member = await memberOf(request, context);
  return { user: myInfo(member), hasPassword: member.passwordHash !== null };
}

/** The basic information form: the member's details and whether they take marketing texts. */
export async function basicInfoLoader(request: Request, context: AppLoadContext) {
  const member = await memberOf(request, context);
  return {
    user: myInfo(member),
    hasPassword: member.passwordHash !== null,
    marketingAgreed: member.marketingAgreedAt !== null,
  };
}

/**
 * The account page: the member's details, orders, 주문 처리 현황 (their orders per step, counted by the
 * database) and saved addresses, and whether they have a password to change (a member who joined with
 * Kakao logs in with Kakao and has none).
 */
export async function accountLoader(request: Request, context: AppLoadContext) {
  const user = await memberOf(request, context);
  const counts = await orderStatusCounts(context.db, user.id);
  return {
    user: myInfo(user),
    hasPassword: user.passwordHash !== null,
    orders: await memberOrders(context.db, user.id),
    orderSummary: SUMMARY_STATUSES.map((status) => ({
      status,
      label: ORDER_STATUS_LABELS[status] ?? status,
      count: counts[status],
    })),
    addresses: await savedAddresses(context, user.id),
  };
}

/** The password form is for a member with a password; a Kakao-only member goes back to the account. */
export async function passwordFormLoader(request: Request, context: AppLoadContext) {
  const user = await memberOf(request, context);
  if (user.passwordHash === null) throw redirect(links.account);
  return null;
}

/** A member's form saved, then back to the account page (as /api/my/* and the scripted form did). */
function memberAction<Schema extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  schema: Schema,
  save: (user: SessionUser, input: z.output<Schema>) => Promise<unknown>,
) {
  return formAction(request, schema, PROFILE_FIELDS, async (input) => {
    await save(await memberOf(request, context), input);
    return redirect(links.account);
  });
}

export const shippingAction = (request: Request, context: AppLoadContext) =>
  memberAction(request, context, shippingSchema, (user, input) => saveShippingAddress(context.db, user, input));

export const basicInfoAction = (request: Request, context: AppLoadContext) =>
  memberAction(request, context, basicInfoSchema, (user, input) => saveBasicInfo(context.db, user, input));

export const nameAction = (request: Request, context: AppLoadContext) =>
  memberAction(request, context, nameSchema, (user, input) => saveName(context.db, user, input));

export const passwordAction = (request: Request, context: AppLoadContext) =>
  memberAction(request, context, passwordSchema, async (user, input) => {
    await changePassword(context.db, user, input, context.clientKey);
    // As the API: every other session of the member ends.
    await revokeOtherSessions(
      context.db,
      user.id,
      sessionTokenOf(request.headers.get("cookie"), context.sessionCookie),
    );
  });
