// The route actions and loader of a restock request (/restock/:productId): the popup's fetcher and
// the page's form (before the scripts run) post the same fields, checked by the schema of
// POST /api/wait/update and given to the same domain function.
import { type AppLoadContext, data, redirect } from "react-router";
import { parseForm } from "../../../core/form";
import { links } from "../../../core/links";
import { restockSchema } from "../../../server/api/engagement";
import { apiMessages } from "../../../server/api/messages";
import { loadProductCards } from "../../../server/domain/catalog/product-cards";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { restockMessages } from "../../../server/domain/restock/messages";
import { requestRestock, restockTarget } from "../../../server/domain/restock/requests";
import { isForeignOrigin } from "../../../server/http/origin";
import type { RestockAnswer } from "./restock-state";

const ID = /^[1-9]\d{0,9}$/;

/**
 * The product a restock page is for (published) and its option (`?option=<variation id>`, from a
 * sold-out option's row), or the shop's error page.
 */
export async function restockProductLoader(productId: string, context: AppLoadContext, option: string | null = null) {
  const card = ID.test(productId)
    ? (await loadProductCards(context.db, [Number(productId)])).get(Number(productId))
    : null;
  if (!card || (option !== null && !ID.test(option))) throw redirect(links.error);
  const target = await restockTarget(context.db, card.id, option === null ? null : Number(option));
  if (!target) throw redirect(links.error);
  return {
    id: card.id,
    name: target.optionName ? `${card.name} (${target.optionName})` : card.name,
    url: card.url,
    thumbnail: card.thumbnail,
    variationId: target.variationId,
    soldOut: target.soldOut ?? card.stock_status === "outofstock",
  };
}

export async function restockAction(request: Request, context: AppLoadContext, productId: string) {
  // A post from another site's page is refused, as the API refuses it (CSRF).
  if (isForeignOrigin(request)) {
    return data<RestockAnswer>({ errors: { form: apiMessages.foreignOrigin }, values: {} }, { status: 403 });
  }
  const form = await request.formData();
  form.set("productId", productId);
  // A simple product's form sends no option; an empty field means none.
  if (!form.get("variationId")) form.delete("variationId");
  const parsed = parseForm(restockSchema, form, restockMessages.failed);
  const values = {
    destName: form.get("destName")?.toString() ?? "",
    destPhone: form.get("destPhone")?.toString() ?? "",
    consent: form.get("consent")?.toString() ?? "",
  };
  if (!parsed.ok) {
    // The product is not the shopper's to fix: its refusal belongs to the form.
    const { productId: product, variationId: option, ...fields } = parsed.errors;
    const errors = { ...fields, form: product ?? option };
    return data<RestockAnswer>({ errors, values }, { status: 400 });
  }
  try {
    await requestRestock(
      context.db,
      { ...parsed.data, variationId: parsed.data.variationId ?? null },
      context.clientKey,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<RestockAnswer>({ errors: { form: error.message }, values }, { status: httpStatusOf[error.kind] });
  }
  return data<RestockAnswer>({ registered: restockMessages.registered, errors: {}, values: {} });
}
