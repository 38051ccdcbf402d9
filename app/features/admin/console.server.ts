// What every console page's loader and action does first, with the rules of /api/admin: only a
// staff session whose role may use the page's area (a guest goes to the login form and comes back, a member is refused 403, as
// requireOperator refuses them), another site's post is refused (CSRF), a form is checked by the
// same Zod schema as the API handler's body, and a refusal comes back as data: a Korean message
// beside its field or above its form, with the status the API would answer.
import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { type FieldOfPath, fieldErrorsOf } from "../../../core/form";
import { links } from "../../../core/links";
import { operatorOfUser } from "../../../server/api/admin/operator";
import { apiMessages } from "../../../server/api/messages";
import { userOfRequest } from "../../../server/api/viewer";
import type { Operator } from "../../../server/domain/admin/audit";
import { areaOfPath, homeOf, isStaffRole, mayUse } from "../../../server/domain/admin/roles";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { hasUnstorableText } from "../../../server/domain/storable-text";
import { isForeignOrigin } from "../../../server/http/origin";
import { type PageUploadForm, receivePageUpload } from "../../../server/http/page-uploads";
import type { ConsoleAnswer } from "./answer";

/**
 * The operator of a console request, allowed the area of the page's path (the same table as the
 * API's); a guest is sent to the login form, a member or a role outside the area refused with 403,
 * and a role without the dashboard sent from /admin to its own start. The console's frame checks
 * only that the member is staff (`"frame"`), so a refused page still shows the role's menu.
 */
export async function operatorOfPage(
  request: Request,
  context: AppLoadContext,
  scope: "page" | "frame" = "page",
): Promise<Operator> {
  const { pathname } = new URL(request.url);
  const user = await userOfRequest(context, request);
  const area = areaOfPath(pathname);
  const home = pathname.replace(/(\.data)?\/?$/, "") === "/admin";
  if (scope === "page" && home && isStaffRole(user?.role) && !mayUse(user.role, area)) {
    throw redirect(homeOf(user.role));
  }
  try {
    return operatorOfUser(user, scope === "page" ? area : undefined);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === "unauthenticated") {
      // The login form takes a console path (no query) as where to come back to.
      throw redirect(`${links.loginForm}?next=${encodeURIComponent(pathname)}`);
    }
    throw data(error.message, { status: httpStatusOf[error.kind] });
  }
}

/**
 * A console page's loader: the operator is checked, then `read` runs; a refusal of the domain (an
 * unknown id, a filter it does not take) is the page's error with the API's status and message.
 */
export async function consoleLoader<T>(
  request: Request,
  context: AppLoadContext,
  read: (operator: Operator) => Promise<T>,
): Promise<T> {
  const operator = await operatorOfPage(request, context);
  try {
    return await read(operator);
  } catch (error) {
    if (error instanceof DomainError) throw data(error.message, { status: httpStatusOf[error.kind] });
    throw error;
  }
}

/** A refusal an action's step throws; consoleAction answers it as data. */
class Refusal {
  constructor(
    readonly answer: ConsoleAnswer,
    readonly status: number,
  ) {}
}

/**
 * The input checked by the API's schema for the form `form`, or a refusal with one Korean message
 * per field and the form's values; text PostgreSQL cannot store is refused as the API refuses it.
 * `fieldOf` names the form field of a refused path where the form's names differ from the input's.
 */
export function checked<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  form: string,
  values: Record<string, unknown> = input as Record<string, unknown>,
  fieldOf?: FieldOfPath,
): z.output<Schema> {
  const result = schema.safeParse(input, { error: () => apiMessages.invalidInput });
  if (!result.success) {
    throw new Refusal({ form, errors: fieldErrorsOf(result.error, apiMessages.invalidInput, fieldOf), values }, 400);
  }
  if (hasUnstorableText(result.data)) {
    throw new Refusal({ form, errors: {}, message: apiMessages.unstorableText, values }, 400);
  }
  return result.data;
}

export type ConsoleStep = { form: FormData; intent: string; operator: Operator };

/**
 * A console page's action: another site's post is refused (403), the operator is checked, then the
 * form's step runs; its refusals and the domain's come back as data with the API's status. A
 * successful step's answer (or redirect) lets React Router load the page's data again.
 */
export async function consoleAction(
  request: Request,
  context: AppLoadContext,
  run: (step: ConsoleStep) => Promise<ConsoleAnswer | Response>,
) {
  if (isForeignOrigin(request)) return foreignPost();
  const operator = await operatorOfPage(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    const answer = await run({ form, intent, operator });
    return answer instanceof Response ? answer : data(answer);
  } catch (error) {
    if (error instanceof Refusal) return data(error.answer, { status: error.status });
    if (error instanceof DomainError) {
      return data<ConsoleAnswer>(
        { form: intent, errors: {}, message: error.message },
        { status: httpStatusOf[error.kind] },
      );
    }
    throw error;
  }
}

/**
 * A console form that sends a file (a product's photo), to the form `intent`: another site's post is
 * refused (403) and the operator checked before the body is read, then the multipart body is read
 * streamed, under the API's upload limits and slots (server/http/page-uploads.ts), and every staged
 * file is removed. A refusal comes back beside its field (the form's own above the form).
 */
export async function consoleUpload<Schema extends z.ZodType, Opened, Stored>(
  request: Request,
  context: AppLoadContext,
  intent: string,
  upload: (operator: Operator) => PageUploadForm<Schema, Opened, Stored>,
  ok: string,
  /** What else the answer says of the stored upload (an editor's image: the form's new values). */
  answerOf?: (stored: Stored) => Partial<ConsoleAnswer>,
) {
  if (isForeignOrigin(request)) return foreignPost();
  const operator = await operatorOfPage(request, context);
  const answer = await receivePageUpload(request, context, upload(operator));
  if (answer.ok) return data({ ...done(intent, ok), ...answerOf?.(answer.stored) });
  const { form: message, ...errors } = answer.errors;
  return data<ConsoleAnswer>(
    { form: intent, errors, ...(message ? { message } : {}), values: answer.values },
    { status: answer.status },
  );
}

const foreignPost = () =>
  data<ConsoleAnswer>({ form: "", errors: {}, message: apiMessages.foreignOrigin }, { status: 403 });

/** A step's answer when it went through. */
export const done = (form: string, ok: string): ConsoleAnswer => ({ form, ok, errors: {} });

/** The console's pages and data are one operator's: never kept by a cache. */
export function consoleHeaders() {
  return { "Cache-Control": "private, no-store" };
}
