// The order actions' route action (issue 20), for the member's /account and the guest's looked-up
// order alike: the same schemas and domain functions as POST /api/order/{id}/cancel, /confirm and
// /claim, the same CSRF check; a refusal comes back as a Korean message beside the order.
import { type AppLoadContext, data } from "react-router";
import { type FieldErrors, formValues, parseForm } from "../../../core/form";
import { apiMessages } from "../../../server/api/messages";
import { claimSchema } from "../../../server/api/orders";
import { checkoutMessages } from "../../../server/domain/checkout/messages";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { idOf } from "../../../server/domain/ids";
import { type Buyer, cancelOrder, confirmPurchase, requestClaim } from "../../../server/domain/orders/actions";
import { hasUnstorableText } from "../../../server/domain/storable-text";
import { isForeignOrigin } from "../../../server/http/origin";
import { orderActionTexts } from "./messages";

export const ORDER_INTENTS = ["order-cancel", "order-confirm", "order-claim"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

export const isOrderIntent = (intent: unknown): intent is OrderIntent => ORDER_INTENTS.includes(intent as OrderIntent);

/** What an order action answers: the order it was about and either what was done or why not. */
export type OrderActionAnswer = {
  orderId: number | null;
  intent: OrderIntent | null;
  done?: string;
  errors: FieldErrors;
  values: Record<string, string>;
};

const orderIdSchema = idOf(checkoutMessages.orderNotFound);

export async function orderAction(
  request: Request,
  form: FormData,
  context: AppLoadContext,
  buyer: () => Promise<Buyer>,
) {
  const values = formValues(form);
  const intent = isOrderIntent(values.intent) ? values.intent : null;
  const parsedId = orderIdSchema.safeParse(values.orderId);
  const orderId = parsedId.success ? parsedId.data : null;
  const refuse = (status: number, errors: FieldErrors) =>
    data<OrderActionAnswer>({ orderId, intent, errors, values }, { status });
  if (isForeignOrigin(request)) return refuse(403, { form: apiMessages.foreignOrigin });
  if (orderId === null) return refuse(404, { form: checkoutMessages.orderNotFound });
  if (intent === null) return refuse(400, { form: apiMessages.invalidInput });
  try {
    const who = await buyer();
    if (intent === "order-cancel") await cancelOrder(context.db, context.admin.providers, who, orderId);
    if (intent === "order-confirm") await confirmPurchase(context.db, who, orderId);
    if (intent === "order-claim") {
      const claim = parseForm(claimSchema, form, checkoutMessages.invalidOrder);
      if (!claim.ok) return refuse(400, claim.errors);
      if (hasUnstorableText(claim.data)) return refuse(400, { reason: apiMessages.unstorableText });
      await requestClaim(context.db, who, orderId, claim.data);
    }
    return data<OrderActionAnswer>({ orderId, intent, done: orderActionTexts.done[intent], errors: {}, values: {} });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(httpStatusOf[error.kind], { form: error.message });
  }
}
