// The cart page's loader and action (/cart): the cart found as /api/cart finds it (the member of the
// session, else the guest's cookie) and every change made by the same domain functions and schemas
// as /api/cart/*. The product page's "담기" form posts here too (intent=add), so a shopper can fill
// a cart before the scripts run, or without them. 선택삭제 (intent=remove_selected, issue 21) sends
// the checked lines (`selected`), or `all` when 전체선택 is checked.
import { type AppLoadContext, data, redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "../../../core/form";
import { links } from "../../../core/links";
import {
  addFormSchema,
  cartTokenOf,
  newGuestCart,
  removeSchema,
  updateFormSchema,
  updateSchema,
} from "../../../server/api/cart";
import { apiMessages } from "../../../server/api/messages";
import { userOfRequest } from "../../../server/api/viewer";
import { addToCart, removeCartLine, removeCartLines, updateCartLine } from "../../../server/domain/cart/add-to-cart";
import type { CartRef } from "../../../server/domain/cart/cart-ref";
import { cartMessages } from "../../../server/domain/cart/messages";
import { readCart } from "../../../server/domain/cart/read-cart";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { isForeignOrigin } from "../../../server/http/origin";

/**
 * A refused change: its Korean message, and the cart line it was about (shown beside it), or
 * `selection` for a refused 선택삭제 (shown beside its button).
 */
export type CartRefusal = { message: string; line: string | null; selection?: true };

/** The lines checked for 선택삭제: at most a cart's worth, each a line id as the × sends it. */
const selectionSchema = z
  .array(updateSchema.shape.cart_item_key, { error: cartMessages.lineNotFound })
  .max(200, cartMessages.lineNotFound);

export async function cartRefOf(request: Request, context: AppLoadContext): Promise<CartRef> {
  const user = await userOfRequest(context, request);
  return { userId: user?.id ?? null, token: cartTokenOf(request.headers.get("cookie")) };
}

export async function cartLoader(request: Request, context: AppLoadContext) {
  return { cart: await readCart(context.db, await cartRefOf(request, context)) };
}

const firstOf = (errors: Partial<Record<string, string>>, fallback: string) => Object.values(errors)[0] ?? fallback;

export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const line = typeof form.get("cart_item_key") === "string" ? String(form.get("cart_item_key")) : null;
  const selection = form.get("intent") === "remove_selected" ? ({ selection: true } as const) : {};
  const refuse = (message: string, status: number) => data<CartRefusal>({ message, line, ...selection }, { status });
  // A post from another site's page is refused, as the API refuses it (CSRF).
  if (isForeignOrigin(request)) return refuse(apiMessages.foreignOrigin, 403);
  const ref = await cartRefOf(request, context);
  const viewer = { userId: ref.userId };
  const { db } = context;
  try {
    switch (form.get("intent")) {
      case "add": {
        const parsed = parseForm(addFormSchema, form, cartMessages.invalidLines);
        if (!parsed.ok) return refuse(firstOf(parsed.errors, cartMessages.invalidLines), 400);
        // A guest's first add opens a cart and gives the browser its cookie, as POST /api/cart/item/add does.
        const guest = ref.userId === null && !ref.token ? newGuestCart(context.sessionCookie.secure) : null;
        await addToCart(db, guest ? { ...ref, token: guest.token } : ref, viewer, parsed.data, "add");
        return redirect(links.cart, guest ? { headers: { "Set-Cookie": guest.setCookie } } : undefined);
      }
      case "update": {
        const parsed = parseForm(updateFormSchema, form, cartMessages.invalidQuantity);
        if (!parsed.ok) return refuse(firstOf(parsed.errors, cartMessages.invalidQuantity), 400);
        await updateCartLine(db, ref, viewer, parsed.data.cart_item_key, parsed.data.quantity);
        return redirect(links.cart);
      }
      case "remove": {
        const parsed = parseForm(removeSchema, form, cartMessages.lineNotFound);
        if (!parsed.ok) return refuse(firstOf(parsed.errors, cartMessages.lineNotFound), 400);
        await removeCartLine(db, ref, parsed.data.cart_item_key);
        return redirect(links.cart);
      }
      case "remove_selected": {
        const parsed = selectionSchema.safeParse(form.getAll("selected"));
        if (!parsed.success) return refuse(cartMessages.lineNotFound, 400);
        await removeCartLines(db, ref, form.get("all") === "on" ? "all" : parsed.data);
        return redirect(links.cart);
      }
      default:
        return refuse(apiMessages.invalidInput, 400);
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(error.message, httpStatusOf[error.kind]);
  }
}
