// The checkout page's loader and action (/checkout, or /checkout?buy=now for the buy-now
// selection): the cart, the details of an unpaid earlier attempt or the member's saved ones, and
// coupons; the details form checked by initCheckout's schema and the order prepared by the same
// function as POST /api/initCheckout. The answer is the prepared order (the page then opens the
// payment window, or without scripts shows the payment step) or Korean messages beside the fields.
import { type AppLoadContext, data } from "react-router";
import { MAX_ADDRESSES } from "../../../core/address-book";
import { isBuyNowCheckout } from "../../../core/buy-now";
import { CUSTOM_NOTE, orderNumber } from "../../../core/checkout";
import { type FieldErrors, formValues, parseForm } from "../../../core/form";
import { cartTokenOf } from "../../../server/api/cart";
import { checkoutFieldOf, checkoutFormSchema, startCheckout } from "../../../server/api/checkout";
import { apiMessages } from "../../../server/api/messages";
import { userOfRequest } from "../../../server/api/viewer";
import { listAddresses, type MemberAddress, shippingOf } from "../../../server/domain/account/addresses";
import { addressBookMessages } from "../../../server/domain/account/messages";
import type { SessionUser } from "../../../server/domain/auth/sessions";
import { findCartId } from "../../../server/domain/cart/cart-ref";
import { readCart } from "../../../server/domain/cart/read-cart";
import { couponAnswer, usableCoupons } from "../../../server/domain/checkout/coupons";
import type { InitCheckoutAnswer } from "../../../server/domain/checkout/init-checkout";
import { type KeptDetails, keptDetails } from "../../../server/domain/checkout/kept-details";
import { checkoutMessages } from "../../../server/domain/checkout/messages";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { hasUnstorableText } from "../../../server/domain/storable-text";
import { isForeignOrigin } from "../../../server/http/origin";
import { checkoutTexts } from "./messages";

/** What the form starts with for a member: the saved shipping address and the account's e-mail. */
export type SavedDetails = {
  first_name: string;
  phone: string;
  postcode: string;
  address_1: string;
  address_2: string;
  email: string;
};

/** The action's answer: the order to pay, or the form as sent with its refusals. */
export type CheckoutAnswer =
  | { order: InitCheckoutAnswer; number: string; payMethod: "CARD" | "EASY_PAY"; recipient: string }
  | { order?: undefined; errors: FieldErrors; values: Record<string, string>; message?: string };

async function whoOf(request: Request, context: AppLoadContext) {
  const user = await userOfRequest(context, request);
  return { user, ref: { userId: user?.id ?? null, token: cartTokenOf(request.headers.get("cookie")) } };
}

/** The kept details of an unpaid checkout as the form's fields (the inverse of checkoutFormSchema). */
function formOfKept(kept: KeptDetails): Record<string, string> {
  const { shipping, billing, customerNote, paymentMethod, couponId } = kept;
  const presets: readonly string[] = checkoutTexts.notePresets.slice(1, -1);
  const note: Record<string, string> = presets.includes(customerNote)
    ? { note_preset: customerNote }
    : customerNote
      ? { note_preset: CUSTOM_NOTE, note_custom: customerNote }
      : {};
  return {
    first_name: `${shipping?.last_name ?? ""}${shipping?.first_name ?? ""}`,
    phone: shipping?.phone ?? "",
    postcode: shipping?.postcode ?? "",
    address_1: shipping?.address_1 ?? "",
    address_2: shipping?.address_2 ?? "",
    email: billing.email,
    billing_phone: billing.phone === shipping?.phone ? "" : billing.phone,
    payment_method: paymentMethod,
    coupon_id: couponId === null ? "" : String(couponId),
    agree: "on",
    ...note,
  };
}

/** A saved address offered in 배송지 선택 (issue 20). */
export type AddressChoice = { id: number; recipient: string; line: string; isDefault: boolean };

/**
 * A member's starting details: the address picked in 배송지 선택 (`?address=`), else the default
 * of their address book (users.shipping mirrors it), with the account's name and phone as a
 * fallback for a member without one.
 */
