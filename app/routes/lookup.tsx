// 비회원 주문조회 (/order/lookup, issue 20): the order number and the order password or the
// orderer's phone (the same schema, limits and answers as POST /api/order/lookup). A match leaves
// a 30-minute cookie for that one order and shows it (/order/lookup?orderId={id}) with what can
// be done now: cancel, 배송조회, 구매확정, 교환·반품 신청. Only that browser sees the order.
import { data, Form, Link, redirect } from "react-router";
import { type FieldErrors, formValues, parseForm } from "../../core/form";
import { links } from "../../core/links";
import { apiMessages } from "../../server/api/messages";
import { lookedUpOrderCookie, lookedUpOrderOf } from "../../server/api/order-lookup-cookie";
import { buyerOf, orderLookupSchema } from "../../server/api/orders";
import { orderForViewer } from "../../server/domain/checkout/order-view";
import { DomainError, httpStatusOf } from "../../server/domain/errors";
import { lookUpGuestOrder, orderLookupMessages } from "../../server/domain/orders/lookup";
import { isForeignOrigin } from "../../server/http/origin";
import { FormError, FormField } from "../components/form-field";
import accountStyles from "../features/account/account.module.css";
import LookedUpOrder from "../features/orders/looked-up-order";
import { ORDER_LOOKUP_URL, orderActionTexts as texts } from "../features/orders/messages";
import { orderAnswerOf } from "../features/orders/order-actions";
import { isOrderIntent, orderAction } from "../features/orders/order-actions.server";
import styles from "../features/orders/orders.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/lookup";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 비회원 주문조회", path: ORDER_LOOKUP_URL, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const lookedUpOf = (request: Request, context: Route.LoaderArgs["context"]) =>
  lookedUpOrderOf(request.headers.get("cookie"), context.orderLookupCookie);

/** The looked-up order when ?orderId= names it; the form otherwise (or once the cookie is gone). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("orderId");
  if (asked === null) return { order: null };
  const lookedUp = await lookedUpOf(request, context);
  if (lookedUp === null || String(lookedUp) !== asked) throw redirect(ORDER_LOOKUP_URL);
  try {
    const access = { userId: null, cartToken: null, key: null, lookedUpOrderId: lookedUp };
    return { order: await orderForViewer(context.db, lookedUp, access) };
  } catch (error) {
    if (error instanceof DomainError) throw redirect(ORDER_LOOKUP_URL);
    throw error;
  }
}

type LookupAnswer = { errors: FieldErrors; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (isOrderIntent(form.get("intent"))) {
    return orderAction(request, form, context, async () => buyerOf(null, await lookedUpOf(request, context)));
  }
  // The form comes back as sent, never with the password.
  const { password: _password, ...values } = formValues(form);
  const refuse = (status: number, errors: FieldErrors) => data<LookupAnswer>({ errors, values }, { status });
  if (isForeignOrigin(request)) return refuse(403, { form: apiMessages.foreignOrigin });
  const parsed = parseForm(orderLookupSchema, form, orderLookupMessages.invalidNumber);
  if (!parsed.ok) return refuse(400, parsed.errors);
  const { order_number: orderNumber, ...secret } = parsed.data;
  try {
    const orderId = await lookUpGuestOrder(context.db, { orderNumber, ...secret }, context.clientKey);
    return redirect(`${ORDER_LOOKUP_URL}?orderId=${orderId}`, {
      headers: { "Set-Cookie": await lookedUpOrderCookie(orderId, context.orderLookupCookie) },
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(httpStatusOf[error.kind], { form: error.message });
  }
}

export default function OrderLookup({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  if (order) {
    return <LookedUpOrder order={order} answer={orderAnswerOf(actionData)} />;
  }
  const answer = actionData && !orderAnswerOf(actionData) ? actionData : null;
  const errors = answer?.errors ?? {};
  const sent = answer?.values ?? {};
  return (
    <div className={styles.lookup}>
      <h1 className={accountStyles.title}>{texts.lookupTitle}</h1>
      <p className={accountStyles.lead}>{texts.lookupLead}</p>
      <Form method="post" className={accountStyles.form} noValidate>
        <FormError message={errors.form} />
        <FormField
          className={accountStyles.field}
          name="order_number"
          label={texts.orderNumber}
          placeholder={texts.orderNumberPlaceholder}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={20}
          error={errors.order_number}
          defaultValue={sent.order_number}
        />
        <FormField
          className={accountStyles.field}
          name="password"
          type="password"
          label={texts.password}
          autoComplete="off"
          maxLength={100}
          error={errors.password}
        />
        <p className={styles.or}>{texts.orPhone}</p>
        <FormField
          className={accountStyles.field}
          name="phone"
          type="tel"
          label={texts.phone}
          placeholder="010-0000-0000"
          autoComplete="tel"
          maxLength={30}
          error={errors.phone}
          defaultValue={sent.phone}
        />
        <button type="submit" className={accountStyles.primary}>
          {texts.lookUp}
        </button>
      </Form>
      <p className={styles.note}>
        {texts.memberHint}
        <Link to={links.loginForm}>{texts.login}</Link>
      </p>
    </div>
  );
}