function memberDetails(user: SessionUser, picked: MemberAddress | null): SavedDetails {
  const saved = picked ? shippingOf(picked) : user.shipping;
  return {
    first_name: saved?.first_name ? `${saved.last_name ?? ""}${saved.first_name}` : `${user.lastName}${user.firstName}`,
    phone: saved?.phone || user.billing?.phone || user.phone,
    postcode: saved?.postcode ?? "",
    address_1: saved?.address_1 ?? "",
    address_2: saved?.address_2 ?? "",
    email: user.email ?? "",
  };
}

export async function checkoutLoader(request: Request, context: AppLoadContext) {
  const { user, ref } = await whoOf(request, context);
  const search = new URL(request.url).searchParams;
  // The buy-now selection (`/checkout?buy=now`, decision 5) or the cart.
  const buyNow = isBuyNowCheckout(search);
  const cart = await readCart(context.db, ref, buyNow);
  const cartId = user || !ref.token ? null : await findCartId(context.db, ref);
  const keptOrder = await keptDetails(context.db, { userId: user?.id ?? null, cartId });
  const coupons = user ? (await usableCoupons(context.db, user.id)).map(couponAnswer) : [];
  const book = user ? await listAddresses(context.db, user.id) : [];
  const pickedId = Number(search.get("address"));
  const picked = book.find((address) => address.id === pickedId) ?? null;
  const member: SavedDetails | null = user ? memberDetails(user, picked) : null;
  const addresses: AddressChoice[] = book.map((address) => ({
    id: address.id,
    recipient: address.recipientName,
    line: `[${address.postcode}] ${address.address1} ${address.address2}`.trim(),
    isDefault: address.isDefault,
  }));
  // An address picked by hand wins over the unpaid attempt's; its other details stay.
  const kept = keptOrder ? formOfKept(keptOrder) : null;
  const keptWithPick = kept && picked && member ? { ...kept, ...shippingFieldsOf(member) } : kept;
  // The choice shown as picked is the address the form starts from: the unpaid attempt's, if saved.
  const shown = picked ?? (kept ? book.find((address) => isSamePlace(address, kept)) : book.find((a) => a.isDefault));
  return { cart, member, coupons, buyNow, kept: keptWithPick, addresses, pickedAddressId: shown?.id ?? null };
}

function isSamePlace(address: MemberAddress, form: Record<string, string>): boolean {
  return (
    address.postcode === form.postcode && address.address1 === form.address_1 && address.address2 === form.address_2
  );
}

function shippingFieldsOf(details: SavedDetails) {
  const { first_name, phone, postcode, address_1, address_2 } = details;
  return { first_name, phone, postcode, address_1, address_2 };
}

/** A domain refusal that belongs to one field of the form. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [checkoutMessages.invalidEmail]: "email",
  [checkoutMessages.couponUnavailable]: "coupon_id",
  [checkoutMessages.couponMembersOnly]: "coupon_id",
  [addressBookMessages.full(MAX_ADDRESSES)]: "save_address",
};

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const refuse = (status: number, errors: FieldErrors, values: Record<string, string>, message?: string) =>
    data<CheckoutAnswer>({ errors, values, message }, { status });
  // The form is shown again as sent when refused, without the guest's order password.
  const { order_password: _password, ...values } = formValues(form);
  // A post from another site's page is refused, as the API refuses it (CSRF).
  if (isForeignOrigin(request)) return refuse(403, {}, values, apiMessages.foreignOrigin);
  const parsed = parseForm(checkoutFormSchema, form, checkoutMessages.invalidOrder, checkoutFieldOf);
  if (!parsed.ok) return refuse(400, parsed.errors, values);
  if (hasUnstorableText(parsed.data)) return refuse(400, {}, values, apiMessages.unstorableText);
  const { user, ref } = await whoOf(request, context);
  try {
    const { answer, order } = await startCheckout(context.db, parsed.data, { ref, user, clientKey: context.clientKey });
    return data<CheckoutAnswer>({
      order: answer,
      number: orderNumber(order.id, order.createdAt),
      payMethod: parsed.data.payment_method === "card" ? "CARD" : "EASY_PAY",
      recipient: parsed.data.shipping.first_name,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = FIELD_OF_MESSAGE[error.message];
    return field
      ? refuse(httpStatusOf[error.kind], { [field]: error.message }, values)
      : refuse(httpStatusOf[error.kind], {}, values, error.message);
  }
}
